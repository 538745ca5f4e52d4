/// What a session knows about one file. A class: every analysis walks all slots several
/// times, and copying a struct of this many references out of the dictionary each time cost
/// more than the language server's whole check of the edited file.
final class FileSlot: @unchecked Sendable {
    var content: UInt64 = 0
    /// Nil when the reader vouched for the content without reading it.
    var file: SourceFile?
    var declarations: DeclarationSummary?
    var digests: FileDigests?
    /// Whether the file can hold a finding, from the same parse as `declarations`.
    var gate: CheckGate?
    /// Unreadable or not UTF-8: not indexed, reported when asked for.
    var problem: InputError?

    init(content: UInt64 = 0, file: SourceFile? = nil, digests: FileDigests? = nil, problem: InputError? = nil) {
        self.content = content
        self.file = file
        self.digests = digests
        self.problem = problem
    }

    /// A file read (or given): its content hash, and a problem when it is not UTF-8 (a rule
    /// reading a repaired copy could point at the wrong bytes).
    convenience init(name: String, bytes: [UInt8]) {
        let file = SourceFile(path: name, bytes: bytes)
        self.init(content: StableHash.ofContent(bytes), file: file)
        if let offset = file.firstInvalidUTF8Offset() {
            let location = file.location(of: offset)
            problem = InputError(path: name, line: location.line, column: location.column,
                                 message: "not valid UTF-8 (byte 0x\(FileSlot.hex(bytes[offset])) at offset \(offset)); file skipped")
        }
    }

    /// What parsing a file gives the session.
    struct Parsed: Sendable {
        var declarations: DeclarationSummary
        var digests: FileDigests?
        var gate: CheckGate

        init(_ parsed: ParsedSource, digesting: Bool) {
            declarations = DeclarationSummary(tree: parsed.tree)
            gate = CheckGate(tree: parsed.tree, comments: parsed.comments)
            digests = digesting ? FileDigests(declarations: DeclarationDigest.of(declarations),
                                              code: CodeDigest.of(parsed.tree.file, comments: parsed.comments)) : nil
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}
