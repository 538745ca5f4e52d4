import Testing
import ViewLint

/// A member the type's own code fills only while a value is made: in `init`, in a private
/// method only `init` calls, or in the `didSet` of a property only `init` sets (Swift runs no
/// observer then). Such a member keeps the value it was made with; one written later does not.
@Suite struct WhileMadeCodeTests {
    static func model(_ source: String) -> ProjectModel {
        ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Model.swift", text: source))])
    }

    @Test func aPrivateMethodOnlyInitCallsFillsWhileMade() {
        let model = Self.model("""
            final class Prompt: ObservableObject {
                @Published var groups: [[String]] = []
                private let all: [String]
                private(set) var expanded = false {
                    didSet { fill() }
                }
                init(all: [String], expanded: Bool) {
                    self.all = all
                    self.expanded = expanded
                    fill()
                }
                private func fill() {
                    groups = []
                    if expanded { groups.append(all) } else { groups.append(Array(all.prefix(3))) }
                }
            }
            """)
        #expect(model.memberKeeping("groups", ofType: "Prompt") == .unwrittenVar)
        #expect(model.storedValueKinds(of: "groups", inType: "Prompt")?.seededInInit == true)
    }

    /// A method of the same name in another type, and that type setting its own `expanded`
    /// later, say nothing about this type.
    @Test func anotherTypesMethodAndPropertyOfTheSameNameAreItsOwn() {
        let model = Self.model("""
            final class Prompt {
                var groups: [String] = []
                private(set) var expanded = false { didSet { fill() } }
                init() { fill() }
                private func fill() { groups = expanded ? ["a"] : [] }
            }
            final class Other {
                var groups: [String] = []
                private(set) var expanded = false { didSet { fill() } }
                init() { fill() }
                func expand() { expanded = true }
                private func fill() { groups = expanded ? ["a"] : [] }
            }
            """)
        #expect(model.memberKeeping("groups", ofType: "Prompt") == .unwrittenVar)
        #expect(model.memberKeeping("groups", ofType: "Other") == nil)
    }

    /// Each way the method runs after `init`: another method calls it, an observer of a
    /// property set later, a closure `init` hands on, a reference passed on, a call on another
    /// object, or the method is not private (another file may call it).
    @Test func aMethodThatMayRunLaterIsNotInits() {
        let cases = [
            "init() { fill() }\n func reload() { fill() }\n private func fill() { groups = [] }",
            "var mode = 0 { didSet { fill() } }\n init() { fill() }\n private func fill() { groups = [] }",
            "init() { DispatchQueue.main.async { self.fill() } }\n private func fill() { groups = [] }",
            "init() { handler = fill }\n var handler: (() -> Void)?\n private func fill() { groups = [] }",
            "init(other: Box) { other.fill() }\n private func fill() { groups = [] }",
            "init() { fill() }\n func fill() { groups = [] }",
        ]
        for body in cases {
            let model = Self.model("final class Box {\n var groups: [String] = []\n \(body)\n}")
            #expect(model.memberKeeping("groups", ofType: "Box") == nil, "\(body)")
        }
    }

    /// The observer's property set outside `init` in any way runs the observer later.
    @Test func anObserverRunsWhenItsPropertyIsSetLater() {
        let writes = ["func go() { mode = 1 }", "func go() { self.mode += 1 }", "func go(_ b: Box) { b.mode = 2 }",
                      "func go() { swap(&mode, &other) }", "var path: ReferenceWritableKeyPath<Box, Int> { \\.mode }"]
        for write in writes {
            let model = Self.model("""
                final class Box {
                    var groups: [String] = []
                    var other = 0
                    private(set) var mode = 0 { didSet { fill() } }
                    init() { fill() }
                    \(write)
                    private func fill() { groups = [] }
                }
                """)
            #expect(model.memberKeeping("groups", ofType: "Box") == nil, "\(write)")
        }
    }
}
