import ViewLint

/// The initializers of a project view that one construction may call, found by its labels and
/// trailing closures as Swift matches them, and narrowed by the type the argument spells where
/// it spells one (`Binding<Int>(get:set:)` calls `init(number: Binding<Int>)`, not
/// `init(number: Binding<NSNumber?>)`). Overloads that differ only in a parameter's type fit
/// the same labels: Swift picks one by the argument's type, which the lowering, matching by
/// labels alone, does not see (docs/SWIFTUI-MODEL.md fact 60; review s18 §2.6 and §3 INIT: UTM
/// `NumberTextField`, `RAMSlider`).
struct InitializerOverloads {
    struct Candidate {
        let initializer: SyntaxTree.NodeID
        /// The parameter the argument asked about fills; nil where none was asked.
        let parameter: SyntaxTree.NodeID?
    }

    /// The file declaring the initializers.
    let tree: SyntaxTree
    let view: String
    let candidates: [Candidate]

    /// The initializers of `view` declared in its file that `call` (in `construction`) fits;
    /// `position` (an argument's, then the trailing closures') picks the parameter to report
    /// and to narrow by. Nil when the view's file cannot be read.
    init?(view: String, call: SyntaxTree.NodeID, in construction: SyntaxTree, position: Int?, context: ConfirmationContext) {
        guard let path = context.index.viewType(named: view)?.path, let tree = context.trees[path] else { return nil }
        let labels = construction.arguments(call).map { construction.label($0) }
        let trailing = construction.trailingClosures(call).count
        var found: [Candidate] = []
        for initializer in context.declarations.initializers(of: view, in: tree) {
            guard let filling = Lowering.argumentsFilling(initializer, labels: labels, trailing: trailing, in: tree) else { continue }
            let parameters = Lowering.parameters(of: initializer, in: tree)
            let parameter = position.flatMap { p in filling.firstIndex(of: p) }.map { parameters[$0] }
            found.append(Candidate(initializer: initializer, parameter: parameter))
        }
        // Narrowed by a type the argument spells: an overload taking another concrete type
        // cannot be the one called (the code compiles, so one of those left is).
        if let position, position < construction.arguments(call).count,
           let value = construction.value(construction.arguments(call)[position]),
           let spelled = Self.spelledType(of: value, in: construction) {
            let narrowed = found.filter { candidate in
                guard let parameter = candidate.parameter, let type = Self.declaredType(of: parameter, in: tree) else { return true }
                return type == spelled || Self.isGeneric(type, in: candidate.initializer, tree: tree)
            }
            if !narrowed.isEmpty { found = narrowed }
        }
        self.tree = tree
        self.view = view
        self.candidates = found
    }

    /// `View.init(a:b:)`, as the verdicts name an initializer.
    func spelled(_ initializer: SyntaxTree.NodeID) -> String {
        ClosureBindingRule.spelledInitializer(initializer, of: view, in: tree)
    }

    /// `View.init(a:b:)` with the parameters whose types differ from those of `others` at the
    /// same place (overloads share their labels): "`V.init(size:)` (`size: Binding<T>`)".
    func described(_ initializer: SyntaxTree.NodeID, against others: [SyntaxTree.NodeID]) -> String {
        let own = Lowering.parameters(of: initializer, in: tree)
        let differing = own.enumerated().filter { i, parameter in
            others.contains { other in
                guard other != initializer else { return false }
                let theirs = Lowering.parameters(of: other, in: tree)
                return i >= theirs.count || Self.declaredType(of: theirs[i], in: tree) != Self.declaredType(of: parameter, in: tree)
            }
        }.map { "`\(tree.name($0.1)): \(Self.declaredType(of: $0.1, in: tree) ?? "")`" }
        let generic = tree.child(initializer, kind: .genericParameterClause).map { ", generic over `\(tree.text($0))`" } ?? ""
        return "`\(spelled(initializer))`" + (differing.isEmpty ? "" : " (\(differing.joined(separator: ", "))\(generic))")
    }

    /// The candidate whose `parameter` is wrapped in a new `Binding(get:set:)` that the
    /// initializer hands on to `self.init(…)` rather than storing the binding it is given: the
    /// view then stores a binding made in code the engine does not run. Nil when none is.
    func wrappingCandidate() -> Candidate? {
        candidates.first { candidate in
            guard let parameter = candidate.parameter else { return false }
            return Self.wrapsAndDelegates(tree.parameterLocalName(parameter), in: candidate.initializer, tree: tree)
        }
    }

    /// Whether `initializer` builds a `Binding(get:set:)` whose closures read `name` and
    /// delegates to another initializer (`self.init(…)`).
    static func wrapsAndDelegates(_ name: String, in initializer: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        var wraps = false, delegates = false
        for call in tree.descendants(of: initializer, kind: .call) {
            if let site = ClosureBindingSite(call: call, in: tree),
               tree.referencedNames(in: site.getter).contains(name) || tree.referencedNames(in: site.setter).contains(name) {
                wraps = true
            }
            if let callee = tree.firstChild(call), tree.text(callee).filter({ !$0.isWhitespace }) == "self.init" { delegates = true }
        }
        return wraps && delegates
    }

    /// `Binding<Int>` for `Binding<Int>(get:set:)`: a construction that names its type with its
    /// generic argument; nil for anything else (`$x`, `.init(…)`, `Binding(get:set:)`).
    static func spelledType(of value: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard tree.kind(value) == .call, let callee = tree.firstChild(value), tree.kind(callee) == .specializeExpr else { return nil }
        return tree.text(callee).filter { !$0.isWhitespace }
    }

    /// A parameter's written type, without its default or spaces (`Binding<NSNumber?>`).
    static func declaredType(of parameter: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        let text = tree.text(parameter)
        guard let colon = text.firstIndex(of: ":") else { return nil }
        var type = text[text.index(after: colon)...]
        if let equals = type.firstIndex(of: "=") { type = type[..<equals] }
        let spelled = type.filter { !$0.isWhitespace }
        return spelled.isEmpty ? nil : spelled
    }

    /// Whether `type` mentions one of `initializer`'s generic parameters (`Binding<T>` in
    /// `init<T: FixedWidthInteger>`): any argument of a fitting type may fill it.
    static func isGeneric(_ type: String, in initializer: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        guard let clause = tree.child(initializer, kind: .genericParameterClause) else { return false }
        let names = tree.text(clause).filter { $0 != "<" && $0 != ">" }.split(separator: ",").compactMap { part in
            part.split(separator: ":").first.map { String($0.filter { !$0.isWhitespace }) }
        }
        var words: Set<String> = []
        var word = ""
        for c in type + " " {
            if c.isLetter || c.isNumber || c == "_" { word.append(c) } else if !word.isEmpty { words.insert(word); word = "" }
        }
        return names.contains(where: words.contains)
    }
}

extension ClosureBindingRule {
    /// Where constructions of `view` fit `initializer` and another initializer alike (by labels,
    /// and by the type an argument spells): the lowering picks an initializer by labels alone,
    /// so it hosts none of them. The reason names them, and the overloads; nil when none does.
    static func overloadedConstructions(of view: String, calling initializer: SyntaxTree.NodeID,
                                        context: ConfirmationContext) -> (reason: String, paths: [String])? {
        var places: [String] = []
        var paths: Set<String> = []
        var others: [String] = []
        var spelledOwn = ""
        for site in (context.index.viewType(named: view)?.instantiations ?? []).sorted(by: { ($0.path, $0.line) < ($1.path, $1.line) })
        where !context.index.isPreview(site) {
            guard let construction = ConstructionCall(site),
                  let overloads = InitializerOverloads(view: view, call: construction.call, in: construction.tree, position: nil, context: context),
                  overloads.candidates.count > 1, overloads.candidates.contains(where: { $0.initializer == initializer }) else { continue }
            places.append("\(fileName(site.path)):\(site.line)")
            paths.insert(site.path)
            spelledOwn = overloads.described(initializer, against: overloads.candidates.map(\.initializer))
            for other in overloads.candidates where other.initializer != initializer {
                let named = overloads.described(other.initializer, against: [initializer])
                if !others.contains(named) { others.append(named) }
            }
        }
        guard !places.isEmpty else { return nil }
        let count = places.count == 1 ? "one construction" : "\(places.count) constructions"
        let fit = places.count == 1 ? "fits" : "fit"
        let their = places.count == 1 ? "its" : "their"
        return ("\(count) of `\(view)` (\(places.joined(separator: ", "))) \(fit) \(spelledOwn), which builds this binding, and \(others.joined(separator: ", ")) alike by \(their) labels: Swift picks the initializer by the argument's type, which the engine does not infer, so it hosts none of them",
                Array(paths).sorted())
    }
}

extension ClosureBindingRule {
    /// Where the binding is passed to a construction of the project view `receiver` whose
    /// initializer wraps it in a new `Binding(get:set:)` and hands that to `self.init(…)`: what
    /// the summary says instead of a count with the fix (the engine runs no initializer, and
    /// the view stores the wrapper, not what is passed). Nil otherwise.
    static func wrappedByInitializer(_ binding: ClosureBindingSite, receiver: String, in tree: SyntaxTree,
                                     context: ConfirmationContext) -> String? {
        guard let (call, _) = tree.receivingCall(of: binding.call), tree.calleeName(call) == receiver,
              let position = tree.arguments(call).firstIndex(where: { tree.value($0) == binding.call }),
              let overloads = InitializerOverloads(view: receiver, call: call, in: tree, position: position, context: context),
              let wrapping = overloads.wrappingCandidate(), let parameter = wrapping.parameter else { return nil }
        let which = overloads.candidates.count == 1
            ? "\(overloads.described(wrapping.initializer, against: [])), which this construction calls,"
            : "\(overloads.described(wrapping.initializer, against: overloads.candidates.map(\.initializer))), one of the \(overloads.candidates.count) initializers this construction fits by its labels (which one Swift calls depends on the argument's type, which the engine does not infer),"
        return "not counted: \(which) wraps `\(overloads.tree.parameterLocalName(parameter))` in a new `Binding(get:set:)` and hands that to `self.init`, and the engine runs no initializer, so `\(receiver)` stores a binding the runs do not model. Before iOS 17 that binding is new on every construction whatever is passed; from iOS 17 it compares equal when the one it wraps does, if its closures capture nothing else that changes (rules 9, 25)"
    }
}
