#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The effective configuration of one file, and the configuration files that made it.
public struct ResolvedConfiguration: Sendable, Hashable {
    public var configuration: Configuration
    /// Absolute paths, bottom layer first: the root configuration's files, then each nested
    /// `.viewlint.yml` (and the files it names) from the outermost folder in.
    public var files: [String]

    public init(configuration: Configuration, files: [String]) {
        self.configuration = configuration
        self.files = files
    }
}

/// Answers "which configuration applies to this file?" the way SwiftLint resolves nested
/// configurations: a file is checked with the root configuration refined by every
/// `.viewlint.yml` in the folders between the root configuration's folder and the file's own
/// folder, the nearest last (see `Configuration.refined(by:)`). A nested file's `included` and
/// `excluded` are ignored with a warning: which files a run lints is the root's decision; so
/// are its `reporter`, `strict`, `lenient` and `allow_zero_lintable_files`: a run has one
/// report and one exit status.
/// A configuration given with `--config` turns nesting off, as in SwiftLint.
///
/// Thread-safe and cached per folder, so a run asks once per file at the cost of one lookup.
public final class ConfigurationResolver: @unchecked Sendable {
    public let root: LoadedConfiguration
    /// The folder nested configurations are searched below; nil when nesting is off.
    public let rootDirectory: String?
    private let knownRules: [RuleDescription]
    private let environment: ConfigurationEnvironment
    private let workingDirectory: String
    private let rootResult: ResolvedConfiguration
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var byDirectory: [String: Result<ResolvedConfiguration, ConfigurationDiagnostic>] = [:]
    private var nestedWarnings: [ConfigurationDiagnostic] = []

    /// - `nested`: whether `.viewlint.yml` files below the root are read (off for `--config`).
    /// - `workingDirectory`: what relative file paths are relative to.
    public init(root: LoadedConfiguration, nested: Bool, knownRules: [RuleDescription],
                workingDirectory: String, environment: ConfigurationEnvironment = .process) {
        self.root = root
        self.knownRules = knownRules
        self.environment = environment
        self.workingDirectory = PathText.normalize(workingDirectory)
        let rootFile = root.path.map { PathText.normalize(PathText.join(workingDirectory, $0)) }
        self.rootDirectory = nested ? PathText.directory(of: rootFile ?? PathText.join(self.workingDirectory, ".")) : nil
        self.rootResult = ResolvedConfiguration(configuration: root.configuration, files: root.files.map {
            PathText.normalize(PathText.join(workingDirectory, $0))
        })
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The configuration for the file at `path` (absolute, or relative to the working
    /// directory). Throws the first error of a nested configuration file on the way.
    public func configuration(forFile path: String) throws(ConfigurationDiagnostic) -> ResolvedConfiguration {
        guard let rootDirectory else { return rootResult }
        let folder = PathText.directory(of: PathText.normalize(PathText.join(workingDirectory, path)))
        guard folder != rootDirectory, PathText.relative(folder, to: rootDirectory) != nil else { return rootResult }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try resolve(folder, below: rootDirectory).get()
    }

    /// Warnings of the nested configuration files read so far (unknown keys, ignored
    /// `included`/`excluded`), each once, in the order they were read.
    public var warnings: [ConfigurationDiagnostic] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return nestedWarnings
    }

    /// With the lock held: the configuration of `folder`, from its parent folder's.
    private func resolve(_ folder: String, below rootDirectory: String) -> Result<ResolvedConfiguration, ConfigurationDiagnostic> {
        if folder == rootDirectory || PathText.relative(folder, to: rootDirectory) == nil { return .success(rootResult) }
        if let known = byDirectory[folder] { return known }
        let result = resolve(PathText.directory(of: folder), below: rootDirectory).flatMap { parent in
            refine(parent, withFileIn: folder)
        }
        byDirectory[folder] = result
        return result
    }

    private func refine(_ parent: ResolvedConfiguration, withFileIn folder: String)
        -> Result<ResolvedConfiguration, ConfigurationDiagnostic> {
        let candidate = PathText.join(folder, ConfigurationLoader.fileName)
        guard let status = FileSystem.status(candidate), status.isRegularFile else { return .success(parent) }
        do {
            let chain = try ConfigurationChain(file: candidate, knownRules: knownRules, environment: environment)
            nestedWarnings += chain.warnings
            var configuration = parent.configuration
            for layer in chain.layers {
                var refinement = layer.layer
                if let key = refinement.fileSelectionKey {
                    nestedWarnings.append(ConfigurationDiagnostic(
                        path: layer.path, line: key.line, column: key.column,
                        message: "'included' and 'excluded' of a nested configuration are ignored; the root configuration (\(root.path ?? "defaults")) decides which files are linted"))
                    refinement.included = nil
                    refinement.excluded = nil
                }
                for key in refinement.runKeys {
                    nestedWarnings.append(ConfigurationDiagnostic(
                        path: layer.path, line: key.line, column: key.column,
                        message: "'\(key.path)' of a nested configuration is ignored; the root configuration (\(root.path ?? "defaults")) decides how the whole run reports and fails"))
                }
                refinement.reporter = nil
                refinement.strict = nil
                refinement.lenient = nil
                refinement.allowZeroLintableFiles = nil
                configuration = configuration.refined(by: refinement)
            }
            return .success(ResolvedConfiguration(configuration: configuration, files: parent.files + chain.layers.map(\.path)))
        } catch {
            return .failure(error)
        }
    }
}
