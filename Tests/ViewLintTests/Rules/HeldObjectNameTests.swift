import Testing
@testable import ViewLintRules

/// The type a stored property's initializer constructs, as object_ownership and
/// foreach_index_identity's row state read it from the property's compact initializer text.
@Suite struct HeldObjectNameTests {
    @Test func theConstructedTypeIsTheNameBeforeTheArgumentsOrTheTrailingClosure() {
        #expect(HeldObject.constructedType("Model()") == "Model")
        #expect(HeldObject.constructedType("Badge(title:\"New\")") == "Badge")
        #expect(HeldObject.constructedType("Badge{Text(\"New\")}") == "Badge", "a trailing closure only")
        #expect(HeldObject.constructedType("Model.shared") == "", "no construction")
        #expect(HeldObject.constructedType(nil) == "")
        #expect(HeldObject.simpleTypeName("Kit.Badge?") == "Badge")
        #expect(HeldObject.simpleTypeName("makeBadge") == nil, "a function, not a type")
    }
}
