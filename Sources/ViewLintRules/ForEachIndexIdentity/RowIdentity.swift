import ViewLint

/// An `.id(…)` on each row's own view that reads the element the row shows (`.id(chapter.key)`
/// ending the helper that builds the row): a row handed another element gets another explicit
/// identity, so SwiftUI makes what is inside the `.id` anew (docs/SWIFTUI-MODEL.md rules 33–34)
/// and nothing it kept, state or animation, passes from one element to the next. Modifiers
/// applied after the `.id` keep their state with the position: a lifecycle, presentation or
/// animation modifier there leaves the question open. Read in the rows' closure and, one level
/// down, in a helper method of the same type that builds the row.
enum RowIdentity {
    /// "`.id(chapter.key)` (line 378, in `viewForChapter`)", or nil.
    /// `collection`: the collection whose positions key the rows (`PositionKeying.collection`).
    static func inside(_ call: SyntaxTree.NodeID, shape: PositionKeyedRows.Shape, collection: SyntaxTree.NodeID?,
                       in tree: SyntaxTree) -> String? {
        guard let closure = tree.trailingClosures(call).first.flatMap({ tree.value($0) }) ?? tree.argument(call, labelled: "content"),
              tree.kind(closure) == .closure else { return nil }
        let parameters = tree.closureParameterNames(closure)
        guard let position = parameters.first else { return nil }
        // Names standing for the element: the enumerated element, and locals made from it or
        // from the position (`let chapter = chapters[index]`).
        var element = Element(names: [], collection: shape == .enumerated ? nil : collection.map { RowPosition.normalized(tree.text($0)) })
        if shape == .enumerated {
            guard parameters.count == 2 else { return nil }
            element.names.insert(parameters[1])
        }
        var row: SyntaxTree.NodeID?
        for statement in tree.children(closure) where tree.kind(statement) != .closureSignature {
            if tree.kind(statement) == .variableDecl {
                for binding in tree.children(statement, kind: .patternBinding) {
                    guard let value = tree.child(binding, kind: .initializerClause).flatMap(tree.firstChild) else { continue }
                    let read = Set(tree.referencedNames(in: value))
                    if read.contains(position) || !read.isDisjoint(with: element.names) { element.names.insert(tree.name(binding)) }
                }
            } else {
                // One view per row, or nothing claimed.
                guard row == nil else { return nil }
                row = statement
            }
        }
        guard let row, !element.names.isEmpty || element.collection != nil else { return nil }
        return identity(of: row, element: element, position: position, in: tree, helper: nil, depth: 1)
    }

    /// What stands for the row's element: names (the enumerated element, locals made from it or
    /// from the position), and the collection the position indexes, whose `xs[i]` is the element.
    private struct Element {
        var names: Set<String>
        var collection: String?

        /// Whether `value` reads the element and not the position alone: a name standing for it,
        /// or the collection at the position (`images[index]`, `images[index].id`).
        func isRead(by value: SyntaxTree.NodeID, position: String, in tree: SyntaxTree) -> Bool {
            let read = Set(tree.referencedNames(in: value))
            if !read.isDisjoint(with: names), !read.contains(position) { return true }
            guard let collection else { return false }
            var node = value
            while tree.kind(node) == .memberAccess, let base = tree.memberBase(node) { node = base }
            guard tree.kind(node) == .subscriptCall, let base = tree.firstChild(node),
                  RowPosition.normalized(tree.text(base)) == collection else { return false }
            let arguments = tree.arguments(node)
            guard arguments.count == 1, let index = tree.value(arguments[0]) else { return false }
            return tree.kind(index) == .identifier && tree.name(index) == position
        }
    }

    private static func identity(of expression: SyntaxTree.NodeID, element: Element, position: String, in tree: SyntaxTree,
                                 helper: String?, depth: Int) -> String? {
        var current = expression
        while tree.kind(current) == .call, let callee = tree.firstChild(current), tree.kind(callee) == .memberAccess,
              let base = tree.memberBase(callee) {
            // Outside the `.id`: kept with the position.
            if Self.keptOutside.contains(tree.name(callee)) { return nil }
            if tree.name(callee) == "id", let value = tree.firstUnlabelledArgument(current) {
                if element.isRead(by: value, position: position, in: tree) {
                    let line = tree.file.location(of: tree.nameRange(ofCallee: current).lowerBound).line
                    return "`.id(\(tree.excerpt(value)))` (line \(line)\(helper.map { ", in `\($0)`" } ?? ""))"
                }
            }
            current = base
        }
        guard depth > 0, tree.kind(current) == .call else { return nil }
        return throughHelper(current, element: element, position: position, in: tree, depth: depth - 1)
    }

    /// Modifiers whose state (a running task, a presentation, an animation) stays with the
    /// position when applied outside the row's `.id`.
    private static let keptOutside: Set<String> = [
        "task", "onAppear", "onDisappear", "onChange", "onReceive", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "inspector", "navigationDestination", "animation", "transition", "matchedGeometryEffect",
        "focused", "refreshable", "searchable",
    ]

    /// The row built by a helper method of the rows' type (`viewForChapter(chapter, index: i)`):
    /// its returned view, with the parameters given the element standing for it.
    private static func throughHelper(_ call: SyntaxTree.NodeID, element: Element, position: String, in tree: SyntaxTree,
                                      depth: Int) -> String? {
        guard let helper = SameTypeHelper(call, in: tree) else { return nil }
        var standing: Set<String> = []
        var positionName = ""
        for (argument, parameter) in helper.bound {
            guard let value = tree.value(argument) else { continue }
            let read = Set(tree.referencedNames(in: value))
            if !read.isDisjoint(with: element.names) || element.isRead(by: value, position: position, in: tree) {
                standing.insert(tree.parameterLocalName(parameter))
            }
            if read == [position] { positionName = tree.parameterLocalName(parameter) }
        }
        guard !standing.isEmpty, let last = tree.children(helper.body).last else { return nil }
        let returned = tree.kind(last) == .returnStmt ? tree.firstChild(last) : last
        guard let returned else { return nil }
        return identity(of: returned, element: Element(names: standing), position: positionName, in: tree, helper: helper.name, depth: depth)
    }
}
