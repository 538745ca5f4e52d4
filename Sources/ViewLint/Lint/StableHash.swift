/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, for cache
/// keys. (Swift's `Hasher` is seeded randomly per process, so it cannot key anything stored.)
public struct StableHash: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// A string and a terminator, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) {
        combine(bytes: text.utf8)
        combine(bytes: CollectionOfOne(0xFF))
    }

    public mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }

    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine(bytes: bytes)
        return hash.value
    }

    /// Sixteen lowercase hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What one file contributes to the project-wide knowledge rules consult (the index's
/// `FileSummary` and the declaration `ProjectFacts`), reduced to a stable digest. When every
/// file's digest is unchanged, every rule sees the same project, so cached findings of an
/// unchanged file stay valid even though other files' bodies changed.
public enum DeclarationDigest {
    public static func of(_ tree: SyntaxTree) -> UInt64 {
        var hash = StableHash()
        hash.combine(canonical(FileSummary(tree: tree)))
        hash.combine(canonical(ProjectFacts(tree: tree)))
        return hash.value
    }

    /// A deterministic rendering of any value through reflection: every stored property is
    /// included (so a field added to the summaries later is covered without touching this),
    /// and dictionary and set elements are sorted (their iteration order is per-process).
    static func canonical(_ value: Any) -> String {
        var out = ""
        render(value, into: &out)
        return out
    }

    private static func render(_ value: Any, into out: inout String) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary, .set:
            let elements = mirror.children.map { canonical($0.value) }.sorted()
            out += "{" + elements.joined(separator: ",") + "}"
        case .optional:
            if let some = mirror.children.first { render(some.value, into: &out) } else { out += "nil" }
        case .struct, .class, .tuple, .collection, .enum:
            if mirror.displayStyle == .enum { out += String(describing: type(of: value)) + "." }
            if mirror.children.isEmpty && mirror.displayStyle == .enum { out += String(describing: value); return }
            out += "("
            for child in mirror.children {
                if let label = child.label { out += label + ":" }
                render(child.value, into: &out)
                out += ";"
            }
            out += ")"
        default:
            // Scalars: numbers, strings, booleans.
            out += String(reflecting: value)
        }
    }
}
