import ViewLint

/// The help of a closure binding that reads and writes one path no `$` projection reaches: a
/// global or a type's static member (`Current.settingsStore.flag`), a property of the view
/// without a wrapper, or a computed property of the view (review s11 #9 and #10: "project it
/// with `$`" named a `$flag` that does not exist). `$` exists only for stored wrapped properties
/// (`@State`, `@Binding`, `@AppStorage`, `@SceneStorage`) and the members of observed models.
extension ClosureBindingSite {
    /// nil where the path's root is a real `$` source (the usual help fits) or unknown (a local,
    /// a parameter, a custom wrapper that may project a binding).
    func unprojectedSourceHelp(in tree: SyntaxTree, index: ProjectModel) -> String? {
        if let help = unwrappedModelHelp(in: tree, index: index) { return help }
        guard let path = plainReadWritePath(in: tree), let root = path.first, root != "Self",
              let typeName = tree.enclosingTypeName(call) else { return nil }
        let shown = path.joined(separator: ".")
        let keep = "keep the value in a `@State` or an `@AppStorage`, or in an observed model the view holds (`@ObservedObject`, `@Bindable`), and pass that `$` projection"
        if let wrapper = index.propertyWrapper(ofProperty: root, inType: typeName) {
            return storedRootHelp(path, wrapper: wrapper, typeName: typeName, keep: keep, index: index)
        }
        if let computed = computedMember(root, of: typeName, in: tree) {
            return path.count == 1 ? computedRootHelp(root, binding: computed, typeName: typeName, index: index, in: tree)
                : computedHolderHelp(path, binding: computed, typeName: typeName, keep: keep, index: index, in: tree)
        }
        guard root.first?.isUppercase == true || isTopLevelVariable(root, in: tree) else { return nil }
        return "`\(shown)` is reached through `\(root)`, not a property of this view, so no `$` projects it: \(keep)."
    }

    /// `{ filters.sort }` read through `if let filters` and `{ self.filters?.sort = $0 }` written
    /// through the optional `@State` holding an `@Observable` object: `$filters.sort` does not
    /// compile on an optional, `Bindable(filters).sort` on the unwrapped object does (review s11
    /// #11, mlem SearchView+FiltersView:56).
    private func unwrappedModelHelp(in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard let expression = getterExpression(in: tree), let read = tree.memberPath(expression), read.count >= 2, read[0] != "self" else { return nil }
        let statements = setterStatements(in: tree)
        let newValue = tree.closureParameterNames(setter).first ?? "$0"
        guard statements.count == 1, let assignment = Self.assignment(statements[0], in: tree),
              tree.kind(assignment.value) == .identifier, tree.name(assignment.value) == newValue,
              let (written, throughOptional) = Self.chainPath(assignment.target, in: tree), throughOptional,
              Self.trimmingSelf(written) == read, let typeName = tree.enclosingTypeName(call),
              case .optional(.named(let name, _))? = index.viewType(named: typeName)?.storedProperties.first(where: { $0.name == read[0] })?.shape,
              let model = name.split(separator: ".").last.map(String.init), index.classObservation(ofClass: model) == .observable else { return nil }
        let root = read[0], rest = read.dropFirst().joined(separator: ".")
        return "`\(root)` holds an optional `@Observable` `\(model)`, whose members `$\(root)` does not project: pass `Bindable(\(root)).\(rest)` "
            + "with the unwrapped `\(root)` the `get` reads, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on."
    }

    /// A member path read through optional chaining (`self.a?.b` → `self`, `a`, `b`), and
    /// whether a `?` was passed.
    private static func chainPath(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> ([String], Bool)? {
        switch tree.kind(expression) {
        case .identifier:
            return ([tree.name(expression)], false)
        case .memberAccess:
            guard let base = tree.memberBase(expression), let (path, optional) = chainPath(base, in: tree) else { return nil }
            return (path + [tree.name(expression)], optional)
        case .postfixOperatorExpr:
            guard tree.text(expression).hasSuffix("?"), let operand = tree.firstChild(expression),
                  let (path, _) = chainPath(operand, in: tree) else { return nil }
            return (path, true)
        default:
            return nil
        }
    }

    /// The one path `{ a.b }` reads and `{ a.b = $0 }` writes, without `self.`.
    private func plainReadWritePath(in tree: SyntaxTree) -> [String]? {
        guard let expression = getterExpression(in: tree), let read = tree.memberPath(expression) else { return nil }
        let statements = setterStatements(in: tree)
        let newValue = tree.closureParameterNames(setter).first ?? "$0"
        guard statements.count == 1, let assignment = Self.assignment(statements[0], in: tree),
              tree.kind(assignment.value) == .identifier, tree.name(assignment.value) == newValue,
              let written = tree.memberPath(assignment.target), Self.trimmingSelf(read) == Self.trimmingSelf(written) else { return nil }
        return Self.trimmingSelf(read)
    }

    private func storedRootHelp(_ path: [String], wrapper: String, typeName: String, keep: String, index: ProjectModel) -> String? {
        let root = path[0], rest = path.dropFirst().joined(separator: ".")
        // A real `$` source: the usual help fits.
        if SwiftUICatalog.valueBindingWrappers.contains(wrapper) || SwiftUICatalog.objectBindingWrappers.contains(wrapper) { return nil }
        // A custom wrapper may project a binding of its own.
        guard wrapper.isEmpty || wrapper == "Environment" else { return nil }
        let holder = wrapper.isEmpty ? "holds" : "reads from the environment"
        // Not through an optional: `Bindable(model)` needs the object itself.
        if path.count >= 2, case .named(let name, _)? = index.viewType(named: typeName)?.storedProperties.first(where: { $0.name == root })?.shape,
           let model = name.split(separator: ".").last.map(String.init) {
            // `$model.p` and `Bindable(model).p` stay equal by object and key path from iOS 17 on (§3h).
            switch index.classObservation(ofClass: model) {
            case .observable?:
                return "`\(root)` \(holder) an `@Observable` `\(model)` with no `$` projection: pass `Bindable(\(root)).\(rest)`"
                    + (wrapper.isEmpty ? " (or declare it `@Bindable var \(root)`)" : "")
                    + ", which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on."
            case .observableObject? where wrapper.isEmpty:
                return "`\(root)` holds an `ObservableObject` without a wrapper, so no `$` projects it: declare it `@ObservedObject var \(root)` "
                    + "and pass `$\(root).\(rest)`, which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on."
            default: break
            }
        }
        let what = wrapper.isEmpty ? "a property of `\(typeName)` without a property wrapper" : "an `@Environment` value, which has no `$` projection"
        return "`\(root)` is \(what), so no `$` projects `\(path.joined(separator: "."))`: \(keep)."
    }

    /// A computed property converts another value: `$` has no location to project for it.
    private func computedRootHelp(_ root: String, binding: SyntaxTree.NodeID, typeName: String, index: ProjectModel, in tree: SyntaxTree) -> String {
        let opening = "`\(root)` is a computed property of `\(typeName)`"
        let noProjection = "and `$` exists only for stored wrapped properties (a `@State`, a `@Binding`, an observed model's property), so there is no `$\(root)`"
        let written = Set(setterTargets(of: binding, in: tree).filter { $0 != root })
        guard written.count == 1, let source = written.first else {
            return "\(opening), \(noProjection): give the type of the value it converts a property with this conversion, keep that value where `$` reaches it and pass its projection."
        }
        let wrapper = index.propertyWrapper(ofProperty: source, inType: typeName) ?? ""
        if SwiftUICatalog.valueBindingWrappers.contains(wrapper) {
            return "\(opening) that converts `\(source)`, \(noProjection): give `\(source)`'s type a property with this conversion "
                + "and pass `$\(source).thatProperty`, which keeps one location across updates."
        }
        if !wrapper.isEmpty, !SwiftUICatalog.objectBindingWrappers.contains(wrapper), wrapper != "Environment" {
            // The project's own wrapper: its `$` is whatever its `projectedValue` builds.
            return "\(opening) that converts `\(source)`, \(noProjection): give `\(source)`'s type a property with this conversion "
                + "and pass `$\(source).thatProperty`, if `@\(wrapper)` projects a binding that keeps one location across updates."
        }
        return "\(opening) that converts `\(source)`, \(noProjection): keep `\(source)` where `$` reaches it (a `@State`, or an observed model), "
            + "give its type a property with this conversion and pass that projection."
    }

    /// `model.p` through a computed `model`: what it returns decides what projects `p`.
    private func computedHolderHelp(_ path: [String], binding: SyntaxTree.NodeID, typeName: String, keep: String,
                                    index: ProjectModel, in tree: SyntaxTree) -> String {
        let root = path[0], rest = path.dropFirst().joined(separator: ".")
        let opening = "`\(root)` is a computed property of `\(typeName)`, which no `$` projects"
        let declared = tree.child(binding, kind: .typeAnnotation).flatMap { tree.firstChild($0) }
        if let declared, tree.kind(declared) == .simpleType || tree.kind(declared) == .memberType {
            let model = tree.typeName(of: declared)
            switch index.classObservation(ofClass: model) {
            case .observable?:
                return "\(opening), but it returns an `@Observable` `\(model)`: pass `Bindable(\(root)).\(rest)`, "
                    + "which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on."
            case .observableObject?:
                return "\(opening): hold the `\(model)` it returns as `@ObservedObject` and pass `$\(root).\(rest)`, "
                    + "which stays equal across updates from iOS 17 / macOS 14 / watchOS 10 on."
            case nil: break
            }
        }
        return "\(opening): \(keep)."
    }

    /// The roots its `set` assigns (`expiryDate` of `nonmutating set { expiryDate = … }`).
    private func setterTargets(of binding: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        guard let setter = tree.descendants(of: binding, kind: .accessorDecl).first(where: { tree.nameEquals($0, "set") }) else { return [] }
        return tree.descendants(of: setter, kind: .sequenceExpr).compactMap { Self.assignment($0, in: tree) }
            .compactMap { Self.root(of: $0.target, in: tree) }
    }

    /// A computed property `name` of `typeName`, declared in this file.
    private func computedMember(_ name: String, of typeName: String, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        tree.descendants(kind: .patternBinding).first { binding in
            guard tree.name(binding) == name, tree.isComputed(binding), tree.enclosingTypeName(binding) == typeName,
                  let declaration = tree.parent(binding) else { return false }
            return tree.isMemberOrTopLevel(declaration)
        }
    }

    /// A `let`/`var` declared at the top level of this file: a global.
    private func isTopLevelVariable(_ name: String, in tree: SyntaxTree) -> Bool {
        tree.descendants(kind: .patternBinding).contains { binding in
            guard tree.name(binding) == name, let declaration = tree.parent(binding), tree.enclosingTypeDeclaration(declaration) == nil else { return false }
            return tree.isMemberOrTopLevel(declaration)
        }
    }

    /// `Model`, `Model?`: the simple name of a property's nominal type.
    static func namedType(_ shape: TypeShape?) -> String? {
        switch shape {
        case .named(let name, _)?: return name.split(separator: ".").last.map(String.init)
        case .optional(let wrapped)?: return namedType(wrapped)
        default: return nil
        }
    }
}
