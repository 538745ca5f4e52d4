import Foundation
import Testing
@testable import ViewLint

/// The oldest OS versions a project deploys to decide which SwiftUI binding behaviours its code
/// can run with: only the newer one when every target is iOS 17 / macOS 14 or later.
@Suite struct DeploymentTargetsTests {
    @Test func xcodeSettingsAndManifestsGiveTheOldestVersions() throws {
        #expect(!DeploymentTargets().allNewerBehaviour, "nothing declared: any version")
        func project(_ settings: String...) throws -> XcodeProject {
            let configurations = settings.enumerated().map { index, text in
                "C\(index) = { isa = XCBuildConfiguration; buildSettings = { \(text) }; name = Release; };"
            }
            let text = "// !$*UTF8*$!\n{ objects = { \(configurations.joined(separator: " ")) }; }"
            return XcodeProject(try PropertyList.parse(Array(text.utf8)).get(), projectFolder: "/p")
        }
        var targets = try project(#"IPHONEOS_DEPLOYMENT_TARGET = 17.0; MACOSX_DEPLOYMENT_TARGET = "14.2";"#,
                                  "SWIFT_VERSION = 5.0; WATCHOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED)\";").deploymentTargets
        #expect(targets.oldest == [.iOS: 17, .macOS: 14])
        #expect(targets.allNewerBehaviour)
        func manifest(_ platforms: String) -> DeploymentTargets {
            let text = "// swift-tools-version:5.9\nimport PackageDescription\n// .iOS(.v12) in a comment is not a platform\n"
                + "let package = Package(name: \"P\", platforms: [\(platforms)], targets: [.target(name: \"P\")])"
            return PackageManifest(path: "/p/Package.swift", bytes: Array(text.utf8), folderExists: { _ in false }).deploymentTargets
        }
        targets.merge(manifest(".iOS(.v18), .visionOS(.v1)"))
        #expect(targets.oldest == [.iOS: 17, .macOS: 14, .visionOS: 1])
        #expect(targets.allNewerBehaviour)
        targets.merge(try project("IPHONEOS_DEPLOYMENT_TARGET = 16.4;").deploymentTargets)
        #expect(targets.oldest[.iOS] == 16)
        #expect(!targets.allNewerBehaviour, "one older target is enough")

        // A deployment target for a platform the configuration does not build for is left over.
        let iOSOnly = try project(#"IPHONEOS_DEPLOYMENT_TARGET = 18.5; MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";"#,
                                  "MACOSX_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos;",
                                  "WATCHOS_DEPLOYMENT_TARGET = 9.0; SDKROOT = watchos;").deploymentTargets
        #expect(iOSOnly.oldest == [.iOS: 18, .watchOS: 9])

        let package = manifest(#".iOS("17.0"), .macOS(.v10_15)"#)
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
