// What a site's experiment may vary, and only what the code can change (second review: a
// driver the code can never make is a verdict resting on an impossible assumption): a `@State`
// only if the owner's code writes it, an `@Observable` property only if it can take another
// value (`MemberKeeping`), and the conditions the engine cannot compute, flipped.

extension Lowering {
    /// The owner's fields its own code writes: a `@State` not among them keeps its first value.
    func writtenFields(of owner: ViewType) -> Set<String> {
        Set(owner.fields.map(\.name).filter { index.writes(property: $0, inType: owner.name) })
    }

    /// The drivers of a site hosted in `host`, most telling first.
    func siteDrivers(host: HostBuilder, owner: ViewType, choices: [(field: String, description: String)], written: Set<String>,
                     ownerModels: [String: (name: String, kind: ModelType.Kind)], updates: Int) -> [Driver] {
        var drivers = host.drivers(ownerBody: owner.body, updates: updates, writtenStates: written)
        // A tracked property that keeps the value its object was made with (a `let`, a `var` no
        // code writes, computed from those) is no change the app makes.
        drivers.removeAll { driver in
            guard driver.kind == .observable, let field = driver.field, let property = driver.property,
                  let model = ownerModels[field]?.name else { return false }
            // A method read as the callee of its call (`context.send(…)`) is no property the
            // app changes (review s16b: ElementX AdvancedSettingsScreen:56 was left open on
            // "`context.send` changing", which re-ran nothing).
            if let facts = index.lookup.classFacts(named: model), facts.methods.contains(property),
               !facts.properties.contains(where: { $0.name == property }) { return true }
            return index.memberKeeping(property, ofType: model) != nil
        }
        // Conditions with flagged code on both sides: flipped where the engine cannot compute them.
        for choice in choices {
            let steps = (1...max(1, updates)).map { k in
                ScenarioStep.perform(on: .hosted, [.set(choice.field, .literal(.bool(k % 2 == 0)))])
            }
            drivers.insert(Driver("\(choice.description) changing", kind: .state, field: choice.field, steps: steps,
                                  semantics: [.v17plus, .pre17]), at: 0)
        }
        return drivers
    }
}
