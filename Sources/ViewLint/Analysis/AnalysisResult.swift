/// What an analysis reports for the files asked for.
public struct AnalysisResult: Sendable {
    /// In report order; paths are project names.
    public var findings: [Finding] = []
    /// Files asked for that could not be read or are not UTF-8.
    public var errors: [InputError] = []
    /// Problems elsewhere in the project (a file that could not be indexed, a manifest that
    /// could not be read): the analysis went on without them.
    public var notes: [InputError] = []
    /// The files asked for as analysed, by name: every one with findings, and every one read
    /// unless the settings report only files with findings (`reportsEveryFileRead`).
    public var sources: [String: SourceFile] = [:]
    /// Files checked again (their inputs changed), and files whose stored result held.
    public var checked: [String] = []
    public var reused = 0
    /// Files asked for that were read or vouched for (those not valid UTF-8 included).
    public var examined = 0

    public init() {}
}
