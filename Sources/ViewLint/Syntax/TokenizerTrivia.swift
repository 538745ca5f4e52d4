extension Token {
    /// The token's bytes as text (invalid UTF-8 repaired). For display and tests, not hot paths.
    public func text(in source: UnsafeBufferPointer<UInt8>) -> String {
        let range = byteRange.clamped(to: 0..<source.count)
        return String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self)
    }

    public func text(in file: SourceFile) -> String {
        file.bytes.withUnsafeBufferPointer { text(in: $0) }
    }
}

/// One element of a file's complete, ordered decomposition: a token or a trivia piece.
public enum SourcePiece: Sendable, Equatable {
    case token(Token)
    case trivia(TriviaPiece)

    public var offset: UInt32 {
        switch self {
        case .token(let token): return token.offset
        case .trivia(let piece): return piece.offset
        }
    }

    public var length: UInt32 {
        switch self {
        case .token(let token): return token.length
        case .trivia(let piece): return piece.length
        }
    }
}

extension TokenizedFile {
    /// Every trivia piece in order: the stored comments (and shebang, BOM, conflict markers)
    /// plus the whitespace and newline runs recovered from the gaps between tokens.
    public func triviaPieces(source: UnsafeBufferPointer<UInt8>) -> [TriviaPiece] {
        allPieces(source: source).compactMap { piece in
            if case .trivia(let trivia) = piece { return trivia }
            return nil
        }
    }

    /// Tokens and trivia merged in source order. Gaps are split into `.whitespace` and
    /// `.newline` runs (`\r\n` stays in one newline run). If the tokenizer left a gap byte that
    /// is neither, it is reported as a `.whitespace` piece anyway so the pieces still tile the
    /// input; `coverageViolation` is the check that flags such a byte.
    public func allPieces(source: UnsafeBufferPointer<UInt8>) -> [SourcePiece] {
        var pieces: [SourcePiece] = []
        pieces.reserveCapacity(tokens.count * 2 + comments.count)
        var cursor = 0
        var commentIndex = 0
        var tokenIndex = 0
        func addGap(upTo end: Int) {
            while cursor < end {
                let isNewline = source[cursor] == 0x0A || source[cursor] == 0x0D
                let start = cursor
                while cursor < end && (source[cursor] == 0x0A || source[cursor] == 0x0D) == isNewline { cursor += 1 }
                pieces.append(.trivia(TriviaPiece(kind: isNewline ? .newline : .whitespace, offset: UInt32(start), length: UInt32(cursor - start))))
            }
        }
        while tokenIndex < tokens.count || commentIndex < comments.count {
            let takeComment: Bool
            if commentIndex < comments.count && tokenIndex < tokens.count {
                takeComment = comments[commentIndex].offset < tokens[tokenIndex].offset
                    || (comments[commentIndex].offset == tokens[tokenIndex].offset && tokens[tokenIndex].length == 0)
            } else {
                takeComment = commentIndex < comments.count
            }
            let piece: SourcePiece = takeComment ? .trivia(comments[commentIndex]) : .token(tokens[tokenIndex])
            if takeComment { commentIndex += 1 } else { tokenIndex += 1 }
            addGap(upTo: min(Int(piece.offset), source.count))
            if piece.length > 0 || !takeComment { pieces.append(piece) }
            cursor = max(cursor, Int(piece.offset) + Int(piece.length))
        }
        addGap(upTo: source.count)
        return pieces
    }

    /// Checks the losslessness invariant: tokens and comments are in order, do not overlap,
    /// stay inside the input, every gap byte is whitespace or a line break, exactly one
    /// `.endOfFile` ends the tokens, and no token but `.endOfFile` is empty. Returns a
    /// description of the first violation, or nil.
    public func coverageViolation(source: UnsafeBufferPointer<UInt8>) -> String? {
        guard let last = tokens.last, last.kind == .endOfFile, Int(last.offset) == source.count else {
            return "tokens do not end with one .endOfFile at the end of the input"
        }
        var cursor = 0
        for piece in allPieces(source: source) {
            let start = Int(piece.offset)
            let end = start + Int(piece.length)
            if start < cursor { return "piece at \(start) overlaps the previous one (ending at \(cursor))" }
            if end > source.count { return "piece at \(start) runs past the end of the input" }
            switch piece {
            case .token(let token):
                if token.kind == .endOfFile && end != source.count { return ".endOfFile before the end of the input" }
                if token.kind != .endOfFile && token.length == 0 { return "empty \(token.kind) token at \(start)" }
            case .trivia(let trivia):
                if trivia.kind == .whitespace || trivia.kind == .newline {
                    for index in start..<end {
                        switch source[index] {
                        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D: continue
                        default: return "byte 0x\(String(source[index], radix: 16)) at \(index) is covered by no token"
                        }
                    }
                } else if trivia.length == 0 {
                    return "empty \(trivia.kind) trivia at \(start)"
                }
            }
            cursor = end
        }
        if tokens.dropLast().contains(where: { $0.kind == .endOfFile }) { return "more than one .endOfFile" }
        return nil
    }
}
