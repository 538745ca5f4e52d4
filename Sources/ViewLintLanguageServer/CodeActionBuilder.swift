import ViewLint

/// Code actions for the findings of one document: the rule's own fix, "disable for this line",
/// "disable for this file", and `source.fixAll.viewlint`.
struct CodeActionBuilder {
    static let fixAllKind = "source.fixAll.viewlint"

    var uri: String
    /// The document version the edits apply to (nil for a file that is not open).
    var version: Int?
    var source: SourceFile
    var encoding: PositionEncoding
    var useDocumentChanges: Bool

    private var mapper: PositionMapper { PositionMapper(file: source, encoding: encoding) }

    /// Whether an action of `kind` was asked for (`only` lists kinds and their parents).
    static func wanted(_ kind: String, only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    /// The quick fixes for one finding; `diagnostic` is the finding as published.
    func quickFixes(for finding: Finding, diagnostic: JSONValue) -> [JSONValue] {
        var actions: [JSONValue] = []
        if let fix = finding.fix, !fix.edits.isEmpty {
            var title = fix.title
            if case .unsafe(let reason) = fix.safety { title += " (review: \(reason))" }
            actions.append(action(title: title, kind: "quickfix", diagnostic: diagnostic,
                                  edits: fix.edits.map(textEdit), preferred: fix.safety == .safe))
        }
        actions.append(action(title: "Disable \(finding.ruleID) for this line", kind: "quickfix", diagnostic: diagnostic,
                              edits: [textEdit(disableLine(finding))], preferred: false))
        actions.append(action(title: "Disable \(finding.ruleID) for this file", kind: "quickfix", diagnostic: diagnostic,
                              edits: [textEdit(disableFile(finding))], preferred: false))
        return actions
    }

    /// Every safe fix applied (as `viewlint lint --fix` would), as one edit; nil when nothing
    /// changes.
    func fixAll(fixed: [UInt8]) -> JSONValue? {
        guard let edit = Self.minimalEdit(from: source.bytes, to: fixed) else { return nil }
        return .object([
            ("title", .string("Fix all viewlint findings with a safe fix")),
            ("kind", .string(Self.fixAllKind)),
            ("edit", workspaceEdit([textEdit(edit)])),
        ])
    }

    /// A `// viewlint:disable:next RULE` line above the finding's first line, indented like it.
    func disableLine(_ finding: Finding) -> TextEdit {
        let line = source.lineIndex(of: finding.range.lowerBound)
        let range = source.lineRange(at: line)
        let indentation = source.bytes[range].prefix { $0 == 0x20 || $0 == 0x09 }
        let text = String(decoding: indentation, as: UTF8.self) + "// viewlint:disable:next \(finding.ruleID)" + lineBreak
        return TextEdit(range: range.lowerBound..<range.lowerBound, replacement: text)
    }

    /// A `// viewlint:disable RULE` line after the file's leading comment block (its header),
    /// so the region covers every line below it.
    func disableFile(_ finding: Finding) -> TextEdit {
        var line = 0
        while line < source.lineCount - 1 {
            let text = source.lineText(at: line).drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("//"), !text.hasPrefix("// viewlint:") else { break }
            line += 1
        }
        var start = Int(source.lineStarts[line])
        if line == 0 && source.hasByteOrderMark { start = 3 }
        // A file whose last line is its header: the comment goes after it, on a line of its own.
        if start > finding.range.lowerBound { start = 0 }
        return TextEdit(range: start..<start, replacement: "// viewlint:disable \(finding.ruleID)" + lineBreak)
    }

    private var lineBreak: String {
        guard source.lineCount > 1 else { return "\n" }
        let end = Int(source.lineStarts[1])
        return end >= 2 && source.bytes[end - 2] == 0x0D ? "\r\n" : "\n"
    }

    private func action(title: String, kind: String, diagnostic: JSONValue, edits: [JSONValue], preferred: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("title", .string(title)),
            ("kind", .string(kind)),
            ("diagnostics", .array([diagnostic])),
        ]
        if preferred { members.append(("isPreferred", .bool(true))) }
        members.append(("edit", workspaceEdit(edits)))
        return .object(members)
    }

    private func textEdit(_ edit: TextEdit) -> JSONValue {
        .object([("range", mapper.range(of: edit.range)), ("newText", .string(edit.replacement))])
    }

    private func workspaceEdit(_ edits: [JSONValue]) -> JSONValue {
        if useDocumentChanges {
            return .object([("documentChanges", .array([.object([
                ("textDocument", .object([("uri", .string(uri)), ("version", version.map(JSONValue.int) ?? .null)])),
                ("edits", .array(edits)),
            ])]))])
        }
        return .object([("changes", .object([(uri, .array(edits))]))])
    }

    /// One edit turning `old` into `new`: the differing middle between their common prefix and
    /// suffix (kept on character boundaries so the edit's positions are exact).
    static func minimalEdit(from old: [UInt8], to new: [UInt8]) -> TextEdit? {
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        let replacement = String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
        return TextEdit(range: prefix..<(old.count - suffix), replacement: replacement)
    }
}
