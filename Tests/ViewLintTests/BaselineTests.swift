import Foundation
import Testing
import ViewLint

/// Baseline matching: rule + file + source text + count, never line numbers.
@Suite struct BaselineTests {
    /// A finding of `rule` on the first occurrence (after `skip` earlier ones) of `needle`.
    private func finding(_ rule: String, _ needle: String, in file: SourceFile, skip: Int = 0) -> Finding {
        let text = String(decoding: file.bytes, as: UTF8.self)
        var searchStart = text.startIndex
        var found = text.range(of: needle)!
        for _ in 0..<skip {
            searchStart = found.upperBound
            found = text.range(of: needle, range: searchStart..<text.endIndex)!
        }
        let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        return Finding(ruleID: rule, severity: .warning, message: "m", path: file.path, range: start..<(start + needle.utf8.count))
    }

    private func files(_ list: SourceFile...) -> [String: SourceFile] {
        Dictionary(uniqueKeysWithValues: list.map { ($0.path, $0) })
    }

    private let identity: (String) -> String = { $0 }

    @Test func shiftedLinesAndReindentedCodeStayKnown() {
        let old = SourceFile(path: "A.swift", text: "struct A {\n    var x = AnyView(Text(\"a\"))\n}\n")
        let baseline = Baseline(findings: [finding("any_view", "AnyView", in: old)], files: files(old), path: identity)
        #expect(baseline.entries == [Baseline.Entry(rule: "any_view", path: "A.swift", source: "var x = AnyView(Text(\"a\"))", count: 1)])

        let shifted = SourceFile(path: "A.swift", text: "import SwiftUI\n\n// comment\nstruct A {\n        var x = AnyView(Text(\"a\"))\n}\n")
        let comparison = baseline.compare([finding("any_view", "AnyView", in: shifted)], files: files(shifted), path: identity)
        #expect(comparison.new.isEmpty)
        #expect(comparison.known.count == 1)
        #expect(comparison.unmatched.isEmpty)
    }

    @Test func editingTheFlaggedLineMakesTheFindingNew() {
        let old = SourceFile(path: "A.swift", text: "var x = AnyView(Text(\"a\"))\n")
        let baseline = Baseline(findings: [finding("any_view", "AnyView", in: old)], files: files(old), path: identity)
        let edited = SourceFile(path: "A.swift", text: "var x = AnyView(Text(\"b\"))\n")
        let comparison = baseline.compare([finding("any_view", "AnyView", in: edited)], files: files(edited), path: identity)
        #expect(comparison.new.count == 1)
        #expect(comparison.unmatched.count == 1, "the old entry no longer matches: reported as fixed")
    }

    @Test func duplicatesAreCounted() {
        let line = "let v = AnyView(EmptyView())\n"
        let two = SourceFile(path: "A.swift", text: line + line)
        let baseline = Baseline(findings: [finding("any_view", "AnyView", in: two), finding("any_view", "AnyView", in: two, skip: 1)],
                                files: files(two), path: identity)
        #expect(baseline.entries.count == 1)
        #expect(baseline.entries.first?.count == 2)

        // A third copy is one new finding; removing one copy leaves one fixed.
        let three = SourceFile(path: "A.swift", text: line + line + line)
        let more = baseline.compare((0..<3).map { finding("any_view", "AnyView", in: three, skip: $0) }, files: files(three), path: identity)
        #expect(more.new.count == 1)
        #expect(more.known.count == 2)
        let one = SourceFile(path: "A.swift", text: line)
        let fewer = baseline.compare([finding("any_view", "AnyView", in: one)], files: files(one), path: identity)
        #expect(fewer.new.isEmpty)
        #expect(fewer.unmatched == [Baseline.Entry(rule: "any_view", path: "A.swift", source: "let v = AnyView(EmptyView())", count: 1)])
    }

    @Test func sameTextUnderAnotherRuleIsNew() {
        let file = SourceFile(path: "A.swift", text: "let v = AnyView(EmptyView())\n")
        let baseline = Baseline(findings: [finding("any_view", "AnyView", in: file)], files: files(file), path: identity)
        let comparison = baseline.compare([finding("unstable_id", "AnyView", in: file)], files: files(file), path: identity)
        #expect(comparison.new.count == 1)
    }

    @Test func renamedFilesKeepTheirEntries() {
        let old = SourceFile(path: "Old.swift", text: "let v = AnyView(EmptyView())\n")
        let other = SourceFile(path: "Other.swift", text: "let w = 1\n")
        let baseline = Baseline(findings: [finding("any_view", "AnyView", in: old)], files: files(old, other), path: identity)
        // Old.swift became New.swift (same code, other lines around it).
        let renamed = SourceFile(path: "New.swift", text: "import SwiftUI\nlet v = AnyView(EmptyView())\n")
        let comparison = baseline.compare([finding("any_view", "AnyView", in: renamed)], files: files(renamed, other), path: identity)
        #expect(comparison.new.isEmpty)
        #expect(comparison.unmatched.isEmpty)
    }

    @Test func anEntryNeverMovesToAFileTheBaselineKnows() {
        // Other.swift is in the baseline (with another entry); the same code appearing there is
        // new even though Old.swift disappeared.
        let old = SourceFile(path: "Old.swift", text: "let v = AnyView(EmptyView())\n")
        let other = SourceFile(path: "Other.swift", text: "let w = AnyView(Text(\"w\"))\n")
        let baseline = Baseline(findings: [finding("any_view", "AnyView", in: old), finding("any_view", "AnyView", in: other)],
                                files: files(old, other), path: identity)
        let grown = SourceFile(path: "Other.swift", text: "let w = AnyView(Text(\"w\"))\nlet v = AnyView(EmptyView())\n")
        let comparison = baseline.compare([finding("any_view", "AnyView", in: grown), finding("any_view", "AnyView", in: grown, skip: 1)],
                                          files: files(grown), path: identity)
        #expect(comparison.new.count == 1)
        #expect(comparison.new.first?.range.lowerBound == 35)
        #expect(comparison.unmatched.map(\.path) == ["Old.swift"])
    }

    @Test func multiLineFindingsUseEveryLine() {
        let file = SourceFile(path: "A.swift", text: "  a(\n    b)\nc\n")
        #expect(Baseline.sourceText(of: 2..<10, in: file) == "a(\nb)")
        // An exclusive end at the start of a line does not pull that line in.
        #expect(Baseline.sourceText(of: 2..<5, in: file) == "a(")
        #expect(Baseline.sourceText(of: 12..<12, in: file) == "c")
    }
}
