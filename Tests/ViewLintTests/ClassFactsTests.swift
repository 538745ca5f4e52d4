import Testing
@testable import ViewLint

/// A model class's stored properties are what experiments vary: a property with `didSet` or
/// `willSet` is stored (an unknown value the engine names and varies), not computed (which left
/// its reads with no value at all, and conditions on them silently false).
@Suite struct ClassFactsTests {
    @Test func observersKeepAPropertyStoredAccessorsMakeItComputed() {
        let tree = SyntaxTree.parse(SourceFile(path: "Bindings.swift", text: """
            struct S {
                var a = 0 { didSet { save("}") } }
                var b = 0 {
                    willSet { log(newValue) }
                    didSet { if oldValue != b { save() } }
                }
                var c: Int { get { storage } set { storage = newValue } }
                var d: Bool { storage.isEnabled }
                var e: Int { return didSetCount }
            }
            """))
        var computed: [String: Bool] = [:]
        for index in tree.nodes.indices where tree.kind(SyntaxTree.NodeID(index)) == .patternBinding {
            computed[tree.name(SyntaxTree.NodeID(index))] = tree.isComputed(SyntaxTree.NodeID(index))
        }
        #expect(computed == ["a": false, "b": false, "c": true, "d": true, "e": true])
    }

    @Test func aPropertyWithObserversIsAStoredPropertyOfItsClass() {
        let tree = SyntaxTree.parse(SourceFile(path: "Prefs.swift", text: """
            @Observable final class Prefs {
                var showsPopover: Bool { didSet { save() } }
                var title: String { "Prefs" }
                init() { showsPopover = true }
                func save() {}
            }
            """))
        let facts = ProjectFacts(trees: [tree])
        #expect(facts.classes["Prefs"]?.properties.map(\.name) == ["showsPopover"])
    }
}
