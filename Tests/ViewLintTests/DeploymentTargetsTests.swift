import Foundation
import Testing
@testable import ViewLint

/// The oldest OS versions a project deploys to decide which SwiftUI binding behaviours its code
/// can run with: only the newer one when every target is iOS 17 / macOS 14 or later.
@Suite struct DeploymentTargetsTests {
    @Test func xcodeSettingsAndManifestsGiveTheOldestVersions() {
        var targets = DeploymentTargets()
        #expect(!targets.allNewerBehaviour, "nothing declared: any version")
        targets.readXcodeSettings(Array("IPHONEOS_DEPLOYMENT_TARGET = 17.0;\nMACOSX_DEPLOYMENT_TARGET = \"14.2\";".utf8))
        #expect(targets.oldest == [.iOS: 17, .macOS: 14])
        #expect(targets.allNewerBehaviour)
        targets.readManifest(Array("platforms: [.iOS(.v18), .visionOS(.v1)]".utf8))
        #expect(targets.oldest == [.iOS: 17, .macOS: 14, .visionOS: 1])
        #expect(targets.allNewerBehaviour)
        targets.readXcodeSettings(Array("IPHONEOS_DEPLOYMENT_TARGET = 16.4;".utf8))
        #expect(targets.oldest[.iOS] == 16)
        #expect(!targets.allNewerBehaviour, "one older target is enough")

        var package = DeploymentTargets()
        package.readManifest(Array(#"platforms: [.iOS("17.0"), .macOS(.v10_15)]"#.utf8))
        #expect(package.oldest == [.iOS: 17, .macOS: 10])
        #expect(!package.allNewerBehaviour)
    }

    /// A package for iOS 17 / macOS 14: its experiments never run with the older behaviour, and
    /// the same code in a project that also deploys to iOS 16 does.
    @Test func experimentsRunOnlyTheSemanticsTheProjectCanHave() throws {
        let code = """
            import SwiftUI
            struct Meter: View {
                @Binding var level: Double
                var body: some View { Text("\\(level)") }
            }
            struct Panel: View {
                @State private var level = 0.0
                @State private var taps = 0
                var body: some View {
                    VStack {
                        Meter(level: Binding(get: { level }, set: { level = $0 }))
                        Button("Tapped \\(taps)") { taps += 1 }
                    }
                }
            }
            """
        func semanticsRun(platforms: String) throws -> Set<String> {
            let folder = try TemporaryDirectory()
            try folder.write("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Panel", platforms: [\(platforms)], targets: [.target(name: "Panel")])
                """)
            try folder.write("Sources/Panel/Panel.swift", code)
            let output = try ViewLintProcess.run(["lint", "--reporter", "json", "--full-trace", "--no-cache", "."], in: folder.path)
            var found = Set<String>()
            for name in ["pre17", "v17plus"] where output.stdout.contains("(\(name))") { found.insert(name) }
            return found
        }
        #expect(try semanticsRun(platforms: ".iOS(.v17), .macOS(.v14)") == ["v17plus"])
        #expect(try semanticsRun(platforms: ".iOS(.v16), .macOS(.v14)") == ["v17plus", "pre17"])
    }
}
