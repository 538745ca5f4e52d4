/// Merging facts keyed by name with one hash per key, the value already there changed in place.
/// `Dictionary.merge(_:uniquingKeysWith:)` hashes once too, but its closure gets the old value
/// by copy, so a union or a struct merge copied every set the old value held before changing it.
extension Dictionary {
    /// Adds `other`'s entries: a key new here takes `other`'s value as it is (as `merge` does),
    /// a key already here has `other`'s value combined into its own (`combine(&old, new)`).
    mutating func absorb(_ other: [Key: Value], _ combine: (inout Value, Value) -> Void) {
        for (key, value) in other { absorbing(value, into: &self[key], combine) }
    }
}

/// `value` into `slot`: as it is into an empty slot, else combined with the value there.
@inline(__always)
func absorbing<Value>(_ value: Value, into slot: inout Value?, _ combine: (inout Value, Value) -> Void) {
    guard var existing = slot else {
        slot = value
        return
    }
    // Moved out, so `existing` holds the only reference and changes without a copy.
    slot = nil
    combine(&existing, value)
    slot = existing
}

extension Dictionary where Value: SetAlgebra {
    /// Unions `other`'s sets into these, key by key (`merge(other) { $0.union($1) }`).
    mutating func absorbUnion(_ other: [Key: Value]) {
        absorb(other) { $0.formUnion($1) }
    }
}
