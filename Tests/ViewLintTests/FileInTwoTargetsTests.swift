import Foundation
import Testing
@testable import ViewLint

/// A file that an Xcode 16 synchronized folder gives one target and an exception set adds to a
/// second (Tests/Fixtures/project/Panels: `PanelFrame.swift` is the extension's and the companion
/// app's) is compiled into both, so code in either target constructs its views: a fact over
/// "every construction" must read them all, not only those of the target listed last.
@Suite struct FileInTwoTargetsTests {
    static let frame = "Panels/Shared/PanelFrame.swift"

    @Test func theFileBelongsToBothTargets() throws {
        let root = try ProjectConsistencyTests.copy("project/Panels")
        var map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + "/Dashboard.xcodeproj"])
        #expect(map.problems.isEmpty)
        func modules(_ relative: String) -> [String] {
            map.modules(ofFile: root.path + "/" + relative).map { map.modules[Int($0)].name }
        }
        #expect(modules(Self.frame) == ["Companion", "PanelsExtension"])
        #expect(modules("Panels/Weather/WeatherPanel.swift") == ["Companion", "PanelsExtension"])
        #expect(modules("Panels/Stocks/StocksPanel.swift") == ["PanelsExtension"])
        #expect(map.targetPlatforms(ofFile: root.path + "/" + Self.frame) == [.iOS])
    }

    @Test func everyConstructionOfItsViewsCounts() throws {
        let root = try ProjectConsistencyTests.copy("project/Panels")
        let project = Project.discover(root: root.path, included: [], excluded: [], configurationBase: root.path)
        var map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + "/Dashboard.xcodeproj"])
        let trees = try project.files.map { name in
            SyntaxTree.parse(SourceFile(path: name, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: root.path + "/" + name)))))
        }
        let summaries = trees.map { FileSummary(tree: $0) }
        let scopes = ModuleScopes(files: trees.indices.map { k in
            (project.files[k], map.modules(ofFile: root.path + "/" + project.files[k]), summaries[k].imports)
        }, map: map)
        let index = ProjectIndex(summaries: summaries, scopes: scopes)
        let frame = try #require(index.viewType(named: "PanelFrame", from: Self.frame))
        #expect(frame.instantiations.map(\.path).sorted() == ["Panels/Stocks/StocksPanel.swift", "Panels/Weather/WeatherPanel.swift"],
                "the extension-only construction counts too")
    }

    /// The construction only the extension compiles erases a type that changes with
    /// `marketOpen`: the stored closure's fact cannot be refuted from the other construction alone.
    @Test func theErasureIsNotRefutedFromOneTarget() throws {
        let root = try ProjectConsistencyTests.copy("project/Panels")
        let session = AnalysisSessionTests.session(root)
        let finding = try #require(session.analyze([Self.frame]).findings.first { $0.ruleID == "any_view" })
        #expect(finding.evidence?.status == .inconclusive, "\(finding.evidence?.summary ?? "-")")
        #expect(finding.evidence?.summary.contains("StocksPanel.swift") == true, "\(finding.evidence?.summary ?? "-")")
    }
}
