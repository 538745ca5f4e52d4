/// Finds and reads `.viewlint.yml`.
public enum ConfigurationLoader {
    public static let fileName = ".viewlint.yml"

    /// The nearest `.viewlint.yml` in `directory` (absolute) or a folder above it.
    public static func find(from directory: String) -> String? {
        var folder = PathText.normalize(directory)
        while true {
            let candidate = PathText.join(folder, fileName)
            if let status = FileSystem.status(candidate), status.isRegularFile { return candidate }
            if folder == "/" || !folder.contains("/") { return nil }
            folder = PathText.directory(of: folder)
        }
    }

    /// Reads `explicitPath` if given, else the nearest file upward from `searchDirectory`
    /// (absolute), else the defaults with `searchDirectory` as the base for globs.
    public static func load(explicitPath: String?, searchDirectory: String, knownRules: [RuleDescription])
        throws(ConfigurationDiagnostic) -> LoadedConfiguration {
        guard let path = explicitPath ?? find(from: searchDirectory) else {
            return LoadedConfiguration(configuration: Configuration(), path: nil,
                                       baseDirectory: searchDirectory, warnings: [])
        }
        let bytes: [UInt8]
        switch FileSystem.readFile(path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw ConfigurationDiagnostic(path: path, line: 0, column: 0, message: "cannot read configuration: \(failure.message)")
        }
        let file = SourceFile(path: path, bytes: bytes)
        if let bad = file.firstInvalidUTF8Offset() {
            let location = file.location(of: bad)
            throw ConfigurationDiagnostic(path: path, line: location.line, column: location.scalarColumn,
                                          message: "the configuration is not valid UTF-8")
        }
        let (configuration, warnings) = try Configuration.parse(String(decoding: bytes, as: UTF8.self),
                                                                path: path, knownRules: knownRules)
        return LoadedConfiguration(configuration: configuration, path: path,
                                   baseDirectory: PathText.directory(of: path), warnings: warnings)
    }
}
