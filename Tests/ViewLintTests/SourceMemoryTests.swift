import Foundation
import Testing
@testable import ViewLint
import ViewLintRules

/// What a whole lint holds of each file: a summary keeps only the texts it reads.
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
}
