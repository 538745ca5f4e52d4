/// What a syntax node is. The tree is deliberately untyped (one node struct, a kind, children):
/// lint rules match on kinds and walk children, and a flat arena keeps parsing fast.
/// Each kind's comment says what its children are and what `name` / `aux` point at.
public enum SyntaxKind: UInt8, Sendable, CaseIterable {
    // Containers
    /// Children: top-level items (declarations, statements, expressions).
    case sourceFile
    /// `{ … }` of a function, closure, accessor or statement. Children: items.
    case codeBlock
    /// `{ … }` of a type or extension. Children: member declarations.
    case memberBlock
    /// Broken or skipped code. Always paired with a diagnostic. Children: what could be recovered.
    case error

    // Declarations. `name`: the declared name token (if any). Children start with attributes
    // and modifiers, then the parts listed. Among the attributes there may be `ifConfig` nodes
    // whose clauses hold only attributes (`#if X @available(…) #else @available(…) #endif`).
    /// `import A.B`. `name`: the first path component.
    case importDecl
    /// Children: …, genericParameterClause?, inheritanceClause?, whereClause?, memberBlock.
    case structDecl, classDecl, enumDecl, actorDecl, protocolDecl
    /// `name`: first token of the extended type. Children: …, type, inheritanceClause?, whereClause?, memberBlock.
    case extensionDecl
    /// `name`: the name (an identifier or an operator token). Children: …, genericParameterClause?,
    /// parameterClause, effects?, returnClause?, whereClause?, codeBlock?.
    case funcDecl
    /// `aux`: the `?`/`!` token of a failable init. Children like funcDecl.
    case initDecl, deinitDecl, subscriptDecl
    /// `let`/`var`. `aux`: the `let`/`var` token. Children: …, patternBinding+.
    case variableDecl
    /// One `pattern: Type = value { accessors }`. `name`: the bound name for a simple identifier
    /// pattern. Flags: `.computed` when it has a getter. Children: pattern, typeAnnotation?,
    /// initializerClause?, accessorBlock? | codeBlock?.
    case patternBinding
    /// Child: a type.
    case typeAnnotation
    /// `= expr`. Child: the expression.
    case initializerClause
    /// `{ get … set … }` / `{ willSet … didSet … }`. Children: accessorDecl+.
    case accessorBlock
    /// `name`: `get`, `set`, `willSet`, `didSet`, … Children: attributes, modifiers, parameter?, codeBlock?.
    case accessorDecl
    /// `typealias A<T> = B`. Children: …, genericParameterClause?, type.
    case typealiasDecl
    case associatedtypeDecl
    /// `case a, b(Int), c = 1`. Children: …, enumCaseElement+.
    case enumCaseDecl
    /// `name`: the case name. Children: parameterClause?, initializerClause?.
    case enumCaseElement
    /// `operator`, `precedencegroup`, `#sourceLocation(…)` and other declarations kept only as a
    /// range. A `macro`
    /// declaration also has `name` (the macro's name) and children …, genericParameterClause?,
    /// parameterClause, returnClause?, initializerClause? (the `= #externalMacro(…)` definition),
    /// whereClause?.
    case otherDecl
    /// `#Preview("x") { … }`, `#warning(…)` in declaration or statement position. `name`: the `#name`
    /// token. Children: attributes and modifiers (`@available(macOS 14, *) #Preview`), argument*,
    /// trailingClosure*.
    case macroExpansionDecl

    // Declaration parts
    /// `@Name(args)`. `name`: the first token of the attribute's name. Children: type (the
    /// name, possibly generic or qualified), argument*.
    case attribute
    /// `private`, `static`, `mutating`, `private(set)`, …. `name`: the keyword token.
    case modifier
    /// `<T: View, U>`. Children: genericParameter+.
    case genericParameterClause
    /// `name`: the parameter name. Children: inheritance type?.
    case genericParameter
    /// `: A, B`. Children: types.
    case inheritanceClause
    /// `where …`. Children: requirement types/expressions, kept loosely.
    case whereClause
    /// `( … )` of a function, init, subscript or closure. Children: parameter*.
    case parameterClause
    /// `label name: Type = default`. `name`: first name token; `aux`: second name token (or -1).
    /// Children: attributes?, type?, initializerClause?.
    case parameter
    /// `async throws` etc. kept as a range.
    case effects
    /// `-> Type`. Child: type.
    case returnClause

    // Types. `name`: the name token where there is one.
    /// `Foo`, `Foo<Bar>`, `Self`, `Any`. Children: genericArgumentClause?.
    case simpleType
    /// `Base.Name<Args>`, and `Module::Name` (a module selector reads as a qualifier). Children:
    /// base type, genericArgumentClause?.
    case memberType
    /// `<A, B>` in a type or expression. Children: types.
    case genericArgumentClause
    /// Children: wrapped type (an inline array `[3 of Int]`: the count, then the element type).
    case optionalType, implicitlyUnwrappedType, arrayType, metatypeType
    /// Children: key type, value type.
    case dictionaryType
    /// Children: element types (a `label:` is not kept).
    case tupleType
    /// Children: tupleType (parameters), effects?, result type.
    case functionType
    /// `some P`, `any P`, `inout T`, `@escaping T`, `borrowing T`, `repeat each T`, `~Copyable`,
    /// `nonisolated(nonsending) T`…. `name`: the specifier token. Children: attributes?, the type.
    /// An opaque type with generic parameters, `<T: P> T`, is an attributedType without a name
    /// whose children are the genericParameterClause and the type.
    case someType, anyType, attributedType
    /// `A & B`. Children: types.
    case compositionType

    // Statements
    /// Children: conditionList, codeBlock, (ifStmt | codeBlock)? for the else branch.
    case ifStmt
    /// Children: conditionList, codeBlock.
    case guardStmt
    /// Children: expression conditions, optionalBinding, casePattern (`case P = e`), availability.
    case conditionList
    /// `let x = e` / `var x` / `let x`. `name`: the bound name. Children: pattern?, type?, expression?.
    case optionalBinding
    /// `case .a(let x) = e`. Children: pattern expression, expression.
    case caseCondition
    /// Children: subject expression, then switchCase* and ifConfig*.
    case switchStmt
    /// `case p1, p2 where c:` or `default:`. `name`: the `case`/`default` token. Children:
    /// caseItem*, then items of the case body.
    case switchCase
    /// One pattern of a case label. Children: pattern expression, whereClause?.
    case caseItem
    /// `for pattern in sequence where c { }`. Children: pattern, sequence expression, whereClause?, codeBlock.
    case forStmt
    /// Children: conditionList, codeBlock.
    case whileStmt
    /// Children: codeBlock, condition expression.
    case repeatStmt
    /// Children: codeBlock, catchClause*.
    case doStmt
    /// Children: patterns?, codeBlock.
    case catchClause
    /// Child: expression?.
    case returnStmt, throwStmt
    /// Child: codeBlock.
    case deferStmt
    /// `break`, `continue`, `fallthrough` with optional label.
    case breakStmt, continueStmt, fallthroughStmt

    // Conditional compilation
    /// `#if … #endif` in any position. Children: ifConfigClause+.
    case ifConfig
    /// `#if cond` / `#elseif cond` / `#else` and its items. `name`: the directive token.
    /// Children: condition expression (not for `#else`), then the items.
    case ifConfigClause
    /// `base #if … .modifier() #endif`: modifiers applied under a condition. Children: base
    /// expression, ifConfig (whose clause items are implicit-member chains).
    case postfixIfConfig

    // Expressions
    /// `foo`, `self`, `Self`, `super`, `$x`, `$0`, `_`. `name`: the token.
    case identifier
    case integerLiteral, floatLiteral, booleanLiteral, nilLiteral, regexLiteral
    /// `"…"`. Children: the expressions inside `\( … )` interpolations (as argument nodes).
    case stringLiteral
    /// Children: elements.
    case arrayLiteral
    /// Children: dictionaryElement*.
    case dictionaryLiteral
    /// Children: key, value.
    case dictionaryElement
    /// `( … )`: a parenthesised expression or a tuple. Children: argument* (labels kept).
    case tupleExpr
    /// `base.name` or `.name` (no base: an implicit member), and `Module::name` (a module selector
    /// reads as a qualifier). `name`: the member token (identifier, keyword like `init`/`self`,
    /// integer for `t.0`, or an operator after `::`). Children: base expression?, genericArgumentClause?.
    case memberAccess
    /// `callee(arguments) { trailing } label: { trailing }`. Children: callee expression,
    /// argument*, trailingClosure*.
    case call
    /// `base[arguments]`. Children: base, argument*, trailingClosure*.
    case subscriptCall
    /// `label: expr` or `expr` in a call, subscript, tuple or macro. `name`: the label token or -1.
    /// Children: the expression.
    case argument
    /// `{ … }` after a call; `name`: the label token (-1 for the first, unlabelled one).
    /// Child: closure.
    case trailingClosure
    /// `{ [captures] (params) -> T in statements }`. Children: closureSignature?, items.
    case closure
    /// Children: captureList?, parameterClause? | identifier*, effects?, returnClause?.
    case closureSignature
    /// `[weak self, x = y]`. Children: argument-like captureItem*.
    case captureList
    /// `name`: the captured name. `aux`: `weak`/`unowned` token. Children: expression?.
    case captureItem
    /// `\Root.a.b`, `\.self`. Children: root type?, keyPathComponent*.
    case keyPath
    /// `name`: the property token, or -1 for `[subscript]` (children: arguments), `?`, `!`.
    case keyPathComponent
    /// Unfolded operator sequence `a + b * c`, `x ? y : z`, `v as? T`, `a = b`. Children alternate
    /// operand, operator node, operand, …
    case sequenceExpr
    /// `name`: the operator token.
    case binaryOperator
    /// `=`.
    case assignmentOperator
    /// `? then :`. Child: the then-expression.
    case ternaryOperator
    /// `as T`, `as? T`, `as! T`, `is T`. `name`: the `as`/`is` token. Child: type.
    case castOperator
    /// `-x`, `!x`, `..<x`. `name`: the operator. Child: operand.
    case prefixOperatorExpr
    /// `x!`, `x?` (optional chaining), `x...`. `name`: the operator. Child: operand.
    case postfixOperatorExpr
    /// `&x`. Child: operand.
    case inoutExpr
    /// `try`, `try?`, `try!` (tryExpr); `await` and the other words that prefix an expression
    /// without changing its value: `consume`, `copy`, `borrow`, `unsafe`, and a parameter pack's
    /// `repeat` and `each` (awaitExpr). `name`: the keyword. Child: operand.
    case tryExpr, awaitExpr
    /// `Foo<Bar>` in expression position (`Binding<Bool>(…)`). Children: base, genericArgumentClause.
    case specializeExpr
    /// `#name(args) { }` in expression position. `name`: the `#name` token.
    case macroExpansionExpr
    /// A type in expression position that cannot be an expression (`[Int].self`'s `[Int]` is an
    /// arrayLiteral instead; this is for `some`/`any`/function types). Child: type.
    case typeExpr
    /// `let x` / `var x` in a pattern (`case let .a(x)`), and the other binding words (`inout`,
    /// `borrowing`, `_mutating`…). `name`: the word. Child: pattern.
    case valueBindingPattern
    /// `is T` pattern. Child: type.
    case isPattern
}

/// Node facts that fit in a byte.
public struct SyntaxFlags: OptionSet, Sendable, Hashable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A patternBinding with a getter (computed property), or an accessor-less brace body.
    public static let computed = SyntaxFlags(rawValue: 1 << 0)
    /// An ifConfigClause that is `#else`, or a closure written as a trailing closure.
    public static let isElse = SyntaxFlags(rawValue: 1 << 1)
    /// A node the parser had to close without its closing token (`)`, `}`, `]`, `>`).
    public static let unterminated = SyntaxFlags(rawValue: 1 << 2)
    /// A `try?`/`as?`-style optional variant.
    public static let optional = SyntaxFlags(rawValue: 1 << 3)
    /// A `try!`/`as!`-style forced variant.
    public static let forced = SyntaxFlags(rawValue: 1 << 4)
}

/// One node in the arena. 36 bytes; nodes refer to each other by index (`SyntaxTree.NodeID`).
public struct SyntaxNode: Sendable {
    public var kind: SyntaxKind
    public var flags: SyntaxFlags
    /// Token index range `firstToken ..< endToken` into `SyntaxTree.tokens` (may be empty for a
    /// node the parser synthesised where something was missing).
    public var firstToken: Int32
    public var endToken: Int32
    /// Byte range in the source (exact even where a `>>` token was split between two nodes).
    public var startOffset: UInt32
    public var endOffset: UInt32
    /// Children are `SyntaxTree.childList[childStart ..< childStart + childCount]`.
    public var childStart: Int32
    public var childCount: Int32
    /// Parent node, or -1 for the root.
    public var parent: Int32
    /// A token index that names the node (see the kind's documentation), or -1.
    public var name: Int32
    /// A second token index for kinds that need one, or -1.
    public var aux: Int32
}

/// A problem the parser found. The offset is a UTF-8 byte offset into the file; use
/// `SourceFile.location(of:)` for line and column.
public struct ParseDiagnostic: Sendable, Equatable {
    public var offset: UInt32
    public var message: String
    public init(offset: UInt32, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The parser's output: nodes in an arena (children before parents; the root is last).
public struct SyntaxTree: Sendable {
    public typealias NodeID = Int32

    public let file: SourceFile
    /// The tokens the node ranges index. Same as the tokenizer's, except that a `>>` (or `>?`…)
    /// closing a generic list is narrowed to its remaining characters.
    public let tokens: [Token]
    public let nodes: [SyntaxNode]
    public let childList: [NodeID]
    /// The calls and the struct, class, enum and actor declarations, in arena order: what the
    /// index's per-file pass looks at (one node in eight), so that it need not read every node.
    public let callAndTypeNodes: [NodeID]
    public let root: NodeID
    /// Parser diagnostics followed by none of the tokenizer's (see `lexicalDiagnostics`).
    public let diagnostics: [ParseDiagnostic]
    public let lexicalDiagnostics: [LexicalDiagnostic]
    /// The walk order laid out, on a tree prepared for many walks (`preparedForWalks`).
    public internal(set) var walkOrder: WalkOrder?

    init(file: SourceFile, tokens: [Token], nodes: [SyntaxNode], childList: [NodeID], callAndTypeNodes: [NodeID],
         root: NodeID, diagnostics: [ParseDiagnostic], lexicalDiagnostics: [LexicalDiagnostic]) {
        self.file = file
        self.tokens = tokens
        self.nodes = nodes
        self.childList = childList
        self.callAndTypeNodes = callAndTypeNodes
        self.root = root
        self.diagnostics = diagnostics
        self.lexicalDiagnostics = lexicalDiagnostics
    }

    /// Tokenizes and parses `file`.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        Parser.parse(file: file, tokenized: Tokenizer.tokenize(file))
    }

    @inlinable public subscript(id: NodeID) -> SyntaxNode { nodes[Int(id)] }

    @inlinable public func kind(_ id: NodeID) -> SyntaxKind { nodes[Int(id)].kind }

    public func children(_ id: NodeID) -> ArraySlice<NodeID> {
        let node = nodes[Int(id)]
        return childList[Int(node.childStart) ..< Int(node.childStart + node.childCount)]
    }

    /// The first child of `id`, if any.
    public func firstChild(_ id: NodeID) -> NodeID? {
        let node = nodes[Int(id)]
        return node.childCount > 0 ? childList[Int(node.childStart)] : nil
    }

    /// The first child of `id` of the given kind.
    public func child(_ id: NodeID, kind: SyntaxKind) -> NodeID? {
        children(id).first { nodes[Int($0)].kind == kind }
    }

    public func children(_ id: NodeID, kind: SyntaxKind) -> [NodeID] {
        children(id).filter { nodes[Int($0)].kind == kind }
    }

    public func parent(_ id: NodeID) -> NodeID? {
        let parent = nodes[Int(id)].parent
        return parent >= 0 ? parent : nil
    }

    /// Byte range of the node in `file.bytes`.
    public func byteRange(_ id: NodeID) -> Range<Int> {
        let node = nodes[Int(id)]
        return Int(node.startOffset) ..< Int(max(node.startOffset, node.endOffset))
    }

    /// The node's source text.
    public func text(_ id: NodeID) -> String { file.text(byteRange(id)) }

    /// The text of token `index` (e.g. a node's `name`), or "" for -1.
    public func tokenText(_ index: Int32) -> String {
        guard index >= 0 else { return "" }
        return file.text(tokens[Int(index)].byteRange)
    }

    /// The text of the node's `name` token, without backticks.
    public func name(_ id: NodeID) -> String {
        let index = nodes[Int(id)].name
        guard index >= 0 else { return "" }
        return file.text(tokens[Int(index)].nameByteRange)
    }

    /// Whether the node's `name` token spells `text` (no String allocated).
    public func nameEquals(_ id: NodeID, _ text: StaticString) -> Bool {
        tokenEquals(nodes[Int(id)].name, text)
    }

    /// Whether token `index` spells exactly `text` (backticks ignored).
    public func tokenEquals(_ index: Int32, _ text: StaticString) -> Bool {
        guard index >= 0 else { return false }
        return file.bytes.withUnsafeBufferPointer { tokens[Int(index)].spellsName(text, in: $0) }
    }

    /// Line and column where the node starts.
    public func location(_ id: NodeID) -> SourceLocation { file.location(of: Int(nodes[Int(id)].startOffset)) }

    /// Whether the tree (or the tokens) carry any error.
    public var hasErrors: Bool { !diagnostics.isEmpty || !lexicalDiagnostics.isEmpty }
}
