import ViewLint

/// Where in a struct's `init` Swift compiles `self.x = v`, for a property-wrapped `x`, as the
/// setter (which an `@State` drops before the view is installed) rather than as
/// `_x = State(wrappedValue: v)`, a new wrapper replacing the default (docs/SWIFTUI-MODEL.md
/// fact 61). Definite initialization decides it: while some stored property is not yet
/// initialized the assignment initializes the wrapper, after that it calls the setter.
///
/// Properties that start initialized are not waited for: a default value, a plain `var` typed
/// `T?` or `T!` (implicitly `nil`), a wrapper given arguments (`@Environment(\.dismiss)`) or
/// one SwiftUI initializes without any (`@EnvironmentObject`, `@FocusState`, an `Optional`
/// `@State`). Every other stored property must be assigned on every path before `init`
/// returns, or the code would not compile: the write is a setter call only after each of
/// them is assigned by a statement of `init`'s own block. Assigned anywhere else (a branch, a
/// tuple, a `defer`) or after the write, the write may initialize: unknown, so not reported.
struct DefiniteInitialization {
    /// The offset from which `self` is fully initialized; nil when the code does not show one.
    private let fullFrom: Int?

    /// `shadowed`: parameters and locals of `init` that hide a property in bare references.
    init(_ initializer: SyntaxTree.NodeID, body: SyntaxTree.NodeID, shadowed: Set<String>, in tree: SyntaxTree) {
        // `self.init(…)` initializes everything at once.
        if let delegation = tree.children(body).first(where: { Self.isSelfInit($0, in: tree) }) {
            fullFrom = tree.byteRange(delegation).upperBound
            return
        }
        // A class's `init` has other phases; an extension's assigns the stored properties of the
        // struct it extends, read when this file declares it.
        guard let typeDecl = Self.structDeclaration(around: initializer, in: tree),
              let properties = Self.uninitializedProperties(of: typeDecl, in: tree) else {
            fullFrom = nil
            return
        }
        var from = tree.byteRange(body).lowerBound
        for property in properties {
            let assignments = Self.assignments(to: property, in: body, shadowed: shadowed.contains(property), tree: tree)
            // Never assigned: it starts initialized some way the code does not spell (or the
            // code does not compile); nothing to wait for.
            guard let first = assignments.first else { continue }
            guard first.statement == first.node else { fullFrom = nil; return }
            from = max(from, tree.byteRange(first.statement).upperBound)
        }
        fullFrom = from
    }

    /// Whether an assignment to a wrapped property at `write` calls its setter.
    /// A write in a `defer` runs as its scope ends, not where it is written (review ev20 #5): at
    /// the end of `init`'s block, `self` is whole, so there it is the setter.
    func callsSetter(at write: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let fullFrom else { return false }
        return Self.runsAt(write, in: tree) >= fullFrom
    }

    /// Where a write takes effect: the end of the block a `defer` around it closes (the
    /// outermost such `defer`), else where it is written.
    static func runsAt(_ write: SyntaxTree.NodeID, in tree: SyntaxTree) -> Int {
        var position = tree.byteRange(write).lowerBound
        var current = tree.parent(write)
        while let node = current, tree.kind(node) != .initDecl, tree.kind(node) != .closure {
            if tree.kind(node) == .deferStmt, let block = tree.parent(node) { position = tree.byteRange(block).upperBound }
            current = tree.parent(node)
        }
        return position
    }

    /// The struct whose `init` this is: the one declaring it, or the one of that name an
    /// extension in this file extends (declared in this file, once).
    private static func structDeclaration(around initializer: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        guard let declaring = tree.enclosingTypeDeclaration(initializer) else { return nil }
        if tree.kind(declaring) == .structDecl { return declaring }
        guard tree.kind(declaring) == .extensionDecl,
              let name = tree.enclosingTypeName(initializer)?.split(separator: ".").last.map(String.init) else { return nil }
        var found: [SyntaxTree.NodeID] = []
        tree.walk { id, _ in
            switch tree.kind(id) {
            case .structDecl:
                if tree.name(id) == name { found.append(id) }
                return .visitChildren
            case .funcDecl, .initDecl, .closure, .codeBlock: return .skipChildren
            default: return .visitChildren
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    private static func isSelfInit(_ statement: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var expression = statement
        while [.tryExpr, .awaitExpr].contains(tree.kind(expression)), let inner = tree.firstChild(expression) { expression = inner }
        guard tree.kind(expression) == .call, let callee = tree.firstChild(expression), tree.kind(callee) == .memberAccess,
              tree.name(callee) == "init", let base = tree.memberBase(callee) else { return false }
        return tree.nameEquals(base, "self")
    }

    /// Wrappers SwiftUI initializes with no arguments (each has an `init()`).
    static let initializedWithoutArguments: Set<String> = [
        "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "FocusedObject", "FocusedValue",
        "FocusedBinding", "Query",
    ]

    /// The stored instance properties of `typeDecl` that start uninitialized; nil when one is
    /// declared by a pattern this does not read (`let (a, b): (Int, Int)`).
    static func uninitializedProperties(of typeDecl: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        var names: [String] = []
        var unread = false
        tree.walk(from: typeDecl) { id, _ in
            switch tree.kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                return id == typeDecl ? .visitChildren : .skipChildren
            case .funcDecl, .initDecl, .deinitDecl, .subscriptDecl:
                return .skipChildren
            case .variableDecl:
                guard !tree.hasModifier(id, "static"), !tree.hasModifier(id, "class"), !tree.hasModifier(id, "lazy") else { return .skipChildren }
                let isLet = tree.isLetDeclaration(id)
                // `@MainActor` and the like mark the property; only a wrapper makes it one.
                let wrapper = tree.children(id, kind: .attribute).first { ProjectFacts.isWrapperAttribute($0, in: tree) }
                // `var a, b: Int?`: a binding without a type takes the next one's.
                var laterType: SyntaxTree.NodeID?
                var unassigned: [String] = []
                for binding in tree.children(id, kind: .patternBinding).reversed() where !tree.isComputed(binding) {
                    let name = tree.name(binding)
                    guard !name.isEmpty else { unread = true; return .stop }
                    let written = tree.child(binding, kind: .typeAnnotation).flatMap { tree.firstChild($0) }
                    if let written { laterType = written }
                    guard tree.child(binding, kind: .initializerClause) == nil else { continue }
                    // Only the sugared spellings start as `nil`.
                    let optional = (written ?? laterType).map { [.optionalType, .implicitlyUnwrappedType].contains(tree.kind($0)) } ?? false
                    if let wrapper {
                        let wrapperName = tree.name(wrapper)
                        if tree.child(wrapper, kind: .argument) != nil || initializedWithoutArguments.contains(wrapperName) { continue }
                        if wrapperName == "State" && optional { continue }
                    } else if optional && !isLet {
                        continue
                    }
                    unassigned.append(name)
                }
                names.append(contentsOf: unassigned.reversed())
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return unread ? nil : names
    }

    /// `x = …` (unless a local hides `x`), `self.x = …`, `_x = …` in `body` (not in closures, which run later), in order,
    /// with the statement of `body`'s block each is, or is inside.
    private static func assignments(to property: String, in body: SyntaxTree.NodeID, shadowed: Bool,
                                    tree: SyntaxTree) -> [(node: SyntaxTree.NodeID, statement: SyntaxTree.NodeID)] {
        var targets: Set<String> = ["self." + property, "_" + property, "self._" + property]
        if !shadowed { targets.insert(property) }
        var found: [(SyntaxTree.NodeID, SyntaxTree.NodeID)] = []
        tree.walk(from: body) { id, _ in
            switch tree.kind(id) {
            case .closure, .funcDecl: return .skipChildren
            case .sequenceExpr:
                let parts = tree.children(id)
                guard parts.count >= 3, tree.kind(parts[parts.startIndex + 1]) == .assignmentOperator,
                      targets.contains(tree.textWithoutSpaces(parts[parts.startIndex])) else { return .visitChildren }
                var statement = id
                while let parent = tree.parent(statement), parent != body { statement = parent }
                found.append((id, statement))
                return .visitChildren
            default:
                return .visitChildren
            }
        }
        return found
    }
}
