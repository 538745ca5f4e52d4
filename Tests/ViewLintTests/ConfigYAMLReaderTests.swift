import Testing
@testable import ViewLint

/// The YAML subset: every construct it reads, and every construct it refuses, with the exact
/// line and column of the refusal.
@Suite struct ConfigYAMLReaderTests {
    private func read(_ text: String) throws -> YAMLNode {
        try YAMLReader.read(text, path: "c.yml")
    }

    private func entries(_ text: String) throws -> [YAMLEntry] {
        guard case .mapping(let entries) = try read(text).value else {
            Issue.record("not a mapping")
            return []
        }
        return entries
    }

    private func scalars(_ node: YAMLNode) -> [String]? {
        guard case .list(let items) = node.value else { return nil }
        return items.map { item in
            if case .scalar(let text, _) = item.value { return text }
            return "<\(item.kindName)>"
        }
    }

    @Test func blockMappingWithScalarsAndPositions() throws {
        let result = try entries("a: 1\nbee:   two words  # comment\n")
        #expect(result.map(\.key) == ["a", "bee"])
        #expect(result[0].value == YAMLNode(.scalar("1", isQuoted: false), line: 1, column: 4))
        #expect(result[1].value == YAMLNode(.scalar("two words", isQuoted: false), line: 2, column: 8))
        #expect(result[1].keyLine == 2 && result[1].keyColumn == 1)
    }

    @Test func nestedMappings() throws {
        let result = try entries("rule:\n  severity: error\n  limit: 3\nother: x\n")
        #expect(result.map(\.key) == ["rule", "other"])
        guard case .mapping(let inner) = result[0].value.value else { Issue.record("not nested"); return }
        #expect(inner.map(\.key) == ["severity", "limit"])
        #expect(inner[1].keyLine == 3 && inner[1].keyColumn == 3)
    }

    @Test func blockListsIndentedOrAtTheKeysIndentation() throws {
        let result = try entries("a:\n  - x\n  - 'y z'\nb:\n- p\n-   q # c\n")
        #expect(scalars(result[0].value) == ["x", "y z"])
        #expect(scalars(result[1].value) == ["p", "q"])
        guard case .list(let items) = result[1].value.value else { return }
        #expect(items[1].line == 6 && items[1].column == 5)
    }

    @Test func flowListsIncludingNestedAndEmpty() throws {
        let result = try entries("a: [x, 'y', \"z\",]\nb: []\nc: [[1, 2], 3]\n")
        #expect(scalars(result[0].value) == ["x", "y", "z"])
        #expect(scalars(result[1].value) == [])
        guard case .list(let c) = result[2].value.value else { Issue.record("no list"); return }
        #expect(scalars(c[0]) == ["1", "2"])
        #expect(c[1] == YAMLNode(.scalar("3", isQuoted: false), line: 3, column: 13))
    }

    @Test func quotedScalarsAndEscapes() throws {
        let result = try entries(#"""
        s: 'it''s # not a comment'
        d: "tab\there \"q\" \\ \u00e9 \x41 \U0001F600"
        k: "true"
        "quoted key": 1
        """#)
        #expect(result[0].value.value == .scalar("it's # not a comment", isQuoted: true))
        #expect(result[1].value.value == .scalar("tab\there \"q\" \\ é A 😀", isQuoted: true))
        #expect(result[2].value.value == .scalar("true", isQuoted: true))
        #expect(result[3].key == "quoted key")
    }

    @Test func nullsCommentsAndBlankLines() throws {
        let result = try entries("# heading\n\na:\nb: ~\nc: null   # none\n  # indented comment\n")
        #expect(result.map(\.value.value) == [.null, .null, .null])
        #expect(result[0].value.line == 3 && result[0].value.column == 3)
    }

    @Test func emptyDocumentIsAnEmptyMapping() throws {
        #expect(try read("").value == .mapping([]))
        #expect(try read("# only a comment\n").value == .mapping([]))
    }

    @Test func crlfLineEndsAndByteOrderMark() throws {
        let result = try entries("\u{FEFF}a: 1\r\nb: [2]\r\n")
        #expect(result.map(\.key) == ["a", "b"])
        #expect(result[1].keyLine == 2)
    }

    @Test func plainScalarsKeepHashWithoutSpaceAndColonWithoutSpace() throws {
        let result = try entries("a: x#y\nb: http://h:80/p\n")
        #expect(result[0].value.value == .scalar("x#y", isQuoted: false))
        #expect(result[1].value.value == .scalar("http://h:80/p", isQuoted: false))
    }

    /// Every refusal: (text, line, column, part of the message).
    static let refusals: [(String, Int, Int, String)] = [
        ("a: &anchor 1\n", 1, 4, "anchors"),
        ("a: *alias\n", 1, 4, "aliases"),
        ("a: !tag x\n", 1, 4, "tags"),
        ("a: |\n  text\n", 1, 4, "block scalars"),
        ("a: {b: 1\n", 1, 4, "unterminated flow mapping"),
        ("a: {b 1}\n", 1, 8, "expected ':' after the key"),
        ("a: {b: 1, b: 2}\n", 1, 11, "duplicate key 'b'"),
        ("a: [x: 1]\n", 1, 6, "starts a mapping"),
        ("a: [x]]\n", 1, 7, "unexpected text after the value"),
        ("a: {[x]: 1}\n", 1, 5, "a key must be a plain or quoted scalar"),
        ("a: [x, y\n", 1, 4, "unterminated flow list"),
        ("a: [x,, y]\n", 1, 7, "empty item"),
        ("---\na: 1\n", 1, 1, "document markers"),
        ("a: 1\n...\n", 2, 1, "document markers"),
        ("%YAML 1.2\na: 1\n", 1, 1, "directives"),
        ("a:\n\t- x\n", 2, 1, "tabs"),
        ("a: 1\n  b: 2\n", 2, 3, "unexpected indentation"),
        ("a: 1\na: 2\n", 2, 1, "duplicate key 'a'"),
        ("a: 'open\n", 1, 4, "unterminated quoted string"),
        ("a: \"bad \\q\"\n", 1, 9, "unknown escape '\\q'"),
        ("a: \"\\u12\"\n", 1, 5, "invalid '\\u' escape"),
        ("a: b: c\n", 1, 5, "quote the value"),
        ("a: 'x' y\n", 1, 8, "unexpected text after the value"),
        ("just text\n", 1, 1, "expected 'key: value'"),
        ("a:\n  - x\n  y: 1\n", 3, 3, "unexpected indentation"),
        ("- - x\n", 1, 3, "nested lists"),
        ("? complex\n", 1, 1, "complex keys"),
        ("a: - x\n", 1, 4, "must start its own line"),
        ("a:\n  - x\n - y\n", 3, 2, "unexpected indentation"),
        ("- x\nb: 1\n", 2, 1, "unexpected content"),
    ]

    @Test(arguments: ConfigYAMLReaderTests.refusals)
    func refusesWithLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        do {
            _ = try YAMLReader.read(text, path: "c.yml")
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(error.path == "c.yml")
            #expect(error.line == line, "\(error)")
            #expect(error.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test func diagnosticDescriptionIsClickable() {
        let diagnostic = ConfigurationDiagnostic(path: "p/.viewlint.yml", line: 3, column: 7, message: "m")
        #expect(diagnostic.description == "p/.viewlint.yml:3:7: m")
        #expect(ConfigurationDiagnostic(path: "f", line: 0, column: 0, message: "m").description == "f: m")
    }
}
