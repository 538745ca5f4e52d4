/// The targets of an Xcode project and the Swift files each compiles, read from its
/// `project.pbxproj`: a target's Sources build phase lists build files, each pointing at a file
/// reference whose path is resolved through the group tree; a target's file-system-synchronized
/// folders (Xcode 16) contribute every file under them, less the target's membership exceptions.
public struct XcodeProject: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `productName` when it is a plain name (not a `$(…)` setting).
        public var productName: String?
        /// Absolute paths of the files in the Sources build phase.
        public var files: [String]
        /// Absolute folders whose files all belong to the target, with the absolute paths left out.
        public var folders: [SynchronizedFolder]
        /// Files of synchronized folders the target does not own but includes one by one.
        public var addedFiles: [String]
        /// The platforms its build configurations build for (its own or the project's
        /// `SUPPORTED_PLATFORMS` / `SDKROOT`); nil when one names none.
        public var platforms: Set<DeploymentTargets.Platform>? = nil
        /// The oldest OS versions its build configurations deploy to: each its own setting, or
        /// where it sets none, the project's configuration of the same name.
        public var deploymentTargets = DeploymentTargets()
    }

    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        public var excluded: Set<String>
    }

    public var targets: [Target]
    /// The oldest OS versions its targets deploy to (every configuration's, in a project
    /// without targets). A project-level setting counts only for targets that set none.
    public var deploymentTargets = DeploymentTargets()

    /// Reads `project.pbxproj` of the `.xcodeproj` bundle at `bundlePath` (absolute).
    public static func read(bundlePath: String) -> Result<XcodeProject, InputError> {
        let file = PathText.join(bundlePath, "project.pbxproj")
        switch FileSystem.readFile(file) {
        case .failure(let failure):
            return .failure(InputError(path: file, message: "cannot read the Xcode project: \(failure.message)"))
        case .success(let bytes):
            switch PropertyList.parse(bytes) {
            case .failure(let error):
                let location = SourceFile(path: file, bytes: bytes).location(of: min(error.offset, bytes.count))
                return .failure(InputError(path: file, line: location.line, column: location.column,
                                           message: "cannot read the Xcode project: \(error.message)"))
            case .success(let list):
                return .success(XcodeProject(list, projectFolder: PathText.directory(of: bundlePath)))
            }
        }
    }

    /// The targets `list` (a parsed `project.pbxproj`) declares, paths resolved from `projectFolder`.
    public init(_ list: PropertyList, projectFolder: String) {
        let objects = list["objects"]?.dictionary ?? [:]
        func object(_ id: String) -> [String: PropertyList]? { objects[id]?.dictionary }
        func isa(_ id: String) -> String { object(id)?["isa"]?.string ?? "" }
        // The objects of each kind this reads, in the order of their ids, found in one pass: a
        // large project holds tens of thousands of objects, and every pass below asks for one kind.
        let kinds = ObjectKinds(objects)

        // Each group's and file's parent, for `<group>`-relative paths.
        var parent: [String: String] = [:]
        for (id, entry) in kinds.groups {
            for child in entry["children"]?.strings ?? [] { parent[child] = id }
        }
        var root = projectFolder
        for (_, value) in kinds.projects {
            if let dir = value["projectDirPath"]?.string, !dir.isEmpty { root = PathText.normalize(PathText.join(projectFolder, dir)) }
        }
        var resolved: [String: String?] = [:]
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < 64, let entry = object(id) else { return nil }
            let own = entry["path"]?.string ?? ""
            var result: String?
            switch entry["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                let base = parent[id].flatMap { path(of: $0, depth: depth + 1) } ?? root
                result = own.isEmpty ? base : PathText.normalize(PathText.join(base, own))
            case "SOURCE_ROOT":
                result = PathText.normalize(PathText.join(root, own))
            case "<absolute>":
                result = PathText.normalize(own)
            default:
                result = nil // build products, SDKs: never project sources
            }
            resolved[id] = result
            return result
        }

        // Exception sets name files relative to their synchronized folder, per target.
        var exceptionsByTarget: [String: [(folder: String, files: [String])]] = [:]
        for (id, value) in kinds.synchronizedRootGroups {
            for set in value["exceptions"]?.strings ?? [] {
                guard let entry = object(set), let target = entry["target"]?.string else { continue }
                exceptionsByTarget[target, default: []].append((id, entry["membershipExceptions"]?.strings ?? []))
            }
        }

        // A configuration list's platforms; a configuration naming none takes the project's
        // configuration of the same name.
        func builtFor(_ configuration: [String: PropertyList]?) -> Set<DeploymentTargets.Platform>? {
            let settings = configuration?["buildSettings"]?.dictionary ?? [:]
            return Self.platforms(supported: settings["SUPPORTED_PLATFORMS"]?.string, sdk: settings["SDKROOT"]?.string)
        }
        var projectPlatforms: [String: Set<DeploymentTargets.Platform>] = [:]
        var projectSettings: [String: [String: PropertyList]] = [:]
        for (_, value) in kinds.projects {
            for id in value["buildConfigurationList"].flatMap({ object($0.string ?? "") })?["buildConfigurations"]?.strings ?? [] {
                guard let name = object(id)?["name"]?.string else { continue }
                if let platforms = builtFor(object(id)) { projectPlatforms[name] = platforms }
                projectSettings[name] = object(id)?["buildSettings"]?.dictionary ?? [:]
            }
        }
        // A target's deployment targets: per configuration, a setting it leaves out is the
        // project's (Xcode's inheritance), for the platforms that configuration builds for.
        func declaredTargets(ofList list: String?) -> DeploymentTargets {
            var result = DeploymentTargets()
            for id in list.flatMap({ object($0) })?["buildConfigurations"]?.strings ?? [] {
                let own = object(id)?["buildSettings"]?.dictionary ?? [:]
                let inherited = object(id)?["name"]?.string.flatMap { projectSettings[$0] } ?? [:]
                let platforms = builtFor(object(id)) ?? object(id)?["name"]?.string.flatMap { projectPlatforms[$0] }
                for (setting, platform) in DeploymentTargets.xcodeSettings where platforms?.contains(platform) ?? true {
                    guard let major = (own[setting] ?? inherited[setting])?.string.flatMap(DeploymentTargets.major(of:)) else { continue }
                    result.record(platform, major: major)
                }
            }
            return result
        }
        func platforms(ofList list: String?) -> Set<DeploymentTargets.Platform>? {
            let configurations = list.flatMap { object($0) }?["buildConfigurations"]?.strings ?? []
            var union = Set<DeploymentTargets.Platform>()
            for id in configurations {
                guard let own = builtFor(object(id)) ?? object(id)?["name"]?.string.flatMap({ projectPlatforms[$0] }) else { return nil }
                union.formUnion(own)
            }
            return union.isEmpty ? nil : union
        }

        var targets: [Target] = []
        for (id, entry) in kinds.nativeTargets.sorted(by: { $0.id < $1.id }) {
            var files: [String] = []
            for phase in entry["buildPhases"]?.strings ?? [] where isa(phase) == "PBXSourcesBuildPhase" {
                for buildFile in object(phase)?["files"]?.strings ?? [] {
                    guard let reference = object(buildFile)?["fileRef"]?.string, let file = path(of: reference) else { continue }
                    files.append(file)
                }
            }
            let owned = Set(entry["fileSystemSynchronizedGroups"]?.strings ?? [])
            var folders: [SynchronizedFolder] = []
            var added: [String] = []
            let exceptions = exceptionsByTarget[id] ?? []
            for group in owned.sorted() {
                guard let folder = path(of: group) else { continue }
                let excluded = exceptions.filter { $0.folder == group }.flatMap(\.files)
                folders.append(SynchronizedFolder(path: folder, excluded: Set(excluded.map { PathText.normalize(PathText.join(folder, $0)) })))
            }
            // Exceptions for a folder the target does not own add those files to it.
            for exception in exceptions where !owned.contains(exception.folder) {
                guard let folder = path(of: exception.folder) else { continue }
                added += exception.files.map { PathText.normalize(PathText.join(folder, $0)) }
            }
            let name = entry["name"]?.string ?? id
            let product = entry["productName"]?.string.flatMap { $0.contains("$") || $0.isEmpty ? nil : $0 }
            targets.append(Target(name: name, productName: product, files: files, folders: folders, addedFiles: added,
                                  platforms: platforms(ofList: entry["buildConfigurationList"]?.string),
                                  deploymentTargets: declaredTargets(ofList: entry["buildConfigurationList"]?.string)))
        }
        self.targets = targets.sorted { $0.name < $1.name }
        for target in targets { self.deploymentTargets.merge(target.deploymentTargets) }
        guard targets.isEmpty else { return }
        for (_, value) in kinds.buildConfigurations {
            let settings = value["buildSettings"]?.dictionary ?? [:]
            // A target built for iOS alone may still carry a `MACOSX_DEPLOYMENT_TARGET` Xcode
            // left there: only the platforms the configuration builds for count.
            let builtFor = Self.platforms(supported: settings["SUPPORTED_PLATFORMS"]?.string, sdk: settings["SDKROOT"]?.string)
            for (setting, entry) in settings {
                guard let platform = DeploymentTargets.xcodeSettings[setting], builtFor?.contains(platform) ?? true,
                      let major = entry.string.flatMap(DeploymentTargets.major(of:)) else { continue }
                self.deploymentTargets.record(platform, major: major)
            }
        }
    }
}

extension XcodeProject {
    /// A project's objects of the kinds `init` reads, by kind, each with its id.
    private struct ObjectKinds {
        typealias Entry = (id: String, entry: [String: PropertyList])
        var groups: [Entry] = []
        var projects: [Entry] = []
        var synchronizedRootGroups: [Entry] = []
        var nativeTargets: [Entry] = []
        var buildConfigurations: [Entry] = []

        /// In the order of their ids, not the dictionary's: that order changes from run to run, and
        /// where a file sits in two groups, or a project file holds two projects, the last one
        /// read decides (a file's folder, the project root), so one project must read the same
        /// way on every run.
        init(_ objects: [String: PropertyList]) {
            for (id, value) in objects {
                guard let entry = value.dictionary, let kind = entry["isa"]?.string else { continue }
                switch kind {
                case "PBXGroup", "PBXVariantGroup", "XCVersionGroup": groups.append((id, entry))
                case "PBXProject": projects.append((id, entry))
                case "PBXFileSystemSynchronizedRootGroup": synchronizedRootGroups.append((id, entry))
                case "PBXNativeTarget": nativeTargets.append((id, entry))
                case "XCBuildConfiguration": buildConfigurations.append((id, entry))
                default: break
                }
            }
            for kind in [\Self.groups, \.projects, \.synchronizedRootGroups, \.nativeTargets, \.buildConfigurations] {
                self[keyPath: kind].sort { $0.id < $1.id }
            }
        }
    }

    /// The platforms a build configuration builds for, from `SUPPORTED_PLATFORMS`
    /// (`"iphoneos iphonesimulator xros"`) or else a concrete `SDKROOT`; nil when it names
    /// neither (it inherits them, and every deployment target it sets counts).
    static func platforms(supported: String?, sdk: String?) -> Set<DeploymentTargets.Platform>? {
        let names = supported.map { $0.split(whereSeparator: { $0 == " " || $0 == "\"" }).map(String.init) }
            ?? sdk.map { [$0] } ?? []
        let platforms = Set(names.compactMap { sdkPlatforms[$0] })
        return platforms.isEmpty ? nil : platforms
    }

    private static let sdkPlatforms: [String: DeploymentTargets.Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]
}
