extension Keyword {
    /// The source text of the keyword (`init` for `.initKeyword`, `#if` for `.poundIf`, "" for `.none`).
    public var text: String { KeywordTable.texts[Int(rawValue)] }

    /// The keyword spelled by `text` (reserved or contextual, not pound directives), or `.none`.
    public init(text: String) {
        var text = text
        self = text.withUTF8 { KeywordTable.shared.lookup($0, from: 0, to: $0.count) }
    }
}

/// Maps identifier bytes to `Keyword` without building a `String`: keywords are at most 16 bytes,
/// so a name packs into two `UInt64` words and a lookup is a handful of integer compares in a
/// bucket chosen by (length, first byte).
struct KeywordTable: Sendable {
    /// One entry per `Keyword` case, indexed by raw value.
    static let texts: [String] = Keyword.allCases.map { keyword in
        switch keyword {
        case .none: return ""
        case .initKeyword: return "init"
        case .selfKeyword: return "self"
        case .SelfKeyword: return "Self"
        case .TypeKeyword: return "Type"
        case .ProtocolKeyword: return "Protocol"
        case .poundIf: return "#if"
        case .poundElseif: return "#elseif"
        case .poundElse: return "#else"
        case .poundEndif: return "#endif"
        case .poundSourceLocation: return "#sourceLocation"
        default: return "\(keyword)"
        }
    }

    static let shared = KeywordTable(pound: false)
    /// Names after `#` that form one `.poundDirective` token.
    static let poundDirectives = KeywordTable(pound: true)

    private struct Entry: Sendable {
        var low: UInt64
        var high: UInt64
        var keyword: Keyword
    }

    /// Indexed by `length * 128 + firstByte` for lengths 1...16 and ASCII first bytes.
    private var buckets: [[Entry]]

    private init(pound: Bool) {
        buckets = Array(repeating: [], count: 17 * 128)
        for keyword in Keyword.allCases where keyword != .none {
            let text = KeywordTable.texts[Int(keyword.rawValue)]
            let isPound = text.hasPrefix("#")
            guard isPound == pound else { continue }
            let bytes = Array(isPound ? text.utf8.dropFirst() : text.utf8[...])
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, from: 0, to: $0.count) }
            buckets[bytes.count * 128 + Int(bytes[0])].append(Entry(low: low, high: high, keyword: keyword))
        }
    }

    @inline(__always)
    static func pack(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = start
        var shift: UInt64 = 0
        while index < end && index < start + 8 {
            low |= UInt64(input[index]) << shift
            shift &+= 8
            index &+= 1
        }
        shift = 0
        while index < end {
            high |= UInt64(input[index]) << shift
            shift &+= 8
            index &+= 1
        }
        return (low, high)
    }

    /// The keyword spelled by `input[start..<end]`, or `.none`.
    @inline(__always)
    func lookup(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {
        let length = end - start
        guard length >= 1, length <= 16 else { return .none }
        let first = input[start]
        guard first < 128 else { return .none }
        return buckets.withUnsafeBufferPointer { buckets in
            let bucket = buckets[length * 128 + Int(first)]
            if bucket.isEmpty { return .none }
            let (low, high) = KeywordTable.pack(input, from: start, to: end)
            for entry in bucket where entry.low == low && entry.high == high {
                return entry.keyword
            }
            return .none
        }
    }
}
