import Testing
@testable import ViewLint

/// A model class's stored properties are what experiments vary: a property with `didSet` or
/// `willSet` is stored (an unknown value the engine names and varies), not computed (which left
/// its reads with no value at all, and conditions on them silently false).
@Suite struct ClassFactsTests {
    @Test func observersKeepAPropertyStoredAccessorsMakeItComputed() {
        #expect(ClassFacts.onlyObservers("{ didSet { save() } }"))
        #expect(ClassFacts.onlyObservers("{\n  willSet { log(newValue) }\n  didSet { if oldValue != value { save() } }\n}"))
        #expect(!ClassFacts.onlyObservers("{ get { storage } set { storage = newValue } }"))
        #expect(!ClassFacts.onlyObservers("{ storage.isEnabled }"))
        #expect(!ClassFacts.onlyObservers("{ return didSetCount }"))
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
