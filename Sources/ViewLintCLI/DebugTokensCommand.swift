import Foundation
import ViewLint

/// `viewlint debug tokens FILE… [--format oracle|full]`: shows what the tokenizer sees.
/// `oracle` prints the columns of a swift-syntax token dump so the two can be diffed;
/// `full` lists every token and trivia piece so anyone can check they tile the file.
enum DebugTokensCommand {
    enum Format: String { case oracle, full }

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.first == "tokens" else {
            Console.error("usage: viewlint debug tokens FILE… [--format oracle|full]")
            return 2
        }
        var format = Format.oracle
        var paths: [String] = []
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            if argument == "--format" {
                guard let value = remaining.popFirst(), let parsed = Format(rawValue: value) else {
                    Console.error("viewlint debug tokens: --format takes 'oracle' or 'full'")
                    return 2
                }
                format = parsed
            } else if argument.hasPrefix("--format=") {
                guard let parsed = Format(rawValue: String(argument.dropFirst("--format=".count))) else {
                    Console.error("viewlint debug tokens: --format takes 'oracle' or 'full'")
                    return 2
                }
                format = parsed
            } else {
                paths.append(argument)
            }
        }
        guard !paths.isEmpty else {
            Console.error("usage: viewlint debug tokens FILE… [--format oracle|full]")
            return 2
        }
        var status: Int32 = 0
        for path in paths {
            let bytes: [UInt8]
            switch SourceReading.readBytes(atPath: path) {
            case .success(let read): bytes = read
            case .failure(let failure):
                Console.error("viewlint debug tokens: cannot read \(path): \(failure)")
                status = 2
                continue
            }
            var out = paths.count > 1 ? "# \(path)\n" : ""
            bytes.withUnsafeBufferPointer { source in
                let tokenized = Tokenizer.tokenize(source)
                switch format {
                case .oracle: out += OracleFormat.render(tokenized, source: source)
                case .full: out += renderFull(tokenized, source: source)
                }
            }
            Console.write(out, to: .standardOutput)
        }
        return status
    }

    static func renderFull(_ file: TokenizedFile, source: UnsafeBufferPointer<UInt8>) -> String {
        var out = ""
        for piece in file.allPieces(source: source) {
            switch piece {
            case .token(let token): out += "\(token.offset)\t\(token.length)\t\(token.kind)\n"
            case .trivia(let trivia): out += "\(trivia.offset)\t\(trivia.length)\t\(trivia.kind)\n"
            }
        }
        return out
    }
}

/// Renders tokens like swift-token-oracle: one line per token and comment, a whole string or
/// regex literal per line, whitespace omitted, and `#name` split into `#` and the name as
/// swift-syntax lexes it.
///
/// Deliberate differences from the oracle (which reports what swift-syntax's *parser* built):
/// - boundaries: `>>`, `>?`, `>!` closing generic arguments are one operator here (the parser
///   splits them); a version such as `17.0` in `#available`/`@available` is one float here
///   (the parser re-splits it); bytes swift-syntax keeps as trivia (invalid UTF-8, NUL) are
///   `.unknown` tokens here; in malformed code the parser's recovery can re-split a literal.
/// - classes: contextual keywords (`some`, `get`, `async`, `override`, `deprecated` …) are
///   identifiers here and reserved words used as labels or members (`for:`, `.default`) are
///   keywords; the parser decides both from context. Also `<`/`>` of generics are operators
///   (oracle: leftAngle/rightAngle), `_` is an identifier (oracle: wildcard, class other),
///   and a lone `#` or backtick is `other`.
/// - oracle artifacts: strings and regexes that are not literal expressions (attribute
///   arguments, malformed code) are printed by the oracle in pieces, here as one literal.
enum OracleFormat {
    static func render(_ file: TokenizedFile, source: UnsafeBufferPointer<UInt8>) -> String {
        var out = ""
        var commentIndex = 0
        let tokens = file.tokens
        var index = 0
        func flushComments(before offset: UInt32) {
            while commentIndex < file.comments.count && file.comments[commentIndex].offset < offset {
                let piece = file.comments[commentIndex]
                if piece.kind.isComment { out += "\(piece.offset)\t\(piece.length)\tcomment\t\(piece.kind)\n" }
                commentIndex += 1
            }
        }
        while index < tokens.count {
            let token = tokens[index]
            flushComments(before: token.offset)
            if token.kind == .stringOpen {
                let end = literalEnd(tokens, from: index, source: source)
                let last = tokens[end - 1]
                out += "\(token.offset)\t\(last.end - token.offset)\tstring\tstringLiteral\n"
                // Comments inside interpolations belong to the literal's line.
                while commentIndex < file.comments.count && file.comments[commentIndex].offset < last.end { commentIndex += 1 }
                index = end
                continue
            }
            line(for: token, source: source, into: &out)
            index += 1
        }
        flushComments(before: UInt32.max)
        return out
    }

    /// The index after the last token of the string literal opened at `start`. The tokenizer
    /// ends an unterminated literal without a closing token, so this retraces its rules: a
    /// literal's text is only segments and interpolation openers, and a single-line literal
    /// ends at a line break even inside an interpolation.
    static func literalEnd(_ tokens: [Token], from start: Int, source: UnsafeBufferPointer<UInt8>) -> Int {
        struct Level { var isLiteral: Bool; var multiline: Bool }
        func isMultiline(_ open: Token) -> Bool {
            open.length >= 3 && source[Int(open.end) - 1] == UInt8(ascii: "\"") && source[Int(open.end) - 2] == UInt8(ascii: "\"")
                && source[Int(open.end) - 3] == UInt8(ascii: "\"")
        }
        var levels = [Level(isLiteral: true, multiline: isMultiline(tokens[start]))]
        var index = start + 1
        while index < tokens.count, let top = levels.last {
            let token = tokens[index]
            if top.isLiteral {
                switch token.kind {
                case .stringSegment: break
                case .interpolationOpen: levels.append(Level(isLiteral: false, multiline: top.multiline))
                case .stringClose: levels.removeLast()
                default:
                    // Unterminated literal: it ended before this token.
                    levels.removeLast()
                    continue
                }
            } else {
                if token.flags.contains(.atStartOfLine) && !top.multiline {
                    levels.removeLast(2)
                    continue
                }
                switch token.kind {
                case .stringOpen: levels.append(Level(isLiteral: true, multiline: isMultiline(token)))
                case .interpolationClose: levels.removeLast()
                case .endOfFile: levels.removeAll(); continue
                default: break
                }
            }
            index += 1
        }
        return max(index, start + 1)
    }

    static func line(for token: Token, source: UnsafeBufferPointer<UInt8>, into out: inout String) {
        let className: String
        switch token.kind {
        case .endOfFile: return
        case .identifier, .dollarIdentifier: className = "identifier"
        case .keyword, .poundDirective: className = "keyword"
        case .integerLiteral, .floatLiteral: className = "literal"
        case .regexLiteral:
            out += "\(token.offset)\t\(token.length)\tregex\tregexLiteral\n"
            return
        case .stringOpen, .stringSegment, .interpolationOpen, .interpolationClose, .stringClose: className = "string"
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .comma,
             .colon, .colonColon, .semicolon, .period, .atSign, .backslash:
            className = "punctuation"
        case .arrow, .equal, .postfixQuestionMark, .infixQuestionMark, .exclamationMark,
             .prefixAmpersand, .operator:
            className = "operator"
        case .poundIdentifier:
            let name = String(decoding: UnsafeBufferPointer(rebasing: source[(token.byteRange.lowerBound + 1)..<token.byteRange.upperBound]), as: UTF8.self)
            if name == "available" || name == "unavailable" {
                out += "\(token.offset)\t\(token.length)\tother\tpound\(name.prefix(1).uppercased() + name.dropFirst())\n"
            } else {
                out += "\(token.offset)\t1\tpunctuation\tpound\n"
                out += "\(token.offset + 1)\t\(token.length - 1)\tidentifier\tidentifier\n"
            }
            return
        case .unknown: className = "other"
        }
        out += "\(token.offset)\t\(token.length)\t\(className)\t\(token.kind)\n"
    }
}

/// Reads whole files as bytes (no decoding: the tokenizer copes with any bytes).
enum SourceReading {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func readBytes(atPath path: String) -> Result<[UInt8], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(description: "no such file"))
        }
        if isDirectory.boolValue { return .failure(Failure(description: "is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Failure(description: "permission denied or unreadable"))
        }
        return .success([UInt8](data))
    }
}
