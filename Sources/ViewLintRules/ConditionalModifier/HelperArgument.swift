import ViewLint

/// What a helper call's arguments decide before any run, from Swift's types: an argument whose
/// type cannot be the helper's parameter type means Swift calls another function of that name
/// (SwiftUI's own `.tint(Color?)` beside the project's `tint(_: ThemedColor?)`), and an argument
/// that is never nil fixes a helper's `if let` to its first branch.
struct HelperArgument {
    let tree: SyntaxTree
    let index: ProjectModel
    let view: ViewTypeInfo?

    init(tree: SyntaxTree, index: ProjectModel, at node: SyntaxTree.NodeID) {
        self.tree = tree
        self.index = index
        view = tree.enclosingTypeName(node).flatMap { index.viewType(named: $0) }
    }

    /// Each condition parameter of the helper with the argument the call passes for it (nil:
    /// left out, its default).
    static func pairs(of call: SyntaxTree.NodeID, helper: ConditionalHelper,
                      in tree: SyntaxTree) -> [(parameter: HelperParameter, value: SyntaxTree.NodeID?)] {
        helper.conditionParameters.map { ($0, ConditionalModifierRule.conditionArgument(of: call, for: $0, in: tree)) }
    }

    // MARK: Which function is called

    /// Whether the value's type is known and cannot be `parameter`'s: a project struct or enum
    /// takes only its own values (and nil), so the call is another function's.
    func excludes(_ parameter: HelperParameter, value: SyntaxTree.NodeID) -> Bool {
        guard let expected = HeldObject.simpleTypeName(parameter.typeText),
              let declared = index.declaredType(named: expected), declared.declarationCount == 1,
              declared.kind == .struct || declared.kind == .enum,
              let given = knownType(value) else { return false }
        return given != expected
    }

    /// The simple name of the value's type, where the code spells it: a stored property or a
    /// function parameter with a written type, a construction `T(…)`, either side of a ternary.
    /// Nil for an implicit member (`.blue`): its type is the one the called function asks for.
    func knownType(_ value: SyntaxTree.NodeID) -> String? {
        switch tree.kind(value) {
        case .identifier:
            return declaredTypeText(of: value).flatMap(HeldObject.simpleTypeName)
        case .call:
            guard !tree.isMethodCall(value), !tree.isImplicitMemberCall(value),
                  let callee = tree.firstChild(value), tree.kind(callee) == .identifier else { return nil }
            let name = tree.name(callee)
            return name.first?.isUppercase == true ? name : nil
        case .tupleExpr:
            return singleElement(of: value).flatMap(knownType)
        case .sequenceExpr:
            guard let (then, otherwise) = ternaryBranches(value) else { return nil }
            let sides = [then, otherwise].map { tree.kind($0) == .nilLiteral ? nil : knownType($0) }
            if let a = sides[0], let b = sides[1] { return a == b ? a : nil }
            return sides[0] ?? sides[1]
        default:
            return nil
        }
    }

    // MARK: Never nil

    /// Whether the value can never be nil: a literal, a stored property or parameter whose
    /// written type is not optional, a static member every declaration of which gives a
    /// non-optional type (`.accent(4)`, `Theme.accent`), or a ternary of such values.
    func isNeverNil(_ value: SyntaxTree.NodeID) -> Bool {
        switch tree.kind(value) {
        case .identifier:
            return declaredTypeText(of: value).map(Self.isNonOptional) ?? false
        case .memberAccess:
            // `.accent` or `Theme.accent` (a type's member, not a value's).
            if let base = tree.memberBase(value) {
                guard tree.kind(base) == .identifier, tree.name(base).first?.isUppercase == true else { return false }
            }
            return staticMemberIsNeverNil(tree.name(value))
        case .call:
            guard let callee = tree.firstChild(value), tree.kind(callee) == .memberAccess else {
                return StoredValues.isSurelyNonNil(value, in: tree)
            }
            if let base = tree.memberBase(callee) {
                guard tree.kind(base) == .identifier, tree.name(base).first?.isUppercase == true else { return false }
            }
            return staticMemberIsNeverNil(tree.name(callee))
        case .tupleExpr:
            return singleElement(of: value).map(isNeverNil) ?? false
        case .sequenceExpr:
            if let (then, otherwise) = ternaryBranches(value) { return isNeverNil(then) && isNeverNil(otherwise) }
            return StoredValues.isSurelyNonNil(value, in: tree)
        default:
            return StoredValues.isSurelyNonNil(value, in: tree)
        }
    }

    /// Every static member of that name the project declares gives a written, non-optional type.
    func staticMemberIsNeverNil(_ name: String) -> Bool {
        guard name != "none", name != "init" else { return false }
        let types = index.staticMemberTypes(named: name)
        return !types.isEmpty && types.allSatisfy(Self.isNonOptional)
    }

    /// `ThemedColor`, `[Int]`: written, and neither `T?`, `T!` nor `Optional<T>`.
    static func isNonOptional(_ typeText: String) -> Bool {
        let text = typeText.filter { !$0.isWhitespace }
        return !text.isEmpty && !text.hasSuffix("?") && !text.hasSuffix("!") && !text.hasPrefix("Optional<")
            && !text.hasPrefix("Swift.Optional<")
    }

    // MARK: Reading the code

    /// The written type of the stored property or function parameter a bare name reads; nil
    /// for locals, closure parameters and names with no written type.
    func declaredTypeText(of identifier: SyntaxTree.NodeID) -> String? {
        let name = tree.name(identifier)
        switch LocalName(name, at: identifier, in: tree) {
        case .parameter(let declaration?):
            return tree.children(declaration).first { ![.initializerClause, .attribute].contains(tree.kind($0)) }
                .map { tree.text($0).filter { !$0.isWhitespace } }
        case .parameter(nil), .local:
            return nil
        case nil:
            guard let stored = view?.storedProperties.first(where: { $0.name == name }), !stored.typeText.isEmpty else { return nil }
            return stored.typeText
        }
    }

    /// `c ? a : b` (`x == y ? a : b`) as an unfolded sequence: its two results, when the one
    /// after `:` is a single operand (the ternary binds loosest, so it is the whole of it).
    func ternaryBranches(_ sequence: SyntaxTree.NodeID) -> (SyntaxTree.NodeID, SyntaxTree.NodeID)? {
        let parts = Array(tree.children(sequence))
        guard let k = parts.firstIndex(where: { tree.kind($0) == .ternaryOperator }), k > 0, k == parts.count - 2,
              let then = tree.firstChild(parts[k]) else { return nil }
        return (then, parts[k + 1])
    }

    func singleElement(of tuple: SyntaxTree.NodeID) -> SyntaxTree.NodeID? {
        let elements = Array(tree.children(tuple))
        guard elements.count == 1, tree.label(elements[0]).isEmpty else { return nil }
        return tree.value(elements[0])
    }
}

// MARK: - Decided before a run

extension HelperArgument {
    /// SwiftUI modifiers a project helper may share a name and labels with (`tint(_:)`): which
    /// one a call reaches, the argument's type decides.
    static let swiftUISignatures: Set<String> = [
        "tint(_:)", "foregroundStyle(_:)", "foregroundColor(_:)", "accentColor(_:)", "background(_:)", "font(_:)",
        "fontWeight(_:)", "fontDesign(_:)", "listRowBackground(_:)", "border(_:)", "badge(_:)", "navigationTitle(_:)",
        "help(_:)", "opacity(_:)", "disabled(_:)", "padding(_:)", "cornerRadius(_:)", "overlay(_:)", "mask(_:)",
        "clipShape(_:)", "contentShape(_:)", "scrollContentBackground(_:)", "labelStyle(_:)", "buttonStyle(_:)",
        "toggleStyle(_:)", "pickerStyle(_:)", "listStyle(_:)", "textFieldStyle(_:)", "redacted(reason:)", "tag(_:)",
        "accessibilityLabel(_:)", "keyboardType(_:)", "textCase(_:)", "lineLimit(_:)", "blur(radius:)", "scaleEffect(_:)",
        "rotationEffect(_:)", "offset(_:)", "zIndex(_:)", "allowsHitTesting(_:)", "symbolRenderingMode(_:)",
        "symbolVariant(_:)", "preferredColorScheme(_:)", "multilineTextAlignment(_:)", "shadow(radius:)", "animation(_:)",
    ]

    /// `tint(_:)`, as the call spells its labels; `.tint(…)` when it passes trailing closures.
    static func signature(of call: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        let name = tree.calleeName(call)
        guard tree.trailingClosures(call).isEmpty else { return ".\(name)(…)" }
        return name + "(" + tree.arguments(call).map { (tree.label($0).isEmpty ? "_" : tree.label($0)) + ":" }.joined() + ")"
    }

    /// Why the helper at `call` takes one branch for good, whatever the view does: each of its
    /// condition's parameters that it only tests for nil is given a value that is never nil,
    /// and the rest are fixed. Nil otherwise.
    func decidedBranch(of call: SyntaxTree.NodeID, helper: ConditionalHelper, constness: ConditionConstness) -> String? {
        var clauses: [String] = [], given: [String] = []
        for (parameter, value) in Self.pairs(of: call, helper: helper, in: tree) {
            guard let value else { continue } // its default: a constant
            if let test = parameter.nilTest, isNeverNil(value) {
                let name = parameter.localName
                switch test {
                case .bound: clauses.append("its `if let \(name)` always takes the first branch")
                case .notNil: clauses.append("its `\(name) != nil` is always true")
                case .isNil: clauses.append("its `\(name) == nil` is always false")
                }
                given.append("`\(MessageText.excerpt(tree.text(value).singleLine, limit: 40))`")
                continue
            }
            if tree.kind(value) == .closure || !constness.isFixed(value) { return nil }
        }
        guard !clauses.isEmpty else { return nil }
        let what = given.count == 1 ? "a value that is never nil here (\(given[0]))" : "values that are never nil here (\(given.joined(separator: ", ")))"
        return "`\(Self.signature(of: call, in: tree))` is given \(what), so \(clauses.joined(separator: " and ")): one identity"
    }

    /// When SwiftUI has a modifier of the call's name and labels, and an argument's type, which
    /// decides between it and the project's helper, is not known: both, named. Nil otherwise.
    func undecidedOverload(of call: SyntaxTree.NodeID, helper: ConditionalHelper) -> String? {
        let signature = Self.signature(of: call, in: tree)
        guard Self.swiftUISignatures.contains(signature) else { return nil }
        for (parameter, value) in Self.pairs(of: call, helper: helper, in: tree) {
            guard let value, let expected = HeldObject.simpleTypeName(parameter.typeText),
                  let declared = index.declaredType(named: expected), declared.kind == .struct || declared.kind == .enum,
                  knownType(value) == nil else { continue }
            let label = parameter.label.isEmpty ? "_" : parameter.label
            let own = tree.arguments(call).count == 1 ? "\(tree.calleeName(call))(\(label): \(parameter.typeText))" : signature
            return "`.\(tree.calleeName(call))(…)` calls SwiftUI's own `\(signature)`, which keeps one view, or the project's `\(own)`, which switches between two: the argument's type decides, and the engine cannot tell it"
        }
        return nil
    }
}
