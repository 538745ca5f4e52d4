import ViewLint

/// A closure binding built in a function of an `extension View` from a `Binding` the function
/// is given (`func alert<Item>(item: Binding<Item?>, …)` turning it into `isPresented:`), review
/// s16b: ElementX Alert.swift:17, :29, ConfirmationDialog.swift:21, isowords
/// ComposableBottomMenu.swift:78. Such an extension has no storage, so "keep the value in a
/// `@State` or a model" cannot be followed there. What can: a `Binding` has a member for each
/// writable key path of its value, a projection that keeps the given binding's location; where
/// the closures read more than that binding, no key path is this binding, and the view it goes
/// to can take the given binding and convert the value itself.
struct ExtensionAdapter {
    /// The `Binding` parameter the closures read.
    let parameter: String
    /// The other names the closures read (`state`, `store`): none for a key-path adapter.
    let others: [String]
}

extension ClosureBindingSite {
    /// The adapter this binding is, when it is built in a function of an `extension View` and
    /// its closures read one of the function's `Binding` parameters.
    func extensionAdapter(in tree: SyntaxTree) -> ExtensionAdapter? {
        guard let function = tree.ancestor(of: call, in: [.funcDecl]), let decl = tree.enclosingTypeDeclaration(function),
              tree.kind(decl) == .extensionDecl, tree.extendedTypeName(of: decl) == "View",
              let clause = tree.child(function, kind: .parameterClause) else { return nil }
        let bindings = tree.children(clause, kind: .parameter).filter { parameter in
            tree.children(parameter).contains { tree.kind($0) == .simpleType && tree.nameEquals($0, "Binding") }
        }.map { tree.parameterLocalName($0) }
        let read = subscriptArguments(besides: "self", in: tree)
        guard let parameter = bindings.first(where: read.contains) else { return nil }
        return ExtensionAdapter(parameter: parameter, others: read.filter { $0 != parameter })
    }

    /// The help for such an adapter, after `reason` ("Its `get` computes the value…").
    func extensionAdapterHelp(reason: String, adapter: ExtensionAdapter) -> String {
        let p = adapter.parameter
        if adapter.others.isEmpty {
            return "\(reason), and a `View` extension has no storage of its own for a `$` to reach, but `\(p)` is a binding: "
                + "give its value's type a property with this `get` and `set` (for an optional, in an `extension Optional`) and pass `\(p).thatProperty`, "
                + "a binding through a key path of `\(p)`, which keeps `\(p)`'s location across updates."
        }
        let listed = adapter.others.prefix(2).map { "`\($0)`" }.joined(separator: " and ")
        // A key path could take them only as `Hashable` subscript arguments, which a generic
        // adapter's values need not be: the receiver converting is what is always open.
        return "\(reason), and it reads \(listed) besides `\(p)`, so a key path of `\(p)` could be this binding only with \(adapter.others.count == 1 ? "it as a `Hashable` subscript argument" : "them as `Hashable` subscript arguments"), and a `View` extension has no storage of its own: "
            + "to stop making a new binding on every call, let the view it goes to take `\(p)` itself and do this conversion there."
    }

    /// How a summary names the adapter's fix (`fixName`).
    func extensionAdapterFixName(_ adapter: ExtensionAdapter) -> String {
        adapter.others.isEmpty ? "a new `\(adapter.parameter).thatProperty`" : "the view it goes to taking `\(adapter.parameter)` itself"
    }
}
