/// Reads the small YAML subset `.viewlint.yml` uses: block mappings, block lists (`- x`),
/// flow lists and mappings (`[a, b]`, `{ severity: error }`, on one line or several), plain,
/// single- and double-quoted scalars, and comments.
/// Anything else YAML allows (anchors, aliases, tags, block scalars, several documents, tabs
/// for indentation) is rejected with its line and column rather than guessed at:
/// a configuration that means something other than what it says is worse than an error.
public struct YAMLReader {
    let path: String
    var lines: [Line]
    var index = 0

    /// One physical line as Unicode scalars (without its line break), so columns are scalars.
    struct Line {
        var number: Int
        var scalars: [Unicode.Scalar]
        /// Leading spaces; `nil` for a blank or comment-only line.
        var indent: Int?
    }

    /// Parses `text`; `path` only names the file in errors.
    public static func read(_ text: String, path: String) throws(ConfigurationDiagnostic) -> YAMLNode {
        var reader = try YAMLReader(text: text, path: path)
        return try reader.readDocument()
    }

    init(text: String, path: String) throws(ConfigurationDiagnostic) {
        self.path = path
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var lines: [Line] = []
        var current: [Unicode.Scalar] = []
        var number = 1
        var i = 0
        while i <= scalars.count {
            if i == scalars.count || scalars[i] == "\n" || scalars[i] == "\r" {
                lines.append(try YAMLReader.makeLine(number: number, scalars: current, path: path))
                current = []
                number += 1
                if i + 1 < scalars.count && scalars[i] == "\r" && scalars[i + 1] == "\n" { i += 1 }
            } else {
                current.append(scalars[i])
            }
            i += 1
        }
        self.lines = lines
    }

    static func makeLine(number: Int, scalars: [Unicode.Scalar], path: String) throws(ConfigurationDiagnostic) -> Line {
        var column = 0
        while column < scalars.count && (scalars[column] == " " || scalars[column] == "\t") {
            if scalars[column] == "\t" {
                // A tab inside the indentation of a line with content is ambiguous in YAML.
                let rest = scalars[column...].drop(while: { $0 == " " || $0 == "\t" })
                if let first = rest.first, first != "#" {
                    throw ConfigurationDiagnostic(path: path, line: number, column: column + 1,
                                                  message: "tabs are not allowed for indentation; use spaces")
                }
            }
            column += 1
        }
        let blank = column == scalars.count || scalars[column] == "#"
        return Line(number: number, scalars: scalars, indent: blank ? nil : column)
    }

    // MARK: - Block structure

    mutating func readDocument() throws(ConfigurationDiagnostic) -> YAMLNode {
        skipBlankLines()
        guard index < lines.count, let indent = lines[index].indent else {
            return YAMLNode(.mapping([]), line: 1, column: 1)
        }
        try rejectDocumentMarkers()
        let node = try readBlock(indent: indent)
        skipBlankLines()
        if index < lines.count {
            let line = lines[index]
            throw error(line.number, (line.indent ?? 0) + 1, "unexpected content; check the indentation of this line")
        }
        return node
    }

    func rejectDocumentMarkers() throws(ConfigurationDiagnostic) {
        for line in lines where line.indent == 0 {
            let text = String(String.UnicodeScalarView(line.scalars.prefix(4)))
            if text.hasPrefix("---") || text.hasPrefix("...") {
                throw error(line.number, 1, "document markers ('---', '...') are not supported; use one document per file")
            }
            if text.hasPrefix("%") {
                throw error(line.number, 1, "YAML directives ('%') are not supported")
            }
        }
    }

    mutating func skipBlankLines() {
        while index < lines.count && lines[index].indent == nil { index += 1 }
    }

    mutating func readBlock(indent: Int) throws(ConfigurationDiagnostic) -> YAMLNode {
        if isListItem(lines[index], at: indent) { return try readList(indent: indent) }
        return try readMapping(indent: indent)
    }

    func isListItem(_ line: Line, at column: Int) -> Bool {
        guard column < line.scalars.count, line.scalars[column] == "-" else { return false }
        return column + 1 == line.scalars.count || line.scalars[column + 1] == " "
    }

    mutating func readMapping(indent: Int) throws(ConfigurationDiagnostic) -> YAMLNode {
        let start = lines[index]
        var entries: [YAMLEntry] = []
        while true {
            skipBlankLines()
            guard index < lines.count, let lineIndent = lines[index].indent, lineIndent >= indent else { break }
            let line = lines[index]
            if lineIndent > indent { throw error(line.number, lineIndent + 1, "unexpected indentation") }
            if isListItem(line, at: indent) { throw error(line.number, indent + 1, "expected 'key: value', found a list item") }
            let (key, colon) = try readKey(line, at: indent)
            if entries.contains(where: { $0.key == key }) {
                throw error(line.number, indent + 1, "duplicate key '\(key)'")
            }
            var column = colon + 1
            while column < line.scalars.count && (line.scalars[column] == " " || line.scalars[column] == "\t") { column += 1 }
            let value: YAMLNode
            if column == line.scalars.count || line.scalars[column] == "#" {
                index += 1
                value = try readNestedValue(parentIndent: indent, allowListAtSameIndent: true,
                                            emptyLine: line.number, emptyColumn: colon + 2)
            } else {
                value = try readInlineValue(at: column)
                index += 1
            }
            entries.append(YAMLEntry(key: key, keyLine: line.number, keyColumn: indent + 1, value: value))
        }
        return YAMLNode(.mapping(entries), line: start.number, column: indent + 1)
    }

    /// The value of `key:` or `-` with nothing after it: a deeper block, a list at the key's own
    /// indentation (`key:` followed by `- x` lines is common YAML), or null.
    mutating func readNestedValue(parentIndent: Int, allowListAtSameIndent: Bool,
                                          emptyLine: Int, emptyColumn: Int) throws(ConfigurationDiagnostic) -> YAMLNode {
        skipBlankLines()
        if index < lines.count, let indent = lines[index].indent {
            if indent > parentIndent { return try readBlock(indent: indent) }
            if allowListAtSameIndent && indent == parentIndent && isListItem(lines[index], at: indent) {
                return try readList(indent: indent)
            }
        }
        return YAMLNode(.null, line: emptyLine, column: emptyColumn)
    }

    mutating func readList(indent: Int) throws(ConfigurationDiagnostic) -> YAMLNode {
        let start = lines[index]
        var items: [YAMLNode] = []
        while true {
            skipBlankLines()
            guard index < lines.count, let lineIndent = lines[index].indent, lineIndent >= indent else { break }
            let line = lines[index]
            if lineIndent > indent { throw error(line.number, lineIndent + 1, "unexpected indentation") }
            guard isListItem(line, at: indent) else { break }
            var column = indent + 1
            while column < line.scalars.count && line.scalars[column] == " " { column += 1 }
            if column == line.scalars.count || line.scalars[column] == "#" {
                index += 1
                items.append(try readNestedValue(parentIndent: indent, allowListAtSameIndent: false,
                                                 emptyLine: line.number, emptyColumn: indent + 2))
            } else {
                if isListItem(line, at: column) {
                    throw error(line.number, column + 1, "nested lists on one line ('- - x') are not supported; use a flow list [x]")
                }
                items.append(try readInlineValue(at: column))
                index += 1
            }
        }
        return YAMLNode(.list(items), line: start.number, column: indent + 1)
    }

    /// A mapping key (plain or quoted) at `column`; returns it and the column of its `:`.
    func readKey(_ line: Line, at column: Int) throws(ConfigurationDiagnostic) -> (String, Int) {
        let s = line.scalars
        try rejectUnsupportedIndicator(s[column], line: line.number, column: column)
        if s[column] == "{" || s[column] == "[" {
            throw error(line.number, column + 1, "a key must be a plain or quoted scalar, not a flow collection")
        }
        if s[column] == "\"" || s[column] == "'" {
            let (key, end) = try readQuoted(line, at: column)
            var colon = end
            while colon < s.count && s[colon] == " " { colon += 1 }
            guard colon < s.count && s[colon] == ":" else { throw error(line.number, column + 1, "expected ':' after the key") }
            return (key, colon)
        }
        var end = column
        while end < s.count {
            if s[end] == ":" && (end + 1 == s.count || s[end + 1] == " " || s[end + 1] == "\t") { break }
            if s[end] == "#" && s[end - 1] == " " { end = s.count; break }
            end += 1
        }
        guard end < s.count else { throw error(line.number, column + 1, "expected 'key: value'") }
        var keyEnd = end
        while keyEnd > column && s[keyEnd - 1] == " " { keyEnd -= 1 }
        return (String(String.UnicodeScalarView(s[column..<keyEnd])), end)
    }

    // MARK: - Inline values

    /// A scalar or flow collection starting at `column` of the current line. A flow collection
    /// may continue over the following lines; `index` is left on the line where the value ends,
    /// and nothing but a comment may follow it there.
    mutating func readInlineValue(at column: Int) throws(ConfigurationDiagnostic) -> YAMLNode {
        var line = lines[index]
        let s = line.scalars
        let node: YAMLNode
        var end: Int
        switch s[column] {
        case "\"", "'":
            let (text, after) = try readQuoted(line, at: column)
            node = YAMLNode(.scalar(text, isQuoted: true), line: line.number, column: column + 1)
            end = after
        case "[", "{":
            var cursor = Cursor(line: index, column: column)
            node = try readFlowCollection(&cursor)
            index = cursor.line
            line = lines[index]
            end = cursor.column
        default:
            try rejectUnsupportedIndicator(s[column], line: line.number, column: column)
            if isListItem(line, at: column) {
                throw error(line.number, column + 1, "a list item must start its own line")
            }
            end = column
            while end < s.count && !(s[end] == "#" && (s[end - 1] == " " || s[end - 1] == "\t")) { end += 1 }
            var textEnd = end
            while textEnd > column && (s[textEnd - 1] == " " || s[textEnd - 1] == "\t") { textEnd -= 1 }
            let text = String(String.UnicodeScalarView(s[column..<textEnd]))
            if let colon = firstMappingColon(s, from: column, to: textEnd) {
                throw error(line.number, colon + 1, "': ' inside a plain value starts a mapping, which is not allowed here; quote the value")
            }
            node = YAMLNode(YAMLReader.plainValue(text), line: line.number, column: column + 1)
        }
        let s2 = line.scalars
        while end < s2.count && (s2[end] == " " || s2[end] == "\t") { end += 1 }
        if end < s2.count && s2[end] != "#" {
            throw error(line.number, end + 1, "unexpected text after the value")
        }
        return node
    }

    func firstMappingColon(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> Int? {
        for i in start..<end where s[i] == ":" && (i + 1 == end || s[i + 1] == " ") { return i }
        return nil
    }

    static func plainValue(_ text: String) -> YAMLNode.Value {
        switch text {
        case "~", "null", "Null", "NULL": return .null
        default: return .scalar(text, isQuoted: false)
        }
    }

    func rejectUnsupportedIndicator(_ scalar: Unicode.Scalar, line: Int, column: Int) throws(ConfigurationDiagnostic) {
        let what: String
        switch scalar {
        case "&": what = "anchors ('&')"
        case "*": what = "aliases ('*')"
        case "!": what = "tags ('!')"
        case "|", ">": what = "block scalars ('|', '>')"
        case "?": what = "complex keys ('?')"
        case "@", "`": what = "reserved indicators ('@', '`')"
        case "%": what = "directives ('%')"
        default: return
        }
        throw error(line, column + 1, "\(what) are not supported in .viewlint.yml")
    }

    /// A single- or double-quoted scalar starting at `column`. Returns the text and the column
    /// after the closing quote. Quoted scalars must close on the same line.
    func readQuoted(_ line: Line, at column: Int) throws(ConfigurationDiagnostic) -> (String, Int) {
        let s = line.scalars
        let quote = s[column]
        var result = String.UnicodeScalarView()
        var i = column + 1
        while i < s.count {
            let c = s[i]
            if quote == "'" {
                if c == "'" {
                    if i + 1 < s.count && s[i + 1] == "'" { result.append("'"); i += 2; continue }
                    return (String(result), i + 1)
                }
                result.append(c)
                i += 1
                continue
            }
            if c == "\"" { return (String(result), i + 1) }
            if c != "\\" { result.append(c); i += 1; continue }
            guard i + 1 < s.count else { break }
            let escape = s[i + 1]
            switch escape {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "/": result.append("/")
            case "0": result.append("\0")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "t", "\t": result.append("\t")
            case "n": result.append("\n")
            case "v": result.append("\u{0B}")
            case "f": result.append("\u{0C}")
            case "r": result.append("\r")
            case "e": result.append("\u{1B}")
            case " ": result.append(" ")
            case "x", "u", "U":
                let digits = escape == "x" ? 2 : escape == "u" ? 4 : 8
                let hex = i + 2 + digits <= s.count ? String(String.UnicodeScalarView(s[(i + 2)..<(i + 2 + digits)])) : ""
                guard hex.count == digits, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw error(line.number, i + 1, "invalid '\\\(escape)' escape: expected \(digits) hexadecimal digits of a Unicode scalar")
                }
                result.append(scalar)
                i += digits
            default:
                throw error(line.number, i + 1, "unknown escape '\\\(escape)' in double-quoted string")
            }
            i += 2
        }
        throw error(line.number, column + 1, "unterminated quoted string; quoted values must end on the same line")
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> ConfigurationDiagnostic {
        ConfigurationDiagnostic(path: path, line: line, column: column, message: message)
    }
}
