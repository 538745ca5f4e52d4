import Testing
import ViewLint
import ViewLintRules

/// Every rule's own examples, each put through the same mutations (docs/ARCHITECTURE.md, "A rule"):
/// triggering examples must fire exactly at their `↓` markers, still fire inside `#if DEBUG`,
/// after a multi-byte prefix and with CRLF line ends, and must not fire inside a comment, inside
/// a string literal, or behind a disable comment. Non-triggering examples must stay silent, and
/// each correction's fix must produce its `after` text.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { $0.description }

    @Test(arguments: rules.map(\.id))
    func triggeringExamplesFireAtTheirMarkers(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        for example in rule.triggeringExamples {
            let (code, markers) = example.unmarked
            #expect(!markers.isEmpty, "triggering example without ↓ marker at \(example.line)")
            #expect(offsets(of: ruleID, in: code) == markers, "example at line \(example.line)")
        }
    }

    /// Triggering examples that state their evidence: the engine, confirming the example's
    /// findings, must reach that status with a summary containing the stated phrase.
    @Test(arguments: rules.map(\.id))
    func triggeringExamplesCarryTheirExpectedEvidence(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        for example in rule.triggeringExamples {
            guard let expected = example.expectedEvidence else { continue }
            let findings = LintTestSupport.lint([("Example.swift", example.unmarked.code)], confirm: true)
                .findings.filter { $0.ruleID == ruleID }
            #expect(!findings.isEmpty, "example at line \(example.line) did not fire")
            for finding in findings {
                let evidence = finding.evidence
                #expect(evidence?.status.rawValue == expected.status.rawValue,
                        "example at line \(example.line): \(evidence.map { "\($0.status): \($0.summary)" } ?? "no evidence")")
                #expect(evidence?.summary.contains(expected.summaryContains) == true,
                        "example at line \(example.line): summary \(evidence?.summary ?? "-") lacks \(expected.summaryContains)")
            }
        }
    }

    @Test func someTriggeringExamplesOfEveryRuleStateTheirEvidence() {
        for rule in Self.rules {
            #expect(rule.triggeringExamples.contains { $0.expectedEvidence != nil }, "\(rule.id) states no evidence")
        }
    }

    @Test(arguments: rules.map(\.id))
    func mutationsKeepOrSilenceFindings(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        for example in rule.triggeringExamples {
            for mutation in ExampleMutation.allCases where example.skippedMutations[mutation] == nil {
                let mutated = RuleExample(Self.apply(mutation, to: example.code, ruleID: ruleID))
                let (code, markers) = mutated.unmarked
                let found = offsets(of: ruleID, in: code)
                switch mutation {
                case .wrappedInComment, .wrappedInString, .disabledByComment:
                    #expect(found.isEmpty, "\(mutation) of example at line \(example.line) still fires: \(found)")
                case .multiBytePrefix, .crlfLineEnds, .insideIfDebug:
                    #expect(found == markers, "\(mutation) of example at line \(example.line)")
                }
            }
        }
    }

    @Test(arguments: rules.map(\.id))
    func nonTriggeringExamplesStaySilent(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        for example in rule.nonTriggeringExamples {
            let found = offsets(of: ruleID, in: example.code)
            #expect(found.isEmpty, "non-triggering example at line \(example.line) fires at \(found)")
        }
    }

    @Test(arguments: rules.map(\.id))
    func correctionsProduceTheirAfterText(ruleID: String) throws {
        let rule = try #require(RuleRegistry.rule(withID: ruleID)).description
        for correction in rule.corrections {
            let (code, _) = RuleExample(correction.before).unmarked
            let edits = LintTestSupport.lint(code).findings.filter { $0.ruleID == ruleID }.compactMap(\.fix).flatMap(\.edits)
            #expect(!edits.isEmpty)
            #expect(LintTestSupport.apply(edits, to: code) == correction.after)
        }
    }

    @Test func everyExampleMarksAtLeastOneFindingAndRulesHaveExamples() {
        for rule in Self.rules {
            #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    private func offsets(of ruleID: String, in code: String) -> [Int] {
        LintTestSupport.lint(code).findings.filter { $0.ruleID == ruleID }.map(\.range.lowerBound).sorted()
    }

    /// The mutation applied to marked code (markers stay where they are relative to the code).
    static func apply(_ mutation: ExampleMutation, to code: String, ruleID: String) -> String {
        switch mutation {
        case .wrappedInComment:
            return "/*\n" + code.replacingOccurrences(of: "*/", with: "* /") + "\n*/\n"
        case .wrappedInString:
            return "let text = #\"\"\"\n" + code + "\n\"\"\"#\n"
        case .disabledByComment:
            return "// viewlint:disable \(ruleID)\n" + code
        case .multiBytePrefix:
            return "/* 👨‍👩‍👧‍👦 🇯🇵 é 漢字 */\n" + code
        case .crlfLineEnds:
            return code.replacingOccurrences(of: "\n", with: "\r\n")
        case .insideIfDebug:
            return "#if DEBUG\n" + code + "\n#endif\n"
        }
    }
}
