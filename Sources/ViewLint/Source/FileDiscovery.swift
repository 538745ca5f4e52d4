/// Finds the Swift files to lint under the paths given on the command line.
///
/// - Only `.swift` files are collected from folders; a file named explicitly is always linted
///   (whatever its name, even hidden or excluded: the user asked for it).
/// - Hidden entries and the folders in `skippedFolderNames` are skipped while walking, unless
///   named explicitly.
/// - `included`/`excluded` globs are matched against paths relative to `baseDirectory` (the
///   configuration file's folder); an excluded folder is not entered at all.
/// - Symbolic links are followed, but every folder is entered once: (device, inode) pairs of
///   visited folders are remembered, so link loops end and a tree reached twice is linted once.
/// - With `forceExclude` (`--force-exclude`, the git hooks), `excluded` applies to files and
///   folders named explicitly too: a generated file the configuration excludes is skipped
///   even when a hook passes it by name.
/// - Reported paths keep the user's spelling: `viewlint Sources` yields `Sources/A.swift`,
///   `viewlint` (or `viewlint .`) yields `A.swift`.
public struct FileDiscovery: Sendable {
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    public var included: [Glob]
    public var excluded: [Glob]
    /// Absolute folder the globs are relative to.
    public var baseDirectory: String
    /// Absolute working directory, to make relative arguments absolute.
    public var workingDirectory: String
    /// Whether `excluded` applies to paths named explicitly.
    public var forceExclude = false

    public init(included: [String], excluded: [String], baseDirectory: String, workingDirectory: String) {
        self.included = included.map(Glob.init)
        self.excluded = excluded.map(Glob.init)
        self.workingDirectory = PathText.normalize(workingDirectory)
        self.baseDirectory = PathText.normalize(PathText.join(self.workingDirectory, baseDirectory))
    }

    /// The files to lint, sorted by path and without duplicates, and the arguments that do not
    /// exist or cannot be listed.
    public func discover(_ arguments: [String]) -> (paths: [String], errors: [InputError]) {
        let found = discoverProject(arguments)
        return (found.paths, found.errors)
    }

    /// What a walk found: the Swift files (sorted, as `discover` reports them), the Xcode
    /// project bundles met on the way (absolute; their `project.pbxproj` says which module
    /// each file is in), and the arguments that could not be walked.
    public struct Found: Sendable {
        public var paths: [String]
        public var xcodeProjects: [String]
        public var errors: [InputError]
    }

    public func discoverProject(_ arguments: [String]) -> Found {
        var walk = Walk()
        for argument in arguments {
            let absolute = PathText.normalize(PathText.join(workingDirectory, argument))
            guard let status = FileSystem.status(argument) else {
                walk.errors.append(InputError(path: argument, message: "no such file or directory"))
                continue
            }
            var display = PathText.normalize(argument)
            if display == "." { display = "" }
            if forceExclude, !display.isEmpty, isExcluded(absolute, display: display) { continue }
            if status.isDirectory {
                guard walk.visitedFolders.insert(status.identity).inserted else { continue }
                let opened = FileSystem.openDirectory(argument)
                walkFolder(argument, display: display, absolute: absolute, device: status.identity.device,
                           opened: opened?.identity == status.identity ? opened : nil, into: &walk)
            } else if walk.seenFiles.insert(status.identity).inserted {
                walk.paths.append(display)
            }
        }
        return Found(paths: walk.paths.sorted(), xcodeProjects: walk.xcodeProjects.sorted(), errors: walk.errors)
    }

    private struct Walk {
        var visitedFolders: Set<FileSystem.FileIdentity> = []
        var seenFiles: Set<FileSystem.FileIdentity> = []
        var paths: [String] = []
        var xcodeProjects: [String] = []
        var errors: [InputError] = []
    }

    /// The entries the walk can use, sorted.
    static func usable(_ list: [FileSystem.Entry]) -> [FileSystem.Entry] {
        // Only entries the walk can use are sorted (trees hold far more other files).
        list.filter { entry in
            !entry.name.hasPrefix(".") && entry.kind != .other
                && (entry.kind != .regularFile || entry.name.hasSuffix(".swift"))
        }.sorted { $0.name < $1.name }
    }

    /// `path` is what we open (as given or joined from it), `display` what we report.
    /// `opened`: the folder already open (children are then opened relative to it).
    private func walkFolder(_ path: String, display: String, absolute: String, device: UInt64,
                            opened: FileSystem.OpenDirectory?, into walk: inout Walk) {
        let entries: [FileSystem.Entry]
        switch opened.map({ Result<[FileSystem.Entry], FileSystem.Failure>.success(FileDiscovery.usable($0.entries)) })
            ?? FileSystem.entries(of: path).map(FileDiscovery.usable) {
        case .success(let list):
            entries = list
        case .failure(let failure):
            walk.errors.append(InputError(path: display.isEmpty ? "." : display, message: "cannot list folder: \(failure.message)"))
            return
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            // Most entries are files other than Swift source: passed over before their paths are made.
            if entry.kind == .regularFile, !entry.name.hasSuffix(".swift") { continue }
            let childPath = PathText.join(path, entry.name)
            let childDisplay = PathText.join(display, entry.name)
            let childAbsolute = PathText.join(absolute, entry.name)
            var kind = entry.kind
            var identity = FileSystem.FileIdentity(device: device, inode: entry.inode)
            if kind == .symbolicLink || kind == .unknown {
                guard let status = FileSystem.status(childPath) else { continue } // dangling link
                kind = status.isDirectory ? .directory : status.isRegularFile ? .regularFile : .other
                identity = status.identity
            }
            switch kind {
            case .directory:
                if entry.name.hasSuffix(".xcodeproj") {
                    // A bundle of project settings, never sources: read for module membership.
                    walk.xcodeProjects.append(childAbsolute)
                    continue
                }
                guard !FileDiscovery.skippedFolderNames.contains(entry.name),
                      !isExcluded(childAbsolute, display: childDisplay) else { continue }
                // Open relative to the parent: one lookup of one name. If that fails, `status`
                // and `entries` by path decide (and say why a folder cannot be listed).
                if let child = opened?.openChild(entry.name) {
                    guard walk.visitedFolders.insert(child.identity).inserted else { continue }
                    walkFolder(childPath, display: childDisplay, absolute: childAbsolute, device: child.identity.device,
                               opened: child, into: &walk)
                    continue
                }
                guard let status = FileSystem.status(childPath),
                      walk.visitedFolders.insert(status.identity).inserted else { continue }
                walkFolder(childPath, display: childDisplay, absolute: childAbsolute, device: status.identity.device,
                           opened: nil, into: &walk)
            case .regularFile:
                guard entry.name.hasSuffix(".swift"), isIncluded(childAbsolute, display: childDisplay),
                      !isExcluded(childAbsolute, display: childDisplay),
                      walk.seenFiles.insert(identity).inserted else { continue }
                walk.paths.append(childDisplay)
            default:
                continue
            }
        }
    }

    /// The path globs see: relative to the base folder, or as displayed when outside it.
    private func globPath(_ absolute: String, display: String) -> String {
        PathText.relative(absolute, to: baseDirectory) ?? display
    }

    private func isIncluded(_ absolute: String, display: String) -> Bool {
        if included.isEmpty { return true }
        let path = globPath(absolute, display: display)
        return included.contains { $0.matches(path) }
    }

    private func isExcluded(_ absolute: String, display: String) -> Bool {
        if excluded.isEmpty { return false }
        let path = globPath(absolute, display: display)
        return excluded.contains { $0.matches(path) }
    }
}
