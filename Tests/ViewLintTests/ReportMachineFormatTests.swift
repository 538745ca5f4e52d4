import Testing
@testable import ViewLint

/// Reads a member path like `["runs", 0, "tool"]` out of a parsed document.
func lookup(_ value: JSONValue, _ path: [Any]) -> JSONValue? {
    var current = value
    for step in path {
        switch (current, step) {
        case (.object(let members), let key as String):
            guard let next = members.first(where: { $0.0 == key })?.1 else { return nil }
            current = next
        case (.array(let items), let index as Int):
            guard index < items.count else { return nil }
            current = items[index]
        default:
            return nil
        }
    }
    return current
}

@Suite struct ReportJSONTests {
    private var document: JSONValue {
        get throws {
            let report = ReportFixture.report(errors: [InputError(path: "Bad.swift", line: 1, column: 5, message: "not valid UTF-8"),
                                                       InputError(path: "Locked.swift", message: "cannot read file")])
            return try TestJSONParser.parse(JSONReporter().render(report))
        }
    }

    @Test func headerAndOrderOfTopLevelFields() throws {
        guard case .object(let members) = try document else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["version", "tool", "files_scanned", "findings", "errors"])
        #expect(members[0].1 == .int(1))
        #expect(lookup(try document, ["tool", "version"]) == .string("9.9.9"))
        #expect(lookup(try document, ["files_scanned"]) == .int(2))
    }

    @Test func multiByteFindingHasUTF8ColumnsAndUTF16LSPRange() throws {
        // Findings are in output order; the `unstable_id` one is the last.
        let finding = try #require(lookup(try document, ["findings", 3]))
        #expect(lookup(finding, ["rule"]) == .string("unstable_id"))
        #expect(lookup(finding, ["range", "start"]) == .object([
            ("line", .int(3)), ("column", .int(26)), ("scalar_column", .int(22)), ("offset", .int(68)),
        ]))
        #expect(lookup(finding, ["range", "end", "column"]) == .int(32))
        // UTF-16: "😀" is two code units, "é" one: 2 tabs + 6 + 5 + 1 + 2 + 1 + 1 + 4 = 22.
        #expect(lookup(finding, ["lsp_range"]) == .object([
            ("start", .object([("line", .int(2)), ("character", .int(22))])),
            ("end", .object([("line", .int(2)), ("character", .int(28))])),
        ]))
        #expect(lookup(finding, ["help"]) == .string("Use a stable id."))
        #expect(lookup(finding, ["fix", "safety"]) == .string("unsafe"))
        #expect(lookup(finding, ["fix", "safety_reason"]) == .string("changes identity semantics"))
        #expect(lookup(finding, ["fix", "edits", 0, "replacement"]) == .string("item.id"))
        #expect(lookup(finding, ["fix", "edits", 0, "lsp_range", "start", "character"]) == .int(22))
        // Absent help and fix are null, not missing.
        #expect(lookup(try document, ["findings", 0, "help"]) == .null)
        #expect(lookup(try document, ["findings", 0, "fix"]) == .null)
    }

    @Test func messagesAreEscaped() throws {
        #expect(lookup(try document, ["findings", 0, "message"]) == .string("Note, \"quoted\": 100%\nsecond line"))
        func escaped(_ text: String) -> String {
            var raw: [UInt8] = []
            JSONValue.writeString(text, to: &raw)
            return String(decoding: raw, as: UTF8.self)
        }
        #expect(escaped("a\"b\\c\u{01}\t") == #""a\"b\\c\u0001\t""#)
        // Runs of bytes copied whole between escapes: multi-byte text before, between and after.
        #expect(escaped("é\"😀\n tail ü") == "\"é\\\"😀\\n tail ü\"")
        let raw = escaped("plain 😀 text")
        #expect(raw == "\"plain 😀 text\"")
    }

    @Test func errorsListWithNullPositions() throws {
        #expect(lookup(try document, ["errors"]) == .array([
            .object([("file", .string("Bad.swift")), ("line", .int(1)), ("column", .int(5)), ("message", .string("not valid UTF-8"))]),
            .object([("file", .string("Locked.swift")), ("line", .null), ("column", .null), ("message", .string("cannot read file"))]),
        ]))
    }

    @Test func outputValidatesAgainstTheShippedSchema() throws {
        let path = ConfigurationTests.repositoryRoot + "/docs/viewlint-report.schema.json"
        let schemaText = String(decoding: try FileSystem.readFile(path).get(), as: UTF8.self)
        let validator = TestSchemaValidator(root: try TestJSONParser.parse(schemaText))
        #expect(validator.validate(try document) == [])
        let empty = LintReport(findings: [], errors: [], files: [], filesScanned: 0, rules: [], tool: ToolInfo(version: "1"))
        #expect(validator.validate(try TestJSONParser.parse(JSONReporter().render(empty))) == [])
        // The validator is not a rubber stamp: a broken document fails.
        let broken = JSONValue.object([("version", .int(2)), ("tool", .string("x")), ("extra", .null)])
        #expect(validator.validate(broken).count >= 4)
    }
}

extension ReportJSONTests {
    /// The field-by-field documentation names every property the schema has.
    @Test func documentationCoversEverySchemaProperty() throws {
        let root = ConfigurationTests.repositoryRoot
        let schema = try TestJSONParser.parse(String(decoding: try FileSystem.readFile(root + "/docs/viewlint-report.schema.json").get(), as: UTF8.self))
        let documentation = String(decoding: try FileSystem.readFile(root + "/docs/json-output.md").get(), as: UTF8.self)
        var names: Set<String> = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for (key, child) in members {
                    if key == "properties", case .object(let properties) = child { names.formUnion(properties.map(\.0)) }
                    collect(child)
                }
            case .array(let items): items.forEach(collect)
            default: break
            }
        }
        collect(schema)
        #expect(names.count > 20)
        for name in names.sorted() {
            #expect(documentation.contains("`\(name)`") || documentation.contains(".\(name)`"), "\(name) is not documented")
        }
    }
}

@Suite struct ReportGitHubTests {
    @Test func workflowCommandsWithEscaping() {
        let output = GitHubReporter().render(ReportFixture.report(errors: [InputError(path: "x,y.swift", message: "cannot read")]))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "::notice file=App/Model.swift,line=1,col=5,endLine=1,endColumn=6,title=a_note::Note, \"quoted\": 100%25 second line",
            "::error file=App/Model.swift,line=2,col=9,endLine=4,endColumn=2,title=multi_line::Spans lines.",
            "::warning file=App/V.swift,line=3,col=22,endLine=3,endColumn=28,title=b_rule::Same place, later rule.",
            "::warning file=App/V.swift,line=3,col=22,endLine=3,endColumn=28,title=unstable_id::A new identity on every update.%0Ahelp: Use a stable id.",
            "::error file=x%2Cy.swift,title=viewlint input error::cannot read",
        ])
    }

    @Test func escapingRules() {
        #expect(GitHubReporter.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
        #expect(GitHubReporter.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
    }
}

@Suite struct ReportSARIFTests {
    private var document: JSONValue {
        get throws {
            try TestJSONParser.parse(SARIFReporter().render(ReportFixture.report(errors: [InputError(path: "Bad file.swift", line: 2, column: 1, message: "not valid UTF-8")])))
        }
    }

    @Test func versionSchemaAndDriverRules() throws {
        let sarif = try document
        #expect(lookup(sarif, ["version"]) == .string("2.1.0"))
        #expect(lookup(sarif, ["$schema"]) == .string("https://json.schemastore.org/sarif-2.1.0.json"))
        let driver = try #require(lookup(sarif, ["runs", 0, "tool", "driver"]))
        #expect(lookup(driver, ["name"]) == .string("viewlint"))
        #expect(lookup(driver, ["version"]) == .string("9.9.9"))
        #expect(lookup(driver, ["informationUri"]) != nil)
        #expect(lookup(driver, ["rules", 0, "id"]) == .string("unstable_id"))
        #expect(lookup(driver, ["rules", 0, "name"]) == .string("Unstable Id"))
        #expect(lookup(driver, ["rules", 0, "shortDescription", "text"]) == .string("Finds fresh ids."))
        #expect(lookup(driver, ["rules", 0, "fullDescription", "text"]) == .string("Identity resets state."))
        #expect(lookup(driver, ["rules", 0, "help", "text"]) == .string("Use a stable id."))
        #expect(lookup(driver, ["rules", 0, "defaultConfiguration", "level"]) == .string("warning"))
        #expect(lookup(sarif, ["runs", 0, "columnKind"]) == .string("unicodeCodePoints"))
    }

    @Test func resultsWithLocationsAndFixes() throws {
        let results = try #require(lookup(try document, ["runs", 0, "results"]))
        guard case .array(let items) = results else { Issue.record("no results"); return }
        #expect(items.count == 4)
        #expect(items.map { lookup($0, ["level"]) } == [.string("note"), .string("error"), .string("warning"), .string("warning")])
        let uuid = items[3]
        #expect(lookup(uuid, ["ruleId"]) == .string("unstable_id"))
        #expect(lookup(uuid, ["ruleIndex"]) == .int(0))
        #expect(lookup(items[0], ["ruleIndex"]) == nil, "rules not in the driver get no index")
        #expect(lookup(uuid, ["locations", 0, "physicalLocation", "artifactLocation"]) ==
                .object([("uri", .string("App/V.swift")), ("uriBaseId", .string("%SRCROOT%"))]))
        #expect(lookup(uuid, ["locations", 0, "physicalLocation", "region"]) == .object([
            ("startLine", .int(3)), ("startColumn", .int(22)), ("endLine", .int(3)), ("endColumn", .int(28)),
        ]))
        #expect(lookup(uuid, ["fixes", 0, "description", "text"]) == .string("Use a stored id"))
        #expect(lookup(uuid, ["fixes", 0, "artifactChanges", 0, "replacements", 0, "insertedContent", "text"]) == .string("item.id"))
        #expect(lookup(uuid, ["fixes", 0, "artifactChanges", 0, "replacements", 0, "deletedRegion", "startColumn"]) == .int(22))
    }

    @Test func inputErrorsAreToolNotifications() throws {
        let invocation = try #require(lookup(try document, ["runs", 0, "invocations", 0]))
        #expect(lookup(invocation, ["executionSuccessful"]) == .bool(false))
        let notification = try #require(lookup(invocation, ["toolExecutionNotifications", 0]))
        #expect(lookup(notification, ["level"]) == .string("error"))
        #expect(lookup(notification, ["message", "text"]) == .string("not valid UTF-8"))
        #expect(lookup(notification, ["locations", 0, "physicalLocation", "artifactLocation", "uri"]) == .string("Bad%20file.swift"))
        #expect(lookup(notification, ["locations", 0, "physicalLocation", "region", "startLine"]) == .int(2))
    }

    @Test func absolutePathsBecomeFileURIs() {
        #expect(SARIFReporter.artifactLocation("/a b/é.swift") == .object([("uri", .string("file:///a%20b/%C3%A9.swift"))]))
    }
}
