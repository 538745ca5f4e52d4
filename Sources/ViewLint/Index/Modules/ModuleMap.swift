/// Which module each project file is compiled into, so that a type name resolves the way Swift
/// resolves it: within the file's own module and the modules the file imports.
///
/// Membership comes from, in order: the targets of every `.xcodeproj` (`project.pbxproj` Sources
/// build phases and synchronized folders), the targets of every `Package.swift`, and for a file
/// neither claims, the top-level folder of the project it sits in (a module named after the
/// folder, so `@testable import App` still finds the `App/` folder). A file may belong to several
/// modules (one file compiled into an iOS and a macOS target).
public struct ModuleMap: Sendable {
    public enum Origin: String, Sendable { case xcodeTarget, packageTarget, folder }

    public struct Module: Sendable, Equatable {
        /// The name an `import` uses.
        public var name: String
        public var origin: Origin
    }

    public private(set) var modules: [Module] = []
    /// Module ids by name: an `import` of the name sees all of them.
    public private(set) var idsByName: [String: [Int32]] = [:]
    /// Files the manifests could not be read for, with why (the run goes on with folder modules).
    public private(set) var problems: [InputError] = []
    /// The oldest OS versions the projects and manifests deploy to.
    public private(set) var deploymentTargets = DeploymentTargets()
    public let root: String

    private var explicitFiles: [String: [Int32]] = [:]
    /// By folder path: the synchronized folders and package targets rooted there.
    private var synchronizedFolders: [String: [(folder: XcodeProject.SynchronizedFolder, module: Int32)]] = [:]
    private var packageTargets: [String: [(target: PackageManifest.Target, module: Int32)]] = [:]
    private var folderModules: [String: Int32] = [:]
    /// The platforms Xcode targets build for, by module.
    private var platformsByModule: [Int32: Set<DeploymentTargets.Platform>] = [:]
    /// What each Xcode target, and each target of a package declaring `platforms:`, deploys to.
    private var deploymentTargetsByModule: [Int32: DeploymentTargets] = [:]
    /// By a file's folder: the synchronized folders and package targets of the folders around
    /// it, innermost first (what `modules(ofFile:)` asks of every file in the folder).
    private var surroundings: [String: Surroundings] = [:]

    private struct Surroundings {
        var synchronized: [(folder: XcodeProject.SynchronizedFolder, module: Int32)] = []
        var packages: [(target: PackageManifest.Target, module: Int32)] = []
    }

    /// An empty map: every file in one module (lookups are project-wide).
    public init(root: String) { self.root = root }

    /// Reads the manifests and projects found under `root` (absolute paths of `Package.swift`
    /// files and `.xcodeproj` bundles); `folderModulesFor` lists the files the top-level
    /// folders are taken from.
    public init(root: String, packageManifests: [String], xcodeProjects: [String]) {
        self.root = PathText.normalize(root)
        for bundle in xcodeProjects.sorted() {
            switch XcodeProject.read(bundlePath: bundle) {
            case .failure(let problem): problems.append(problem)
            case .success(let project):
                deploymentTargets.merge(project.deploymentTargets)
                for target in project.targets {
                    let id = add(Module(name: ModuleMap.moduleName(target.name), origin: .xcodeTarget),
                                 aliases: target.productName.map { [ModuleMap.moduleName($0)] } ?? [])
                    if let platforms = target.platforms { platformsByModule[id] = platforms }
                    deploymentTargetsByModule[id] = target.deploymentTargets
                    for file in target.files + target.addedFiles { explicitFiles[file, default: []].append(id) }
                    for folder in target.folders { synchronizedFolders[folder.path, default: []].append((folder, id)) }
                }
            }
        }
        for manifest in packageManifests.sorted() {
            switch FileSystem.readFile(manifest) {
            case .failure(let failure):
                problems.append(InputError(path: manifest, message: "cannot read the package manifest: \(failure.message)"))
            case .success(let bytes):
                let package = PackageManifest(path: manifest, bytes: bytes) { FileSystem.status($0)?.isDirectory ?? false }
                deploymentTargets.merge(package.deploymentTargets)
                for target in package.targets {
                    let id = add(Module(name: ModuleMap.moduleName(target.name), origin: .packageTarget))
                    packageTargets[target.folder, default: []].append((target, id))
                    if !package.deploymentTargets.oldest.isEmpty { deploymentTargetsByModule[id] = package.deploymentTargets }
                }
            }
        }
    }

    /// Whether every file is in one module (no manifest, no project, at most one folder).
    public var isSingleModule: Bool { modules.count <= 1 }

    /// The modules `path` (absolute, normalized) is compiled into. Files no target claims get
    /// their top-level folder's module, created on first use.
    public mutating func modules(ofFile path: String) -> [Int32] {
        if !synchronizedFolders.isEmpty || !packageTargets.isEmpty {
            // The folders around the file, innermost first: a nested package's target wins
            // over an enclosing one; every synchronized folder around it counts.
            let around = surroundings(ofFolder: PathText.directory(of: path))
            var found = xcodeTargets(ofFile: path, synchronized: around.synchronized)
            if found.isEmpty, let package = around.packages.first(where: { $0.target.contains(path) }) {
                found.append(package.module)
            }
            if !found.isEmpty { return found }
        } else if let explicit = explicitFiles[path] {
            return explicit
        }
        let relative = PathText.relative(path, to: root) ?? path
        let folder = relative.split(separator: "/").dropLast().first.map(String.init) ?? ""
        if let id = folderModules[folder] { return [id] }
        let name = folder.isEmpty ? PathText.normalize(root).split(separator: "/").last.map(String.init) ?? "main" : folder
        let id = add(Module(name: ModuleMap.moduleName(name), origin: .folder))
        folderModules[folder] = id
        return [id]
    }

    /// The platforms the Xcode targets compiling `path` build for (a watch app's files: watchOS);
    /// nil when no Xcode target claims the file or one of them names no platform.
    public func targetPlatforms(ofFile path: String) -> Set<DeploymentTargets.Platform>? {
        var around: [(folder: XcodeProject.SynchronizedFolder, module: Int32)] = []
        var folder = PathText.directory(of: path)
        while !synchronizedFolders.isEmpty && folder != "/" && folder != "." {
            around += synchronizedFolders[folder] ?? []
            folder = PathText.directory(of: folder)
        }
        let modules = xcodeTargets(ofFile: path, synchronized: around)
        guard !modules.isEmpty else { return nil }
        var union = Set<DeploymentTargets.Platform>()
        for module in modules {
            guard let platforms = platformsByModule[module] else { return nil }
            union.formUnion(platforms)
        }
        return union
    }

    /// The oldest OS versions the code of `path` can run on: those of the Xcode targets
    /// compiling it, else of the package target holding it (when its manifest names
    /// `platforms:`), else the whole project's (a file no target claims, a target or a package
    /// that names none).
    public func deploymentTargets(ofFile path: String) -> DeploymentTargets {
        var synchronized: [(folder: XcodeProject.SynchronizedFolder, module: Int32)] = []
        var packages: [(target: PackageManifest.Target, module: Int32)] = []
        var folder = PathText.directory(of: path)
        while (!synchronizedFolders.isEmpty || !packageTargets.isEmpty) && folder != "/" && folder != "." {
            synchronized += synchronizedFolders[folder] ?? []
            packages += packageTargets[folder] ?? []
            folder = PathText.directory(of: folder)
        }
        let targets = xcodeTargets(ofFile: path, synchronized: synchronized)
        if !targets.isEmpty {
            // A target whose project file names no version (NetNewsWire sets them in `.xcconfig`
            // files, which are not read) is taken to deploy where the project's oldest does.
            var result = DeploymentTargets()
            for module in targets {
                let declared = deploymentTargetsByModule[module] ?? DeploymentTargets()
                result.merge(declared.oldest.isEmpty ? deploymentTargets : declared)
            }
            return result
        }
        if let package = packages.first(where: { $0.target.contains(path) }), let declared = deploymentTargetsByModule[package.module] {
            return declared
        }
        return deploymentTargets
    }

    /// What each target deploys to, as text a cache key can hold.
    public var deploymentTargetsKey: String {
        deploymentTargetsByModule.keys.sorted().map { id in
            modules[Int(id)].name + ":" + deploymentTargetsByModule[id]!.oldest.map { "\($0.key.rawValue) \($0.value)" }.sorted()
                .joined(separator: ",")
        }.joined(separator: ";")
    }

    /// What the targets' platforms are, as text a cache key can hold: results worded by them
    /// must not survive a change.
    public var targetPlatformsKey: String {
        platformsByModule.keys.sorted().map { id in
            modules[Int(id)].name + ":" + platformsByModule[id]!.map(\.rawValue).sorted().joined(separator: ",")
        }.joined(separator: ";")
    }

    /// The Xcode targets compiling `path`, ascending: those that list it (a Sources phase, an
    /// exception set adding it to a target that does not own its folder) and those owning a
    /// synchronized folder around it that does not exclude it. All of them: a widget's file that
    /// an exception set also adds to the app is compiled into both, and code in either
    /// constructs its views.
    private func xcodeTargets(ofFile path: String,
                              synchronized: [(folder: XcodeProject.SynchronizedFolder, module: Int32)]) -> [Int32] {
        var found = Set(explicitFiles[path] ?? [])
        for entry in synchronized where !entry.folder.excluded.contains(path) { found.insert(entry.module) }
        return found.sorted()
    }

    /// The synchronized folders and package targets at `start` and every folder above it,
    /// innermost first, found once per folder.
    private mutating func surroundings(ofFolder start: String) -> Surroundings {
        if let known = surroundings[start] { return known }
        var around = Surroundings()
        var folder = start
        while folder != "/" && folder != "." {
            around.synchronized += synchronizedFolders[folder] ?? []
            around.packages += packageTargets[folder] ?? []
            folder = PathText.directory(of: folder)
        }
        surroundings[start] = around
        return around
    }

    private mutating func add(_ module: Module, aliases: [String] = []) -> Int32 {
        let id = Int32(modules.count)
        modules.append(module)
        for name in Set([module.name] + aliases) { idsByName[name, default: []].append(id) }
        return id
    }

    /// The module name Xcode and SwiftPM derive from a target name: characters that cannot
    /// appear in an identifier become `_`, and a leading digit gets a `_` before it.
    public static func moduleName(_ target: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in target.unicodeScalars {
            let allowed = scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            scalars.append(allowed && scalar.isASCII || scalar.properties.isAlphabetic ? scalar : "_")
        }
        var name = String(scalars)
        if let first = name.unicodeScalars.first, first.properties.numericType != nil { name = "_" + name }
        return name.isEmpty ? "_" : name
    }
}
