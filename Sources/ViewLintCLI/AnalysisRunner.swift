import ViewLint

/// Where the command line meets the analysis: the settings every session of a run uses (every
/// rule the catalogue lists, filtered and configured by the library), and an in-memory analysis
/// for files already read.
enum AnalysisRunner {
    static func settings(_ configuration: Configuration, jobs: Int, cacheSalt: UInt64 = 0) -> AnalysisSettings {
        AnalysisSettings(configuration: configuration, rules: RuleCatalog.types, jobs: jobs, cacheSalt: cacheSalt)
    }

    /// Findings and input errors for `files` as one project held in memory. Files that are
    /// not valid UTF-8 are input errors and are not linted.
    static func analyze(files: [SourceFile], configuration: Configuration, jobs: Int)
        -> (findings: [Finding], errors: [InputError]) {
        let session = AnalysisSession(documents: files, settings: settings(configuration, jobs: jobs))
        let result = session.analyze(files.map(\.path))
        return (result.findings, result.errors)
    }
}
