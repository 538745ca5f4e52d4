import ViewLint

/// What shows that a seeded argument changes while the view stays on screen.
public enum ChangingSource: Sendable {
    /// The view is `ForEach`/`List` row content: rows get the element's new values.
    case row
    /// A parent passes a value read from one of its dynamic properties (`@State`, `@Binding`,
    /// an observed model…): the parent, the property and its wrapper as written.
    case parentState(parent: String, property: String, wrapper: String)

    static let dynamicWrappers: Set<PropertyWrapperKind> = [
        .state, .binding, .stateObject, .observedObject, .environmentObject, .environment, .bindable,
        .focusState, .gestureState, .appStorage, .sceneStorage, .fetchRequest, .query,
    ]

    /// SwiftUI's environment values that change while a view is on screen. Other key paths
    /// (the app's own keys, configuration set by an ancestor) count as fixed per subtree.
    static let changingEnvironmentKeys: Set<String> = [
        "colorScheme", "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize", "sizeCategory", "scenePhase",
        "isEnabled", "editMode", "locale", "layoutDirection", "isFocused", "isSearching", "isPresented",
        "controlActiveState", "displayScale", "accessibilityReduceMotion", "accessibilityReduceTransparency",
        "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "legibilityWeight", "colorSchemeContrast",
        "isLuminanceReduced", "redactionReasons", "timeZone", "calendar", "supportsMultipleWindows", "isFocusEffectEnabled",
    ]

    static let objectWrappers: Set<PropertyWrapperKind> = [.stateObject, .observedObject, .environmentObject, .bindable]

    /// A wrapper whose value changes while the view is on screen: `@Environment` only for
    /// SwiftUI's changing keys and for objects (`@Environment(Model.self)`).
    static func isDynamic(_ wrapper: PropertyWrapperUse) -> Bool {
        guard dynamicWrappers.contains(wrapper.kind) else { return false }
        guard wrapper.kind == .environment, wrapper.arguments.hasPrefix("\\.") else { return true }
        return changingEnvironmentKeys.contains(String(wrapper.arguments.dropFirst(2)))
    }

    /// The first dynamic property of `parent` that `value` reads (`count`, `$count`,
    /// `self.model.title`), if any. An object passed as itself (`model`, where the parent
    /// holds a class instance) is the same reference every time: only what is read from it
    /// (`model.title`) changes.
    static func parentState(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, parent: ViewTypeInfo, index: ProjectModel) -> ChangingSource? {
        let passedWhole = tree.memberNames(in: value).filter { $0 != "self" }.count == 1
        for name in tree.referencedNames(in: value) {
            let property = name.hasPrefix("$") ? String(name.dropFirst()) : name
            guard let stored = parent.storedProperties.first(where: { $0.name == property }),
                  let wrapper = stored.wrapper, isDynamic(wrapper) else { continue }
            if passedWhole, !name.hasPrefix("$"), holdsObject(stored, wrapper: wrapper, index: index) { continue }
            if readsKeptMember(value, of: parent, in: tree, index: index) { continue }
            return .parentState(parent: parent.name, property: property, wrapper: "@" + wrapper.name)
        }
        return nil
    }

    /// `model.member` (`self.model.member`) read from an object the parent holds for its life
    /// (`HeldObject`: a `@State`/`@StateObject` nothing replaces), where `member` keeps the value
    /// the object was made with: what is passed stays while the view does. An `@ObservedObject`
    /// is not such a holder: its parent may pass another object.
    static func readsKeptMember(_ value: SyntaxTree.NodeID, of parent: ViewTypeInfo, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        let path = tree.memberNames(in: value).filter { $0 != "self" }
        guard path.count == 2, let held = HeldObject(path[0], of: parent, index: index) else { return false }
        return index.memberKeeping(path[1], ofType: held.type) != nil
    }

    /// `@StateObject`/`@ObservedObject`/`@EnvironmentObject`/`@Bindable`, `@Environment(Model.self)`,
    /// and `@State` of a project class.
    static func holdsObject(_ stored: StoredProperty, wrapper: PropertyWrapperUse, index: ProjectModel) -> Bool {
        if objectWrappers.contains(wrapper.kind) { return true }
        if wrapper.kind == .environment { return wrapper.arguments.hasSuffix(".self") }
        guard wrapper.kind == .state else { return false }
        var typeName = stored.typeText
        while typeName.hasSuffix("?") || typeName.hasSuffix("!") { typeName.removeLast() }
        if typeName.isEmpty, case .named(let inferred, _)? = stored.shape { typeName = inferred }
        return index.declaredType(named: typeName)?.kind == .class
    }
}

/// What the project's constructions of a view apply and pass: a state seeded from an argument
/// stays right when every construction applies `.id(…)` (a new value makes a new view), and
/// only matters when some parent passes a value that changes.
struct ConstructionSites {
    let view: ViewTypeInfo
    let index: ProjectModel

    init(_ view: ViewTypeInfo, index: ProjectModel) {
        self.view = view
        self.index = index
    }

    var allApplyID: Bool {
        !view.instantiations.isEmpty && view.instantiations.allSatisfy { site in site.modifiers.contains { $0.name == "id" } }
    }

    /// A construction that passes for `label` a value its enclosing view reads from a dynamic
    /// property (the memberwise form: the label is the property's name).
    func changingSource(forLabel label: String) -> ChangingSource? {
        for site in view.instantiations {
            guard let parent = index.viewType(named: site.enclosingType), let construction = ConstructionCall(site),
                  let value = construction.argument(labelled: label),
                  let source = ChangingSource.parentState(value, in: construction.tree, parent: parent, index: index) else { continue }
            return source
        }
        return nil
    }

    /// A construction that passes, for one of `parameters`, a value its enclosing view reads
    /// from a dynamic property.
    func changingSource(for parameters: [InitParameter]) -> ChangingSource? {
        for site in view.instantiations {
            guard let parent = index.viewType(named: site.enclosingType),
                  let construction = ConstructionCall(site) else { continue }
            let unlabelled = construction.tree.arguments(construction.call).filter { construction.tree.label($0).isEmpty }
            for parameter in parameters {
                let value: SyntaxTree.NodeID?
                if parameter.label == "_" {
                    value = parameter.unlabelledPosition < unlabelled.count ? construction.tree.value(unlabelled[parameter.unlabelledPosition]) : nil
                } else {
                    value = construction.argument(labelled: parameter.label)
                }
                // A parent that gives the view `.id(…)` from the same property makes a new
                // view (and new state) whenever it changes.
                if let value, let source = ChangingSource.parentState(value, in: construction.tree, parent: parent, index: index),
                   case .parentState(_, let property, _) = source, !index.identityNames(inType: parent.name).contains(property) {
                    return source
                }
            }
        }
        return nil
    }
}

/// Arguments whose value cannot change between two constructions: literals, enum cases,
/// static members (not a project's `static var`), and collections of those; never a value
/// made anew each time (`Date()`, `UUID()`, `Date.now`).
enum ConstantArgument {
    static func isConstant(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel?) -> Bool {
        if FreshValue.describe(expression, in: tree) != nil { return false }
        switch tree.kind(expression) {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral:
            return true
        case .stringLiteral:
            return tree.children(expression).isEmpty
        case .arrayLiteral, .dictionaryLiteral, .dictionaryElement, .tupleExpr, .argument:
            return tree.children(expression).allSatisfy { isConstant($0, in: tree, index: index) }
        case .prefixOperatorExpr:
            return tree.firstChild(expression).map { isConstant($0, in: tree, index: index) } ?? false
        case .memberAccess:
            // `.large`, `Size.large`, `Palette.accent` (a capitalised base: a type's member).
            guard let base = tree.memberBase(expression) else { return true }
            guard tree.kind(base) == .identifier, tree.name(base).first?.isUppercase == true else { return false }
            return !(index?.declaredType(named: tree.name(base))?.staticVars.contains(tree.name(expression)) ?? false)
        case .call:
            // `.custom(3)`, `Color.red.opacity(0.5)`, `Size(width: 2)` with constant arguments.
            guard let callee = tree.firstChild(expression) else { return false }
            let calleeConstant = tree.kind(callee) == .identifier ? tree.name(callee).first?.isUppercase == true
                : isConstant(callee, in: tree, index: index)
            return calleeConstant && tree.trailingClosures(expression).isEmpty
                && tree.arguments(expression).allSatisfy { isConstant($0, in: tree, index: index) }
        default:
            return false
        }
    }
}

/// A project `static var` some code writes (`Layout.compact.toggle()`): no constant, although
/// nothing observes it, so a view reads its new value whenever its body runs for another reason.
/// `static let`s, enum cases and `static var`s nothing writes keep their values.
enum WrittenStatic {
    /// Whether `expression` reads one (`Type.name`, `Self.name`).
    static func isRead(in expression: SyntaxTree.NodeID, tree: SyntaxTree, owner: String?, index: ProjectModel) -> Bool {
        var found = false
        tree.walk(from: expression) { id, _ in
            guard tree.kind(id) == .memberAccess, let base = tree.memberBase(id), tree.kind(base) == .identifier else { return .visitChildren }
            let typeName = tree.nameEquals(base, "Self") ? owner : tree.name(base)
            if let typeName, typeName.first?.isUppercase == true, isWritten(tree.name(id), ofType: typeName, index: index) {
                found = true
                return .stop
            }
            return .visitChildren
        }
        return found
    }

    static func isWritten(_ name: String, ofType typeName: String, index: ProjectModel) -> Bool {
        guard index.declaredType(named: typeName)?.staticVars.contains(name) == true else { return false }
        return index.writesMember(name) || index.replaces(property: name, inType: typeName)
            || index.writes(property: name, inType: typeName)
    }
}

extension ConstructionSites {
    /// A construction that passes for `label` a value reading a `static var` the project writes.
    func passesWrittenStatic(forLabel label: String) -> Bool {
        view.instantiations.contains { site in
            guard let construction = ConstructionCall(site), let value = construction.argument(labelled: label) else { return false }
            return WrittenStatic.isRead(in: value, tree: construction.tree, owner: site.enclosingType, index: index)
        }
    }
}
