/// Finds and reads `.viewlint.yml`, following `parent_config` and `child_config`.
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
    public static func load(explicitPath: String?, searchDirectory: String, knownRules: [RuleDescription],
                            environment: ConfigurationEnvironment = .process)
        throws(ConfigurationDiagnostic) -> LoadedConfiguration {
        guard let path = explicitPath ?? find(from: searchDirectory) else {
            return LoadedConfiguration(configuration: Configuration(), path: nil,
                                       baseDirectory: searchDirectory, warnings: [])
        }
        let chain = try ConfigurationChain(file: path, knownRules: knownRules, environment: environment)
        var loaded = chain.folded(onto: Configuration())
        loaded.path = path
        return loaded
    }

    /// The text of a configuration file, checked to be UTF-8. `reference` is where another
    /// file named it (`parent_config: …`), so a missing file is reported there.
    static func read(_ path: String, reference: (path: String, line: Int, column: Int, key: String)?)
        throws(ConfigurationDiagnostic) -> String {
        let bytes: [UInt8]
        switch FileSystem.readFile(path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            if let reference {
                throw ConfigurationDiagnostic(path: reference.path, line: reference.line, column: reference.column,
                                              message: "cannot read the \(reference.key) '\(path)': \(failure.message)")
            }
            throw ConfigurationDiagnostic(path: path, line: 0, column: 0, message: "cannot read configuration: \(failure.message)")
        }
        let file = SourceFile(path: path, bytes: bytes)
        if let bad = file.firstInvalidUTF8Offset() {
            let location = file.location(of: bad)
            throw ConfigurationDiagnostic(path: path, line: location.line, column: location.scalarColumn,
                                          message: "the configuration is not valid UTF-8")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One configuration file with the files it names, as layers from the bottom up: its
/// `parent_config` (and that file's own parents and children), the file itself, then its
/// `child_config`. Paths in the references are relative to the naming file's folder; a file
/// that names itself through any chain is an error at the reference that closes the cycle.
struct ConfigurationChain {
    struct Layer {
        var layer: ConfigurationLayer
        /// The file as errors name it (relative paths stay relative), and its absolute folder.
        var path: String
        var directory: String
    }

    /// The file the chain starts from, as given.
    let file: String
    var layers: [Layer] = []
    var warnings: [ConfigurationDiagnostic] = []

    init(file: String, knownRules: [RuleDescription], environment: ConfigurationEnvironment) throws(ConfigurationDiagnostic) {
        self.file = file
        try append(file, visiting: [], reference: nil, knownRules: knownRules, environment: environment)
    }

    private mutating func append(_ path: String, visiting: [String], reference: (path: String, line: Int, column: Int, key: String)?,
                                 knownRules: [RuleDescription], environment: ConfigurationEnvironment) throws(ConfigurationDiagnostic) {
        let absolute = PathText.normalize(PathText.join(FileSystem.currentDirectory(), path))
        if let reference, visiting.contains(absolute) {
            let cycle = (visiting.drop(while: { $0 != absolute }) + [absolute]).joined(separator: " → ")
            throw ConfigurationDiagnostic(path: reference.path, line: reference.line, column: reference.column,
                                          message: "\(reference.key) makes a cycle: \(cycle)")
        }
        let text = try ConfigurationLoader.read(path, reference: reference)
        let (layer, warnings) = try ConfigurationLayer.parse(text, path: path, knownRules: knownRules, environment: environment)
        self.warnings += warnings
        let directory = PathText.directory(of: absolute)
        func follow(_ named: ConfigurationLayer.Reference, key: String) throws(ConfigurationDiagnostic) -> String {
            if named.path.contains("://") {
                throw ConfigurationDiagnostic(path: path, line: named.line, column: named.column,
                                              message: "remote configurations are not supported; download the file and give its path")
            }
            return PathText.normalize(PathText.join(PathText.directory(of: path), named.path))
        }
        if let parent = layer.parentConfig {
            try append(try follow(parent, key: "parent_config"), visiting: visiting + [absolute],
                       reference: (path, parent.line, parent.column, "parent_config"), knownRules: knownRules, environment: environment)
        }
        layers.append(Layer(layer: layer, path: path, directory: directory))
        if let child = layer.childConfig {
            try append(try follow(child, key: "child_config"), visiting: visiting + [absolute],
                       reference: (path, child.line, child.column, "child_config"), knownRules: knownRules, environment: environment)
        }
    }

    /// The layers applied to `base`, with every glob re-expressed relative to the deepest
    /// folder that holds all the files (so a parent in a folder above keeps its patterns' meaning).
    func folded(onto base: Configuration) -> LoadedConfiguration {
        var common = layers[0].directory
        for layer in layers.dropFirst() {
            while PathText.relative(layer.directory, to: common) == nil && common != "/" {
                common = PathText.directory(of: common)
            }
        }
        var configuration = base
        for layer in layers {
            configuration = configuration.refined(by: layer.layer, globPrefix: PathText.relative(layer.directory, to: common) ?? "")
        }
        return LoadedConfiguration(configuration: configuration, path: file,
                                   baseDirectory: common, warnings: warnings,
                                   files: layers.map { PathText.normalize(PathText.join(FileSystem.currentDirectory(), $0.path)) })
    }
}
