/// What an analysis session remembers between analyses, and what `viewlint lint` keeps on disk
/// between runs (the CLI's cache store encodes it): per file content, its digests, so an
/// unchanged file need not be parsed to take part in the project's index digest; per file, its
/// last result with the key and the dependencies it was computed under.
public struct AnalysisMemory: Sendable {
    /// By `digestKey(content:name:)`.
    public var digests: [UInt64: FileDigests] = [:]
    /// By project name.
    public var results: [String: FileResult] = [:]

    public init(digests: [UInt64: FileDigests] = [:], results: [String: FileResult] = [:]) {
        self.digests = digests
        self.results = results
    }

    /// Digests depend on the name too (summaries record their path), so two files with the
    /// same content have one entry each.
    public static func digestKey(content: UInt64, name: String) -> UInt64 {
        var key = StableHash()
        key.combine(content)
        key.combine(name)
        return key.value
    }
}

/// What other files can learn from one file, reduced to two numbers.
public struct FileDigests: Sendable, Hashable {
    /// Its contribution to the project index and facts, without positions (`DeclarationDigest`).
    public var declarations: UInt64
    /// Its code as other files' confirmation reads it: every token's text and place, comments
    /// and whitespace left out (`CodeDigest`).
    public var code: UInt64

    public init(declarations: UInt64, code: UInt64) {
        self.declarations = declarations
        self.code = code
    }
}

/// One file's findings and what they were computed from.
public struct FileResult: Sendable {
    /// The file's content, the settings and the project's declarations (`AnalysisSession`).
    public var key: UInt64
    /// Other files whose code the file's confirmation read, with their code digests then.
    public var dependencies: [Dependency]
    /// In report order; paths are project names.
    public var findings: [Finding]

    public init(key: UInt64, dependencies: [Dependency], findings: [Finding]) {
        self.key = key
        self.dependencies = dependencies
        self.findings = findings
    }
}

public struct Dependency: Sendable, Hashable {
    public var name: String
    public var code: UInt64

    public init(name: String, code: UInt64) {
        self.name = name
        self.code = code
    }
}

/// A file's tokens as other files' confirmation sees them: kind, text, line and column of every
/// token, no comments or whitespace. A comment edited in place leaves it unchanged; a line added
/// anywhere moves the tokens after it (lowering names closures by line and column), so it does not.
public enum CodeDigest {
    public static func of(_ tree: SyntaxTree) -> UInt64 {
        var hash = StableHash()
        let lineStarts = tree.file.lineStarts
        var line = 0
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for token in tree.tokens {
                let offset = token.offset
                while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
                hash.combine(UInt64(token.kind.rawValue) | UInt64(line) << 8 | UInt64(offset - lineStarts[line]) << 40)
                hash.combine(bytes: bytes[Int(offset) ..< Int(token.end)])
            }
        }
        return hash.value
    }
}
