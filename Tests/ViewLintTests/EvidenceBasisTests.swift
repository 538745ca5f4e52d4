import Foundation
import Testing
import ViewLint

/// `Evidence.basis`: a rule tells which of its own decision paths produced a finding's evidence
/// by a value of its own type, so its `revise`/`refutedMessage` never read the summary's wording.
/// The basis is the rule's alone: not reported, not encoded, not part of `==`.
@Suite struct EvidenceBasisTests {
    /// Two decision paths of a test rule, and a type another rule might use.
    enum PathBasis: Hashable, Sendable { case menuItems, constantCollection }
    enum OtherBasis: Hashable, Sendable { case menuItems }

    /// Reports every `let menu`, `let constant` and `let plain`; its experiment refutes all three
    /// with the same summary, the first two on a basis of their own, the last with none.
    struct BasisRule: Rule {
        static let description = RuleDescription(
            id: "basis_evidence", name: "Basis Evidence", summary: "s", rationale: "r", howToFix: "f", category: .identity,
            triggeringExamples: [], nonTriggeringExamples: [])
        init(options: RuleOptions) {}

        func check(_ file: LintFile, context: LintContext) -> [RuleMatch<String>] {
            var matches: [RuleMatch<String>] = []
            var offset = 0
            for line in file.source.text(0 ..< file.source.bytes.count).split(separator: "\n", omittingEmptySubsequences: false) {
                for name in ["menu", "constant", "plain"] where line.hasPrefix("let \(name) ") {
                    matches.append(RuleMatch(finding("claims an effect", at: offset ..< offset + 3, in: file), site: name))
                }
                offset += line.utf8.count + 1
            }
            return matches
        }

        func confirm(_ site: String, in file: LintFile, context: ConfirmationContext) -> Evidence? {
            let evidence = Evidence.refutedByStaticFact("the same words for every path")
            switch site {
            case "menu": return .refutedByStaticFact("the same words for every path").based(on: PathBasis.menuItems)
            case "constant": return evidence.based(on: PathBasis.constantCollection)
            default: return evidence
            }
        }

        func refutedMessage(at site: String, evidence: Evidence) -> String? {
            switch evidence.basis(as: PathBasis.self) {
            case .menuItems?: return "menu items keep nothing"
            case .constantCollection?: return "the collection never changes"
            case nil: return nil
            }
        }
    }

    @Test func revisionFollowsTheBasisNotTheSummary() {
        let linter = Linter(rules: [Linter.ConfiguredRule(rule: BasisRule(options: RuleOptions()))], jobs: 1,
                            confirmation: ConfirmationSettings())
        let source = "let menu = 1\nlet constant = 2\nlet plain = 3\n"
        let findings = linter.lint([SourceFile(path: "A.swift", text: source)]).findings
        #expect(findings.map(\.message) == ["menu items keep nothing", "the collection never changes", "claims an effect"])
        #expect(Set(findings.compactMap(\.evidence?.summary)).count == 1, "the three paths are told apart by their basis alone")
        #expect(findings.allSatisfy { $0.evidence?.status == .refuted })
    }

    @Test func aBasisIsReadOnlyAsItsOwnType() {
        let evidence = Evidence.inconclusive("open").based(on: PathBasis.menuItems)
        #expect(evidence.basis(as: PathBasis.self) == .menuItems)
        #expect(evidence.basis(as: OtherBasis.self) == nil)
        #expect(Evidence.inconclusive("open").basis(as: PathBasis.self) == nil)
        // A later basis replaces the earlier one.
        #expect(evidence.based(on: PathBasis.constantCollection).basis(as: PathBasis.self) == .constantCollection)
    }

    @Test func theBasisIsNeitherEncodedNorCompared() throws {
        let plain = Evidence.refutedByStaticFact("fixed", dependencies: ["B.swift"])
        let based = plain.based(on: PathBasis.menuItems)
        // Equal as reported: a finding read back from the cache (which keeps revised findings)
        // equals the one just made.
        #expect(based == plain)
        #expect(based != Evidence.refutedByStaticFact("another fact"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(based)
        #expect(data == (try encoder.encode(plain)))
        #expect(!String(decoding: data, as: UTF8.self).contains("basis"))
        let decoded = try JSONDecoder().decode(Evidence.self, from: data)
        #expect(decoded == based)
        #expect(decoded.basis == nil)
        #expect(decoded.summary == "a static fact, not a run: fixed" && decoded.dependencies == ["B.swift"])
    }

    /// `==` and the coding keys are written out to leave the basis out: a stored property added
    /// to `Evidence` must be added to both, and to this count.
    @Test func everyReportedFieldIsComparedAndEncoded() throws {
        let evidence = Evidence(status: .confirmed, summary: "s", siteAsWritten: SiteCounts(), siteWithFix: SiteCounts(), updates: 3,
                                driver: "changing `a`", held: ["when `b`"], dependencies: ["C.swift"], trace: ["t"])
        #expect(Mirror(reflecting: evidence).children.count == 12)
        var changed: [Evidence] = []
        var e = evidence; e.status = .refuted; changed.append(e)
        e = evidence; e.summary = "t"; changed.append(e)
        e = evidence; e.asWritten = Measurement(); changed.append(e)
        e = evidence; e.withFix = Measurement(); changed.append(e)
        e = evidence; e.siteAsWritten = nil; changed.append(e)
        e = evidence; e.siteWithFix = nil; changed.append(e)
        e = evidence; e.updates = 4; changed.append(e)
        e = evidence; e.driver = nil; changed.append(e)
        e = evidence; e.held = []; changed.append(e)
        e = evidence; e.dependencies = []; changed.append(e)
        e = evidence; e.trace = []; changed.append(e)
        #expect(changed.count == 11)
        for other in changed {
            #expect(other != evidence)
            #expect(try JSONDecoder().decode(Evidence.self, from: JSONEncoder().encode(other)) == other)
        }
    }
}
