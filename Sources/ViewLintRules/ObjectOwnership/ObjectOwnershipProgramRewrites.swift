import ViewLint

// How object_ownership's experiments change a lowered program: the hosted view marked, made to
// update for another reason, or owning its model.
extension ObjectOwnershipRule {
    /// The host's view (its last child) marked, so what happens to it is counted: the new mark.
    static func markingTheHostedView(_ program: ViewProgram) -> (ViewProgram, Int) {
        var copy = program
        let mark = copy.marks.count
        copy.marks.append(SiteMark("the view"))
        return (copy.rewritingHostedView { .marked(mark, $0) }, mark)
    }

    /// The view also shows a state of its own, which a step changes to update it.
    static func updatingForAnotherReason(_ program: ViewProgram, type: Int) -> ViewProgram {
        var copy = program
        copy.types[type].fields.append(.state(otherState, .int(0)))
        copy.types[type].body = .container("‹body›", [copy.types[type].body, .leaf("‹other›", [.read(otherState)])])
        return copy
    }

    /// The fix: the view owns the object in a `@StateObject`.
    static func owning(_ program: ViewProgram, type: Int, field: String, model: String) -> ViewProgram {
        var copy = program
        if let i = copy.types[type].fields.firstIndex(where: { $0.name == field }) {
            copy.types[type].fields[i] = Field(field, .stateObject(model: model))
        }
        return copy
    }
}
