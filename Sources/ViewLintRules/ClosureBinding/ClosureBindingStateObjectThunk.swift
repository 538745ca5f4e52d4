import ViewLint

// A project view whose initializer keeps the binding it is given only inside
// `StateObject(wrappedValue:)` (`_box = StateObject(wrappedValue: Box(source: selection))`).
// SwiftUI runs that autoclosure once, when the view is installed (docs/SWIFTUI-MODEL.md fact 46),
// but the view value holds the autoclosure itself (`StateObject`'s storage is `.initially(thunk)`),
// and a closure compares by what it captures (rule 9): the binding is stored all the same. Made
// in generic code, the closure's context cannot be described and never compares equal (rule 9):
// the view is then unequal on every construction whatever binding it is given.

/// Where a project view's initializer keeps a parameter only in `StateObject` autoclosures.
struct StateObjectThunkUse: Equatable {
    /// The view (`SelectorView`).
    var view: String
    /// The initializer that builds the `StateObject`, spelled (`SelectorView.init(selection:sources:type:label:)`).
    var initializer: String
    /// Its parameter the binding reaches (`selection`).
    var parameter: String
    /// The fields the `StateObject`s are stored in (`_box`).
    var fields: [String]
    /// The initializer or its type is generic.
    var generic: Bool
    /// The file declaring the initializer: the verdict depends on it.
    var file: String

    /// The use, when the argument `value` of `call` (a construction of the project view `view`)
    /// reaches, through the initializer the construction fits and any `self.init(…)` it
    /// delegates to, only `StateObject(wrappedValue:)` arguments; nil otherwise.
    static func find(view: String, call: SyntaxTree.NodeID, value: SyntaxTree.NodeID, in tree: SyntaxTree,
                     lowering: Lowering, index: ProjectModel) -> StateObjectThunkUse? {
        guard let argument = tree.parent(value), tree.kind(argument) == .argument,
              let position = tree.arguments(call).firstIndex(of: argument) else { return nil }
        let labels = tree.arguments(call).map { tree.label($0) }
        return follow(view: view, labels: labels, trailing: tree.trailingClosures(call).count, position: position,
                      lowering: lowering, index: index, depth: 0)
    }

    private static func follow(view: String, labels: [String], trailing: Int, position: Int, lowering: Lowering,
                               index: ProjectModel, depth: Int) -> StateObjectThunkUse? {
        guard depth < 3, let fit = lowering.fittingInitializer(of: view, labels: labels, trailing: trailing),
              let parameter = fit.parameter(filledBy: position),
              let body = fit.tree.child(fit.initializer, kind: .codeBlock) else { return nil }
        let (itree, initializer, generic) = (fit.tree, fit.initializer, fit.genericContext)
        let name = itree.parameterLocalName(parameter)
        let uses = ClosureBindingSite.uses(of: name, in: body, tree: itree)
        guard !uses.isEmpty else { return nil }
        // One initializer for every use: its spelling is computed once.
        let spelled = ClosureBindingRule.spelledInitializer(initializer, of: view, in: itree)
        var found: StateObjectThunkUse?
        for use in uses {
            if let field = stateObjectField(around: use, below: body, in: itree, view: view, index: index) {
                var next = found ?? StateObjectThunkUse(view: view, initializer: spelled, parameter: name, fields: [], generic: generic,
                                                          file: itree.file.path)
                // A use followed through `self.init` may have found another initializer.
                guard next.initializer == spelled else { return nil }
                if !next.fields.contains(field) { next.fields.append(field) }
                found = next
                continue
            }
            // `self.init(…, selection: selection, …)`: followed into the initializer it calls.
            guard let (delegated, _) = itree.receivingCall(of: use), isSelfInit(delegated, in: itree),
                  let argument = itree.parent(use), itree.kind(argument) == .argument,
                  let inner = itree.arguments(delegated).firstIndex(of: argument),
                  let further = follow(view: view, labels: itree.arguments(delegated).map { itree.label($0) },
                                       trailing: itree.trailingClosures(delegated).count, position: inner,
                                       lowering: lowering, index: index, depth: depth + 1) else { return nil }
            if let known = found, known != further { return nil }
            found = further
        }
        return found
    }

    /// `self.init(…)` or `init(…)` inside an initializer.
    private static func isSelfInit(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let callee = tree.firstChild(call) else { return false }
        if tree.kind(callee) == .memberAccess, tree.nameEquals(callee, "init"), let base = tree.memberBase(callee) {
            return tree.kind(base) == .identifier && tree.nameEquals(base, "self")
        }
        return false
    }

    /// The field a `StateObject(wrappedValue:)` (or `.init(wrappedValue:)` assigned to a `_field`)
    /// around `use` is stored in, when `use` is inside its `wrappedValue` argument.
    private static func stateObjectField(around use: SyntaxTree.NodeID, below limit: SyntaxTree.NodeID, in tree: SyntaxTree,
                                         view: String, index: ProjectModel) -> String? {
        var node = use
        while let parent = tree.parent(node), parent != limit {
            // A closure in between runs whenever it is called, not once: not the autoclosure's own.
            if tree.kind(parent) == .closure { return nil }
            if tree.kind(node) == .argument, tree.label(node) == "wrappedValue", tree.kind(parent) == .call {
                let name = tree.calleeName(parent)
                let isStateObject = name == "StateObject" || name == "init" && tree.isImplicitMemberCall(parent)
                guard isStateObject, let statement = tree.parent(parent), let (target, value) = tree.assignment(statement),
                      value == parent, var path = tree.memberPath(target) else { return nil }
                if path.first == "self" { path.removeFirst() }
                guard path.count == 1, path[0].hasPrefix("_") else { return nil }
                // `.init(wrappedValue:)` is a `StateObject` only for a `@StateObject` field.
                if name == "init", index.propertyWrapper(ofProperty: String(path[0].dropFirst()), inType: view) != "StateObject" { return nil }
                return path[0]
            }
            node = parent
        }
        return nil
    }
}

extension StateObjectThunkUse {
    /// "`SelectorView.init(selection:sources:type:label:)` keeps `selection` only in the
    /// `StateObject(wrappedValue:)` it stores in `_box`".
    var kept: String {
        let fields = self.fields.map { "`\($0)`" }.joined(separator: " and ")
        return "`\(initializer)` keeps `\(parameter)` only in the `StateObject(wrappedValue:)` it stores in \(fields): SwiftUI runs that autoclosure once, when `\(view)` is installed (fact 46), but the view's value holds the autoclosure itself"
    }

    /// Why a non-generic one stays open: the autoclosure compares as what it captures, the
    /// binding, and the engine does not build the view to count its `body` runs.
    var keptReason: String {
        "the binding is handed to `\(view)`: \(kept), which compares equal only when the binding does (rule 9), so `\(view).body` re-runs when the binding is new; the engine does not build `\(view)` to count it"
    }
}

extension ClosureBindingRule {
    /// Bindings given only to views that keep them in an autoclosure made in generic code, which
    /// never compares equal (rule 9): those views are unequal on every construction whatever
    /// binding they are given, so a stable one spares none of their `body` runs. Nil when one
    /// such autoclosure is not generic (it compares as the binding does).
    static func decideFromStateObjectThunks(_ thunks: [StateObjectThunkUse], dependencies: [String]) -> Evidence? {
        guard thunks.allSatisfy(\.generic) else { return nil }
        let views = thunks.map { "`\($0.view).body`" }.joined(separator: " and ")
        let facts = thunks.map { "\($0.kept), made in generic code" }.joined(separator: "; ")
        return .refutedByStaticFact(
            "\(facts): \(thunks.count == 1 ? "it compares" : "they compare") unequal on every construction whatever binding \(thunks.count == 1 ? "it captures" : "they capture"), so \(views) \(thunks.count == 1 ? "runs" : "run") as often with a stable binding; assuming, as SwiftUI's comparison code reads (rule 9), that a closure made in generic code never compares equal",
            dependencies: Array(Set(dependencies + thunks.map(\.file))).sorted())
    }
}
