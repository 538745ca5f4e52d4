import Foundation
import Testing
@testable import ViewLint
import ViewLintRules

/// An edit to one file updates the session's project model in place when the file's type
/// declarations are unchanged, and merges the project again when they are not; either way the
/// findings are those of a fresh analysis, and the session names what changed in the model.
@Suite struct ProjectModelUpdateTests {
    static let settings = AnalysisSettings(configuration: Configuration(), rules: RuleRegistry.all + BuiltInRules.all, jobs: 2)

    static let row = """
        import SwiftUI

        struct Row: View, Equatable {
            let title: String
            var count: Int = 0

            var body: some View {
                HStack {
                    Badge(id: count, count: count)
                    Text(title)
                }
            }
        }

        extension Row {
            static func == (lhs: Row, rhs: Row) -> Bool {
                lhs.title == rhs.title
            }
        }

        """

    static let badge = CacheTests.badge

    static let screen = """
        import SwiftUI

        struct Screen: View {
            @State private var count = 0
            @State private var title = "Rows"

            var body: some View {
                VStack {
                    Row(title: title, count: count)
                    Badge(id: 1, count: count)
                    Button("Add") { count += 1 }
                }
            }
        }

        """

    /// The declaration digest the analysis session keys the in-place update by.
    static func digest(_ text: String) -> UInt64 {
        DeclarationDigest.of(DeclarationSummary(tree: SyntaxTree.parse(SourceFile(path: "Row.swift", text: text))))
    }

    static func summary(_ path: String, _ text: String) -> FileSummary {
        FileSummary(tree: SyntaxTree.parse(SourceFile(path: path, text: text)))
    }

    static func index(_ files: [(String, String)]) -> ProjectIndex {
        ProjectIndex(summaries: files.map { summary($0.0, $0.1) })
    }

    /// Lines added above every declaration, a body and a `==` body edited: the updated index
    /// lists every position (types, properties, `==`, sites) as a fresh merge does.
    @Test func positionsMovedByAnEditAreThoseOfAFreshMerge() throws {
        let edited = "// a comment\n\n" + Self.row
            .replacingOccurrences(of: "Text(title)", with: "Text(title)\n                Text(\"more\")")
            .replacingOccurrences(of: "lhs.title == rhs.title", with: "lhs.title == rhs.title && lhs.count == rhs.count")
        let old = Self.summary("Row.swift", Self.row), new = Self.summary("Row.swift", edited)
        // The session's own digest (summary and facts) is unchanged: the in-place path applies.
        #expect(Self.digest(Self.row) == Self.digest(edited))

        let before = ProjectIndex(summaries: [Self.summary("Badge.swift", Self.badge), old, Self.summary("Screen.swift", Self.screen)])
        let fresh = ProjectIndex(summaries: [Self.summary("Badge.swift", Self.badge), new, Self.summary("Screen.swift", Self.screen)])
        let updated = try #require(before.replacingFile(old, with: new))
        #expect(updated.dump() == fresh.dump())
        #expect(updated.dump() != before.dump(), "the edit moved Row's positions")
        #expect(updated.viewType(named: "Row")?.offset == fresh.viewType(named: "Row")?.offset)
        #expect(updated.viewType(named: "Badge")?.instantiations.map(\.byteRange) == fresh.viewType(named: "Badge")?.instantiations.map(\.byteRange))
    }

    /// A line being typed is a syntax error for a moment; what other files learn from the file
    /// (its declaration digest) does not change for it.
    @Test func aSyntaxErrorInABodyKeepsTheDeclarationDigest() {
        let typing = Self.row.replacingOccurrences(of: "Text(title)", with: "Text(title)\n                let draft = ")
        #expect(!SyntaxTree.parse(SourceFile(path: "Row.swift", text: typing)).diagnostics.isEmpty)
        #expect(Self.digest(typing) == Self.digest(Self.row))
    }

    /// A construction site removed from Row's body and another added: the index lists Badge's
    /// sites as a fresh merge does, in file order.
    @Test func sitesAddedAndRemovedAreThoseOfAFreshMerge() throws {
        let old = Self.summary("Row.swift", Self.row)
        let edited = Self.row.replacingOccurrences(of: "Badge(id: count, count: count)", with: "Text(title)")
            .replacingOccurrences(of: "Text(title)\n", with: "Badge(id: 2, count: count).padding()\n")
        let new = Self.summary("Row.swift", edited)
        let files = [("Badge.swift", Self.badge), ("Screen.swift", Self.screen), ("Another.swift", Self.screen.replacingOccurrences(of: "Screen", with: "Another"))]
        let before = ProjectIndex(summaries: files.map { Self.summary($0.0, $0.1) } + [old])
        let fresh = ProjectIndex(summaries: files.map { Self.summary($0.0, $0.1) } + [new])
        let updated = try #require(before.replacingFile(old, with: new))
        #expect(updated.dump() == fresh.dump())
        #expect(updated.viewType(named: "Badge")?.instantiations.map(\.path) == ["Another.swift", "Row.swift", "Row.swift", "Screen.swift"])
        #expect(updated.viewType(named: "Badge")?.instantiations.map(\.byteRange) == fresh.viewType(named: "Badge")?.instantiations.map(\.byteRange))
    }

    @Test func summariesThatDoNotMatchOneToOneAreRefused() {
        let old = Self.summary("Row.swift", Self.row)
        let index = ProjectIndex(summaries: [Self.summary("Badge.swift", Self.badge), old])
        let anotherType = Self.summary("Row.swift", Self.row + "\nstruct Extra {}\n")
        #expect(index.replacingFile(old, with: anotherType) == nil)
        #expect(index.replacingFile(old, with: Self.summary("Other.swift", Self.row)) == nil)
    }

    static func findings(of session: AnalysisSession, _ name: String) -> [Finding] {
        session.analyze([name]).findings
    }

    static func fresh(_ files: [String: String], _ name: String) -> [Finding] {
        let session = AnalysisSession(documents: files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) },
                                      settings: settings)
        return findings(of: session, name)
    }

    /// File B's `==` and conformance edited while A is open: A's findings follow, equal to a
    /// fresh session's, whether the model was updated in place (a `==` body) or merged again
    /// (a conformance).
    @Test func editsToAConformanceOrAnEqualityInBChangeAsFindingsAsAFreshRunDoes() throws {
        var files = ["Badge.swift": Self.badge, "Row.swift": Self.row, "Screen.swift": Self.screen]
        let session = AnalysisSession(documents: files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) },
                                      settings: Self.settings)
        let initial = Self.findings(of: session, "Screen.swift")
        #expect(initial == Self.fresh(files, "Screen.swift"))
        #expect(initial.contains { $0.ruleID == "unenforced_equatable" })
        var builds = session.modelBuilds

        func edit(_ name: String, _ text: String, expect kind: KeyPath<ModelBuildCounts, Int>,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Finding] {
            files[name] = text
            session.setDocument(name, bytes: Array(text.utf8))
            let found = Self.findings(of: session, "Screen.swift")
            #expect(found == Self.fresh(files, "Screen.swift"), sourceLocation: sourceLocation)
            let now = session.modelBuilds
            #expect(now[keyPath: kind] == builds[keyPath: kind] + 1, "\(builds) -> \(now)", sourceLocation: sourceLocation)
            builds = now
            return found
        }

        // A `==` that compares fewer fields: a body edit, the model updated in place; the
        // finding in Screen.swift is confirmed now (its experiment reads Badge's `==`).
        let weaker = edit("Badge.swift", Self.badge.replacingOccurrences(of: "lhs.id == rhs.id && lhs.count == rhs.count",
                                                                       with: "lhs.id == rhs.id"), expect: \.updated)
        #expect(weaker != initial)
        // Lines added above Badge: its positions move, nothing else.
        _ = edit("Badge.swift", "// Badge\n\n" + files["Badge.swift"]!, expect: \.updated)
        // Badge no longer Equatable, and its `==` gone: a declaration change, merged again.
        let plain = edit("Badge.swift", Self.badge.replacingOccurrences(of: "View, Equatable", with: "View")
            .replacingOccurrences(of: "static func == (lhs: Badge, rhs: Badge) -> Bool {\n        lhs.id == rhs.id && lhs.count == rhs.count\n    }\n", with: ""),
                         expect: \.merged)
        #expect(plain != weaker)
        // Row gains its conformance back in another file's edit: merged again.
        _ = edit("Row.swift", Self.row.replacingOccurrences(of: "struct Row: View, Equatable", with: "struct Row: View"), expect: \.merged)
    }
    /// What the session names after each edit: nothing for a comment or a call of a type that
    /// is no project view; the constructed view for a new site; the type, and every declaration
    /// that refers to it, for a new property; everything for new imports.
    @Test func theSessionNamesWhatAnEditChangedInTheModel() {
        let holder = "struct Holder {\n    let badge: Badge\n}\n"
        let files = ["Badge.swift": Self.badge, "Row.swift": Self.row, "Screen.swift": Self.screen, "Holder.swift": holder]
        let session = AnalysisSession(documents: files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) },
                                      settings: Self.settings)
        _ = session.analyze(Array(files.keys))
        #expect(session.takeModelChange().everything)
        func edit(_ name: String, _ text: String) -> ModelChange {
            session.setDocument(name, bytes: Array(text.utf8))
            _ = session.analyze([name])
            return session.takeModelChange()
        }
        let comment = edit("Row.swift", "// Rows\n" + Self.row)
        #expect(comment == ModelChange(names: [], files: ["Row.swift"]))
        let helper = edit("Row.swift", Self.row.replacingOccurrences(of: "Text(title)", with: "Text(title)\n                let f = Helper()"))
        #expect(helper == ModelChange(names: [], files: ["Row.swift"]))
        let site = edit("Row.swift", Self.row.replacingOccurrences(of: "Text(title)", with: "Text(title)\n                Badge(id: 3, count: 1)"))
        #expect(site == ModelChange(names: ["Badge"], files: ["Row.swift"]))
        let property = edit("Badge.swift", Self.badge.replacingOccurrences(of: "let count: Int", with: "let count: Int\n    let label: String"))
        #expect(property.names.isSuperset(of: ["Badge", "Holder"]) && !property.everything, "\(property)")
        #expect(property.names.isDisjoint(with: ["Row", "Screen"]), "\(property)")
        #expect(edit("Holder.swift", "import Foundation\n" + holder).everything)
    }
    /// One module's facts edited (Beta's `Item` now mints a fresh id): the model that merges
    /// only the modules holding the file, keeping what it had merged for the others, sees from
    /// every file the facts a fresh merge sees.
    @Test func factsMergedAgainForOneModuleAreAFreshMergesFromEveryFile() {
        var map = ModuleMap(root: "/project")
        func declarations(_ files: [(path: String, code: String)]) -> [DeclarationSummary] {
            files.map { DeclarationSummary(tree: SyntaxTree.parse(SourceFile(path: $0.path, text: $0.code))) }
        }
        let files = ModuleFactsTests.files
        let before = declarations(files)
        let scopes = ModuleScopes(files: files.indices.map { k in
            (files[k].path, map.modules(ofFile: "/project/" + files[k].path), before[k].summary.imports)
        }, map: map)
        var edited = files
        let beta = edited.firstIndex { $0.path == "Beta/Helpers.swift" }!
        edited[beta].code = edited[beta].code.replacingOccurrences(of: "struct Item: Identifiable {", with: "struct Item: Identifiable {\n    let stamp = UUID()")
            .replacingOccurrences(of: "extension View {", with: "struct Ticket {\n    let id = UUID()\n}\n\nextension Never {")
        #expect(edited[beta].code != files[beta].code)
        let after = declarations(edited)
        func factsDigest(_ model: ProjectModel, from path: String) -> UInt64 {
            var hash = StableHash()
            DeclarationDigest.add(model.seen(from: path).facts, to: &hash)
            return hash.value
        }
        let old = Linter.projectModel(before, scopes: scopes)
        for file in files { _ = factsDigest(old, from: file.path) } // every point of view merged and kept
        let fresh = Linter.projectModel(after, scopes: scopes)
        let updated = old.replacingFacts(index: fresh.index, files: after.map { ($0.summary.path, $0.facts) },
                                         changed: ["Beta/Helpers.swift"], scopes: scopes)
        for file in files {
            #expect(factsDigest(updated, from: file.path) == factsDigest(fresh, from: file.path), "\(file.path)")
        }
        // The questions, answered through the groups, too (their name table updated in place).
        func answers(_ model: ProjectModel, from path: String) -> [String] {
            let seen = model.seen(from: path)
            return ["Item", "Ticket", "Token", "Badge", "when", "View", "Never"].map { name in
                "\(name) \(seen.instancesDiffer(typeNamed: name)) \(seen.conditionalHelper(named: name) != nil) "
                    + "\(seen.declaredType(named: name)?.declarationCount ?? -1) \(seen.isRowContent(typeNamed: name))"
            }
        }
        for file in files {
            #expect(answers(updated, from: file.path) == answers(fresh, from: file.path), "\(file.path)")
        }
        #expect(updated.seen(from: "Beta/Screen.swift").instancesDiffer(typeNamed: "Ticket"))
        #expect(updated.seen(from: "Beta/Screen.swift").conditionalHelper(named: "when") == nil)
        #expect(updated.seen(from: "Beta/Screen.swift").instancesDiffer(typeNamed: "Item"))
        #expect(!old.seen(from: "Beta/Screen.swift").instancesDiffer(typeNamed: "Item"))
    }
}
