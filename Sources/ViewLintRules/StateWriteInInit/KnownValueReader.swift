import ViewLint

/// Computes `KnownValue`s from expressions: literals, `!`, `-`, arithmetic, comparisons, `&&`,
/// `||`, `??`, `c ? a : b`, `.count` and `.isEmpty` of strings and arrays, and the members of a
/// project struct made with `T()` or its memberwise initializer: a stored member is its default
/// (an optional `var` without one starts nil), a computed one its getter's one expression read
/// with that value as `self`. A struct is read only where the project declares it once and its
/// `T()` keeps the defaults (no `init()` of its own that does anything); members declared in
/// another file's extension are not seen, so a read of one is unknown.
struct KnownValueReader {
    typealias NodeID = SyntaxTree.NodeID
    let context: ConfirmationContext
    /// The files read, for the evidence's dependencies.
    private(set) var paths: [String] = []
    /// The structs whose members were read, as the summary names them.
    private(set) var typesRead: [String] = []
    /// Steps left: a getter reading itself, or a long chain, ends as unknown.
    private var budget = 400

    init(context: ConfirmationContext) { self.context = context }

    /// Where an expression is read: its tree, the names it may use (an `init`'s parameters), the
    /// value `self` is in a getter, and the type whose nested types its names may mean.
    struct Scope {
        var tree: SyntaxTree
        var names: [String: KnownValue] = [:]
        /// `self.x` in an `init` where `x` holds the parameter of that name.
        var selfNames: [String: KnownValue] = [:]
        var selfValue: KnownInstance?
        var typeContext: String?
    }

    mutating func value(of node: NodeID, in scope: Scope) -> KnownValue? {
        budget -= 1
        guard budget > 0 else { return nil }
        let tree = scope.tree
        switch tree.kind(node) {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral:
            return Lowering.literalValue(tree.text(node)).flatMap(Self.known)
        case .stringLiteral:
            // An interpolation's parts are its children.
            guard tree.children(node).isEmpty else { return nil }
            return Lowering.literalValue(tree.text(node)).flatMap(Self.known)
        case .arrayLiteral:
            var elements: [KnownValue] = []
            for element in tree.children(node) {
                guard let v = value(of: element, in: scope) else { return nil }
                elements.append(v)
            }
            return .array(elements)
        case .tupleExpr:
            let items = Array(tree.children(node))
            guard items.count == 1, tree.label(items[0]).isEmpty, let inner = tree.value(items[0]) else { return nil }
            return value(of: inner, in: scope)
        case .prefixOperatorExpr:
            guard let operand = tree.firstChild(node), let v = value(of: operand, in: scope) else { return nil }
            switch (tree.name(node), v) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let i)): return .int(-i)
            case ("-", .double(let d)): return .double(-d)
            default: return nil
            }
        case .sequenceExpr:
            return value(ofParts: Array(tree.children(node)), in: scope)
        case .identifier:
            let name = tree.name(node)
            if name == "self" { return scope.selfValue.map { .instance($0) } }
            if let v = scope.names[name] { return v }
            // A bare member in a getter reads `self`.
            if let instance = scope.selfValue { return member(name, of: instance) }
            return nil
        case .memberAccess:
            guard let base = tree.memberBase(node) else { return .enumCase(tree.name(node)) }
            let name = tree.name(node)
            if tree.kind(base) == .identifier, tree.nameEquals(base, "self"), scope.selfValue == nil {
                return scope.selfNames[name]
            }
            guard let v = value(of: base, in: scope) else { return nil }
            return member(name, of: v)
        case .call:
            return construction(node, in: scope)
        default:
            return nil
        }
    }

    /// An operator sequence: `c ? a : b` splits first (it binds loosest), then the binary
    /// operators by Swift's precedence.
    mutating func value(ofParts parts: [NodeID], in scope: Scope) -> KnownValue? {
        let tree = scope.tree
        guard !parts.isEmpty else { return nil }
        if parts.count == 1 { return value(of: parts[0], in: scope) }
        if let t = parts.firstIndex(where: { tree.kind($0) == .ternaryOperator }) {
            guard t > 0, t + 1 < parts.count, let thenNode = tree.firstChild(parts[t]),
                  case .bool(let condition)? = value(ofParts: Array(parts[..<t]), in: scope) else { return nil }
            return condition ? value(of: thenNode, in: scope) : value(ofParts: Array(parts[(t + 1)...]), in: scope)
        }
        guard parts.count % 2 == 1 else { return nil }
        var operators: [String] = []
        for k in stride(from: 1, to: parts.count, by: 2) {
            guard tree.kind(parts[k]) == .binaryOperator, BinaryOperators.precedence[tree.name(parts[k])] != nil else { return nil }
            operators.append(tree.name(parts[k]))
        }
        let operands = stride(from: 0, to: parts.count, by: 2).map { parts[$0] }
        return fold(operands, operators, in: scope)
    }

    private mutating func fold(_ operands: [NodeID], _ operators: [String], in scope: Scope) -> KnownValue? {
        guard !operators.isEmpty else { return operands.first.flatMap { value(of: $0, in: scope) } }
        guard let split = BinaryOperators.split(operators) else { return nil }
        let op = operators[split]
        let leftOperands = Array(operands[...split]), leftOperators = Array(operators[..<split])
        let rightOperands = Array(operands[(split + 1)...]), rightOperators = Array(operators[(split + 1)...])
        guard let left = fold(leftOperands, leftOperators, in: scope) else { return nil }
        // The right side is read only where Swift would evaluate it.
        switch (op, left) {
        case ("&&", .bool(false)): return .bool(false)
        case ("||", .bool(true)): return .bool(true)
        case ("??", let l) where l != .none: return l
        default: break
        }
        guard let right = fold(rightOperands, rightOperators, in: scope) else { return nil }
        return Self.apply(op, left, right)
    }

    static func apply(_ op: String, _ l: KnownValue, _ r: KnownValue) -> KnownValue? {
        switch op {
        case "??": return r
        case "&&", "||":
            guard case .bool(let p) = l, case .bool(let q) = r else { return nil }
            return .bool(op == "&&" ? p && q : p || q)
        case "==", "!=":
            guard let equal = KnownValue.same(l, r) else { return nil }
            return .bool(op == "==" ? equal : !equal)
        case "<", ">", "<=", ">=":
            if case .string(let x) = l, case .string(let y) = r { return BinaryOperators.compare(op, x, y).map(KnownValue.bool) }
            guard let x = l.number, let y = r.number else { return nil }
            return BinaryOperators.compare(op, x, y).map(KnownValue.bool)
        default:
            if case .int(let x) = l, case .int(let y) = r { return BinaryOperators.integer(op, x, y).map(KnownValue.int) }
            if op == "+", case .string(let x) = l, case .string(let y) = r { return .string(x + y) }
            guard let x = l.number, let y = r.number else { return nil }
            return BinaryOperators.double(op, x, y).map(KnownValue.double)
        }
    }

    static func known(_ value: Value) -> KnownValue? {
        switch value {
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .none: return KnownValue.none
        case .string(let s): return s.hasPrefix(".") ? .enumCase(String(s.dropFirst())) : .string(s)
        default: return nil
        }
    }

    /// `count` and `isEmpty` of a string or an array; a struct's member.
    mutating func member(_ name: String, of value: KnownValue) -> KnownValue? {
        switch (value, name) {
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.instance(let instance), _): return member(name, of: instance)
        default: return nil
        }
    }

    /// A member of a struct's value: passed to its construction, else its declaration's default
    /// or getter.
    mutating func member(_ name: String, of instance: KnownInstance) -> KnownValue? {
        if let passed = instance.arguments[name] { return passed }
        guard let tree = tree(at: instance.type.path),
              let binding = context.declarations.members(of: instance.type.simpleName, in: tree)[name],
              tree.kind(binding) == .patternBinding, let declaration = tree.parent(binding),
              tree.kind(declaration) == .variableDecl,
              // A static member is no part of the value; a wrapper's value is its own.
              !tree.hasModifier(declaration, "static"), tree.children(declaration, kind: .attribute).isEmpty else { return nil }
        if !typesRead.contains(instance.type.simpleName) { typesRead.append(instance.type.simpleName) }
        var scope = Scope(tree: tree, typeContext: instance.type.name)
        if tree.isComputed(binding) {
            guard let block = tree.child(binding, kind: .codeBlock), let item = tree.singleItem(block) else { return nil }
            scope.selfValue = instance
            return value(of: item, in: scope)
        }
        if let initializer = tree.child(binding, kind: .initializerClause).flatMap({ tree.firstChild($0) }) {
            return value(of: initializer, in: scope)
        }
        // `var x: T?` with no default starts nil.
        if !tree.isLetDeclaration(declaration), let annotation = tree.child(binding, kind: .typeAnnotation),
           let type = tree.firstChild(annotation), tree.kind(type) == .optionalType {
            return KnownValue.none
        }
        return nil
    }

    /// `T()` or `T(a: …)` of a project struct that keeps what it is not given: its own `init`s
    /// are read only for an empty `init()`; without one, the memberwise initializer takes each
    /// labelled argument for the stored member of that name.
    mutating func construction(_ call: NodeID, in scope: Scope) -> KnownValue? {
        let tree = scope.tree
        // `T(…)` or `Outer.T(…)`: every part a type's name (`Model.shared()` is a call of a member).
        guard !tree.isImplicitMemberCall(call), tree.trailingClosures(call).isEmpty,
              let callee = tree.firstChild(call), let path = tree.memberPath(callee),
              path.allSatisfy({ $0.first?.isUppercase == true }),
              let type = resolve(path.joined(separator: "."), from: scope.typeContext),
              let declared = context.index.declaredType(named: type.name), let typeTree = self.tree(at: type.path) else { return nil }
        let arguments = tree.arguments(call)
        let initializers = context.declarations.initializers(of: type.simpleName, in: typeTree)
        let noArguments = initializers.filter { typeTree.child($0, kind: .parameterClause).map { typeTree.children($0, kind: .parameter).isEmpty } ?? true }
        if declared.declaresInit || !noArguments.isEmpty {
            // Only `init() { }`: it leaves every member its default.
            guard arguments.isEmpty, noArguments.count == 1,
                  typeTree.child(noArguments[0], kind: .codeBlock).map({ typeTree.children($0).isEmpty }) == true else { return nil }
            return .instance(KnownInstance(type: type, arguments: [:]))
        }
        var passed: [String: KnownValue] = [:]
        for argument in arguments {
            let label = tree.label(argument)
            guard !label.isEmpty, let node = tree.value(argument), let v = value(of: node, in: scope) else { return nil }
            passed[label] = v
        }
        return .instance(KnownInstance(type: type, arguments: passed))
    }

    /// The struct a name means where it is written: a type nested in the context (or its outer
    /// types) first, as Swift looks names up, then a top-level one. Nil unless the project
    /// declares it once, as a struct, in a file that declares no other type of its simple name.
    func resolve(_ name: String, from typeContext: String?) -> ProjectStruct? {
        var candidates: [String] = []
        if var outer = typeContext {
            while true {
                candidates.append(outer + "." + name)
                guard let dot = outer.lastIndex(of: ".") else { break }
                outer = String(outer[..<dot])
            }
        }
        candidates.append(name)
        for candidate in candidates {
            guard let declared = context.index.declaredType(named: candidate) else { continue }
            guard declared.kind == .struct, declared.declarationCount == 1, let path = declared.declaringPath,
                  let tree = context.trees[path] else { return nil }
            let simple = String(candidate.split(separator: ".").last ?? "")
            let found = context.declarations.declarations(named: simple, in: tree).declarations
            // The one declaration of that simple name in its file, and the one the name means.
            guard found.count == 1, Self.qualifiedName(of: found[0], in: tree) == candidate else { return nil }
            return ProjectStruct(name: candidate, simpleName: simple, path: path)
        }
        return nil
    }

    /// `Outer.Inner` for a nested declaration, its name for a top-level one.
    static func qualifiedName(of declaration: NodeID, in tree: SyntaxTree) -> String {
        var names = [tree.name(declaration)]
        var current = declaration
        while let outer = tree.enclosingTypeDeclaration(current) {
            if tree.kind(outer) == .extensionDecl {
                let extended = tree.children(outer).first { [.simpleType, .memberType].contains(tree.kind($0)) }
                names.insert(extended.map { tree.textWithoutSpaces($0) } ?? tree.extendedTypeName(of: outer), at: 0)
                break
            }
            names.insert(tree.name(outer), at: 0)
            current = outer
        }
        return names.joined(separator: ".")
    }

    private mutating func tree(at path: String) -> SyntaxTree? {
        guard let tree = context.trees[path] else { return nil }
        if !paths.contains(path) { paths.append(path) }
        return tree
    }
}
