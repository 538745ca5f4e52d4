// Project `extension View` helpers that switch a view's identity on a condition
// (`if c { transform(self) } else { self }`): what the index keeps about them and how it reads them.

/// An `extension View` helper shaped `if condition { transform(self) } else { self }`: its
/// result is `_ConditionalContent`, so flipping the condition switches identity.
public struct ConditionalHelper: Sendable, Equatable {
    /// The parameters the condition reads.
    public var conditionParameters: [HelperParameter]
    /// Whether the built side is `self.hidden()` alone, and then whether it is the `if`'s first
    /// side (hidden where the condition holds): a helper `isHidden(_:)` the rule can offer
    /// `.opacity(…)` for, as it does for `.hidden()` written inline.
    public var hidesWhenTrue: Bool?

    public init(conditionParameters: [HelperParameter], hidesWhenTrue: Bool? = nil) {
        self.conditionParameters = conditionParameters
        self.hidesWhenTrue = hidesWhenTrue
    }
}

/// A parameter of a project function as a call site fills it.
public struct HelperParameter: Sendable, Equatable {
    /// The argument label ("" for `_`).
    public var label: String
    /// How many unlabelled parameters come before it (its place among unlabelled arguments).
    public var unlabelledPosition: Int
    /// A call may leave it out.
    public var hasDefault: Bool
    /// The name the function's body reads it by (`themedColor` of `_ themedColor: ThemedColor?`).
    public var localName: String
    /// Its declared type as written, without spaces (`ThemedColor?`, `Bool`, `Value?`).
    public var typeText: String
    /// How the condition reads it when it only asks whether it is nil; nil otherwise.
    public var nilTest: NilTest?

    /// A condition that reads a parameter only for whether it holds a value.
    public enum NilTest: String, Sendable, Equatable {
        /// `if let p`, `if let x = p`: the first branch when it has a value.
        case bound
        /// `p != nil`.
        case notNil
        /// `p == nil`: the first branch when it is nil.
        case isNil
    }

    public init(label: String, unlabelledPosition: Int, hasDefault: Bool, localName: String = "", typeText: String = "",
                nilTest: NilTest? = nil) {
        self.label = label
        self.unlabelledPosition = unlabelledPosition
        self.hasDefault = hasDefault
        self.localName = localName
        self.typeText = typeText
        self.nilTest = nilTest
    }
}

extension ProjectFacts {
    /// `func helper(…) -> some View` in `extension View` whose body is one `if` that yields
    /// `self` on one side and something built on `self` on the other, with a condition that
    /// reads a parameter. Nil for other functions (an `if #available` inside is not a flip).
    static func conditionalHelper(_ function: SyntaxTree.NodeID, in tree: SyntaxTree) -> ConditionalHelper? {
        guard tree.hasAttribute(function, named: "ViewBuilder") || tree.declaresSomeViewResult(function),
              let body = tree.child(function, kind: .codeBlock),
              let clause = tree.child(function, kind: .parameterClause) else { return nil }
        var items = Array(tree.children(body))
        if items.count == 1, tree.kind(items[0]) == .returnStmt, let value = tree.firstChild(items[0]) { items = [value] }
        guard items.count == 1, tree.kind(items[0]) == .ifStmt,
              let conditions = tree.child(items[0], kind: .conditionList),
              SyntaxTree.ConditionalBranches(items[0], in: tree).map({ $0.buildOnSelf(in: tree, conditions: conditions) }) == true else { return nil }
        let read = Set(tree.referencedNames(in: conditions))
        var parameters: [HelperParameter] = []
        var unlabelled = 0
        for parameter in tree.children(clause, kind: .parameter) {
            let label = tree.name(parameter)
            let isUnlabelled = label == "_"
            let local = tree.parameterLocalName(parameter)
            if read.contains(local) {
                let type = tree.children(parameter).first { tree.kind($0) != .initializerClause && tree.kind($0) != .attribute }
                parameters.append(HelperParameter(label: isUnlabelled ? "" : label, unlabelledPosition: unlabelled,
                                                  hasDefault: tree.child(parameter, kind: .initializerClause) != nil,
                                                  localName: local, typeText: type.map { tree.textWithoutSpaces($0) } ?? "",
                                                  nilTest: nilTest(of: local, in: conditions, tree: tree)))
            }
            if isUnlabelled { unlabelled += 1 }
        }
        guard !parameters.isEmpty else { return nil }
        return ConditionalHelper(conditionParameters: parameters, hidesWhenTrue: hidingSide(of: items[0], parameters: parameters, in: tree))
    }

    /// `if c { self.hidden() } else { self }`, `c` the one parameter: true; the sides swapped, or
    /// `if !c`: false (both: true); nil otherwise.
    static func hidingSide(of statement: SyntaxTree.NodeID, parameters: [HelperParameter], in tree: SyntaxTree) -> Bool? {
        guard parameters.count == 1, let conditions = tree.child(statement, kind: .conditionList),
              tree.children(conditions).count == 1, let condition = tree.firstChild(conditions),
              let branches = SyntaxTree.ConditionalBranches(statement, in: tree),
              let a = tree.singleItem(branches.then), let b = tree.singleItem(branches.otherwise) else { return nil }
        let parameter = parameters[0].localName
        let negated: Bool
        if tree.kind(condition) == .identifier, tree.name(condition) == parameter {
            negated = false
        } else if tree.kind(condition) == .prefixOperatorExpr, tree.text(condition).hasPrefix("!"),
                  let operand = tree.firstChild(condition), tree.kind(operand) == .identifier, tree.name(operand) == parameter {
            negated = true
        } else {
            return nil
        }
        func hides(_ node: SyntaxTree.NodeID) -> Bool {
            guard tree.kind(node) == .call, tree.calleeName(node) == "hidden", tree.arguments(node).isEmpty else { return false }
            guard tree.isMethodCall(node) else { return tree.isImplicitSelfModifier(node) }
            return tree.firstChild(node).flatMap { tree.memberBase($0) }.map { tree.kind($0) == .identifier && tree.nameEquals($0, "self") } ?? false
        }
        func isSelf(_ node: SyntaxTree.NodeID) -> Bool { tree.kind(node) == .identifier && tree.nameEquals(node, "self") }
        if hides(a), isSelf(b) { return !negated }
        if hides(b), isSelf(a) { return negated }
        return nil
    }

    /// How the conditions read `name` when every condition reading it only asks whether it is
    /// nil, the same way each time (`if let name`, `let x = name`, `name != nil`, `name == nil`).
    static func nilTest(of name: String, in conditions: SyntaxTree.NodeID, tree: SyntaxTree) -> HelperParameter.NilTest? {
        func isName(_ node: SyntaxTree.NodeID?) -> Bool {
            guard let node else { return false }
            return tree.kind(node) == .identifier && tree.name(node) == name
        }
        var found: HelperParameter.NilTest?
        for condition in tree.children(conditions) where tree.referencedNames(in: condition).contains(name) {
            let test: HelperParameter.NilTest
            switch tree.kind(condition) {
            case .optionalBinding:
                let parts = Array(tree.children(condition))
                guard parts.count <= 1 && tree.name(condition) == name || parts.count > 1 && isName(parts.last) else { return nil }
                test = .bound
            case .sequenceExpr:
                let parts = Array(tree.children(condition))
                guard parts.count == 3, tree.kind(parts[1]) == .binaryOperator,
                      isName(parts[0]) && tree.kind(parts[2]) == .nilLiteral || isName(parts[2]) && tree.kind(parts[0]) == .nilLiteral
                else { return nil }
                switch tree.name(parts[1]) {
                case "!=": test = .notNil
                case "==": test = .isNil
                default: return nil
                }
            default:
                return nil
            }
            if let found, found != test { return nil }
            found = test
        }
        return found
    }
}

/// The two sides of `if c { A } else { B }` as view content.
extension SyntaxTree {
    public struct ConditionalBranches {
        public let then: NodeID
        public let otherwise: NodeID

        /// Nil unless the `if` has an `else` block (an `else if` chain is not one flip).
        public init?(_ ifStatement: NodeID, in tree: SyntaxTree) {
            let blocks = tree.children(ifStatement, kind: .codeBlock)
            guard blocks.count == 2 else { return nil }
            then = blocks[0]
            otherwise = blocks[1]
        }

        /// One side is `self` and the other is built on it (`transform(self)`, `self.padding()`,
        /// `padding()`, `Wrapper { self }`, or a name the condition binds to such a value:
        /// `if let view = transform(self) { view } else { self }`).
        func buildOnSelf(in tree: SyntaxTree, conditions: NodeID) -> Bool {
            guard let a = tree.singleItem(then), let b = tree.singleItem(otherwise) else { return false }
            func isSelf(_ node: NodeID) -> Bool { tree.kind(node) == .identifier && tree.nameEquals(node, "self") }
            func mentionsSelf(_ node: NodeID) -> Bool { tree.descendants(of: node, kind: .identifier).contains { isSelf($0) } }
            func builtOnSelf(_ node: NodeID) -> Bool {
                if isSelf(node) { return false }
                if mentionsSelf(node) || tree.kind(node) == .call && tree.isImplicitSelfModifier(node) { return true }
                guard tree.kind(node) == .identifier else { return false }
                return tree.children(conditions, kind: .optionalBinding).contains { binding in
                    tree.name(binding) == tree.name(node) && tree.children(binding).count > 1 && tree.children(binding).last.map(mentionsSelf) == true
                }
            }
            return isSelf(a) && builtOnSelf(b) || isSelf(b) && builtOnSelf(a)
        }
    }
}
