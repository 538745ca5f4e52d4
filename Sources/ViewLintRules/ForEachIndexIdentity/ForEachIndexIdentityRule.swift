import ViewLint

/// `ForEach`/`List` rows keyed by position (indices, offsets, non-constant ranges) instead of by
/// the element they show.
public struct ForEachIndexIdentityRule: Rule {
    public static let description = RuleDescription(
        id: "foreach_index_identity",
        name: "ForEach Index Identity",
        summary: "`ForEach`/`List` rows keyed by position instead of by element",
        rationale: """
            `ForEach` gives each row the identity of its id. Keyed by index or offset, a row's \
            identity is its position, not the element it shows. After an insert, a delete or a \
            move, the row at a position keeps its `@State`, focus and animation state while \
            showing a different element: a text field's draft, an expanded section or a swipe \
            action lands on the wrong item, and insertions animate as changes of every row below. \
            `ForEach(0..<n)` over a range that is not constant is worse: SwiftUI keeps the first \
            count and logs a warning when `n` changes.
            """,
        howToFix: """
            Key rows by the element: `ForEach(items)` with `Identifiable` elements, or \
            `ForEach(items, id: \\.stableKey)`. For editable rows use `ForEach($items) { $item in … }` \
            instead of indexing into the array. If you need the position, use \
            `ForEach(Array(items.enumerated()), id: \\.element.id)`.
            """,
        category: .identity,
        defaultSeverity: .warning,
        triggeringExamples: ForEachIndexIdentityRuleExamples.triggering,
        nonTriggeringExamples: ForEachIndexIdentityRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<PositionKeyedRows>] {
        let tree = file.tree
        var findings: [RuleMatch<PositionKeyedRows>] = []
        file.walk(.call) { id in
            guard tree.kind(id) == .call, file.viewCode.contains(id), !tree.isMethodCall(id), !tree.isImplicitMemberCall(id) else {
                return .visitChildren
            }
            let container = file.calleeName(id)
            guard container == "ForEach" || container == "List",
                  let data = tree.firstUnlabelledArgument(id),
                  let keying = PositionKeying(data: data, key: tree.argument(id, labelled: "id"), call: id, in: tree, index: context.index)
            else { return .visitChildren }
            // A range without `id:` keeps its first row count wherever it is and whatever the
            // rows hold (model rule 37): only rows keyed by position can be excused by where
            // they are shown or what identity they carry.
            let keysByPosition = keying.shape == .indices || keying.shape == .enumerated
            // A `Picker`'s options with no `.tag` of their own: the `ForEach` id is each option's
            // tag, the value the selection holds (fact 53), so the position is what the picker
            // selects, and keying by element would change what the selection means.
            let picker = keysByPosition ? MenuRows.pickerOptions(around: id, in: tree) : nil
            if picker != nil, !tree.descendants(of: id, kind: .call).contains(where: { tree.isMethodCall($0) && tree.calleeName($0) == "tag" }) {
                return .visitChildren
            }
            // Rows reading neither their element nor their position, built of SwiftUI's views
            // alone, are one view repeated: keyed by position or by element, the same rows
            // result. A project view in them may keep state a delete would move to another row.
            let showsNoElement = keysByPosition && RowPosition.ignoresParameters(id, in: tree)
            if showsNoElement, !RowPosition.mayBuildProjectViews(id, in: tree, index: context.index) { return .visitChildren }
            let rowIdentity = keysByPosition ? RowIdentity.inside(id, shape: keying.shape, collection: keying.collection, in: tree) : nil
            let message: String
            if !keysByPosition {
                message = "`\(container)` over the changing range \(keying.explanation) keeps the row count it first saw and keys rows by offset"
            } else if rowIdentity != nil {
                // The row's own `.id` remakes it for another element: only animations are lost.
                message = "`\(container)` rows are keyed by position (\(keying.explanation)): each row's own `.id` keeps state with its element, but an insert, delete or move animates as rows replaced in place, not moved"
            } else {
                message = "`\(container)` rows are keyed by position (\(keying.explanation)): after an insert, delete or move, row state and animations go to the wrong element"
            }
            let position = RowPosition(rows: id, shape: keying.shape, collection: keying.collection, in: tree)
            let help = ScrollPositionKeys.help(position.map { keying.help(for: $0, in: tree) } ?? keying.help, around: id, in: tree)
            findings.append(RuleMatch(finding(message, at: tree.nameRange(ofCallee: id), in: file, help: help),
                                      site: PositionKeyedRows(call: id, data: data, collection: keying.collection, shape: keying.shape,
                                                              container: container, position: position,
                                                              menu: keysByPosition ? MenuRows.menu(around: id, in: tree) ?? picker?.place : nil,
                                                              rowIdentity: rowIdentity, keying: keying.explanation, showsNoElement: showsNoElement)))
            return .visitChildren
        }
        return findings
    }
}

/// A `ForEach`/`List` whose rows are keyed by position: the call, its data argument, and the
/// collection whose positions they are.
public struct PositionKeyedRows: Sendable {
    public enum Shape: Sendable, Equatable {
        case indices, constantRange, enumerated
        /// `ForEach(0..<n)` whose bound is a count of its own (`n`), not a collection's.
        case rangeCount(SyntaxTree.NodeID)
    }
    public var call: SyntaxTree.NodeID
    public var data: SyntaxTree.NodeID
    public var collection: SyntaxTree.NodeID?
    public var shape: Shape
    /// `ForEach` or `List`, as the message names it.
    public var container: String
    /// How the rows use their position; nil when the rows' closure cannot be read.
    var position: RowPosition?
    /// The menu or alert the rows are the items of (MenuRows), else nil.
    var menu: MenuRows.Place?
    /// The `.id(…)` each row's view is given from its element (RowIdentity), quoted, else nil.
    var rowIdentity: String?
    /// What keys the rows by position, as the message quotes it (`id: \.offset`).
    var keying = ""
    /// Position-keyed rows whose closure reads none of its parameters: each row is the same
    /// view, showing no element of its own (`RowPosition.ignoresParameters`).
    var showsNoElement = false
}
