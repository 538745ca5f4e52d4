import Foundation
import Testing
@testable import ViewLint

/// Module membership from Xcode projects, package manifests and folders, and type lookups
/// scoped by it.
@Suite struct ModuleMapTests {
    @Test func propertyListsParseAndFailWithAnOffset() throws {
        let text = """
        // !$*UTF8*$!
        { a = 1; /* note */ list = ( x, "y z", ); nested = { path = "Sources/App"; name = "\\"q\\""; }; data = <0fbd>; }
        """
        let list = try PropertyList.parse(Array(text.utf8)).get()
        #expect(list["a"]?.string == "1")
        #expect(list["list"]?.strings == ["x", "y z"])
        #expect(list["nested"]?["path"]?.string == "Sources/App")
        #expect(list["nested"]?["name"]?.string == "\"q\"")
        #expect(list["data"]?.string == "<0fbd>")
        for broken in ["{ a = 1 ", "{ a = ; }", "( a, b", "{ a = \"open; }", "{ } extra"] {
            guard case .failure(let error) = PropertyList.parse(Array(broken.utf8)) else {
                Issue.record("\(broken) parsed")
                continue
            }
            #expect(error.offset <= broken.utf8.count)
        }
        let deep = String(repeating: "(", count: 500)
        #expect((try? PropertyList.parse(Array(deep.utf8)).get()) == nil, "deep nesting is an error, not a crash")
    }

    /// Two targets: the app lists its files in a Sources phase (one through a group path, one
    /// relative to the project); the widget owns a synchronized folder less one exception, and
    /// the app takes that one file through its own exception set, and one more that the widget
    /// keeps (compiled into both).
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 /* RootView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* RootView.swift */; };
                B2 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Shared.swift */; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = RootView.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                G0 = {isa = PBXGroup; children = (G1, S1, F3); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2); path = "My App"; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F1); path = Views; sourceTree = "<group>"; };
                S1 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Intents/Entity.swift, ); target = T2; };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Intents/Entity.swift, Common/Frame.swift, ); target = T1; };
                P1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (P1); name = "My App"; productName = "$(TARGET_NAME)"; };
                T2 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = WidgetExtension; productName = Widget; };
                R1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
            };
            rootObject = R1;
        }
        """

    /// `project` with build configurations: the app builds for iOS (the project's configuration),
    /// the widget for watchOS (its own).
    static let configuredProject = project
        .replacingOccurrences(of: "name = \"My App\";", with: "buildConfigurationList = L1; name = \"My App\";")
        .replacingOccurrences(of: "name = WidgetExtension;", with: "buildConfigurationList = L2; name = WidgetExtension;")
        .replacingOccurrences(of: "mainGroup = G0;", with: "buildConfigurationList = L0; mainGroup = G0;")
        .replacingOccurrences(of: "    };\n    rootObject", with: """
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C0 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                C1 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; }; name = Release; };
                C2 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Release; };
                    };
                    rootObject
                """)

    @Test func xcodeTargetsOwnTheirBuildPhaseAndSynchronizedFiles() throws {
        let root = try TemporaryDirectory()
        try root.write("Demo.xcodeproj/project.pbxproj", Self.project)
        var map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + "/Demo.xcodeproj"])
        #expect(map.problems.isEmpty)
        func modules(_ relative: String) -> [String] {
            map.modules(ofFile: root.path + "/" + relative).map { map.modules[Int($0)].name }.sorted()
        }
        #expect(modules("My App/Views/RootView.swift") == ["My_App"])
        #expect(modules("Shared/Shared.swift") == ["My_App"])
        #expect(modules("Widget/Timeline.swift") == ["WidgetExtension"])
        #expect(modules("Widget/Intents/Entity.swift") == ["My_App"], "excluded from the widget, added to the app")
        #expect(modules("Widget/Common/Frame.swift") == ["My_App", "WidgetExtension"], "added to the app, still the widget's")
        // Not in any target: the top-level folder's module.
        #expect(modules("Scripts/Tool.swift") == ["Scripts"])
        // The widget's product name resolves an import too.
        #expect(map.idsByName["Widget"] == map.idsByName["WidgetExtension"])
    }

    /// A file listed in several groups: the group read last decides its folder, and groups are read
    /// in the order of their ids, not the objects dictionary's (which changes from run to run),
    /// so the same project gives the same modules on every run.
    @Test func aFileInSeveralGroupsResolvesTheSameWayEveryRun() throws {
        // Six more groups list the file: read in the dictionary's order, the one read last
        // would be any of seven, so that reading gave `GZ`'s folder only by chance.
        let extra = ["GU", "GV", "GW", "GX", "GY", "GZ"]
        let groups = extra.map { #"\#($0) = {isa = PBXGroup; children = (F1); path = Folder\#($0); sourceTree = "<group>"; };"# }
        let twoGroups = Self.project
            .replacingOccurrences(of: "children = (G1, S1, F3);", with: "children = (G1, S1, F3, \(extra.joined(separator: ", ")));")
            .replacingOccurrences(of: "    };\n    rootObject", with: groups.joined(separator: "\n") + "\n    };\n    rootObject")
        let list = try PropertyList.parse(Array(twoGroups.utf8)).get()
        let app = try #require(XcodeProject(list, projectFolder: "/p").targets.first { $0.name == "My App" })
        #expect(app.files.contains("/p/FolderGZ/RootView.swift"), "GZ sorts after every other group listing it")
        #expect(!app.files.contains("/p/My App/Views/RootView.swift"))
    }

    /// A target's platforms come from its configurations (`SDKROOT`), or else the project's
    /// configuration of the same name: the widget's files are watchOS code.
    @Test func xcodeTargetsBuildForTheirConfigurationsPlatforms() throws {
        let root = try TemporaryDirectory()
        let configured = Self.configuredProject
        try root.write("Demo.xcodeproj/project.pbxproj", configured)
        let map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + "/Demo.xcodeproj"])
        #expect(map.problems.isEmpty)
        #expect(map.targetPlatforms(ofFile: root.path + "/My App/Views/RootView.swift") == [.iOS])
        #expect(map.targetPlatforms(ofFile: root.path + "/Widget/Timeline.swift") == [.watchOS])
        #expect(map.targetPlatforms(ofFile: root.path + "/Widget/Common/Frame.swift") == [.iOS, .watchOS], "both targets compile it")
        #expect(map.targetPlatforms(ofFile: root.path + "/Widget/Intents/Entity.swift") == [.iOS], "the app's only")
        #expect(map.targetPlatforms(ofFile: root.path + "/Scripts/Tool.swift") == nil, "no target claims it")
        #expect(ModuleMap(root: root.path).targetPlatforms(ofFile: root.path + "/Widget/Timeline.swift") == nil)
    }

    @Test func aBrokenProjectFileIsAProblemWithItsLine() throws {
        let root = try TemporaryDirectory()
        try root.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n  objects = {\n    A = {isa = PBXGroup;\n")
        let map = ModuleMap(root: root.path, packageManifests: [], xcodeProjects: [root.path + "/Broken.xcodeproj"])
        let problem = try #require(map.problems.first)
        #expect(problem.path.hasSuffix("Broken.xcodeproj/project.pbxproj"))
        #expect(problem.line == 5 && problem.message.contains("cannot read the Xcode project"))
    }

    @Test func packageTargetsOwnTheirFolders() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Core", exclude: ["Generated"]),
                    .target(name: "UI", dependencies: ["Core"], path: "Modules/UI"),
                    .executableTarget(name: "tool", sources: ["main.swift"]),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )

            """)
        try root.makeDirectory("Sources/Core")
        try root.makeDirectory("src/tool")
        var map = ModuleMap(root: root.path, packageManifests: [root.path + "/Package.swift"], xcodeProjects: [])
        func modules(_ relative: String) -> [String] {
            map.modules(ofFile: root.path + "/" + relative).map { map.modules[Int($0)].name }
        }
        #expect(modules("Sources/Core/Model.swift") == ["Core"])
        #expect(modules("Sources/Core/Generated/Strings.swift") == ["Sources"], "excluded: the folder module")
        #expect(modules("Modules/UI/Row.swift") == ["UI"])
        #expect(modules("src/tool/main.swift") == ["tool"], "SwiftPM's other default folder")
        #expect(modules("src/tool/other.swift") == ["src"], "not among the listed sources")
        #expect(modules("Tests/CoreTests/ModelTests.swift") == ["CoreTests"])
        #expect(ModuleMap.moduleName("My App-iOS") == "My_App_iOS" && ModuleMap.moduleName("3D") == "_3D")
    }

    /// Three files in three modules: the app imports `Kit`, which re-exports `Base`; `Other`
    /// is imported by nobody and declares a view named like the app's.
    @Test func lookupsResolveWithinTheModuleAndItsImports() throws {
        let files: [(path: String, module: String, code: String)] = [
            ("Base/Tile.swift", "Base", "import SwiftUI\npublic struct Tile: View { public var body: some View { Text(\"t\") } }\n"),
            ("Kit/Kit.swift", "Kit", "@_exported import Base\nimport SwiftUI\npublic struct Card: View { public var body: some View { Tile() } }\n"),
            ("App/Screen.swift", "App", "import Kit\nimport SwiftUI\nstruct Screen: View { var body: some View { VStack { Card(); Tile(); Row() } } }\nstruct Row: View { var body: some View { Text(\"app\") } }\n"),
            ("Other/Row.swift", "Other", "import SwiftUI\nstruct Row: View { let x: Int; var body: some View { Text(\"other\") } }\nstruct Card: View { var body: some View { Text(\"c\") } }\nstruct Gauge: View { var body: some View { Row(x: 1) } }\n"),
        ]
        var map = ModuleMap(root: "/project")
        let trees = files.map { SyntaxTree.parse(SourceFile(path: $0.path, text: $0.code)) }
        let summaries = trees.map { FileSummary(tree: $0) }
        let scopes = ModuleScopes(files: files.indices.map { k in
            (files[k].path, map.modules(ofFile: "/project/" + files[k].path), summaries[k].imports)
        }, map: map)
        let index = ProjectIndex(summaries: summaries, scopes: scopes)

        #expect(index.viewType(named: "Tile", from: "App/Screen.swift")?.path == "Base/Tile.swift", "re-exported by Kit")
        #expect(index.viewType(named: "Card", from: "App/Screen.swift")?.path == "Kit/Kit.swift", "Other's Card is not imported")
        #expect(index.viewType(named: "Row", from: "App/Screen.swift")?.path == "App/Screen.swift")
        #expect(index.viewType(named: "Row", from: "Other/Row.swift")?.path == "Other/Row.swift")
        #expect(index.viewType(named: "Gauge", from: "App/Screen.swift") == nil, "SwiftUI's Gauge there")
        #expect(index.viewType(named: "Gauge", from: "Other/Row.swift") != nil)
        #expect(index.viewType(named: "Card", from: "Base/Tile.swift") == nil, "Base imports neither")

        // The whole-project lookups are unchanged; a view from a file answers from it.
        #expect(index.viewType(named: "Gauge") != nil)
        let app = index.seen(from: "App/Screen.swift")
        #expect(!app.isViewType("Gauge") && app.isViewType("Tile"))
        #expect(app.viewType(named: "Row")?.path == "App/Screen.swift")

        // Construction sites count for the type the constructing file sees.
        let appRow = try #require(index.viewType(named: "Row", from: "App/Screen.swift"))
        let otherRow = try #require(index.viewType(named: "Row", from: "Other/Row.swift"))
        #expect(appRow.instantiations.map(\.path) == ["App/Screen.swift"])
        #expect(otherRow.instantiations.map(\.path) == ["Other/Row.swift"])
        let otherCard = try #require(index.viewType(named: "Card", from: "Other/Row.swift"))
        #expect(otherCard.instantiations.isEmpty, "App's Card() is Kit's")

        // One module: no scoping at all.
        let single = ModuleScopes(files: files.map { ($0.path, [0], []) }, map: ModuleMap(root: "/project"))
        #expect(ProjectIndex(summaries: summaries, scopes: single).viewType(named: "Gauge", from: "App/Screen.swift") != nil)
    }

    /// `files` summarised, each in the module of its top-level folder (`/project/<Module>/…`).
    static func scoped(_ files: [(path: String, code: String)]) -> (summaries: [FileSummary], scopes: ModuleScopes) {
        var map = ModuleMap(root: "/project")
        let summaries = files.map { FileSummary(tree: SyntaxTree.parse(SourceFile(path: $0.path, text: $0.code))) }
        let scopes = ModuleScopes(files: files.indices.map { k in
            (files[k].path, map.modules(ofFile: "/project/" + files[k].path), summaries[k].imports)
        }, map: map)
        return (summaries, scopes)
    }

    /// What a file can call is declared in its own module or one it imports (re-exports
    /// included): lowering looks for a project `extension View` helper only there.
    @Test func declarationsAreVisibleFromTheModuleAndItsImports() {
        let files: [(path: String, code: String)] = [
            ("Base/Tile.swift", "import SwiftUI\npublic struct Tile: View { public var body: some View { Text(\"t\") } }\n"),
            ("Kit/Kit.swift", "@_exported import Base\nimport SwiftUI\npublic struct Card: View { public var body: some View { Tile() } }\n"),
            ("App/Screen.swift", "import Kit\nimport SwiftUI\nstruct Screen: View { var body: some View { Card() } }\n"),
            ("Other/Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"other\") } }\n"),
        ]
        let (summaries, scopes) = Self.scoped(files)
        let app = ProjectIndex(summaries: summaries, scopes: scopes).seen(from: "App/Screen.swift")
        #expect(app.declarationsVisible(in: "App/Screen.swift"))
        #expect(app.declarationsVisible(in: "Kit/Kit.swift"))
        #expect(app.declarationsVisible(in: "Base/Tile.swift"), "re-exported by Kit")
        #expect(!app.declarationsVisible(in: "Other/Row.swift"), "imported by nobody")
        #expect(app.declarationsVisible(in: "Elsewhere/Unknown.swift"), "a file the scopes do not cover")
        let base = ProjectIndex(summaries: summaries, scopes: scopes).seen(from: "Base/Tile.swift")
        #expect(!base.declarationsVisible(in: "Kit/Kit.swift"), "Base imports nothing")
        // One module, or no viewpoint: everything is visible.
        let single = ModuleScopes(files: files.map { ($0.path, [0], []) }, map: ModuleMap(root: "/project"))
        #expect(ProjectIndex(summaries: summaries, scopes: single).seen(from: "App/Screen.swift").declarationsVisible(in: "Other/Row.swift"))
        #expect(ProjectIndex(summaries: summaries, scopes: scopes).declarationsVisible(in: "Other/Row.swift"))
    }

    /// Two apps linted together each declare `MenuBarItem`: a view in one, a model with a custom
    /// `==` in the other. Conformances and `==` stay with their module; an extension joins the
    /// type its file sees, also across an import.
    @Test func conformancesAndEqualityStayInTheirModule() throws {
        let files: [(path: String, code: String)] = [
            ("Cork/Item.swift", "import SwiftUI\nstruct MenuBarItem: View { var body: some View { Text(\"c\") } }\nstruct Screen: View { var body: some View { MenuBarItem() } }\n"),
            ("Ice/Item.swift", "import Foundation\nstruct MenuBarItem { let id: Int }\nextension MenuBarItem: Equatable { static func == (a: MenuBarItem, b: MenuBarItem) -> Bool { a.id == b.id } }\n"),
            ("Kit/Badge.swift", "public struct Badge { public let count: Int }\n"),
            ("Ice/Badge+View.swift", "import Kit\nimport SwiftUI\nextension Badge: View { public var body: some View { Text(\"b\") } }\n"),
        ]
        let (summaries, scopes) = Self.scoped(files)
        let index = ProjectIndex(summaries: summaries, scopes: scopes)

        let view = try #require(index.viewType(named: "MenuBarItem", from: "Cork/Item.swift"))
        #expect(view.customEquality == nil && !view.isEquatable, "Ice's == is another type's")
        #expect(index.viewType(named: "MenuBarItem", from: "Ice/Item.swift") == nil, "Ice's model is no view")
        #expect(index.viewType(named: "Badge", from: "Ice/Badge+View.swift") != nil, "made a view by an extension in an importing module")

        // One module: the declarations merge by name, as before.
        let single = ModuleScopes(files: files.map { ($0.path, [0], []) }, map: ModuleMap(root: "/project"))
        let merged = try #require(ProjectIndex(summaries: summaries, scopes: single).viewType(named: "MenuBarItem"))
        #expect(merged.isEquatable)
    }
}
