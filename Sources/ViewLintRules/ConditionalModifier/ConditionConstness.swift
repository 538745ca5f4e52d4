import ViewLint

/// Whether a condition can change while the app runs. Process-wide constants: literals,
/// `#available`, the device idiom, process and bundle info, `static let`s, enum cases, and
/// combinations of those.
struct ConditionConstness {
    let tree: SyntaxTree
    let index: ProjectModel
    let owner: String?

    static let processRoots: Set<String> = ["UIDevice", "ProcessInfo", "Bundle", "NSApplication", "WKInterfaceDevice", "UIScreen"]

    /// The first condition of the list that can change, as written (one line), or nil.
    func changingPart(of conditions: SyntaxTree.NodeID) -> String? {
        for condition in tree.children(conditions) {
            switch tree.kind(condition) {
            case .macroExpansionExpr:
                continue // `#available`, `#unavailable`
            case .optionalBinding:
                // `if let x = value` (or `if let x`): fixed when the value is.
                if let value = tree.children(condition).last, isFixed(value) { continue }
                return tree.text(condition).singleLine
            case .caseCondition:
                if let value = tree.children(condition).last, isFixed(value) { continue }
                return tree.text(condition).singleLine
            default:
                if isFixed(condition) { continue }
                return tree.text(condition).singleLine
            }
        }
        return nil
    }

    /// For a closure argument: the first non-constant condition of an `if` (without `else`)
    /// among its statements.
    func changingClosureCondition(_ closure: SyntaxTree.NodeID) -> String? {
        for item in tree.closureItems(closure) where tree.kind(item) == .ifStmt {
            guard tree.children(item, kind: .codeBlock).count == 1, let conditions = tree.child(item, kind: .conditionList) else { continue }
            if let part = changingPart(of: conditions) { return part }
        }
        return nil
    }

    func isConstant(_ expression: SyntaxTree.NodeID) -> Bool {
        switch tree.kind(expression) {
        case .booleanLiteral, .integerLiteral, .floatLiteral, .stringLiteral, .nilLiteral, .macroExpansionExpr:
            return tree.kind(expression) != .stringLiteral || tree.children(expression).isEmpty
        case .sequenceExpr, .tupleExpr, .argument:
            return tree.children(expression).allSatisfy { tree.kind($0) == .binaryOperator || isConstant($0) }
        case .prefixOperatorExpr, .postfixOperatorExpr:
            return tree.firstChild(expression).map(isConstant) ?? false
        case .memberAccess:
            guard let base = tree.memberBase(expression) else { return true } // `.pad`, an enum case
            let path = tree.memberNames(in: expression)
            if let root = path.first, ConditionConstness.processRoots.contains(root) { return true }
            // `Self.isPad`, `Layout.isCompact`: a `static let`.
            if tree.kind(base) == .identifier {
                let typeName = tree.nameEquals(base, "Self") ? owner : tree.name(base)
                if let typeName, index.isConstantProperty(tree.name(expression), inType: typeName) { return true }
            }
            return false
        case .identifier:
            guard let owner else { return false }
            return index.isConstantProperty(tree.name(expression), inType: owner)
        default:
            return false
        }
    }

    /// Whether the expression cannot change while this view instance is on screen: a constant,
    /// or read only from fixed inputs. Changing: the view's dynamic properties (`@State` it
    /// writes, `@Binding`, observed models, the environment), its computed properties and
    /// methods, and plain inputs a parent feeds from its own dynamic properties. Fixed: type
    /// members, closure and function parameters (a row's element), locals built from fixed
    /// values, and plain inputs every parent passes from fixed values.
    func isFixed(_ expression: SyntaxTree.NodeID) -> Bool {
        isFixed(expression, depth: 0)
    }

    private func isFixed(_ expression: SyntaxTree.NodeID, depth: Int) -> Bool {
        if isConstant(expression) { return true }
        if tree.kind(expression) == .closure || depth > 4 { return false }
        let names = tree.referencedNames(in: expression)
        guard !names.isEmpty, let owner else { return false }
        // A type's member is fixed unless it is a `static var` the code writes.
        if WrittenStatic.isRead(in: expression, tree: tree, owner: owner, index: index) { return false }
        let view = index.viewType(named: owner)
        return names.allSatisfy { name in
            if name.first?.isUppercase == true || name.hasPrefix("$") && name.dropFirst().first?.isNumber == true { return true }
            switch LocalName(name, at: expression, in: tree) {
            case .parameter: return true
            case .local(let value): return value.map { isFixed($0, depth: depth + 1) } ?? false
            case nil: break
            }
            guard let view else { return false }
            if view.storedProperties.contains(where: { $0.name == name }) { return isFixedProperty(name, of: view) }
            // `var isCompact: Bool { mode == .compact }` in this file: as fixed as what it reads.
            if let getter = computedProperty(name, of: owner) { return isFixed(getter, depth: depth + 1) }
            return isPureMethod(name)
        }
    }

    /// `opensMenu(button)`: the one method of that name the owner declares in this file, whose
    /// body reads only its parameters, its locals and type members no code writes (a `switch`
    /// over an enum's cases), so it returns the same for the same arguments. The call is then as
    /// fixed as its arguments, which are names of the same expression and checked with it.
    func isPureMethod(_ name: String) -> Bool {
        guard let owner else { return false }
        var functions: [SyntaxTree.NodeID] = []
        tree.walk { id, _ in
            guard tree.kind(id) == .funcDecl else { return .visitChildren }
            if tree.name(id) == name, tree.enclosingTypeName(id) == owner { functions.append(id) }
            return .skipChildren
        }
        guard functions.count == 1, let function = functions.first, !tree.hasModifier(function, "mutating"),
              let body = tree.child(function, kind: .codeBlock),
              !WrittenStatic.isRead(in: body, tree: tree, owner: owner, index: index) else { return false }
        var pure = true
        tree.walk(from: body) { id, _ in
            guard pure else { return .stop }
            guard tree.kind(id) == .identifier else { return .visitChildren }
            let spelled = tree.name(id)
            // A type, `$0`, or a name the function declares; never `self` or the type's members.
            if spelled.first?.isUppercase == true || spelled.hasPrefix("$") && spelled.dropFirst().first?.isNumber == true { return .visitChildren }
            if LocalName(spelled, at: id, in: tree) == nil { pure = false }
            return .visitChildren
        }
        return pure
    }

    /// The single expression a computed property of `owner` declared in this file returns.
    func computedProperty(_ name: String, of owner: String) -> SyntaxTree.NodeID? {
        var found: SyntaxTree.NodeID?
        tree.walk { id, _ in
            guard tree.kind(id) == .patternBinding, tree.name(id) == name, tree.enclosingTypeName(id) == owner,
                  let body = tree.child(id, kind: .codeBlock) else { return found == nil ? .visitChildren : .stop }
            found = tree.singleItem(body)
            return .stop
        }
        return found
    }

    /// A stored property of the view that keeps its value for the instance's life: an `@State`
    /// the view never writes after `init`, an environment value fixed per widget, or a plain
    /// input that no parent feeds from its own dynamic properties.
    func isFixedProperty(_ property: String, of view: ViewTypeInfo) -> Bool {
        guard let stored = view.storedProperties.first(where: { $0.name == property }) else { return false }
        if let wrapper = stored.wrapper {
            if wrapper.kind == .environment {
                // `@Environment(\.colorScheme)` changes; `@Environment(Model.self)` is an observed object.
                guard wrapper.arguments.hasPrefix("\\.") else { return false }
                return !ChangingSource.changingEnvironmentKeys.contains(String(wrapper.arguments.dropFirst(2)))
            }
            return wrapper.kind == .state && !index.writes(property: property, inType: view.name)
        }
        // Whether an action closure was given does not change for an instance.
        switch stored.shape {
        case .function?, .optional(.function)?: return true
        default: break
        }
        let sites = ConstructionSites(view, index: index)
        return sites.changingSource(forLabel: property) == nil && !sites.passesWrittenStatic(forLabel: property)
    }
}
