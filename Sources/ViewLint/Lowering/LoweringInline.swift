// Inlining a view's own members where its code names them: a computed property or
// `@ViewBuilder` function lowered in place, a stored view shown as the value it holds.

extension BodyLowering {
    /// The simple name of a stored property's declared type (`SwiftUI.Text` → `Text`).
    func storedType(_ binding: NodeID) -> String? {
        guard let annotation = tree.child(binding, kind: .typeAnnotation), let type = tree.firstChild(annotation) else { return nil }
        return tree.typeName(of: type)
    }

    /// A computed view property or `@ViewBuilder` function of this type, inlined with its
    /// parameters bound to the arguments; a stored view is shown as what it holds.
    mutating func inline(_ name: String, arguments: [NodeID]) -> ViewTemplate? {
        guard let member = members[name], name != "body" || !inlining.isEmpty else { return nil }
        if tree.kind(member) == .patternBinding, !tree.isComputed(member) {
            // A stored view: a `Text` or `Image` value holds no view of the project and no
            // state, so it is shown as the leaf it is (below, as a field); any other is what the
            // constructions put there, which is not read here.
            if let type = storedType(member), SwiftUICatalog.statelessViewValues.contains(type) { return nil }
            // `@State private var model`: a model, not a view; what the code builds from it is
            // not read. A `@ViewBuilder let content` is no wrapper: a stored view like any other.
            if let wrapper = lowering.index.propertyWrapper(ofProperty: name, inType: typeName), !wrapper.isEmpty, wrapper != "ViewBuilder" {
                return opaque("`\(typeName).\(name)` is a `@\(wrapper)` property, not a view: the view the code makes from it is not read")
            }
            return opaque("`\(typeName).\(name)` is a view `\(typeName)` stores as it is made, from what its constructions give, which the engine does not read")
        }
        guard !inlining.contains(name), inlining.count < lowering.maxInlineDepth else {
            return opaque("`\(typeName).\(name)` is nested too deeply to inline")
        }
        let saved = locals, savedMarked = markedLocals, savedViews = viewLocals
        if tree.kind(member) == .funcDecl {
            let parameters = tree.child(member, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? []
            // Arguments fill parameters in order by label; a parameter left out takes its default.
            var next = 0
            for parameter in parameters {
                let local = tree.parameterLocalName(parameter)
                viewLocals[local] = nil
                let label = tree.name(parameter) == "_" ? "" : tree.name(parameter)
                var given: NodeID?, passed = false
                if next < arguments.count, tree.label(arguments[next]) == label
                    || tree.kind(arguments[next]) == .trailingClosure && tree.label(arguments[next]).isEmpty && tree.isFunctionParameter(parameter) {
                    given = tree.value(arguments[next]); next += 1; passed = true
                }
                if given == nil { given = tree.child(parameter, kind: .initializerClause).flatMap(tree.firstChild) }
                if let value = given {
                    locals[local] = passed ? argument(value, for: parameter, declaredIn: tree) : expression(value)
                    // A view passed in (`row(content: AnyView(label))`): shown where the helper uses it.
                    if isViewExpression(value) || tree.kind(value) == .closure && tree.isViewContentParameter(parameter, of: member) {
                        viewLocals[local] = value
                    }
                    // A parameter given the site's value: the helper's code using it leads to the site.
                    if focus != nil, locals[local]!.containsAnyMark || focused && focus!.spine.contains(value) {
                        markedLocals.insert(local)
                    } else {
                        markedLocals.remove(local)
                    }
                } else {
                    locals[local] = .opaque("parameter `\(local)` of `\(name)`")
                    markedLocals.remove(local)
                }
            }
        }
        inlining.append(name)
        let template = lowerMember(member)
        inlining.removeLast()
        locals = saved; markedLocals = savedMarked; viewLocals = savedViews
        return template
    }
}
