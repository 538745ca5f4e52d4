// Lowering `ForEach`: its data, its id key and the row closure, or a held row where the data
// is not something the engine can follow.

extension BodyLowering {
    mutating func forEach(_ node: NodeID) -> ViewTemplate {
        let closures = tree.trailingClosures(node).compactMap(tree.value) + tree.arguments(node).compactMap(tree.value).filter { tree.kind($0) == .closure }
        guard let data = tree.firstUnlabelledArgument(node), let row = closures.first else {
            return opaque("a `ForEach` the engine cannot read")
        }
        return forEach(data: data, idArgument: tree.argument(node, labelled: "id"), row: row, at: node)
    }

    /// Rules 36–37: the id strategy from how the data and `id:` are written.
    mutating func forEach(data: NodeID, idArgument: NodeID?, row: NodeID, at node: NodeID) -> ViewTemplate {
        if onSpine(node), markIndex(node) == nil { return heldRow(data: data, row: row, at: node) }
        let dataText = tree.text(data)
        let idText = idArgument.map { tree.text($0) }
        var strategy: IDStrategy
        if dataText.hasSuffix(".indices") || idText == "\\.offset" {
            strategy = .offset
        } else if dataText.contains("..<") || dataText.contains("...") {
            strategy = idText == nil ? .constantRange : .offset
        } else if let idText, idText == "\\.self" {
            strategy = .selfValue
        } else if let idText, idText.hasPrefix("\\.") {
            strategy = .keyPath(String(idText.dropFirst(2)))
        } else {
            strategy = .keyPath("id")
        }
        let parameters = tree.closureParameterNames(row)
        // `ForEach($items) { $item in … }`: the row's local is the binding, `$item` projects it.
        // `ForEach(Array($items.enumerated()), …) { (_, $item) in … }`: the binding is the row's
        // element, wherever it stands among the parameters (review ev20 #4).
        let bound = parameters.first { $0.hasPrefix("$") && $0.count > 1 }
        let element = (bound ?? parameters.first).map { $0.hasPrefix("$") && $0.count > 1 ? String($0.dropFirst()) : $0 } ?? "$0"
        var dataNode = data
        // `items.indices` and `items.enumerated()` are keyed by position; the rows see the
        // elements of `items` (a row's `items[i]` is its element).
        if dataText.hasSuffix(".indices") || dataText.contains(".enumerated()") {
            var node = data
            if tree.kind(node) == .call, tree.calleeName(node) == "Array", let inner = tree.arguments(node).first.flatMap(tree.value) { node = inner }
            if tree.kind(node) == .call, let callee = tree.firstChild(node), let base = tree.memberBase(callee) { node = base }
            else if tree.kind(node) == .memberAccess, let base = tree.memberBase(node) { node = base }
            dataNode = node
        }
        let saved = locals, savedIndexed = indexedCollection
        for p in parameters { locals[p] = .read(element) }
        locals[element] = .read(element)
        if dataNode != data { indexedCollection = (tree.text(dataNode), element) }
        let dataExpr = expression(dataNode)
        let content = lowerClosure(row)
        locals = saved
        indexedCollection = savedIndexed
        return .forEach(ForEachTemplate(data: dataExpr, id: strategy, element: element, content: content))
    }

    /// A `ForEach` (or `List(data)`) on the way to the site: one row is held, its element an
    /// unknown value (a position for `indices` and ranges); what the data reads stays a read.
    mutating func heldRow(data: NodeID, row: NodeID, at node: NodeID) -> ViewTemplate {
        let parameters = tree.closureParameterNames(row)
        let element = parameters.first ?? "$0"
        let dataText = tree.text(data)
        let positional = dataText.hasSuffix(".indices") || dataText.contains("..<") || dataText.contains("...")
        let value: Value = positional ? .int(0) : .symbol("\(shortText(data))[0]", 0)
        holdNamed("one row of `\(shortText(data))`", reads: data, freezing: false)
        let saved = locals
        defer { locals = saved }
        for p in parameters { locals[p] = .read(element) }
        locals[element] = .read(element)
        let content = lowerClosure(row)
        let rows = ViewTemplate.forEach(ForEachTemplate(data: .literal(.array([value])), id: .offset, element: element, content: content))
        return .container("‹rows›", [sink(data), rows])
    }
}
