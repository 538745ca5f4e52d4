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

/// A file's code as other files' confirmation sees it: every byte outside comments, and of each
/// comment only what moves the code after it (the line breaks in it and, for a block comment,
/// the length of its last line). A comment edited in place leaves the digest unchanged; a line
/// added anywhere moves what follows (lowering names closures by line and column), so it does not.
public enum CodeDigest {
    public static func of(_ file: SourceFile, comments: [TriviaPiece]) -> UInt64 {
        var hash = StableHash().value
        file.bytes.withUnsafeBytes { raw in
            var position = 0
            for comment in comments where Int(comment.offset) >= position {
                hash = mix(hash, raw, position ..< Int(comment.offset))
                var breaks: UInt64 = 0, lastLine = 0
                var k = Int(comment.offset)
                let end = Int(comment.end)
                while k < end {
                    let byte = raw[k]
                    if byte == 0x0A || (byte == 0x0D && (k + 1 == end || raw[k + 1] != 0x0A)) {
                        breaks += 1
                        lastLine = k + 1
                    }
                    k += 1
                }
                let isBlock = comment.kind == .blockComment || comment.kind == .docBlockComment
                let tail = isBlock ? UInt64(end - max(lastLine, Int(comment.offset))) : 0
                hash = (hash ^ (breaks << 32 | tail)) &* 0x0000_0100_0000_01b3
                position = end
            }
            hash = mix(hash, raw, position ..< raw.count)
        }
        return hash
    }

    /// `StableHash.ofContent`'s word-at-a-time step over `raw[range]`.
    private static func mix(_ start: UInt64, _ raw: UnsafeRawBufferPointer, _ range: Range<Int>) -> UInt64 {
        var hash = start ^ UInt64(range.count)
        var k = range.lowerBound
        while k + 8 <= range.upperBound {
            hash ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt64.self))
            hash &*= 0x0000_0100_0000_01b3
            hash ^= hash >> 29
            k += 8
        }
        while k < range.upperBound {
            hash ^= UInt64(raw[k])
            hash &*= 0x0000_0100_0000_01b3
            k += 1
        }
        return hash
    }
}
