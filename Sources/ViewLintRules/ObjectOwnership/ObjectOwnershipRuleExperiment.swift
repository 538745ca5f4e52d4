import ViewLint

/// The experiments (docs/SWIFTUI-MODEL.md facts 48–49, rules 28–29), one per form, each as
/// written and with the view owning the object in a `@StateObject`:
/// - `@ObservedObject var x = Model()`: the parent re-creates the view's value; count the times
///   the view was handed a new object in place of the one it had (what it held is lost).
/// - `@State var x = Model()` holding an `ObservableObject`: the object publishes changes, and
///   later something else updates the view; count the changes whose update the view missed.
/// - `.environmentObject(Model())` in `body`: re-run the body; count the times views below were
///   handed a new object.
extension ObjectOwnershipRule {
    static let ownedField = "‹owned object›"
    static let otherState = "‹other state›"

    public func confirm(_ site: OwnershipSite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        switch site {
        case .observedDefault(let declaration), .unobservedState(let declaration), .observedInInit(let declaration, _, _):
            guard let binding = tree.child(declaration, kind: .patternBinding),
                  let type = tree.enclosingTypeDeclaration(declaration),
                  let body = Self.bodyMember(of: type, in: tree) else {
                return .inconclusive("the view's `body` is not declared beside the property, where the engine looks for it")
            }
            let property = tree.name(binding)
            if case .observedDefault = site { return try confirmObservedDefault(property, body: body, in: file, context: context) }
            if case .observedInInit(_, let model, let parameters) = site {
                return try confirmObservedDefault(property, body: body, madeInInit: (model, parameters), in: file, context: context)
            }
            return try confirmUnobservedState(property, body: body, in: file, context: context)
        case .environment(let call, let construction):
            return try confirmEnvironmentObject(call: call, construction: construction, in: file, context: context)
        }
    }

    // MARK: @ObservedObject var x = Model()

    /// `madeInInit`: the object every `init` makes for the property (a static fact of the code),
    /// standing in for a default: made whenever the parent builds the view's value; and the
    /// `init` parameters it is made from.
    private func confirmObservedDefault(_ property: String, body: SyntaxTree.NodeID, madeInInit: (model: String, from: [String])? = nil,
                                        in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence {
        let request = SiteRequest(path: file.source.path, site: body, marks: [(body, SiteMark("body"))])
        var lowered = try context.lowered(request)
        if let madeInInit, let (owner, field) = Self.field(property, of: lowered), case .observedObject = field.kind,
           let i = lowered.program.types[owner].fields.firstIndex(where: { $0.name == property }) {
            lowered.program.types[owner].fields[i].defaultValue = .newObject(madeInInit.model)
            // The parent passes `init`'s parameters, never the object itself.
            let typeName = lowered.program.types[owner].name
            lowered.program = lowered.program.rewritingViews { t in
                guard case .custom(typeName, var arguments) = t, arguments[property] != nil else { return t }
                arguments[property] = nil
                return .custom(typeName, arguments)
            }
        }
        guard let (owner, field) = Self.field(property, of: lowered),
              case .observedObject = field.kind, case .newObject(let model)? = field.defaultValue else {
            return .inconclusive("the engine does not model `\(property)` as an object the view makes itself")
        }
        // Made from `init`'s parameters and keeping no `var`: the new object holds what the old
        // one held, so nothing is lost (and a `@StateObject` would keep the first values).
        if let from = madeInInit?.from, !from.isEmpty, let declared = context.index.declaredType(named: model),
           declared.kind == .class, declared.declarationCount == 1, !declared.hasMutableStoredProperty,
           declared.inherited.allSatisfy(Self.addsNoStoredState.contains) {
            let made = from.map { "`\($0)`" }.joined(separator: ", ")
            return .refutedByStaticFact("`\(model)` keeps no `var`, only what `init` makes from \(made): a new one each update holds what the old one held, so replacing it loses nothing",
                                        dependencies: lowered.dependencies)
        }
        let made = (madeInInit?.from ?? []).map { "`\($0)`" }.joined(separator: ", ")
        // The default runs only where a construction leaves the property out; an object made
        // in `init` is made by every construction.
        let typeName = lowered.program.types[owner].name
        let constructions = madeInInit == nil ? context.index.viewType(named: typeName)?.instantiations ?? [] : []
        let passing = constructions.filter { $0.passesArgument(labelled: property) }.count
        if !constructions.isEmpty, passing == constructions.count {
            return .inconclusive("every construction of `\(typeName)` passes `\(property):`, so the default object is never made")
        }
        if passing > 0 { lowered.assumptions.append("the parent leaving `\(property)` to its default") }
        // The default is evaluated where the parent builds the view's value, whatever the body
        // shows: the body is left out, so nothing in it the engine cannot model clouds the count.
        var program = lowered.program
        program.types[owner].body = .marked(0, .leaf("‹body›", []))
        // Objects replaced are counted per view: the view's other objects it makes itself are
        // owned in both runs, so the count is this property's alone.
        for (i, other) in program.types[owner].fields.enumerated() where other.name != property {
            if case .observedObject = other.kind, case .newObject(let made)? = other.defaultValue {
                program.types[owner].fields[i] = Field(other.name, .stateObject(model: made))
            }
        }
        let (written, shown) = Self.markingTheHostedView(program)
        let fixed = Self.owning(written, type: owner, field: property, model: model)
        // Only the parent's body running again (to pass new arguments, or for reasons of its
        // own) builds the view's value again and evaluates the default. An environment value
        // reaches the view without its parent's body: not a driver here.
        let pruned = ImpossibleDrivers.prune(&lowered, in: file, context: context)
        // The default is made again on every run of the parent's body, whatever it passes: that
        // run is named first (a new argument the parent may never pass is only one way to it).
        var drivers = lowered.drivers.filter { $0.kind == .parentRender } + lowered.drivers.filter { [.argument, .binding].contains($0.kind) }
        // Only a new view value evaluates the default again, and a hosted root gets none.
        if !pruned.builtOnlyAsHostedRoots.isEmpty {
            let places = pruned.builtOnlyAsHostedRoots.joined(separator: ", ")
            return .refutedByStaticFact("`\(typeName)` is made only as the root of a new hosting controller, in \(places): no SwiftUI parent makes it again (the host re-runs with the same value), so each `\(typeName)` makes one `\(model)` and keeps it",
                                        dependencies: lowered.dependencies + pruned.hostedRootPaths.filter { !lowered.dependencies.contains($0) })
        }
        if drivers.isEmpty, !pruned.parentsRunningOnce.isEmpty {
            let parents = pruned.parentsRunningOnce.joined(separator: ", ")
            return .refutedByStaticFact("`\(typeName)` is built only in \(parents), which keeps no state, arguments or environment and so runs once per view: each `\(typeName)` makes one `\(model)` and keeps it",
                                        dependencies: lowered.dependencies)
        }
        let lost: String
        let changedHere = { (names: [String]) in
            Self.changedByHolder(names, property: property, model: model, view: typeName, in: file, context: context)
        }
        switch Self.whatIsLost(model, madeFrom: madeInInit?.from ?? [], changedHere: changedHere, in: file, context: context,
                               assumptions: &lowered.assumptions) {
        case .lost(let phrase): lost = phrase
        case .nothing(let why): return .refutedByStaticFact(why, dependencies: lowered.dependencies)
        case .open(let reason): return .inconclusive(reason)
        }
        if let from = madeInInit?.from, !from.isEmpty {
            // Made from what the parent passes: only a parent passing the same values is a change
            // the `@StateObject` fix keeps up with (a new value would be ignored by it).
            drivers = drivers.filter { $0.kind == .parentRender }
            lowered.assumptions.append("the parent passing the same \(made)")
        }
        let experiment = SiteExperiment(program: written, fixed: fixed, drivers: drivers, site: shown, counted: shown,
                                        options: context.options, measure: { $0.objectsReplaced })
        let wording = EvidenceWording(
            fix: "`@StateObject private var \(property)`",
            asWritten: { c, n in "a new `\(model)` replaced the one `\(property)` observed on \(c.objectsReplaced) of \(n) updates, \(lost)" },
            withFix: { c, _, n in "\(c.objectsReplaced) of \(n)" },
            refuted: { runs in "`\(property)` kept its object (\(driverList(runs)))" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    /// Protocols a class can adopt without a superclass's stored state.
    static let addsNoStoredState: Set<String> = ["ObservableObject", "Sendable", "Identifiable", "Equatable", "Hashable",
                                                 "CustomStringConvertible", "CustomDebugStringConvertible"]

    // MARK: @State var x = Model() (an ObservableObject)

    private func confirmUnobservedState(_ property: String, body: SyntaxTree.NodeID, in file: LintFile,
                                        context: ConfirmationContext) throws(Inconclusive) -> Evidence {
        let tree = file.tree
        // The reads in `body`, or else in the first helper that has some (reached from `body`).
        let helpers = Self.members(of: tree.enclosingTypeDeclaration(body) ?? body, in: tree).filter { $0 != body }
        // View helpers first: their reads are what the view shows.
        let viewHelpers = helpers.filter { Self.returnsAView($0, in: tree) }
        let members = [body] + viewHelpers + helpers.filter { !viewHelpers.contains($0) }
        guard let (member, reads) = members.lazy.map({ ($0, Self.reads(of: property, in: $0, tree: tree)) }).first(where: { !$1.isEmpty }) else {
            return .inconclusive("the view's code does not read `\(property)` where the engine looks: in `body` and its helpers")
        }
        // The reads are the flagged code; the member holding them is lowered in full (its
        // conditions evaluated as written, not held), so reads in conditions are made too.
        let request = SiteRequest(path: file.source.path, site: reads[0],
                                  marks: reads.enumerated().map { ($1, SiteMark("`\(property)` read \($0 + 1)")) }
                                      + [(member, SiteMark("the code reading `\(property)`"))])
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        guard let (owner, field) = Self.field(property, of: lowered), case .state(.newObject(let model)) = field.kind else {
            return .inconclusive("the engine does not model `\(property)` as an object the view keeps in `@State`")
        }
        let (marked, shown) = Self.markingTheHostedView(lowered.program)
        // Something else the view shows, so that it updates later for a reason of its own.
        let written = Self.updatingForAnotherReason(marked, type: owner)
        let fixed = Self.owning(written, type: owner, field: property, model: model)
        // The property changed is one the view reads: a change to another is not one it shows.
        // A class without `@Published` properties publishes by hand (`objectWillChange`).
        let declared = context.index.publishedProperties(ofClass: model)
        var published: String?
        if !declared.isEmpty {
            let read = reads.compactMap { Self.member(of: property, readBy: $0, in: tree) }
            guard let shown = read.first(where: declared.contains) else {
                return .inconclusive("the view reads none of the `@Published` properties of `\(property)`, so no change it publishes is one the view shows")
            }
            published = shown
        }
        let changes = max(1, context.updates / 2)
        let steps = (1...changes).flatMap { k -> [ScenarioStep] in
            let action: [Action] = published.map { p in [.setProperty(property, p, .literal(.symbol("\(property).\(p)", k)))] }
                ?? [.notify(property)]
            return [.perform(on: .hosted, action), .perform(on: .hosted, [.increment(Self.otherState, by: 1)])]
        }
        let what = published.map { "`\(property).\($0)` changing" } ?? "`\(property)` publishing a change"
        var driver = Driver("\(what), then the view updating for another reason", kind: .observableObject, field: property,
                            steps: steps, semantics: [.v17plus, .pre17])
        // A condition that reads the object may be held: each run checks it still holds (the
        // values set are new and unknown, so a condition on them is never made up).
        driver.keepsHeldConditions = true
        var experiment = SiteExperiment(program: written, fixed: fixed, drivers: [driver], site: 0, counted: shown,
                                        options: context.options, measure: { $0.missedUpdates })
        experiment.alsoSite = Array(1..<reads.count)
        let wording = EvidenceWording(
            fix: "`@StateObject`",
            asWritten: { c, _ in "the view missed \(c.missedUpdates) of \(changes) changes `\(property)` published, showing them only when something else updated it" },
            withFix: { c, _, _ in "\(c.missedUpdates) missed" },
            refuted: { runs in "the view updated with every change `\(property)` published (\(driverList(runs)))" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    // MARK: .environmentObject(Model()) in body

    private func confirmEnvironmentObject(call: SyntaxTree.NodeID, construction: SyntaxTree.NodeID, in file: LintFile,
                                          context: ConfirmationContext) throws(Inconclusive) -> Evidence {
        let tree = file.tree
        guard let model = Self.constructedType(construction, in: tree) else {
            return .inconclusive("the engine cannot tell which class the modifier is given")
        }
        let request = SiteRequest(path: file.source.path, site: call, marks: [(call, SiteMark("environment object"))])
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        var lost: String
        // What a new one is made from, for a class that keeps only what it is given.
        let arguments = tree.arguments(construction).compactMap(tree.value).map { "`\(tree.text($0).singleLine)`" }.joined(separator: ", ")
        switch Self.whatIsLost(model, madeFrom: [], holder: "the old one", arguments: arguments,
                               in: file, context: context, assumptions: &lowered.assumptions) {
        case .lost(let phrase): lost = phrase
        case .nothing(let why): return .refutedByStaticFact(why, dependencies: lowered.dependencies)
        case .open(let reason): return .inconclusive(reason)
        }
        if let off = Self.hitTestingOff(around: call, in: tree) {
            // No tap reaches the views below, so a loss would rest on writes the code does not
            // show: what is sure is the new object itself, a changed environment value for its
            // readers, which SwiftUI updates (docs/SWIFTUI-MODEL.md rule 28).
            let line = file.source.location(of: tree.nameRange(ofCallee: off).lowerBound).line
            let readers = Self.readers(of: model, in: lowered.program, except: lowered.owner)
            let who = readers.isEmpty ? "the views below that read it" : readers.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
            lost = "one allocation each time and a changed environment value for \(who), which SwiftUI then updates "
                + "(under `.allowsHitTesting(false)`, line \(line), no tap, swipe or context menu reaches them, so only what code other than a tap wrote to the old one could be lost)"
        }
        // Views below read it by its class: `@EnvironmentObject var m: Model`, `@Environment(Model.self)`.
        let kind = context.index.classObservation(ofClass: model).map(ModelType.Kind.init) ?? .observableObject
        var program = lowered.program
        if !program.models.contains(where: { $0.name == model }) {
            program.models.append(ModelType(model, kind: kind, properties: [], observesUndeclared: true))
        }
        var found = true
        let written = program.rewritingView(at: 0) { t in
            guard let r = Self.handingOn(t, model: model, value: .newObject(model)) else { found = false; return t }
            return r
        }
        var fixed = program.rewritingView(at: 0) { Self.handingOn($0, model: model, value: .read(Self.ownedField)) ?? $0 }
        guard found, let owner = fixed.types.firstIndex(where: { $0.name == lowered.owner }) else {
            return .inconclusive("the engine does not model this environment modifier where it is attached")
        }
        // The view owns it: an `@Observable` class in `@State`, an `ObservableObject` in `@StateObject`.
        fixed.types[owner].fields.append(Field(Self.ownedField, kind == .observable ? .state(initial: .newObject(model)) : .stateObject(model: model)))
        // What the app's own code changes first (its state, arguments, models); an environment
        // value changing above the view is tried last.
        let drivers = lowered.drivers.filter { $0.kind != .environment } + lowered.drivers.filter { $0.kind == .environment }
        var experiment = SiteExperiment(program: written, fixed: fixed, drivers: drivers, site: 0, counted: 0,
                                        options: context.options, measure: { $0.objectsReplaced })
        // The count follows the modifier's own value (a new object each time the body that
        // builds it runs), which nothing in the views below can change.
        experiment.contentMatters = false
        let said = lost
        let wording = EvidenceWording(
            fix: kind == .observable ? "a `@State` of the view handed on" : "a `@StateObject` of the view handed on",
            asWritten: { c, n in "views below were handed a new `\(model)` on \(c.objectsReplaced) of \(n) updates, \(said)" },
            withFix: { c, _, n in "\(c.objectsReplaced) of \(n)" },
            refuted: { runs in "views below kept the same `\(model)` (\(driverList(runs)))" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    /// The program's views (not `owner`) that read a `model` from the environment by its class.
    static func readers(of model: String, in program: ViewProgram, except owner: String) -> [String] {
        program.types.filter { type in
            type.name != owner && type.fields.contains { field in
                switch field.kind {
                case .environment(let key), .environmentObject(let key): return key == model || key == model + ".self"
                default: return false
                }
            }
        }.map(\.name)
    }

    /// The marked environment modifier as one that hands `value` on under the class's name. The
    /// content stays: what it reads decides when this body runs again.
    static func handingOn(_ t: ViewTemplate, model: String, value: Expr) -> ViewTemplate? {
        switch t {
        case .modified(let content, .inert(let name, _)) where name == "environmentObject" || name == "environment":
            return .modified(content, .environment(model, value))
        case .modified(let content, .environment):
            return .modified(content, .environment(model, value))
        default:
            return nil
        }
    }
}
