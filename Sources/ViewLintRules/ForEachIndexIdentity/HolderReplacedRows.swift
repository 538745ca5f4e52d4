import ViewLint

/// A collection a model (or value) keeps that no code edits where it lives: a `let`, a `var`
/// nothing writes, or a property computed from those. It changes only when the view is given
/// another holder, and then as a whole (docs/SWIFTUI-MODEL.md fact 59, rule 36, as `WholeReplacement`):
/// keyed by position, each row shows the element then at its place, and only state a row keeps
/// could go to another element. Decided where the code settles it (review s18 §3: Mastodon
/// MastodonServerRulesView:47, PocketCasts PatronAppIconUnlock:175, DDGMac DataImportView:217).
enum HolderReplacedRows {
    /// `let icons: [Icon] = [.a, .b]` in `holder`: every value of the type holds that constant,
    /// so whichever the view is given, the rows are the same. The declared value's text and the
    /// declaring file; nil when the member is no such `let` (or the type is declared twice).
    static func constantLet(_ member: String, of holder: String, context: ConfirmationContext) -> (value: String, path: String)? {
        guard let declared = context.index.declaredType(named: holder), declared.declarationCount == 1,
              declared.letProperties.contains(member), let path = declared.declaringPath, let tree = context.trees[path],
              let binding = context.declarations.members(of: holder, in: tree)[member], tree.kind(binding) == .patternBinding,
              let value = tree.child(binding, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
              ForEachIndexIdentityRule.isConstant(value, in: tree, index: context.index) else { return nil }
        return (tree.excerpt(value), path)
    }

    /// Whether no row holds state a position could hand on: no project view in the rows with
    /// `@State`/`@StateObject`, and no SwiftUI view keeping its own (a `TextField`, a `ScrollView`).
    static func rowsHoldNoState(_ rows: PositionKeyedRows, lowered: LoweredSite, in tree: SyntaxTree, context: ConfirmationContext) -> Bool {
        ForEachIndexIdentityRule.statefulRowTypes(in: lowered.program, owner: lowered.owner, rows: rows, tree: tree, context: context).isEmpty
            && RowState(context: context, owner: lowered.owner).builtInHolders(inRows: rows.call, in: tree).isEmpty
            && shownViewValue(inRows: rows.call, in: tree) == nil
    }

    /// Whether the rows show a view they do not construct (`vBanner.banner`, `content`): a
    /// stored view is whatever its makers put there, state included (fact 54), which no walk
    /// of the rows' constructions sees. Statements whose modifier chain starts at a call are
    /// constructions (or helpers `RowState` follows); one starting at a name, a member or any
    /// other expression is not known to hold no state.
    /// The first such statement's text ("the rows' content" where it cannot be read); nil when
    /// every statement is a construction.
    static func shownViewValue(inRows call: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let content = tree.trailingClosures(call).first.flatMap({ tree.value($0) }) ?? tree.argument(call, labelled: "content"),
              tree.kind(content) == .closure else { return "the rows' content" }
        let containers = [content] + tree.descendants(of: content, kind: .closure) + tree.descendants(of: content, kind: .codeBlock)
            + tree.descendants(of: content, kind: .switchCase)
        for container in containers {
            let items = tree.kind(container) == .closure ? tree.closureItems(container) : Array(tree.children(container))
            // An action's statements (a `Button`'s, `onTapGesture`'s) show no view.
            for item in items where isExpression(item, in: tree) && !tree.isInActionClosure(item, below: content) {
                var root = item
                while true {
                    if tree.kind(root) == .call, tree.isMethodCall(root), let callee = tree.firstChild(root), let base = tree.memberBase(callee) {
                        root = base
                    } else if tree.kind(root) == .postfixOperatorExpr, let inner = tree.firstChild(root) {
                        root = inner
                    } else {
                        break
                    }
                }
                if tree.kind(root) != .call && tree.kind(root) != .stringLiteral { return "`\(tree.excerpt(root))`" }
            }
        }
        return nil
    }

    private static func isExpression(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(node) {
        case .call, .identifier, .memberAccess, .postfixOperatorExpr, .sequenceExpr, .tupleExpr, .subscriptCall,
             .prefixOperatorExpr, .tryExpr, .awaitExpr, .macroExpansionExpr, .keyPath:
            return true
        default:
            return false
        }
    }

    /// The refutation for stateless rows over a collection that changes only as a whole:
    /// `what` says why ("`viewModel.rules` is a `let` of `ViewModel`"), `when` when it changes.
    static func refutation(_ what: String, when: String, shown: String) -> String {
        "\(what): it changes only \(when), and then as a whole (no code inserts, deletes or moves its elements), so each row keyed by its position shows the element then at its place (keyed by id, a row would go with its element instead), and no row of \(shown) holds state that would stay with its place"
    }

    /// A collection the code reaches through a value it does not edit, changing only as a
    /// whole (`StandInFeed.replacedWhole`), in rows that hold no state: refuted; nil otherwise.
    static func decided(_ feed: StandInFeed, rows: PositionKeyedRows, shown: String, lowered: LoweredSite,
                        in tree: SyntaxTree, context: ConfirmationContext) -> Evidence? {
        guard case .replacedWhole(_, let what, let when) = feed, rowsHoldNoState(rows, lowered: lowered, in: tree, context: context) else { return nil }
        return Evidence.refutedByStaticFact(refutation(what, when: when, shown: shown), dependencies: lowered.dependencies)
            .based(on: RowsRefutation.replacedWhole)
    }
}
