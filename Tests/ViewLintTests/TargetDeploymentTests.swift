import Foundation
import Testing
@testable import ViewLint

/// A file runs on what the targets compiling it deploy to: a target's own
/// `IPHONEOS_DEPLOYMENT_TARGET` overrides the PBXProject-level one, which counts only for a
/// target that sets none (Tests/Fixtures/project/Planner: the project says iOS 15, the app
/// target iOS 18, the widget target nothing).
@Suite struct TargetDeploymentTests {
    static let bundle = "/Planner.xcodeproj"

    @Test func aTargetSettingOverridesTheProjectLevel() throws {
        let root = try ProjectConsistencyTests.copy("project/Planner")
        let project = try XcodeProject.read(bundlePath: root.path + Self.bundle).get()
        let byName = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.deploymentTargets.oldest) })
        #expect(byName == ["Planner": [.iOS: 18], "PlannerWidget": [.iOS: 15]])
        #expect(project.deploymentTargets.oldest == [.iOS: 15], "the oldest of the targets")

        let map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + Self.bundle])
        func oldest(_ file: String) -> [DeploymentTargets.Platform: Int] { map.deploymentTargets(ofFile: root.path + "/" + file).oldest }
        #expect(oldest("Planner/AgendaView.swift") == [.iOS: 18])
        #expect(oldest("Widget/ChoreWidgetView.swift") == [.iOS: 15])
        #expect(oldest("Shared/Chore.swift") == [.iOS: 15], "in both targets: the older one")
        #expect(oldest("Loose/Unclaimed.swift") == [.iOS: 15], "no target: the project's oldest")
    }

    /// Every target overriding the project-level value: nothing deploys to it.
    @Test func anOverriddenProjectValueCountsNowhere() throws {
        let root = try ProjectConsistencyTests.copy("project/Planner")
        let path = root.path + Self.bundle + "/project.pbxproj"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The widget's configurations set iOS 17 too.
        let widget = text.replacingOccurrences(of: "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n\t\tBB0000000000000000000075",
                                               with: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n\t\tBB0000000000000000000075")
            .replacingOccurrences(of: "\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n/* End",
                                  with: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n/* End")
        #expect(widget != text)
        try widget.write(toFile: path, atomically: true, encoding: .utf8)
        let project = try XcodeProject.read(bundlePath: root.path + Self.bundle).get()
        #expect(project.targets.map(\.deploymentTargets.oldest) == [[.iOS: 18], [.iOS: 17]])
        #expect(project.deploymentTargets.allNewerBehaviour, "the project's iOS 15 is no target's")
    }

    /// A target whose project file names no version, in a project that names none either (its
    /// settings may live in an `.xcconfig`): its files take the project's oldest, the app's.
    @Test func aTargetNamingNoVersionTakesTheProjectsOldest() throws {
        let root = try ProjectConsistencyTests.copy("project/Planner")
        let path = root.path + Self.bundle + "/project.pbxproj"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let unset = text.replacingOccurrences(of: "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n", with: "")
        #expect(unset != text)
        try unset.write(toFile: path, atomically: true, encoding: .utf8)
        let map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + Self.bundle])
        #expect(map.deploymentTargets(ofFile: root.path + "/Widget/ChoreWidgetView.swift").oldest == [.iOS: 18])
    }

    /// The same closure binding, capturing only a row's object: the app file (iOS 18) never runs
    /// the older behaviour, under which alone the binding re-runs the row, so it is refuted
    /// without versions; the widget file (the project's iOS 15) is confirmed for iOS 16 and earlier.
    @Test func verdictsFollowTheFilesTargets() throws {
        let root = try ProjectConsistencyTests.copy("project/Planner")
        let session = AnalysisSessionTests.session(root)
        let files = ["Planner/AgendaView.swift", "Widget/ChoreWidgetView.swift"]
        let findings = session.analyze(files).findings.filter { $0.ruleID == "closure_binding" }
        for file in files {
            let code = try String(contentsOfFile: root.path + "/" + file, encoding: .utf8)
            let expected = RuleFixtureTests.expectations(in: code, file: file)
            #expect(expected.count == 1)
            for (expectation, status) in expected {
                let finding = try #require(findings.first { $0.path == file })
                let line = SourceFile(path: file, text: code).location(of: finding.range.lowerBound)
                #expect(line.line == expectation.line && line.column == expectation.column)
                #expect(finding.evidence?.status.rawValue == status, "\(file): \(finding.evidence?.summary ?? "-")")
            }
        }
        let app = try #require(findings.first { $0.path == files[0] }?.evidence?.summary)
        #expect(!app.contains("iOS 16"), "\(app)")
        let widget = try #require(findings.first { $0.path == files[1] }?.evidence?.summary)
        #expect(widget.contains("0 of 10 on iOS 16 and earlier"), "\(widget)")
    }
}
