/// The configuration each file is checked with: the settings' own, or with nested
/// `.viewlint.yml` files the resolver's answer for the file's folder, with the front end's
/// overrides applied. One Linter per distinct configuration; each has a digest of the files it
/// came from, part of the key of every result checked with it.
struct FileConfigurations {
    let settings: AnalysisSettings
    private var built: [[String]: (linter: Linter, digest: UInt64)] = [:]
    /// The resolver answers by folder: asked once per folder.
    private var byFolder: [String: Result<(linter: Linter, digest: UInt64), ConfigurationDiagnostic>] = [:]
    private var rootLinter: Linter?

    init(settings: AnalysisSettings) {
        self.settings = settings
    }

    /// The Linter for the file at `path` (absolute), or why its configuration cannot be read.
    mutating func linter(forFile path: String) -> Result<(linter: Linter, digest: UInt64), ConfigurationDiagnostic> {
        guard let resolver = settings.resolver else {
            if rootLinter == nil { rootLinter = settings.linter }
            return .success((rootLinter!, 0))
        }
        let folder = PathText.directory(of: path)
        if let known = byFolder[folder] { return known }
        let resolved: ResolvedConfiguration
        do {
            resolved = try resolver.configuration(forFile: path)
        } catch {
            byFolder[folder] = .failure(error)
            return .failure(error)
        }
        if let known = built[resolved.files] {
            byFolder[folder] = .success(known)
            return .success(known)
        }
        var configuration = resolved.configuration
        settings.adjust(&configuration)
        var copy = settings
        copy.configuration = configuration
        var digest = StableHash()
        for file in resolved.files {
            digest.combine(file)
            if case .success(let bytes) = FileSystem.readFile(file) { digest.combine(bytes: bytes) }
        }
        let entry = (linter: copy.linter, digest: digest.value)
        built[resolved.files] = entry
        byFolder[folder] = .success(entry)
        return .success(entry)
    }
}
