/// Flow collections (`[a, b]`, `{ severity: error }`), which may span lines: read with a cursor
/// over the document's lines rather than line by line like the block structure.
extension YAMLReader {
    /// A position inside the document: an index into `lines` and a scalar column.
    struct Cursor {
        var line: Int
        var column: Int
    }

    func scalar(at cursor: Cursor) -> Unicode.Scalar? {
        let s = lines[cursor.line].scalars
        return cursor.column < s.count ? s[cursor.column] : nil
    }

    /// Skips blanks, comments and line breaks inside a flow collection opened at `open`.
    func skipFlowSpace(_ cursor: inout Cursor, open: Cursor, close: Unicode.Scalar) throws(ConfigurationDiagnostic) {
        while true {
            let s = lines[cursor.line].scalars
            while cursor.column < s.count && (s[cursor.column] == " " || s[cursor.column] == "\t") { cursor.column += 1 }
            if cursor.column < s.count && s[cursor.column] == "#"
                && (cursor.column == 0 || s[cursor.column - 1] == " " || s[cursor.column - 1] == "\t") {
                cursor.column = s.count
            }
            if cursor.column < s.count { return }
            guard cursor.line + 1 < lines.count else {
                let what = close == "]" ? "flow list; '[' must be closed by ']'" : "flow mapping; '{' must be closed by '}'"
                throw error(lines[open.line].number, open.column + 1, "unterminated \(what)")
            }
            cursor.line += 1
            cursor.column = 0
        }
    }

    /// `[a, "b", [c]]` or `{ key: value, other: [x] }`, on one line or several. Leaves the
    /// cursor after the closing bracket.
    func readFlowCollection(_ cursor: inout Cursor) throws(ConfigurationDiagnostic) -> YAMLNode {
        let open = cursor
        let isMapping = scalar(at: cursor) == "{"
        let close: Unicode.Scalar = isMapping ? "}" : "]"
        let kind = isMapping ? "flow mapping" : "flow list"
        cursor.column += 1
        var items: [YAMLNode] = []
        var entries: [YAMLEntry] = []
        while true {
            try skipFlowSpace(&cursor, open: open, close: close)
            let next = scalar(at: cursor)
            if next == close {
                cursor.column += 1
                let value: YAMLNode.Value = isMapping ? .mapping(entries) : .list(items)
                return YAMLNode(value, line: lines[open.line].number, column: open.column + 1)
            }
            if next == "," { throw error(at: cursor, "empty item in \(kind)") }
            if isMapping {
                let keyAt = cursor
                let key = try readFlowKey(&cursor)
                if entries.contains(where: { $0.key == key }) {
                    throw error(at: keyAt, "duplicate key '\(key)'")
                }
                try skipFlowSpace(&cursor, open: open, close: close)
                let value: YAMLNode
                if scalar(at: cursor) == "," || scalar(at: cursor) == close {
                    value = YAMLNode(.null, line: lines[cursor.line].number, column: cursor.column + 1)
                } else {
                    value = try readFlowValue(&cursor, in: kind)
                }
                entries.append(YAMLEntry(key: key, keyLine: lines[keyAt.line].number, keyColumn: keyAt.column + 1, value: value))
            } else {
                items.append(try readFlowValue(&cursor, in: kind))
            }
            try skipFlowSpace(&cursor, open: open, close: close)
            if scalar(at: cursor) == "," { cursor.column += 1; continue }
            if scalar(at: cursor) != close { throw error(at: cursor, "expected ',' or '\(close)' in \(kind)") }
        }
    }

    /// A key of a flow mapping and its `:`; leaves the cursor after the colon.
    func readFlowKey(_ cursor: inout Cursor) throws(ConfigurationDiagnostic) -> String {
        let line = lines[cursor.line]
        let s = line.scalars
        let key: String
        if s[cursor.column] == "\"" || s[cursor.column] == "'" {
            let (text, after) = try readQuoted(line, at: cursor.column)
            key = text
            cursor.column = after
            while cursor.column < s.count && s[cursor.column] == " " { cursor.column += 1 }
        } else {
            if "[{".unicodeScalars.contains(s[cursor.column]) {
                throw error(at: cursor, "a key must be a plain or quoted scalar")
            }
            try rejectUnsupportedIndicator(s[cursor.column], line: line.number, column: cursor.column)
            let start = cursor.column
            while cursor.column < s.count && !",{}[]".unicodeScalars.contains(s[cursor.column]) {
                if s[cursor.column] == ":" && (cursor.column + 1 == s.count || " \t,{}[]".unicodeScalars.contains(s[cursor.column + 1])) { break }
                cursor.column += 1
            }
            var end = cursor.column
            while end > start && (s[end - 1] == " " || s[end - 1] == "\t") { end -= 1 }
            key = String(String.UnicodeScalarView(s[start..<end]))
        }
        guard cursor.column < s.count, s[cursor.column] == ":" else {
            throw error(at: cursor, "expected ':' after the key '\(key)' in flow mapping")
        }
        cursor.column += 1
        return key
    }

    /// One value inside a flow collection: a nested collection, a quoted or a plain scalar.
    func readFlowValue(_ cursor: inout Cursor, in kind: String) throws(ConfigurationDiagnostic) -> YAMLNode {
        let line = lines[cursor.line]
        let s = line.scalars
        switch s[cursor.column] {
        case "[", "{":
            return try readFlowCollection(&cursor)
        case "\"", "'":
            let (text, after) = try readQuoted(line, at: cursor.column)
            defer { cursor.column = after }
            return YAMLNode(.scalar(text, isQuoted: true), line: line.number, column: cursor.column + 1)
        default:
            try rejectUnsupportedIndicator(s[cursor.column], line: line.number, column: cursor.column)
            let start = cursor.column
            while cursor.column < s.count && !",{}[]".unicodeScalars.contains(s[cursor.column]) {
                if s[cursor.column] == "#" && (s[cursor.column - 1] == " " || s[cursor.column - 1] == "\t") { break }
                // `${NAME}` (expanded later) keeps its braces inside a plain flow item.
                if s[cursor.column] == "$", cursor.column + 1 < s.count, s[cursor.column + 1] == "{",
                   let close = s[cursor.column...].firstIndex(of: "}") {
                    cursor.column = close + 1
                    continue
                }
                cursor.column += 1
            }
            var end = cursor.column
            while end > start && (s[end - 1] == " " || s[end - 1] == "\t") { end -= 1 }
            if let colon = firstMappingColon(s, from: start, to: end) {
                throw error(line.number, colon + 1, "': ' inside a \(kind) item starts a mapping; write it as { key: value } or quote the value")
            }
            return YAMLNode(YAMLReader.plainValue(String(String.UnicodeScalarView(s[start..<end]))),
                            line: line.number, column: start + 1)
        }
    }

    func error(at cursor: Cursor, _ message: String) -> ConfigurationDiagnostic {
        error(lines[cursor.line].number, cursor.column + 1, message)
    }
}
