import ViewLint

extension SyntaxTree {
    /// `State` for `@State`, `@SwiftUI.State` and `@State<Int>`.
    func wrapperName(of attribute: NodeID) -> String {
        firstChild(attribute).map { typeName(of: $0) } ?? name(attribute)
    }

    /// The attribute's name without `@` (where findings about a wrapper point).
    func attributeNameRange(_ attribute: NodeID) -> Range<Int> {
        firstChild(attribute).map { byteRange($0) } ?? byteRange(attribute)
    }

    /// `T` for `T?` and `T!`.
    func unwrappingOptional(_ type: NodeID) -> NodeID {
        var node = type
        while kind(node) == .optionalType || kind(node) == .implicitlyUnwrappedType, let wrapped = firstChild(node) { node = wrapped }
        return node
    }

    /// The `var`/`let` keyword of a variable declaration.
    func variableKeywordRange(_ declaration: NodeID) -> Range<Int>? {
        let keyword = self[declaration].aux
        return keyword >= 0 ? tokens[Int(keyword)].byteRange : nil
    }
}

extension SyntaxTree {
    /// Every name along a member path (`self.model.loadTask` → `self`, `model`, `loadTask`),
    /// through optional chaining.
    func memberNames(in expression: NodeID) -> [String] {
        switch kind(expression) {
        case .identifier: return [name(expression)]
        case .memberAccess: return (memberBase(expression).map { memberNames(in: $0) } ?? []) + [name(expression)]
        case .postfixOperatorExpr, .tryExpr, .awaitExpr: return firstChild(expression).map { memberNames(in: $0) } ?? []
        default: return []
        }
    }
}

extension SyntaxTree {
    /// Whether two nodes spell the same tokens (whitespace and comments aside).
    func sameTokens(_ a: NodeID, _ b: NodeID) -> Bool {
        let ra = Int(self[a].firstToken) ..< Int(self[a].endToken), rb = Int(self[b].firstToken) ..< Int(self[b].endToken)
        guard ra.count == rb.count, !ra.isEmpty else { return false }
        return zip(ra, rb).allSatisfy { file.text(tokens[$0].byteRange) == file.text(tokens[$1].byteRange) }
    }
}

extension String {
    /// The text on one line with runs of spaces collapsed, shortened past 40 characters: source
    /// quoted in a message never spans lines or crowds out the message.
    var singleLine: String { MessageText.excerpt(self, limit: 40) }
}

extension SyntaxTree {
    /// The calls that take a closure holding `node`, innermost first, with the argument (or
    /// trailing closure) the closure is: up to `node`'s own type declaration. What presented or
    /// contained content a node sits in is read from these.
    func callsTakingClosures(around node: NodeID) -> [(call: NodeID, argument: NodeID)] {
        var found: [(call: NodeID, argument: NodeID)] = []
        var current = parent(node)
        while let id = current {
            switch kind(id) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return found
            case .closure:
                if let argument = parent(id), let (call, _) = receivingCall(of: id) { found.append((call, argument)) }
            default:
                break
            }
            current = parent(id)
        }
        return found
    }
}
