/// How a session reads files on disk.
public protocol ProjectFileReader: Sendable {
    /// The content hash of the file called `name` (at `path`, absolute) when the reader can
    /// vouch for it without reading it (the CLI trusts a file's stamp from its last run); nil
    /// to read it.
    func knownContent(of name: String, at path: String) -> UInt64?
    func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure>
}

/// Reads every file.
public struct DiskReader: ProjectFileReader {
    public init() {}
    public func knownContent(of name: String, at path: String) -> UInt64? { nil }
    public func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure> { FileSystem.readFile(path) }
}

extension AnalysisSession {
    /// A session over files held in memory only (tests, tools): each file is an open document
    /// named by its path, and nothing is read from disk.
    public convenience init(documents: [SourceFile], settings: AnalysisSettings) {
        self.init(project: Project(root: "/", files: documents.map(\.path)), settings: settings, reader: NoFiles())
        for file in documents { setDocument(file.path, bytes: file.bytes) }
    }
}

/// A reader for sessions without files on disk.
private struct NoFiles: ProjectFileReader {
    func knownContent(of name: String, at path: String) -> UInt64? { nil }
    func read(_ name: String, at path: String) -> Result<[UInt8], FileSystem.Failure> {
        .failure(FileSystem.Failure(message: "not a document of this session"))
    }
}
