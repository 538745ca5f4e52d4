/// Inline suppression comments and the question they answer: is rule R silenced at offset O?
///
/// Forms (in `//` or `/* */` comments; rule ids separated by spaces or commas; `all` means
/// every rule; anything after ` - ` is a reason for people and is ignored):
///
///     // viewlint:disable closure_binding any_view - legacy screen, rewrite planned
///     // viewlint:enable closure_binding
///     // viewlint:disable:next unstable_id
///     // viewlint:disable:this all
///     // viewlint:disable:previous any_view
///
/// `disable` and `enable` open and close regions from the comment onwards; the `:next`,
/// `:this` and `:previous` forms cover one whole line.
public struct Suppressions: Sendable {
    public enum Action: String, Sendable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    /// One parsed suppression comment.
    public struct Directive: Sendable, Equatable {
        public var action: Action
        /// Rule ids as written; `["all"]` for every rule.
        public var ruleIDs: [String]
        /// Byte offset of the comment.
        public var offset: Int
        /// Byte range of each rule id in `ruleIDs` (where a report about that id points).
        public var ruleIDRanges: [Range<Int>]
        /// 0-based line of the comment.
        public var line: Int
    }

    /// A comment that starts with `viewlint:` but does not parse; reported to the user.
    public struct Malformed: Sendable, Equatable {
        public var offset: Int
        public var message: String
    }

    public private(set) var directives: [Directive] = []
    public private(set) var malformed: [Malformed] = []

    /// Whether a comment's bytes start, after its `//`, `///`, `/*` or `/**` and spaces, with
    /// `viewlint:`: most comments are not directives, and making a string of each costs more
    /// than all the directives do.
    static func mayBeDirective(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        var i = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        while i < end, bytes[i] == UInt8(ascii: "/") || bytes[i] == UInt8(ascii: "*") { i += 1 }
        while i < end, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        guard end - i >= directiveMarker.count else { return false }
        return bytes[i..<(i + directiveMarker.count)].elementsEqual(directiveMarker)
    }

    private static let directiveMarker: [UInt8] = Array("viewlint:".utf8)

    public init(file: SourceFile, comments: [TriviaPiece]) {
        for comment in comments where comment.kind.isComment {
            parse(comment, in: file)
        }
    }

    /// Whether a finding of `ruleID` starting at byte `offset` is silenced.
    public func isSuppressed(ruleID: String, at offset: Int, in file: SourceFile) -> Bool {
        suppressingDirective(ruleID: ruleID, at: offset, in: file) != nil
    }

    /// The index (in `directives`) of the comment that silences a finding of `ruleID` at byte
    /// `offset`: a `:next`/`:this`/`:previous` comment for that line, else the `disable` whose
    /// region the offset is in. Nil when the finding is reported.
    public func suppressingDirective(ruleID: String, at offset: Int, in file: SourceFile) -> Int? {
        let line = file.lineIndex(of: offset)
        var region: Int?
        for (index, directive) in directives.enumerated() where directive.covers(ruleID) {
            switch directive.action {
            case .disableThis where directive.line == line: return index
            case .disableNext where directive.line + 1 == line: return index
            case .disablePrevious where directive.line - 1 == line: return index
            case .disable where directive.offset <= offset: region = index
            case .enable where directive.offset <= offset: region = nil
            default: break
            }
        }
        return region
    }

    private mutating func parse(_ comment: TriviaPiece, in file: SourceFile) {
        guard Suppressions.mayBeDirective(comment.byteRange, in: file.bytes) else { return }
        var text = Substring(file.text(comment.byteRange))
        switch comment.kind {
        case .lineComment, .docLineComment:
            text = text.drop(while: { $0 == "/" })
        case .blockComment, .docBlockComment:
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            text = text.drop(while: { $0 == "*" })
        default:
            return
        }
        text = text.drop(while: { $0 == " " || $0 == "\t" })
        guard text.hasPrefix("viewlint:") else { return }
        text = text.dropFirst("viewlint:".count)
        if let reason = text.indexOfReasonSeparator() { text = text[..<reason] }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" })
        let offset = comment.byteRange.lowerBound
        // Each word's byte offset in the file: the words are slices of the comment's text.
        let commentText = text.base
        func range(of word: Substring) -> Range<Int> {
            let start = offset + commentText.utf8.distance(from: commentText.utf8.startIndex, to: word.startIndex)
            return start ..< start + word.utf8.count
        }
        guard let verb = words.first, let action = Action(rawValue: String(verb)) else {
            let got = words.first.map(String.init) ?? ""
            let near = NearestName.find(got, among: ["disable", "enable", "disable:next", "disable:this", "disable:previous"])
            malformed.append(Malformed(offset: words.first.map { range(of: $0).lowerBound } ?? offset,
                                       message: "unknown viewlint command '\(got)'\(near.map { "; did you mean '\($0)'?" } ?? "; expected disable, enable, disable:next, disable:this or disable:previous")"))
            return
        }
        let ids = words.dropFirst()
        guard !ids.isEmpty else {
            malformed.append(Malformed(offset: offset, message: "'viewlint:\(action.rawValue)' names no rule; add rule ids or 'all'"))
            return
        }
        directives.append(Directive(action: action, ruleIDs: ids.map(String.init), offset: offset,
                                    ruleIDRanges: ids.map(range(of:)), line: file.lineIndex(of: offset)))
    }
}

extension Suppressions.Directive {
    func covers(_ ruleID: String) -> Bool {
        ruleIDs.contains(ruleID) || ruleIDs.contains("all")
    }
}

private extension Substring {
    /// Where ` - ` (the start of a free-text reason) begins, if anywhere.
    func indexOfReasonSeparator() -> Index? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(" - ") { return index }
            index = self.index(after: index)
        }
        return nil
    }
}
