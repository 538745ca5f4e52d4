import ViewLint

/// How `Position.character` counts, negotiated at `initialize` (UTF-16 unless both sides
/// agree on another).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A 0-based line and a character offset in the negotiated encoding.
public struct Position: Equatable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONValue { .object([("line", .int(line)), ("character", .int(character))]) }
}

/// Converts between byte offsets of a file and protocol positions.
public struct PositionMapper: Sendable {
    public let file: SourceFile
    public let encoding: PositionEncoding

    public init(file: SourceFile, encoding: PositionEncoding) {
        self.file = file
        self.encoding = encoding
    }

    /// The byte offset of `position`. Past the end of a line means the line's end and past the
    /// last line means the end of the file, as the protocol asks; a position inside a
    /// character moves to that character's start.
    public func offset(of position: Position) -> Int {
        guard position.line < file.lineCount else { return file.bytes.count }
        let line = file.lineRange(at: position.line)
        var offset = line.lowerBound
        var units = 0
        let bytes = file.bytes[...]
        while offset < line.upperBound {
            let width = SourceFile.utf8SequenceWidth(lead: bytes[offset], in: bytes, at: offset)
            let size = unitCount(byteWidth: width)
            if units + size > position.character { break }
            units += size
            offset += width
        }
        return offset
    }

    public func position(of offset: Int) -> Position {
        let clamped = min(max(0, offset), file.bytes.count)
        let line = file.lineIndex(of: clamped)
        var index = Int(file.lineStarts[line])
        var units = 0
        let bytes = file.bytes[...]
        while index < clamped {
            let width = SourceFile.utf8SequenceWidth(lead: bytes[index], in: bytes, at: index)
            units += unitCount(byteWidth: width)
            index += width
        }
        return Position(line: line, character: units)
    }

    public func range(of bytes: Range<Int>) -> JSONValue {
        .object([("start", position(of: bytes.lowerBound).json), ("end", position(of: bytes.upperBound).json)])
    }

    /// Code units of one character of `width` UTF-8 bytes (an invalid byte counts as one
    /// replacement character).
    private func unitCount(byteWidth width: Int) -> Int {
        switch encoding {
        case .utf8: return width
        case .utf16: return width == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// An open document: the editor's text, which overrides the file on disk while open.
public struct TextDocument: Sendable {
    public let uri: String
    public let path: String
    public private(set) var version: Int
    public private(set) var file: SourceFile

    public init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        file = SourceFile(path: path, bytes: Array(text.utf8))
    }

    public enum ChangeProblem: Error, Equatable {
        /// The change's version is not newer than the document's: it was already applied or
        /// arrived out of order, so applying it would corrupt the text.
        case staleVersion(current: Int, received: Int)
        case invalidChange(String)
    }

    /// Applies `contentChanges` in order (full text, or a range and its replacement).
    public mutating func apply(version newVersion: Int, changes: [JSONValue], encoding: PositionEncoding) throws(ChangeProblem) {
        guard newVersion > version else { throw .staleVersion(current: version, received: newVersion) }
        var bytes = file.bytes
        var current = file
        for (number, change) in changes.enumerated() {
            guard let text = change["text"]?.stringValue else { throw .invalidChange("change \(number + 1) has no text") }
            if let range = change["range"] {
                guard let start = Position(range["start"]), let end = Position(range["end"]) else {
                    throw .invalidChange("change \(number + 1) has a malformed range")
                }
                let mapper = PositionMapper(file: current, encoding: encoding)
                let from = mapper.offset(of: start)
                let to = mapper.offset(of: end)
                guard from <= to else { throw .invalidChange("change \(number + 1) ends before it starts") }
                bytes.replaceSubrange(from..<to, with: text.utf8)
            } else {
                bytes = Array(text.utf8)
            }
            current = SourceFile(path: path, bytes: bytes)
        }
        file = current
        version = newVersion
    }
}
