import Foundation
import Testing
@testable import ViewLint
import ViewLintRules

/// What a whole lint holds of each file: a summary keeps only the texts it reads, and a
/// session lets a file's bytes go once it is summarised, reading it again to check it.
@Suite struct SourceMemoryTests {
    @Test func summaryTextKeepsTheRangesItIsToldToAndReadsThemAtTheirFileOffsets() {
        let file = Array("let alpha = 1\nlet beta = 22\nlet gamma = 333\n".utf8)
        let text = SummaryText(file)
        #expect(text.text(4 ..< 9) == "alpha")
        // Overlapping and touching ranges make one piece; empty ranges keep nothing.
        text.keepOnly([18 ..< 22, 4 ..< 9, 6 ..< 11, 0 ..< 0, 32 ..< 37, 37 ..< 39])
        #expect(text.keptCount == 5 + 2 + 4 + 7)
        #expect(text.text(4 ..< 9) == "alpha")
        #expect(text.text(6 ..< 11) == "pha =")
        #expect(text.text(18 ..< 22) == "beta")
        #expect(text.text(32 ..< 39) == "gamma =")
        #expect(text.text(35 ..< 37) == "ma")
        #expect(text.text(20 ..< 20) == "", "an empty range reads nothing, wherever it is")
        #expect(text.withBytes(18 ..< 22) { Array($0) } == Array("beta".utf8))
    }

    static let viewFile = """
        import SwiftUI

        struct Screen: View, Equatable {
            let title: String
            @State private var count: Int = 0
            var items = [Item(name: "a")]

            var body: some View {
                VStack {
                    // A long comment no summary reads, which the compacted text lets go of,
                    // together with the bodies of the closures below.
                    Badge(count: count)
                        .equatable()
                        .padding(8)
                    Button("Add") { count += 1; print("added one more to the count") }
                    ForEach(items) { item in Row(item: item) }
                }
            }
        }

        extension Screen: Hashable, CustomStringConvertible {
            var description: String { title }
        }
        """

    /// Every text the index reads from a summary (inherited names, stored properties, sites and
    /// their modifiers, positions) is the same from the compacted summary as from the file.
    @Test func aCompactedSummaryReadsWhatTheFileSays() {
        let tree = SyntaxTree.parse(SourceFile(path: "Screen.swift", text: Self.viewFile))
        let whole = FileSummary(tree: tree)
        let compacted = DeclarationSummary(tree: tree).summary
        let kept = compacted.declarations[0].source.keptCount
        #expect(kept < tree.file.bytes.count / 2, "kept \(kept) of \(tree.file.bytes.count) bytes")
        #expect(whole.declarations[0].source.keptCount == tree.file.bytes.count)

        #expect(compacted.declarations.map(\.inherited) == whole.declarations.map(\.inherited))
        #expect(compacted.declarations.map(\.inherited) == [["View", "Equatable"], ["Hashable", "CustomStringConvertible"]])
        func properties(_ summary: FileSummary) -> [String] {
            summary.declarations.flatMap(\.storedProperties).map { "\($0.name): \($0.typeText) = \($0.initializerText ?? "-")" }
        }
        #expect(properties(compacted) == properties(whole))
        #expect(properties(compacted) == ["title: String = -", "count: Int = 0", "items:  = [Item(name: \"a\")]"])
        func sites(_ summary: FileSummary) -> [String] {
            summary.sites.map { site in
                "\(site.typeName)@\(site.line):\(site.column) in \(site.enclosingDeclaration) "
                    + "[\(site.modifiers.map(\.name).joined(separator: ","))] \(site.isEquatableWrapped) \(site.constructionText)"
            }
        }
        #expect(sites(compacted) == sites(whole))
        #expect(sites(compacted).contains("Badge@12:13 in Screen.body [equatable,padding] true Badge(count: count)"), "\(sites(compacted))")
        var wholeHash = StableHash(), compactedHash = StableHash()
        for site in whole.sites { DeclarationDigest.add(site, to: &wholeHash) }
        for site in compacted.sites { DeclarationDigest.add(site, to: &compactedHash) }
        #expect(wholeHash.value == compactedHash.value)
    }

    /// Reads from disk, counting the reads of each file; a file named in `changeOnSecondRead`
    /// reads as changed from its second read on.
    final class CountingReader: ProjectFileReader, @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        let changeOnSecondRead: Set<String>

        init(changeOnSecondRead: Set<String> = []) { self.changeOnSecondRead = changeOnSecondRead }

        func knownContent(of name: String, at path: String) -> UInt64? { nil }

        func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure> {
            let count = lock.withLock { () -> Int in
                counts[name, default: 0] += 1
                return counts[name]!
            }
            return FileSystem.readFile(path).map { count > 1 && changeOnSecondRead.contains(name) ? $0 + Array("\n// edited\n".utf8) : $0 }
        }

        func reads(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
    }

    static func project(_ root: TemporaryDirectory) throws -> Project {
        try root.write("Badge.swift", CacheTests.badge)
        try root.write("Card.swift", CacheTests.card)
        try root.write("Screen.swift", CacheTests.screen)
        try root.write("Model.swift", "struct Model { var name = \"\" }\n")
        return Project.discover(root: root.path, included: [], excluded: [], configurationBase: root.path)
    }

    /// `treeBudget` 0: no tree is kept from the parse that indexed its file, so every file
    /// checked is read and parsed again.
    static func settings(reportingEveryFileRead: Bool, treeBudget: Int = 0) -> AnalysisSettings {
        var settings = AnalysisSettings(configuration: Configuration(), rules: RuleRegistry.all + BuiltInRules.all, jobs: 2,
                                        treeBudget: treeBudget)
        settings.reportsEveryFileRead = reportingEveryFileRead
        return settings
    }

    /// A one-shot analysis lets go of the bytes of every file without findings, reads a file
    /// again to check it (unless its tree was kept), and finds exactly what an analysis
    /// holding every file finds.
    @Test func aOneShotAnalysisLetsFilesGoAndFindsTheSame() throws {
        let root = try TemporaryDirectory()
        let project = try Self.project(root)
        let names = project.files
        let holding = AnalysisSession(project: project, settings: Self.settings(reportingEveryFileRead: true,
                                                                                treeBudget: AnalysisSettings.defaultTreeBudget)).analyze(names)
        let reader = CountingReader()
        let session = AnalysisSession(project: project, settings: Self.settings(reportingEveryFileRead: false), reader: reader)
        let oneShot = session.analyze(names)

        func shown(_ findings: [Finding]) -> [String] {
            findings.map { "\($0.path):\($0.range) \($0.ruleID) \($0.evidence?.status.rawValue ?? "-") \($0.evidence?.summary ?? "")" }
        }
        #expect(!oneShot.findings.isEmpty)
        #expect(shown(oneShot.findings) == shown(holding.findings))
        #expect(holding.sources.keys.sorted() == names.sorted(), "every file read is reported by default")
        let withFindings = Set(oneShot.findings.map(\.path))
        #expect(oneShot.sources.keys.sorted() == withFindings.sorted())
        #expect(!withFindings.contains("Model.swift"))
        for name in names {
            #expect(session.slots[name]?.file == nil || withFindings.contains(name), "\(name) is held")
        }
        // Model.swift holds no view code: summarised once, never read to be checked.
        #expect(reader.reads("Model.swift") == 1)
        #expect(reader.reads("Screen.swift") == 2)

        // With room for the trees, a file checked is read and parsed once.
        let keeping = CountingReader()
        let kept = AnalysisSession(project: project, settings: Self.settings(reportingEveryFileRead: false,
                                                                             treeBudget: AnalysisSettings.defaultTreeBudget),
                                   reader: keeping).analyze(names)
        #expect(shown(kept.findings) == shown(holding.findings))
        #expect(keeping.reads("Screen.swift") == 1)
    }

    /// A file that changed on disk after it was indexed is not checked with bytes the index
    /// did not see: it is reported as not checked (an input error naming it), never silently
    /// left out, and no result is kept for it.
    @Test func aFileChangedSinceItWasIndexedIsNotChecked() throws {
        let root = try TemporaryDirectory()
        let project = try Self.project(root)
        let reader = CountingReader(changeOnSecondRead: ["Screen.swift"])
        let session = AnalysisSession(project: project, settings: Self.settings(reportingEveryFileRead: false), reader: reader)
        let result = session.analyze(project.files)
        #expect(!result.findings.contains { $0.path == "Screen.swift" })
        #expect(result.sources["Screen.swift"] == nil)
        #expect(reader.reads("Screen.swift") == 2)
        let error = try #require(result.errors.first { $0.path == "Screen.swift" })
        #expect(error.message.contains("changed"))
    }
}
