import Testing
@testable import ViewLint

/// What a project view keeps of a closure it is given, read from the type of the field the
/// closure goes to (`SpineContainer`): only a builder it calls in `body` lets the lowering show
/// the content in place without missing the view's own `body` runs.
@Suite struct SpineContainerTests {
    @Test func aBuilderReturningAViewIsCalledInBody() {
        #expect(SpineContainer.kind(ofFieldType: "() -> Content") == .contentBuilder)
        #expect(SpineContainer.kind(ofFieldType: "(Item) -> some View") == .contentBuilder)
        #expect(SpineContainer.kind(ofFieldType: "(Bool) -> (Content)") == .contentBuilder)
    }

    @Test func aClosureReturningNothingIsAnAction() {
        #expect(SpineContainer.kind(ofFieldType: "() -> Void") == .keptClosure)
        #expect(SpineContainer.kind(ofFieldType: "(String) -> ()") == .keptClosure)
        #expect(SpineContainer.kind(ofFieldType: "@MainActor () -> Swift.Void") == .keptClosure)
    }

    @Test func aViewValueOrAnUnwrittenTypeIsKept() {
        #expect(SpineContainer.kind(ofFieldType: "Content") == .keptContent)
        #expect(SpineContainer.kind(ofFieldType: "AnyView") == .keptContent)
        #expect(SpineContainer.kind(ofFieldType: "") == .keptContent)
    }
}
