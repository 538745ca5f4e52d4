import ViewLint

/// What the server asks of the analysis. The command line supplies it over the library's
/// `AnalysisSession` (the same rules, configuration, suppressions, confirmation and fix loop as
/// `viewlint lint`), so the server never lints on its own.
///
/// Paths are absolute. The server calls it from one thread.
public protocol ProjectAnalysis: AnyObject {
    /// Every rule, for hover text and documentation links.
    var rules: [RuleDescription] { get }

    /// Loads the configuration for the project at `root` and reads and indexes all its Swift
    /// files; `progress(done, total)` may be called from any thread. Returns problems to show
    /// the user (configuration errors name the file, line and column).
    func load(root: String, progress: @escaping @Sendable (Int, Int) -> Void) -> [String]

    /// Reads the configuration again (a `.viewlint.yml` changed) and re-discovers the files.
    func reloadConfiguration() -> [String]

    /// Whether a changed file on disk is a configuration file of this project.
    func isConfigurationFile(_ path: String) -> Bool

    /// The editor's text for `path`, overriding the disk; nil returns it to the disk.
    func setBuffer(_ bytes: [UInt8]?, for path: String)

    /// A file was created, changed or deleted on disk.
    func fileChangedOnDisk(_ path: String)

    /// Files whose results may be out of date since they were last analysed.
    func staleFiles() -> Set<String>

    /// Analyses `paths` as part of the whole project; every path gets a result.
    func analyze(_ paths: Set<String>) -> [String: FileAnalysis]

    /// Whether `path` is a file of the project (or an open buffer).
    func isProjectFile(_ path: String) -> Bool

    /// The contents of `path` after every safe fix, pass after pass as `viewlint lint --fix`
    /// applies them; nil when nothing changes. The project is left as it was.
    func fixedContents(of path: String) -> [UInt8]?

    /// Counters of the work done so far, by name, for benchmarks and tests (the
    /// `viewlint/statistics` request): how the project model followed the edits, how many
    /// files were checked.
    var statistics: [(name: String, value: Int)] { get }
}

/// One file's analysis: the findings, and the problems that kept it from being linted.
public struct FileAnalysis: Equatable, Sendable {
    /// The source the offsets refer to.
    public var source: SourceFile?
    public var findings: [Finding]
    public var errors: [InputError]

    public init(source: SourceFile?, findings: [Finding], errors: [InputError]) {
        self.source = source
        self.findings = findings
        self.errors = errors
    }

    public static func == (a: FileAnalysis, b: FileAnalysis) -> Bool {
        a.findings == b.findings && a.errors == b.errors && a.source?.bytes == b.source?.bytes
    }
}
