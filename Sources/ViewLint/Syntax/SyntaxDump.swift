extension SyntaxTree {
    /// An indented outline of the tree, one node per line: `kind name line:col-line:col`, for
    /// `viewlint debug-syntax` and for tests. Leaf text is shown for identifiers and literals.
    public func dump(from start: NodeID? = nil) -> String {
        var out = ""
        walk(from: start) { id, depth in
            let node = nodes[Int(id)]
            out += String(repeating: "  ", count: depth)
            out += "\(node.kind)"
            if node.name >= 0 { out += " " + quoted(tokenText(node.name)) }
            if node.aux >= 0 { out += " aux=" + quoted(tokenText(node.aux)) }
            switch node.kind {
            case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .nilLiteral:
                if node.childCount == 0 { out += " " + quoted(text(id)) }
            default: break
            }
            if !node.flags.isEmpty { out += " [\(flagNames(node.flags))]" }
            let from = file.location(of: Int(node.startOffset))
            let to = file.location(of: Int(node.endOffset))
            out += " \(from.line):\(from.column)-\(to.line):\(to.column)\n"
            return .visitChildren
        }
        for diagnostic in diagnostics {
            let at = file.location(of: Int(diagnostic.offset))
            out += "error \(at.line):\(at.column): \(diagnostic.message)\n"
        }
        return out
    }

    private func quoted(_ text: String) -> String {
        let short = text.count > 40 ? String(text.prefix(37)) + "…" : text
        return "'" + short.replacingNewlines() + "'"
    }

    private func flagNames(_ flags: SyntaxFlags) -> String {
        var names: [String] = []
        if flags.contains(.computed) { names.append("computed") }
        if flags.contains(.isElse) { names.append("else") }
        if flags.contains(.unterminated) { names.append("unterminated") }
        if flags.contains(.optional) { names.append("?") }
        if flags.contains(.forced) { names.append("!") }
        return names.joined(separator: ",")
    }
}

private extension String {
    func replacingNewlines() -> String {
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
