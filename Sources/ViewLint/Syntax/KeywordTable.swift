extension Keyword {
    /// The source text of the keyword (`init` for `.initKeyword`, `#if` for `.poundIf`, "" for `.none`).
    public var text: String { KeywordTable.texts[Int(rawValue)] }

    /// The keyword spelled by `text` (reserved or contextual, not pound directives), or `.none`.
    public init(text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            KeywordTable.shared.withLookup { KeywordTable.lookup(bytes, from: 0, to: bytes.count, in: $0) }
        }
    }
}

/// A keyword's bytes packed little-endian into two words, while the table is built.
struct KeywordSlot: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var keyword: Keyword = .none
}

/// Maps identifier bytes to `Keyword` without building a `String`. Keywords are at most 16
/// bytes, so a name packs into two `UInt64` words; a multiplicative hash of those words,
/// with a multiplier chosen at start-up so that no two keywords collide, makes every lookup
/// one slot load and one compare, with no probing loop.
struct KeywordTable: Sendable {
    /// The table as the tokenizer reads it: a pointer valid for one `tokenize` call.
    struct Lookup {
        /// `KeywordTable.words`: one base pointer for the fast loop to keep in a register.
        var words: UnsafePointer<UInt64>
        var multiplier: UInt64

        /// The keyword packed as `low`/`high` (`KeywordTable.pack`), or `.none`. No branch.
        @inline(__always) func keyword(low: UInt64, high: UInt64) -> Keyword {
            let slotIndex = KeywordTable.slot(low: low, multiplier: multiplier)
            let number = Int(UnsafeRawPointer(words).load(fromByteOffset: slotIndex, as: UInt8.self))
            let slots = words + KeywordTable.slotCount / 8
            let slot = slots + 3 &* number
            // No branch on "is this name a keyword" (it mispredicts on real code): a miss reads
            // the raw value from slot 0, the sentinel, instead. Masking the slot number rather
            // than the loaded value keeps the compiler from turning the select back into a
            // branch around the load. `difference | -difference` has its top bit set exactly
            // when `difference` is nonzero.
            let difference = (slot[0] ^ low) | (slot[1] ^ high)
            let keep = Int(bitPattern: UInt(truncatingIfNeeded: ((difference | (0 &- difference)) >> 63) &- 1))
            // The third word holds the raw value of a real `Keyword` (see `init`); the
            // sentinel's is 0, `.none`.
            return unsafeBitCast(UInt8(truncatingIfNeeded: slots[3 &* (number & keep) &+ 2]), to: Keyword.self)
        }
    }

    /// Runs `body` with a `Lookup` over this table.
    func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
        words.withUnsafeBufferPointer { words in
            body(Lookup(words: words.baseAddress.unsafelyUnwrapped, multiplier: multiplier))
        }
    }

    /// One entry per `Keyword` case, indexed by raw value, spelled out in case order: deriving
    /// them with `"\(keyword)"` reflects on ~100 case names, 3.5 M instructions at start-up.
    /// `TokenizerTests.keywordTextsFollowTheCaseNames` checks the two agree.
    static let texts: [String] = [""] + """
        associatedtype class deinit enum extension fileprivate func import init inout internal let \
        operator private precedencegroup protocol public rethrows static struct subscript typealias var \
        break case catch continue default defer do else fallthrough for guard if in repeat return throw \
        switch where while \
        Any as await false is nil self Self super throws true try \
        open mutating nonmutating override final lazy weak unowned convenience required optional dynamic \
        indirect package consuming borrowing nonisolated isolated prefix postfix infix async distributed \
        __consuming _const _local __setter_access \
        any some get set willSet didSet _modify _read actor macro sending each Type Protocol of consume copy \
        borrow unsafe reasync __owned __shared _mutating _borrowing _consuming \
        #if #elseif #else #endif #sourceLocation
        """.split(separator: " ").map(String.init)

    /// Reserved and contextual keywords.
    static let shared = KeywordTable(pound: false)
    /// Names after `#` that form one `.poundDirective` token.
    static let poundDirectives = KeywordTable(pound: true)

    static let slotBits = 10
    static let slotCount = 1 << slotBits
    /// `slotCount` one-byte slot numbers (0: no keyword), then the slots, three words each:
    /// the keyword's two packed words and its raw value. Slot 0 is an empty sentinel (its
    /// words never equal a packed non-empty name). Small enough to stay in L1 cache: a lookup
    /// is two cache-hot loads and one compare.
    let words: [UInt64]

    private init(pound: Bool) {
        var entries: [KeywordSlot] = [KeywordSlot()]
        for keyword in Keyword.allCases where keyword != .none {
            let text = KeywordTable.texts[Int(keyword.rawValue)]
            let isPound = text.hasPrefix("#")
            guard isPound == pound else { continue }
            let bytes = Array(isPound ? text.utf8.dropFirst() : text.utf8[...])
            let (low, high) = bytes.withUnsafeBufferPointer { KeywordTable.pack($0, from: 0, to: $0.count) }
            entries.append(KeywordSlot(low: low, high: high, keyword: keyword))
        }
        // `slot(low:)` hashes the first eight bytes only; keywords equal there could never be
        // separated (and the search below would not end).
        precondition(Set(entries.map(\.low)).count == entries.count, "two keywords share their first eight bytes")
        // Deterministic search for a collision-free multiplier (a few hundred tries for ~110 keys
        // in 1024 slots), starting from the one found last time for these keyword sets so that
        // start-up usually succeeds on the first try; a changed set just searches on.
        var multiplier: UInt64 = pound ? 0x9E37_79B9_7F4A_7C15 : 0xFEA4_3C4A_B345_3CED
        while true {
            var index = Array(repeating: UInt8(0), count: KeywordTable.slotCount)
            var collided = false
            for (number, entry) in entries.enumerated().dropFirst() {
                let slot = KeywordTable.slot(low: entry.low, multiplier: multiplier)
                if index[slot] != 0 { collided = true; break }
                index[slot] = UInt8(number)
            }
            if !collided {
                var words = index.withUnsafeBytes { Array($0.bindMemory(to: UInt64.self)) }
                for entry in entries { words += [entry.low, entry.high, UInt64(entry.keyword.rawValue)] }
                self.words = words
                self.multiplier = multiplier
                return
            }
            multiplier = (multiplier &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F) | 1
        }
    }

    let multiplier: UInt64

    /// Hashes the first eight bytes only (one multiply): no two keywords share them, which
    /// `init` checks. The slot's words are compared in full.
    @inline(__always)
    static func slot(low: UInt64, multiplier: UInt64) -> Int {
        Int(truncatingIfNeeded: (low &* multiplier) >> UInt64(64 - slotBits))
    }

    /// Packs `input[start..<end]` (at most 16 bytes) little-endian into two words; bytes past
    /// `end` are zero. Uses two unaligned loads when 16 bytes are readable.
    @inline(__always)
    static func pack(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (UInt64, UInt64) {
        let length = end - start
        if start + 16 <= input.count, let base = input.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            // Keep `length` bytes: shifts of 64 or more give 0, so no branches are needed.
            let lowMask = ~((~0 as UInt64) << UInt64(min(length, 8) * 8))
            let highMask = ~((~0 as UInt64) << UInt64(max(length - 8, 0) * 8))
            return (low & lowMask, high & highMask)
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
    static func lookup(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, in table: Lookup) -> Keyword {
        let length = end - start
        guard length >= 2, length <= 16 else { return .none }
        let (low, high) = pack(input, from: start, to: end)
        return table.keyword(low: low, high: high)
    }
}
