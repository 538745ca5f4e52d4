import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 4–7, §3c): a parent gives the view a new value of
/// the property `==` leaves out on each of 10 updates, every other input the same; count the
/// updates in which the view's `body` did not run although what it shows changed. As written `==`
/// calls every value equal, so `body` runs on none; with the property compared in `==`, on each.
/// The parent is the engine's own: it passes the view's fields as a construction would, so the
/// summary names what it assumes the real parent does.
extension EquatableIgnoresInputRule {
    static let updates = 10

    public func confirm(_ site: IgnoredInputSite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let name = site.typeName
        guard let property = site.properties.first else { return nil }
        // The engine finds views by name: another view of this name seen from here is not this one.
        guard let info = context.index.viewType(named: name, from: file.source.path), info.path == file.source.path else {
            return .inconclusive("another view named `\(name)` is visible here, so the engine cannot tell which one it would run")
        }
        let lowering = context.lowering(for: file.source.path)
        guard let view = lowering.readOnlyType(named: name) else {
            return .inconclusive("`\(name)` could not be read")
        }
        guard let equality = view.equality, !view.equalityUnknown, let model = lowering.equalityModel(ofType: name) else {
            return .inconclusive("`\(name).==` is not something the engine can evaluate, so whether it calls a new `\(property)` equal is unknown")
        }
        // The parent holds one state per plain value or binding it gives the view.
        let parent = EqualityHost(for: view, info: info) { field, _ in field.defaultValue == nil || field.name == property }
        let start = parent.start
        guard let first = start[property] else {
            return .inconclusive("the engine cannot give `\(name)` a new `\(property)` from a parent")
        }
        // `==` must answer for the values the run gives it; a compared field it reads in a way
        // the engine cannot evaluate leaves the verdict open.
        let changed = start.merging([property: UnenforcedEquatableRule.next(first, 1, property)]) { $1 }
        guard model.evaluate(a: { start[$0] ?? .none }, b: { changed[$0] ?? .none }) != nil else {
            return .inconclusive("`\(name).==` compares values the engine cannot evaluate, so whether it calls a new `\(property)` equal is unknown")
        }
        let steps: [ScenarioStep] = (1...Self.updates).map {
            .perform(on: .root, [.set(property, .literal(UnenforcedEquatableRule.next(first, $0, property)))])
        }
        let wrapped = site.equatableUse != nil
        func program(comparing: Bool) -> ViewProgram {
            var child = view
            // Whether `body` runs is decided by the comparison and the view's own dynamic
            // properties (rule 13), not by what it builds: a leaf showing the property stands for
            // the body, which the check found reading it, so what the body holds that the engine
            // cannot model (an undeclared model's members) does not hide the count.
            child.body = .leaf("Text", [.read(property)])
            // Its objects are kept as stable references, as lowering keeps a model it does not
            // read: the run changes none of them.
            child.fields = child.fields.map { field in
                switch field.kind {
                case .stateObject, .observedObject, .environmentObject: return Field(field.name, .environment(key: "‹object \(field.name)›"))
                default: return field
                }
            }
            if comparing {
                // The fix: `== … && lhs.property == rhs.property`.
                child.equality = { a, b in equality(a, b).map { $0 && a[property] == b[property] } }
            }
            return parent.program(showing: child, named: name, equatable: wrapped)
        }
        let driver = Driver("a parent passing a new `\(property)` on each update", kind: .argument, field: nil,
                            steps: steps, semantics: [.v17plus])
        // Stale updates: each update gives the view a new value; those in which its body did not run.
        let experiment = SiteExperiment(program: program(comparing: false), fixed: program(comparing: true), drivers: [driver],
                                        site: 0, counted: 0, options: context.options,
                                        measure: { Self.updates - $0.updatesWithBodyRun })
        // The project's own constructions say whether a parent gives the property at all: one
        // passing an argument that sets it is named; none doing so leaves the verdict open.
        let passing = info.instantiations.first { site.labels.contains(where: $0.constructionText.contains(argumentLabel:)) }
        if site.labels.isEmpty {
            return .inconclusive("the engine cannot tell which argument of `\(name)`'s initializers sets `\(property)`")
        }
        // An unlabelled parameter (`_ title:`) cannot be found in a construction's text.
        if !info.instantiations.isEmpty, passing == nil, !site.labels.contains("_") {
            let labels = site.labels.map { "`\($0):`" }.joined(separator: " or ")
            return .inconclusive("no construction of `\(name)` in the project passes \(labels), so `\(property)` may never change")
        }
        let source = passing.map { use in
            let label = site.labels.first { use.constructionText.contains(argumentLabel: $0) } ?? property
            return " (as `\(use.enclosingDeclaration)` passes `\(label):` at \(use.path.split(separator: "/").last ?? ""):\(use.line))"
        } ?? ""
        var assumptions = ["a parent can pass `\(name)` a new `\(property)`\(source) while every property `==` compares stays the same"]
        if let use = site.equatableUse { assumptions.append("the view wrapped in `.equatable()` as in `\(use)`") }
        let lowered = LoweredSite(program: experiment.program, owner: name, hosting: .body(of: name), drivers: [driver],
                                  heldConstants: [], assumptions: assumptions,
                                  dependencies: [])
        let line = site.line
        let wording = EvidenceWording(
            fix: "`\(property)` compared in `==`",
            asWritten: { c, n in "`\(name).body` ran \(c.updatesWithBodyRun) of \(n) updates, still showing the first `\(property)` it read at line \(line)" },
            withFix: { c, _, n in "\(c.updatesWithBodyRun) of \(n)" },
            refuted: { runs in "`\(name).body` ran as often with `\(property)` compared in `==` (\(driverList(runs))): `==` already tells its values apart" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }
}

extension String {
    /// Whether a construction's text passes an argument labelled `label` (`title:`, not `subtitle:`).
    func contains(argumentLabel label: String) -> Bool {
        var rest = Substring(self)
        while let found = rest.range(of: label + ":") {
            let before = rest[..<found.lowerBound].last
            if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
