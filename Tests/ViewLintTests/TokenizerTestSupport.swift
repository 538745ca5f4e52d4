@testable import ViewLint

/// Small helpers shared by the tokenizer tests: tokenize a string, and describe tokens as
/// (kind, text) pairs so expectations read like the source.
enum TokenizerTestSupport {
    struct Lexed {
        var file: TokenizedFile
        var bytes: [UInt8]

        /// Significant tokens without the final `.endOfFile`.
        var tokens: [Token] { Array(file.tokens.dropLast()) }

        func text(_ token: Token) -> String {
            String(decoding: bytes[token.byteRange], as: UTF8.self)
        }

        /// `kind text` per token, for compact exact expectations.
        var summary: [String] { tokens.map { "\($0.kind) \(text($0))" } }

        var coverageViolation: String? {
            bytes.withUnsafeBufferPointer { file.coverageViolation(source: $0) }
        }
    }

    static func lex(_ text: String) -> Lexed {
        lex(bytes: Array(text.utf8))
    }

    static func lex(bytes: [UInt8]) -> Lexed {
        let file = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0) }
        return Lexed(file: file, bytes: bytes)
    }

    /// Reassembles the input from the pieces; equal to the input iff the decomposition is lossless.
    static func reassemble(_ lexed: Lexed) -> [UInt8] {
        lexed.bytes.withUnsafeBufferPointer { source in
            var out: [UInt8] = []
            out.reserveCapacity(source.count)
            for piece in lexed.file.allPieces(source: source) {
                let start = Int(piece.offset)
                out.append(contentsOf: source[start..<(start + Int(piece.length))])
            }
            return out
        }
    }
}
