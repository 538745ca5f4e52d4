/// The attribute names a stored property commonly carries, recognised from their bytes: a
/// hit needs no String, no String comparisons and no `PropertyWrapperKind.of` call (that
/// was about a tenth of the summary). The table holds every name
/// `SummaryCollector.isPlainAttribute` and `PropertyWrapperKind.of(attributeName:)` know
/// (their lists), so an ASCII name it does not hold is a custom wrapper (`isComplete(for:)`);
/// a non-ASCII one takes the String route (`==` is canonical equivalence there).
struct AttributeNames: Sendable {
    enum Use: Sendable {
        /// Not a property wrapper (`@MainActor`, `@ViewBuilder`).
        case plain
        /// A wrapper: its kind and the name as written (a literal: no allocation).
        case wrapper(PropertyWrapperKind, name: String)
    }

    static let plainNames = [
        "MainActor", "ViewBuilder", "Sendable", "MainActor.preconcurrency", "preconcurrency",
        "ToolbarContentBuilder", "SceneBuilder", "CommandsBuilder", "ObservationIgnored", "ObservationTracked",
        "Transient", "Attribute", "Relationship", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
        "TableColumnBuilder",
    ]
    /// Every spelling `PropertyWrapperKind.of(attributeName:)` knows.
    static let wrapperNames = PropertyWrapperKind.spellings.map(\.0)

    static let shared = AttributeNames()
    private let table: ByteNameTable<Use>

    private init() {
        var table = ByteNameTable<Use>()
        for name in AttributeNames.plainNames { table.add(name, .plain) }
        for name in AttributeNames.wrapperNames { table.add(name, .wrapper(.of(attributeName: name), name: name)) }
        self.table = table
    }

    /// What the attribute spelled by `name` is, or nil when the table does not know it.
    func use(of name: Slice<UnsafeBufferPointer<UInt8>>) -> Use? { table.value(for: name) }

    /// Whether a miss for `name` means "a custom wrapper": the name is ASCII, so only its
    /// exact bytes could spell a known name, and the table holds them all.
    static func isComplete(for name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        for byte in name where byte >= 0x80 { return false }
        return true
    }
}

/// A small fixed set of names, looked up by their bytes without making a String: open
/// addressing by FNV-1a hash, every hit confirmed by comparing the bytes (a collision must not
/// return another name's value). Built once, then only read (shared between threads).
struct ByteNameTable<Value: Sendable>: Sendable {
    static var slotCount: Int { 128 }
    /// Entry index + 1, 0 for an empty slot.
    private var slots = [Int](repeating: 0, count: slotCount)
    private var entries: [(hash: UInt64, bytes: Range<Int>, value: Value)] = []
    /// Every name's bytes, one after another (one buffer: reading an entry retains nothing).
    private var nameBytes: [UInt8] = []

    mutating func add(_ name: String, _ value: Value) {
        precondition(entries.count < Self.slotCount / 2, "a ByteNameTable is for a few dozen names")
        let bytes = Array(name.utf8)
        let hash = bytes.withUnsafeBufferPointer { ByteNameTable.hash($0[...]) }
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
        entries.append((hash, nameBytes.count ..< nameBytes.count + bytes.count, value))
        nameBytes += bytes
        slots[slot] = entries.count
    }

    func value(for name: Slice<UnsafeBufferPointer<UInt8>>) -> Value? {
        let hash = ByteNameTable.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        while slots[slot] != 0 {
            let entry = entries[slots[slot] - 1]
            if entry.hash == hash, entry.bytes.count == name.count, bytesEqual(entry.bytes, name) { return entry.value }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    /// A plain loop: `elementsEqual` on the buffers cost about ten times as much.
    private func bytesEqual(_ range: Range<Int>, _ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        nameBytes.withUnsafeBufferPointer { stored in
            var k = 0
            while k < range.count {
                if stored[range.lowerBound + k] != name[name.startIndex + k] { return false }
                k += 1
            }
            return true
        }
    }

    /// FNV-1a, byte by byte: for these short names cheaper than `ProjectIndex.asciiHash`'s
    /// word loads (the summary's lookups cost 210,000 instructions more with it).
    static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    func value(for name: String) -> Value? {
        Array(name.utf8).withUnsafeBufferPointer { value(for: $0[...]) }
    }
}
