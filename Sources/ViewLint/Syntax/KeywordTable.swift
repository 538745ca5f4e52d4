extension Keyword {
    /// The source text of the keyword (`init` for `.initKeyword`, `#if` for `.poundIf`, "" for `.none`).
    public var text: String { KeywordTable.texts[Int(rawValue)] }

    /// The keyword spelled by `text` (reserved or contextual, not pound directives), or `.none`.
    public init(text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            KeywordTable.shared.slots.withUnsafeBufferPointer { KeywordTable.lookup(bytes, from: 0, to: bytes.count, in: $0) }
        }
    }
}

/// One slot of the keyword hash table: the keyword's bytes packed little-endian into two words.
struct KeywordSlot: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var length: UInt8 = 0
    var first: UInt8 = 0
    var keyword: Keyword = .none
}

/// Maps identifier bytes to `Keyword` without building a `String`. Keywords are at most 16
/// bytes, so a name packs into two `UInt64` words; an open-addressing table hashed on length
/// and the first and last bytes makes a miss (most identifiers) one load and one compare.
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

    /// Reserved and contextual keywords.
    static let shared = KeywordTable(pound: false)
    /// Names after `#` that form one `.poundDirective` token.
    static let poundDirectives = KeywordTable(pound: true)

    static let slotCount = 512
    /// `slotCount` slots; empty ones have `length == 0`.
    let slots: [KeywordSlot]

    private init(pound: Bool) {
        var slots = Array(repeating: KeywordSlot(), count: KeywordTable.slotCount)
        for keyword in Keyword.allCases where keyword != .none {
            let text = KeywordTable.texts[Int(keyword.rawValue)]
            let isPound = text.hasPrefix("#")
            guard isPound == pound else { continue }
            let bytes = Array(isPound ? text.utf8.dropFirst() : text.utf8[...])
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, from: 0, to: $0.count) }
            var index = KeywordTable.hash(length: bytes.count, first: bytes[0], last: bytes[bytes.count - 1])
            while slots[index].length != 0 { index = (index + 1) & (KeywordTable.slotCount - 1) }
            slots[index] = KeywordSlot(low: low, high: high, length: UInt8(bytes.count), first: bytes[0], keyword: keyword)
        }
        self.slots = slots
    }

    @inline(__always)
    static func hash(length: Int, first: UInt8, last: UInt8) -> Int {
        (length &* 59 &+ Int(first) &* 7 &+ Int(last) &* 3) & (slotCount - 1)
    }

    /// Packs `input[start..<end]` (at most 16 bytes) little-endian into two words; bytes past
    /// `end` are zero. Uses two unaligned loads when 16 bytes are readable.
    @inline(__always)
    static func pack(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (UInt64, UInt64) {
        let length = end - start
        if start + 16 <= input.count, let base = input.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            var low = raw.loadUnaligned(as: UInt64.self)
            var high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if length < 8 {
                low &= (1 &<< UInt64(length &* 8)) &- 1
                high = 0
            } else if length < 16 {
                high &= (1 &<< UInt64((length &- 8) &* 8)) &- 1
            }
            return (UInt64(littleEndian: low), UInt64(littleEndian: high))
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = start
        while index < end && index < start + 8 {
            low |= UInt64(input[index]) << UInt64((index - start) * 8)
            index += 1
        }
        while index < end {
            high |= UInt64(input[index]) << UInt64((index - start - 8) * 8)
            index += 1
        }
        return (low, high)
    }

    /// The keyword spelled by `input[start..<end]`, or `.none`.
    @inline(__always)
    static func lookup(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, in slots: UnsafeBufferPointer<KeywordSlot>) -> Keyword {
        let length = end - start
        guard length >= 2, length <= 16 else { return .none }
        let first = input[start]
        var index = hash(length: length, first: first, last: input[end - 1])
        var slot = slots[index]
        // Probe until an empty slot; pack the name only for a slot that could match.
        while slot.length != 0 {
            if Int(slot.length) == length && slot.first == first {
                let (low, high) = pack(input, from: start, to: end)
                if slot.low == low && slot.high == high { return slot.keyword }
            }
            index = (index + 1) & (slotCount - 1)
            slot = slots[index]
        }
        return .none
    }
}
