/// The unit of analysis: every Swift file under the project root (as `included`/`excluded`
/// select them) and the modules they are compiled into. Linting some files of a project indexes
/// all of it, so a file gets the same findings however it is linted (whole tree, explicit
/// paths, `--stdin-path`, a git hook, the language server).
///
/// Files are named by their path relative to the root (`App/Views/Row.swift`; absolute when
/// outside it): the same name in every mode, whatever the working directory or the spelling on
/// the command line. Front ends map these names to what they show (`Project.displayPath`).
public struct Project: Sendable {
    /// Absolute, normalized.
    public let root: String
    /// The project's Swift files by name, sorted.
    public private(set) var files: [String]
    public private(set) var modules: ModuleMap
    /// Folders that could not be listed, manifests that could not be read: the run goes on
    /// without them, and front ends show these as notes.
    public private(set) var problems: [InputError]
    /// Each file's modules once asked for (the map's answer depends only on the path).
    private var membership: [String: [Int32]] = [:]

    /// A project with exactly these files (tests, and the language server before its first walk).
    public init(root: String, files: [String], modules: ModuleMap? = nil) {
        self.root = PathText.normalize(root)
        self.files = Array(Set(files)).sorted()
        self.modules = modules ?? ModuleMap(root: root)
        problems = []
    }

    /// The root: the folder of the configuration file in use, else the git work tree around
    /// `searchDirectory` (the nearest folder up with a `.git`), else `workingDirectory`, or
    /// `searchDirectory` itself when it lies outside `workingDirectory` (`viewlint lint ~/app`
    /// run from another folder lints that app as its project, not the folder it was run from).
    public static func root(configurationPath: String?, searchDirectory: String, workingDirectory: String) -> String {
        if let configurationPath {
            return PathText.directory(of: PathText.normalize(PathText.join(workingDirectory, configurationPath)))
        }
        let searched = PathText.normalize(PathText.join(workingDirectory, searchDirectory))
        var folder = searched
        while true {
            if FileSystem.status(PathText.join(folder, ".git")) != nil { return folder }
            if folder == "/" || !folder.contains("/") { break }
            folder = PathText.directory(of: folder)
        }
        let here = PathText.normalize(workingDirectory)
        return PathText.relative(searched, to: here) != nil ? here : searched
    }

    /// Walks `root` for Swift files with the configuration's `included`/`excluded` (globs relative
    /// to `configurationBase`) and reads the module layout from the manifests found.
    public static func discover(root: String, included: [String], excluded: [String], configurationBase: String) -> Project {
        discoverWalking(root: root, included: included, excluded: excluded, configurationBase: configurationBase).project
    }

    /// `discover`, with what walking the root found as `FileDiscovery.discover(["."])` run from
    /// the root reports it (paths and errors relative to the root): a lint of the whole project
    /// from its root asks for exactly those files, and need not walk the tree a second time.
    /// Nil when the globs' base folder is not the root or above it (globs would then see paths
    /// as displayed, which differ between the two walks).
    public static func discoverWalking(root: String, included: [String], excluded: [String],
                                       configurationBase: String) -> (project: Project, fromRoot: (paths: [String], errors: [InputError])?) {
        let root = PathText.normalize(root)
        let discovery = FileDiscovery(included: included, excluded: excluded, baseDirectory: configurationBase,
                                      workingDirectory: root)
        // Walked by its absolute path (discovery opens arguments from the process's folder),
        // then named relative to it.
        let found = discovery.discoverProject([root])
        let names = found.paths.map { PathText.relative($0, to: root) ?? $0 }
        let manifests = found.paths.filter { $0.hasSuffix("/Package.swift") }
        var project = Project(root: root, files: names,
                              modules: ModuleMap(root: root, packageManifests: manifests, xcodeProjects: found.xcodeProjects))
        project.problems = found.errors + project.modules.problems
        let base = PathText.normalize(PathText.join(root, configurationBase))
        guard PathText.relative(root, to: base) != nil else { return (project, nil) }
        let errors = found.errors.map { error in
            var error = error
            error.path = PathText.relative(error.path, to: root).map { $0.isEmpty ? "." : $0 } ?? error.path
            return error
        }
        return (project, (names, errors))
    }

    /// The project's name for `path` (absolute, or relative to `workingDirectory`).
    public func name(of path: String, workingDirectory: String) -> String {
        // Discovery's own spelling from the root: already the name.
        if workingDirectory == root, Project.isPlainRelative(path) { return path }
        let absolute = PathText.normalize(PathText.join(workingDirectory, path))
        return PathText.relative(absolute, to: root).flatMap { $0.isEmpty ? nil : $0 } ?? absolute
    }

    /// A relative path without `.`, `..` or empty components.
    static func isPlainRelative(_ path: String) -> Bool {
        guard let first = path.utf8.first, first != UInt8(ascii: "/") else { return false }
        var componentStart = true, dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentStart || dots == 1 || dots == 2 { return false }
                componentStart = true
                dots = 0
            } else if componentStart || dots > 0 {
                dots = byte == UInt8(ascii: ".") ? dots + 1 : -1
                componentStart = false
            }
        }
        return !componentStart && dots != 1 && dots != 2
    }

    /// The absolute path of the file the project calls `name`.
    public func absolutePath(of name: String) -> String {
        PathText.join(root, name)
    }

    /// Adds files the project did not list (a path named on the command line that `excluded`
    /// leaves out, an unsaved editor buffer).
    public mutating func include(_ names: [String]) {
        let known = Set(files)
        let missing = names.filter { !known.contains($0) }
        guard !missing.isEmpty else { return }
        files = Array(Set(files + missing)).sorted()
    }

    /// Drops files (deleted on disk).
    public mutating func remove(_ names: Set<String>) {
        files.removeAll { names.contains($0) }
    }

    /// Each file's modules (`ModuleMap.modules(ofFile:)`), by name.
    mutating func moduleMembership(_ names: [String]) -> [[Int32]] {
        names.map { name in
            if let known = membership[name] { return known }
            let found = modules.modules(ofFile: absolutePath(of: name))
            membership[name] = found
            return found
        }
    }
}
