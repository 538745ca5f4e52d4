import Testing
import ViewLint
import ViewLintRules

/// What the code can do to a conditional modifier's condition before the experiment flips it
/// (Tests/Fixtures/evidence/conditions): a model's flag every write in the project sets one way,
/// and a compound of states each moved one way, change at most once ("made anew once", with
/// the reason); a `static var` the code writes is no constant (the switch is reported).
@Suite struct OneWayConditionEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/conditions")
    typealias Pinned = PinnedEvidence

    static let pinned: [Pinned] = [
        // A value the code never moves is a constant of the condition, not a part that may
        // change: beside a one-way value the condition changes once; alone it never does.
        Pinned(file: "ValuesTheCodeNeverMoves.swift", line: 20, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`loaded` turning `true`)"]),
        Pinned(file: "ValuesTheCodeNeverMoves.swift", line: 22, rule: "conditional_modifier", status: .refuted,
               says: ["`name` starts with a value and every write stores one"]),
        // An `if` reads the static its branch reads: the branch's read is still held, and said.
        Pinned(file: "ValuesTheCodeNeverMoves.swift", line: 40, rule: "conditional_modifier", status: .confirmed,
               says: ["each of the 10 times `Layout.scale > 1` flipped", "holding `Layout.scale` constant"]),
        // Compound conditions: `&&` of two one-way states, `||` of two, two moving so that it
        // turns on and off again, and one operand written from an optional result (it changes
        // through that operand: named).
        Pinned(file: "OneWayCompound.swift", line: 26, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`loaded` turning `true` and `chapter` getting a value)",
                      "with one view with a conditional modifier argument: never",
                      "`loaded` starting as `false`; every write stores `true`, so it never turns back",
                      "`chapter` starting as nil; every write stores a value, so it never turns nil again"]),
        Pinned(file: "OneWayCompound.swift", line: 28, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`loaded` turning `true` or `failed` turning `true`)"]),
        Pinned(file: "OneWayCompound.swift", line: 30, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)", "changes while the view is on screen"]),
        Pinned(file: "OneWayCompound.swift", line: 32, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)", "assuming `found != nil` changes while the view is on screen",
                      "`loaded` starting as `false`; every write stores `true`, so it never turns back"]),
        // A model's flags: set only to `true` by the model's own code (held by an
        // `@ObservedObject`: the same object assumed; by a `@StateObject`: kept), toggled, or set
        // by a view through the model.
        Pinned(file: "OneWayModelFlag.swift", line: 37, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`model.animationsOn` turning `true`)",
                      "every write in the project's code stores `true`, so it never turns back",
                      "`model` staying the same object while the view is on screen"]),
        Pinned(file: "OneWayModelFlag.swift", line: 38, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)"]),
        Pinned(file: "OneWayModelFlag.swift", line: 50, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`model.hasStarted` turning `true`)", "every write in the project's code stores `true`"]),
        Pinned(file: "OneWayModelFlag.swift", line: 51, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)"]),
        // An `@Observable` model through `@Environment(Session.self)` and `@Bindable`; two of its
        // values together name the object assumption once.
        Pinned(file: "OneWayObservableFlag.swift", line: 29, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`session.signedIn` turning `true`)", "`session` staying the same object"]),
        Pinned(file: "OneWayObservableFlag.swift", line: 30, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`session.banner` getting a value and `session.signedIn` turning `true`)",
                      "never turns back; `session` staying the same object while the view is on screen"]),
        Pinned(file: "OneWayObservableFlag.swift", line: 40, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`session.signedIn` turning `true`)"]),
        // A written `static var`, passed to a child and read in place; the `static let`, the
        // unwritten `static var` and the enum case are constants (no finding).
        Pinned(file: "WrittenStatic.swift", line: 30, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)", "with one view with a conditional modifier argument: never"]),
        Pinned(file: "WrittenStatic.swift", line: 45, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)"]),
        // Beside a one-way state, the written `static var` is what may change the condition.
        Pinned(file: "WrittenStatic.swift", line: 61, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)", "assuming `Layout.compact` changes while the view is on screen",
                      "`loaded` starting as `false`"]),
    ]

    @Test func everyConditionKeepsItsVerdictAndNumbers() throws {
        let findings = try Self.fixtures.findings()
        Self.fixtures.expect(Self.pinned, in: findings)
        // The object assumption is named once however many of its values the condition reads.
        let both = findings.first { $0.path == "OneWayObservableFlag.swift" && $0.evidence?.summary.contains("`session.banner`") == true }
        #expect(both?.evidence?.summary.components(separatedBy: "staying the same object").count == 2)
    }

    /// The condition is flipped by the experiment itself: what it reads is never also "held constant".
    @Test func aFlippedStaticIsNotHeldConstant() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "WrittenStatic.swift" }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.evidence?.summary.contains("holding") == false, "\(finding.evidence?.summary ?? "-")")
        }
    }

    /// Only `true` stored by the type's own code; a member write elsewhere leaves it unknown.
    @Test func storedValuesReadOnlyTheTypesOwnWrites() {
        let source = """
            final class Model {
                var flag = false
                var other = false
                var count = 0
                var later = false
                init() {
                    flag = false
                    later = true
                    DispatchQueue.main.async { self.later = false }
                }
                func on() { flag = true; self.other = true; count += 1 }
            }
            func poke(_ model: Model) { model.other = false }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Model.swift", text: source))])
        let flag = model.storedValueKinds(of: "flag", inType: "Model")
        #expect(flag?.kinds == .true)
        #expect(flag?.seededInInit == true)
        #expect(model.storedValueKinds(of: "other", inType: "Model") == nil)
        #expect(model.storedValueKinds(of: "count", inType: "Model") == nil)
        // Set in `init`, and again by a closure `init` hands on: that write comes later.
        #expect(model.storedValueKinds(of: "later", inType: "Model")?.kinds == .false)
        // The same holds for every write collector: `later` is written after `init`.
        #expect(model.memberKeeping("later", ofType: "Model") == nil)
    }

    /// Each kind of write the facts read, and the forms whose value they do not.
    @Test func storedValuesSortEachWrite() {
        let source = """
            import Combine
            import Foundation
            final class Store: ObservableObject {
                var name: String?
                var id: UUID?
                var maybe: UUID?
                @Published var bound = 0
                var counter = 0
                @Published var wrapped = 0
                var left = 0
                var right = 0
                func clear() { name = nil; self.name = "a" + "b" }
                func mint() { id = UUID(); maybe = UUID(uuidString: "x") }
                func hand() { bump(&counter); _wrapped = Published(initialValue: 1); (left, right) = (1, 2) }
                func bind() -> Any { $bound }
                func bump(_ value: inout Int) { value += 1 }
            }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Store.swift", text: source))])
        #expect(model.storedValueKinds(of: "name", inType: "Store")?.kinds == [.nil, .value])
        #expect(model.storedValueKinds(of: "id", inType: "Store")?.kinds == .value)
        // `UUID(uuidString:)` may be nil, and a value written through `$x`, `&x`, `_x` or a
        // tuple is not read: no answer, so no one-way fact rests on them.
        for unread in ["maybe", "bound", "counter", "wrapped", "left", "right"] {
            #expect(model.storedValueKinds(of: unread, inType: "Store") == nil, "\(unread)")
        }
    }
}
