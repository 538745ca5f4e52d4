/// Dense ids for the names the merge meets (declared, inherited, standard, aliased), found by
/// their bytes: a Swift `[String: Int32]` costs a SipHash and a key comparison per probe, and
/// the merge looks names up some 12,000 times.
///
/// Ids are given in first-seen order, exactly as a `[String: Int32]` counting its keys would.
/// While every name is ASCII, String `==` is byte equality, so names are hashed
/// (`ProjectIndex.asciiHash`) and compared as bytes. The first non-ASCII name switches the
/// table to String keys for good: `==` is canonical equivalence there (`\u{212A}elvin` equals
/// `Kelvin`), which bytes cannot decide.
struct NameTable {
    /// Slot → id + 1, 0 when empty; a power of two, at most half full (linear probing).
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// Every name's bytes back to back: name `k` is `bytes[starts[k] ..< starts[k + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    /// Set once a non-ASCII name is met; from then on the only index.
    private var byString: [String: Int32]?
    private(set) var count = 0

    init(capacity: Int = 0) {
        var size = 64
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: 0, count: size)
        hashes.reserveCapacity(capacity)
        starts.reserveCapacity(capacity + 1)
        bytes.reserveCapacity(capacity * 12)
    }

    /// Whether `find(bytes:hash:)` may be used: every name so far is ASCII.
    var isByteKeyed: Bool { byString == nil }

    /// The name's id, given now if it has none.
    mutating func id(_ name: String) -> Int32 { lookup(name, inserting: true)! }

    /// The id of the name the bytes spell (repaired as `SourceFile.text` repairs them), given
    /// now if it has none: the same id as `id(_:)` of that String.
    mutating func id(bytes name: Slice<UnsafeBufferPointer<UInt8>>) -> Int32 {
        if byString == nil, let found = lookupBytes(UnsafeBufferPointer(rebasing: name), inserting: true) { return found! }
        return id(String(decoding: UnsafeBufferPointer(rebasing: name), as: UTF8.self))
    }

    /// The name's id, if it has one.
    mutating func find(_ name: String) -> Int32? { lookup(name, inserting: false) }

    /// The id of the ASCII name `name` with `hash == ProjectIndex.asciiHash(name[...])`. Only while
    /// `isByteKeyed`: then no name equals an ASCII name but byte for byte.
    func find(bytes name: Slice<UnsafeBufferPointer<UInt8>>, hash: UInt64) -> Int32? {
        precondition(isByteKeyed)
        var slot = NameTable.slot(of: hash, mask: slots.count - 1)
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if hashes[id] == hash, equals(id, UnsafeBufferPointer(rebasing: name)) { return Int32(id) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func lookup(_ name: String, inserting: Bool) -> Int32? {
        if byString != nil { return lookupString(name, inserting: inserting) }
        // In place for native and small Strings (no copy retained and released); nil: not ASCII.
        let found: Int32??
        if let inPlace = name.utf8.withContiguousStorageIfAvailable({ lookupBytes($0, inserting: inserting) }) {
            found = inPlace
        } else {
            var copy = name
            found = copy.withUTF8 { lookupBytes($0, inserting: inserting) }
        }
        if let found { return found }
        switchToStrings()
        return lookupString(name, inserting: inserting)
    }

    /// nil when the name is not ASCII, else its id (nil when it has none and none is given).
    private mutating func lookupBytes(_ buffer: UnsafeBufferPointer<UInt8>, inserting: Bool) -> Int32?? {
        guard let hash = ProjectIndex.asciiHash(buffer[...]) else { return nil }
        var slot = NameTable.slot(of: hash, mask: slots.count - 1)
        while slots[slot] != 0 {
            let id = Int(slots[slot] - 1)
            if hashes[id] == hash, equals(id, buffer) { return .some(Int32(id)) }
            slot = (slot + 1) & (slots.count - 1)
        }
        guard inserting else { return .some(nil) }
        let id = Int32(count)
        hashes.append(hash)
        bytes.append(contentsOf: buffer)
        starts.append(Int32(bytes.count))
        slots[slot] = id + 1
        count += 1
        if 2 * count > slots.count { grow() }
        return .some(id)
    }

    private mutating func lookupString(_ name: String, inserting: Bool) -> Int32? {
        if let known = byString![name] { return known }
        guard inserting else { return nil }
        let id = Int32(count)
        byString![name] = id
        count += 1
        return id
    }

    /// The names so far are ASCII and pairwise different, so they are distinct String keys.
    private mutating func switchToStrings() {
        var map: [String: Int32] = [:]
        map.reserveCapacity(count * 2)
        bytes.withUnsafeBufferPointer { all in
            for id in 0 ..< count {
                let name = UnsafeBufferPointer(rebasing: all[Int(starts[id]) ..< Int(starts[id + 1])])
                map[String(decoding: name, as: UTF8.self)] = Int32(id)
            }
        }
        byString = map
        slots = []
        hashes = []
        bytes = []
        starts = []
    }

    /// Word by word: names are short, and a hash match is nearly always a byte match, so
    /// memcmp's call costs more than the comparison.
    private func equals(_ id: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[id]), length = Int(starts[id + 1]) - start
        guard length == name.count else { return false }
        guard length > 0, let other = name.baseAddress else { return true }
        return bytes.withUnsafeBytes { all in
            // Both spans hold `length` bytes: every load below stays inside them.
            let mine = all.baseAddress! + start, theirs = UnsafeRawPointer(other)
            var k = 0
            while k + 8 <= length {
                if mine.loadUnaligned(fromByteOffset: k, as: UInt64.self) != theirs.loadUnaligned(fromByteOffset: k, as: UInt64.self) {
                    return false
                }
                k += 8
            }
            if k == length { return true }
            if length >= 8 {
                return mine.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                    == theirs.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            }
            while k < length {
                if mine.load(fromByteOffset: k, as: UInt8.self) != theirs.load(fromByteOffset: k, as: UInt8.self) { return false }
                k += 1
            }
            return true
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for id in 0 ..< count {
            var slot = NameTable.slot(of: hashes[id], mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id + 1)
        }
    }

    /// FNV-1a's low bits see little of the high bits of the bytes: fold the high half in.
    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
    }
}
