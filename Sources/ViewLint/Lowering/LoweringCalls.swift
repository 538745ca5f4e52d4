// Lowering calls in view position: constructions (built-in, project, AnyView, ForEach),
// helper calls, and modifier chains.

/// The engine's view of SwiftUI's built-ins: which take view-builder content, which consume a
/// binding (control updates, docs/SWIFTUI-MODEL.md §3a), which present from a binding (§3b).
enum EngineCatalog {
    static let bindingLabels: [String] = ["isOn", "text", "value", "selection", "date", "isExpanded", "color",
                                          "isPresented", "item", "path", "columnVisibility"]
    /// Built-ins taking a binding that are containers, not controls (their content is lowered).
    static let containersWithBindings: Set<String> = ["List", "TabView", "NavigationStack", "NavigationSplitView",
                                                      "ScrollView", "Form", "Section", "DisclosureGroup", "OutlineGroup",
                                                      "Table", "Menu", "ForEach"]
    static let presentationModifiers: Set<String> = ["alert", "sheet", "fullScreenCover", "popover", "confirmationDialog",
                                                     "inspector", "navigationDestination", "fileImporter", "fileExporter"]
    static let appearModifiers: Set<String> = ["onAppear", "onDisappear", "task", "onChange"]
    /// Modifiers whose first argument is a view (or a view builder).
    static let viewArgumentModifiers: Set<String> = ["background", "overlay", "mask"]
    /// Modifiers whose view-builder closures are built while the body runs (the site can be there).
    static let contentModifiers: Set<String> = ["background", "overlay", "mask", "toolbar", "safeAreaInset",
                                                "listRowBackground", "badge", "tabItem", "navigationBarItems",
                                                "toolbarTitleMenu", "searchSuggestions", "refreshable"]
    /// Modifiers whose content is built only while something is presented (a sheet's content,
    /// an alert's actions, a destination, a context menu).
    /// Controls whose closures under `controlContentLabels` are views: a picker's options, labels.
    static let controlsWithContent: Set<String> = ["Picker", "Toggle", "Stepper", "Slider", "DatePicker", "ColorPicker",
                                                   "MultiDatePicker"]
    static let controlContentLabels: Set<String> = ["", "content", "label", "minimumValueLabel", "maximumValueLabel"]
    /// SwiftUI's view types a local may hold (`let list = List { … }`): shown where it is used.
    static let views: Set<String> = [
        "AnyView", "Button", "Canvas", "Capsule", "Circle", "Color", "ColorPicker", "ControlGroup", "DatePicker",
        "DisclosureGroup", "Divider", "Ellipse", "EmptyView", "ForEach", "Form", "GeometryReader", "Grid", "GridRow",
        "Group", "GroupBox", "HSplitView", "HStack", "Image", "Label", "LabeledContent", "LazyHGrid", "LazyHStack",
        "LazyVGrid", "LazyVStack", "Link", "List", "Menu", "NavigationLink", "NavigationSplitView", "NavigationStack",
        "NavigationView", "Picker", "ProgressView", "Rectangle", "RoundedRectangle", "ScrollView", "ScrollViewReader",
        "Section", "SecureField", "ShareLink", "Slider", "Spacer", "Stepper", "TabView", "Table", "Text", "TextEditor",
        "TextField", "Toggle", "VSplitView", "VStack", "ViewThatFits", "ZStack",
    ]
    static let presentedContentModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
                                                         "navigationDestination", "inspector", "contextMenu", "swipeActions",
                                                         "fileImporter", "fileExporter"]
}

extension BodyLowering {
    mutating func call(_ node: NodeID) -> ViewTemplate {
        guard let callee = tree.firstChild(node) else { return .empty }
        if tree.isMethodCall(node), let base = tree.memberBase(callee) {
            let baseIsSelf = tree.kind(base) == .identifier && tree.nameEquals(base, "self")
            if baseIsSelf, let inlined = inline(tree.name(callee), arguments: tree.arguments(node) + tree.trailingClosures(node)) { return inlined }
            if !baseIsSelf { return modifier(tree.name(callee), call: node, content: view(base)) }
            if let receiver { return modifier(tree.name(callee), call: node, content: receiver) }
        }
        // Inside an `extension View` function: `padding()`, `modifier(…)` are called on `self`.
        if let receiver, tree.kind(callee) == .identifier, !tree.isMethodCall(node),
           tree.name(callee).first?.isLowercase == true, locals[tree.name(callee)] == nil,
           fieldKinds[tree.name(callee)] == nil, members[tree.name(callee)] == nil {
            return modifier(tree.name(callee), call: node, content: receiver)
        }
        if tree.kind(callee) == .identifier, members[tree.name(callee)] != nil,
           let inlined = inline(tree.name(callee), arguments: tree.arguments(node) + tree.trailingClosures(node)) {
            return inlined
        }
        var name = tree.calleeName(node)
        // `PlatformPicker(…)` with `typealias PlatformPicker = Picker` around it (in this file or
        // an extension elsewhere): lowered as the type it names (a type the project declares
        // under that name hides the alias).
        if !tree.isMethodCall(node), let alias = lowering.index.typeAlias(named: name, at: node, in: tree) {
            name = alias.target
            if let assumption = alias.assumption, !assumptions.contains(assumption) { assumptions.append(assumption) }
        }
        // A project view named like SwiftUI's (DuckDuckGo's `EmptyView`) is what its module's
        // code constructs: lowered as the project's below.
        switch lowering.index.isViewType(named: name) && !tree.namesSwiftUIModule(node) ? "" : name {
        case "AnyView":
            guard let argument = tree.arguments(node).first.flatMap(tree.value) else { return opaque("`AnyView` without content") }
            return .anyView(view(argument))
        case "ForEach":
            return forEach(node)
        case "EmptyView":
            return .empty
        default:
            break
        }
        if lowering.index.isViewType(named: name), !name.isEmpty, !tree.namesSwiftUIModule(node) {
            if onSpine(node), let content = spineClosure(of: node) {
                // The site is in view content passed to a project container: its values are
                // built here, in this body, and the container shows them.
                let kept = SpineContainer.kind(of: content, in: node, constructing: name, tree: tree, lowering: lowering)
                switch kept {
                case .contentBuilder:
                    assumptions.append("`\(name)` shows the content it is given")
                    // What a builder makes is made in that view's `body`, later: no part of the
                    // value of a container around it.
                    keptBy.removeAll { enclosingKept.contains($0) }
                case .keptContent:
                    assumptions.append("`\(name)` shows the content it is given")
                    if !keptBy.contains(name) { keptBy.append(name) }
                    enclosingKept.append(name)
                    defer { enclosingKept.removeLast() }
                    let shown = lowerClosure(content)
                    if focus?.keepsContainerValues == true {
                        // The container's other arguments are part of its value too.
                        let others = (tree.arguments(node) + tree.trailingClosures(node)).compactMap(tree.value)
                            .filter { $0 != content }.map { expression($0) }
                        let keeper = SpineContainer.keeper(name, partial: !buildsWholeContent(content), of: shown, arguments: others,
                                                           storedClosures: storedClosureValues(in: content))
                        return .container("‹\(name) content›", [sink(node), shown, keeper])
                    }
                    return .container("‹\(name) content›", [sink(node), shown])
                case .keptClosure:
                    assumptions.append("what `\(name)` does with the closure it is given changes nothing here")
                    if !keptBy.contains(name) { keptBy.append(name) }
                }
                return .container("‹\(name) content›", [sink(node), lowerClosure(content)])
            }
            return custom(name, call: node)
        }
        if !tree.namesSwiftUIModule(node), lowering.index.index.viewType(named: name)?.families.contains(.representable) == true {
            // A project `UIViewRepresentable` (or its kin): SwiftUI compares its value like a
            // view's and, when it changed, calls its update method (the project's code, no
            // `body`). Every argument is part of that value, not only a binding.
            return .leaf(name, (tree.arguments(node) + tree.trailingClosures(node)).compactMap(tree.value).map { expression($0) })
        }
        let closures = tree.trailingClosures(node).compactMap(tree.value).filter { tree.kind($0) == .closure }
            + tree.arguments(node).compactMap { argument -> NodeID? in
                guard let value = tree.value(argument), tree.kind(value) == .closure else { return nil }
                // A labelled `content:` closure is content even when the callee hands it a value
                // (`WithViewStore(store, observe: …, content: { viewStore in … })`), as the same
                // closure written trailing is.
                return tree.closureParameterNames(value).isEmpty || tree.label(argument) == "content" ? value : nil
            }
        let builtIn = name.first?.isUppercase == true
        // A built-in given a binding (Toggle, TextField, Chart(selection:)…) consumes it: its
        // updates are internal (§3a). One from a package is modelled the same way here (it may
        // write through the binding); rules that depend on what it does with it ask
        // `SwiftUICatalog.views` whether it is SwiftUI's.
        if builtIn, !EngineCatalog.containersWithBindings.contains(name), let binding = bindingArgument(node) {
            let control = ViewTemplate.control(name, binding: expression(binding))
            // A picker's options and a control's labels are views built with it in this body;
            // other closures (`onEditingChanged`, a text field's `onCommit`) are actions.
            let content = EngineCatalog.controlsWithContent.contains(name)
                ? tree.children(node).filter { (tree.kind($0) == .argument || tree.kind($0) == .trailingClosure)
                    && EngineCatalog.controlContentLabels.contains(tree.label($0)) }
                    .compactMap(tree.value).filter { tree.kind($0) == .closure && tree.closureParameterNames($0).isEmpty }
                    .map { lowerClosure($0) }
                : []
            return content.isEmpty ? control : .container("‹\(name) with content›", [control] + content)
        }
        if builtIn, name == "Menu" || name == "NavigationLink", onSpine(node),
           let (argument, value) = spineArgument(of: node),
           [.content, .destination].contains(tree.controlClosureRole(argument, in: node)) {
            // The site is in what the control shows when used: a menu's items, a link's
            // destination. Built while it is shown: held, beside the control itself.
            holdNamed(name == "NavigationLink" ? "while the link's destination is shown" : "while the menu is open", kind: .period, reads: nil)
            let shown = tree.kind(value) == .closure ? lowerClosure(value) : view(value)
            return .container("‹\(name) content›", [sink(node), shown])
        }
        if builtIn, name == "Button" || name == "Menu" || name == "Link" || name == "NavigationLink" {
            // Actions run later, not in `body`: only the label is view content.
            let labelClosure = tree.children(node).first {
                (tree.kind($0) == .argument || tree.kind($0) == .trailingClosure) && tree.value($0).map { tree.kind($0) == .closure } == true
                    && tree.controlClosureRole($0, in: node) == .label
            }.flatMap(tree.value)
            let label = labelClosure.map { [lowerClosure($0)] } ?? []
            let values = tree.arguments(node).compactMap(tree.value).filter { tree.kind($0) != .closure }.map { expression($0) }
            return label.isEmpty ? .leaf(name, values) : .container(name, label).modifier(.inert("arguments", values))
        }
        if builtIn, (name == "List" || name == "Table"), let data = tree.firstUnlabelledArgument(node),
           let row = closures.first, !tree.closureParameterNames(row).isEmpty {
            return .container(name, [forEach(data: data, idArgument: tree.argument(node, labelled: "id"), row: row, at: node)])
        }
        if !closures.isEmpty {
            // A container's binding (`TabView(selection:)`, `NavigationStack(path:)`) is consumed
            // internally like a control's (§3a); its other arguments are values of it.
            var container = ViewTemplate.container(name, closures.map { lowerClosure($0) })
            let binding = builtIn ? bindingArgument(node) : nil
            let values = tree.arguments(node).compactMap(tree.value).filter { tree.kind($0) != .closure && $0 != binding }.map { expression($0) }
            if !values.isEmpty { container = container.modifier(.inert("arguments", values)) }
            if let binding { container = .modified(container, .presentation(name, isPresented: expression(binding))) }
            return container
        }
        if builtIn { return .leaf(name, tree.arguments(node).compactMap(tree.value).map { expression($0) }) }
        if let callee = tree.firstChild(node), tree.kind(callee) == .identifier, tree.arguments(node).isEmpty,
           let content = viewLocals[name], tree.kind(content) == .closure {
            // A helper calling the content closure it was given (`content()`): the closure's views.
            viewLocals[name] = nil
            defer { viewLocals[name] = content }
            return lowerClosure(content)
        }
        if let callee = tree.firstChild(node), tree.kind(callee) == .identifier, fieldKinds[name] != nil || locals[name] != nil {
            // A closure the parent gave (`let makeHeader: () -> AnyView`), called to show its view.
            let shown = ViewTemplate.leaf("‹\(name)()›", [lookup(name)] + tree.arguments(node).compactMap(tree.value).map { expression($0) })
            return anyViewNames.contains(name) ? .anyView(shown) : shown
        }
        return opaque("`\(MessageText.excerpt(shortText(node), limit: 40))` in a view body")
    }

    /// `$x` or `Binding(…)` passed under a binding label, or the first such argument.
    func bindingArgument(_ call: NodeID) -> NodeID? {
        for label in EngineCatalog.bindingLabels {
            if let a = tree.argument(call, labelled: label) { return a }
        }
        return tree.arguments(call).compactMap(tree.value).first { v in
            // A quote starts with the code's first character (or `…`): code starting otherwise
            // is no binding, and is not quoted to find that out.
            guard let first = tree.text(v).utf8.first(where: { $0 != 0x20 && !(0x09 ... 0x0D).contains($0) }),
                  first == UInt8(ascii: "$") || first == UInt8(ascii: "B") || first == UInt8(ascii: ".") else { return false }
            let text = shortText(v)
            return text.hasPrefix("$") || text.hasPrefix("Binding") || text.hasPrefix(".init(get")
        }
    }

    /// A project view: labelled arguments become the fields of the same name (memberwise init).
    mutating func custom(_ name: String, call node: NodeID) -> ViewTemplate {
        if !constructed.contains(name) { constructed.append(name) }
        var arguments: [String: Expr] = [:]
        let fields = lowering.index.index.viewType(named: name)?.storedProperties.map(\.name) ?? []
        let labelled = tree.arguments(node), trailing = tree.trailingClosures(node)
        // A label no field has: the view's own initializer says where it goes; one taking an
        // `@autoclosure` is given a closure (site-centred only).
        let initialized = focus != nil
            ? lowering.initializedFields(of: name, labels: labelled.map { tree.label($0) }, trailing: trailing.count) : nil
        for (position, argument) in (labelled + trailing).enumerated() {
            let label = tree.label(argument)
            guard let value = tree.value(argument) else { continue }
            if let field = initialized?[position], field.isAutoclosure {
                arguments[field.field] = autoclosure(value)
            } else if fields.contains(label) {
                arguments[label] = expression(value)
            } else if let field = initialized?[position] {
                arguments[field.field] = expression(value)
            } else if label.isEmpty, let field = fields.first(where: { arguments[$0] == nil && !fieldHasInitializer($0, in: name) }) {
                // Unlabelled (a custom init or `_` label): the next field without a default,
                // the way memberwise order would take it.
                arguments[field] = expression(value)
            }
        }
        if initialized != nil {
            let values = (labelled + trailing).map { tree.value($0) }
            for built in lowering.initializerBindings(of: name, labels: labelled.map { tree.label($0) }, trailing: trailing.count)
            where arguments[built.field] == nil {
                arguments[built.field] = initializerBinding(built, values: values)
            }
        }
        return .custom(name, arguments)
    }

    /// The binding a view's initializer builds from its parameters (`InitializerBinding`): a
    /// new one per construction, its closures capturing what the parent passed for them; a
    /// generic context adds a capture that never compares equal (rule 9).
    mutating func initializerBinding(_ built: InitializerBinding, values: [NodeID?]) -> Expr {
        let captured: [Expr] = built.parameters.map { parameter in
            guard let position = parameter.position, position < values.count, let value = values[position] else {
                return .symbol("the default of `\(parameter.name)`")
            }
            return expression(value)
        }
        let context: [Expr] = built.genericContext ? [.opaqueClosure(site: "generic initializer context")] : []
        return .manualBinding(reads: captured, writes: nil, captures: Captures(values: captured + context, includesSelf: false))
    }

    func fieldHasInitializer(_ field: String, in type: String) -> Bool {
        lowering.index.index.viewType(named: type)?.storedProperties.first { $0.name == field }
            .map { $0.initializerText != nil || $0.wrapper != nil && $0.wrapper?.kind != .binding } ?? false
    }

    /// The argument (or trailing closure) of a call that holds the site, and its value.
    func spineArgument(of call: NodeID) -> (argument: NodeID, value: NodeID)? {
        for child in tree.children(call) where tree.kind(child) == .argument || tree.kind(child) == .trailingClosure {
            if let value = tree.value(child), leadsToSite(value) { return (child, value) }
        }
        return nil
    }

    /// The trailing closure or closure argument of a call that holds the site.
    func spineClosure(of call: NodeID) -> NodeID? {
        for child in tree.children(call) where tree.kind(child) == .argument || tree.kind(child) == .trailingClosure {
            if let value = tree.value(child), tree.kind(value) == .closure, leadsToSite(value) { return value }
        }
        return nil
    }

    // MARK: handlers

    /// A handler's statements as engine actions, where they are simple state writes or prints:
    /// `x.toggle()`, `x = e`, `x += n`, `print(a, b)` (logged as the values' concatenation,
    /// Bools as T/F like the compatibility tests' logs), `withAnimation { … }`. Other statements
    /// are left out (noted): they cannot change what the engine counts unless they write state.
    mutating func handler(_ call: NodeID) -> [Action] {
        guard let closure = (tree.trailingClosures(call) + tree.arguments(call)).compactMap(tree.value)
            .first(where: { tree.kind($0) == .closure }) else { return [] }
        return actions(tree.closureItems(closure))
    }

    mutating func actions(_ items: [NodeID]) -> [Action] {
        var result: [Action] = []
        for item in items {
            if let action = action(item) { result.append(action) }
            // Reasons are read only by a whole program's lowering (`simulate`): a site's lowering
            // leaves them unmade (an excerpt of a long handler costs more than the rest of it).
            else if focus == nil { unmodelled.append("handler statement `\(MessageText.excerpt(shortText(item), limit: 30))` is not modelled") }
        }
        return result
    }

    private mutating func action(_ item: NodeID) -> Action? {
        switch tree.kind(item) {
        case .call:
            let name = tree.calleeName(item)
            if name == "print" {
                return .log(Expr.concat(tree.arguments(item).filter { tree.label($0).isEmpty }.compactMap(tree.value).map { expression($0) }))
            }
            if name == "withAnimation", let body = tree.trailingClosures(item).compactMap(tree.value).last {
                return .withAnimation(actions(tree.closureItems(body)))
            }
            if name == "toggle", let callee = tree.firstChild(item), let base = tree.memberBase(callee),
               let root = stateRoot(base) { return .toggle(root) }
            return nil
        case .sequenceExpr:
            let parts = Array(tree.children(item))
            guard parts.count == 3, let root = stateRoot(parts[0]) else { return nil }
            if tree.kind(parts[1]) == .assignmentOperator { return .set(root, expression(parts[2])) }
            if tree.kind(parts[1]) == .binaryOperator, tree.name(parts[1]) == "+=", let n = Int(tree.text(parts[2])) {
                return .increment(root, by: n)
            }
            if tree.kind(parts[1]) == .binaryOperator, tree.name(parts[1]) == "-=", let n = Int(tree.text(parts[2])) {
                return .increment(root, by: -n)
            }
            return nil
        default:
            return nil
        }
    }

    /// `x` or `self.x` naming a `@State` or `@Binding` field.
    func stateRoot(_ node: NodeID) -> String? {
        guard var path = tree.memberPath(node) else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1 else { return nil }
        switch fieldKinds[path[0]] {
        case .state?, .binding?: return path[0]
        default: return nil
        }
    }

    // MARK: modifiers

    mutating func modifier(_ name: String, call node: NodeID, content: ViewTemplate) -> ViewTemplate {
        if lowering.index.isAnyViewEraser(named: name) { return .anyView(content) }
        if let reached = projectModifier(name, call: node, content: content) { return reached }
        if onSpine(node), let closure = spineClosure(of: node) {
            // The site is in this modifier's content: a second child beside the modified view,
            // built now (an overlay) or while something is presented (a sheet's content).
            if EngineCatalog.presentedContentModifiers.contains(name) { holdNamed("while the `.\(name)` is presented", kind: .period, reads: nil) }
            return .container("‹.\(name)›", [content, lowerClosure(closure)])
        }
        let args = tree.arguments(node)
        let first = args.first.flatMap(tree.value)
        switch name {
        case "id":
            guard let first else { return content }
            return content.id(expression(first))
        case "equatable": return content.equatable()
        case "onAppear": return content.onAppear(handler(node))
        case "onDisappear": return content.onDisappear(handler(node))
        case "task":
            if let id = tree.argument(node, labelled: "id") { return content.task(id: expression(id), handler(node)) }
            return content.task(handler(node))
        case "onChange":
            guard let of = tree.argument(node, labelled: "of") ?? first else { return content }
            return content.onChange(of: expression(of), [])
        case "transition":
            return content.transition(identity: first.map { tree.text($0).hasSuffix(".identity") || tree.text($0) == "AnyTransition.identity" } ?? false)
        default:
            break
        }
        if EngineCatalog.presentationModifiers.contains(name),
           let binding = tree.argument(node, labelled: "isPresented") ?? tree.argument(node, labelled: "item") {
            return .modified(content, .presentation(name, isPresented: expression(binding)))
        }
        if EngineCatalog.viewArgumentModifiers.contains(name),
           let viewArgument = tree.firstUnlabelledArgument(node) ?? tree.trailingClosures(node).compactMap(tree.value).first {
            // `.background(view)` / `.overlay { view }`: the view is a second child, with its own
            // identity next to the content's.
            let secondary = tree.kind(viewArgument) == .closure ? lowerClosure(viewArgument) : view(viewArgument)
            return .container("." + name, [content, secondary])
        }
        let values = args.compactMap(tree.value).filter { tree.kind($0) != .closure }.map { expression($0) }
        return .modified(content, .inert(name, values))
    }
}
