// SwiftUI's view-value comparison (AttributeGraph `compareValues`), docs/SWIFTUI-MODEL.md
// rules 4–12 and 21–25.

/// `OAGComparisonMode` (rule 4).
public enum ComparisonMode: Int, Sendable, Comparable {
    case bitwise = 0, indirect = 1, equatableUnlessPOD = 2, equatableAlways = 3
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// `_SemanticFeature_v5`: the app was linked against the iOS 17 / macOS 14 SDK or later.
public enum Semantics: String, Sendable, Codable { case pre17, v17plus }

public struct ValueComparator: Sendable {
    public var semantics: Semantics
    /// Whether a comparison so far came out differently under the other semantics.
    let use: SemanticsUse

    public init(semantics: Semantics) { self.init(semantics: semantics, use: SemanticsUse()) }

    init(semantics: Semantics, use: SemanticsUse) { self.semantics = semantics; self.use = use }

    /// Compares two view values of `type`. `layoutReady == false` is AG before the type's layout
    /// exists: a bit-by-bit comparison that ignores `==` (rule 12). Nil: the type's custom `==`
    /// decides and the engine cannot evaluate it for these values (the caller chooses the answer).
    public func viewsEqual(_ type: ViewType, _ old: [Value], _ new: [Value],
                           mode: ComparisonMode, layoutReady: Bool) -> Bool? {
        guard old.count == new.count else { return false }
        if !layoutReady || mode == .bitwise {
            return zip(old, new).allSatisfy { bitwiseEqual($0, $1) }
        }
        // Rule 4: `==` for non-POD at equatableUnlessPOD or above, for POD only at equatableAlways.
        if let equality = type.equality,
           type.isPOD ? mode == .equatableAlways : mode >= .equatableUnlessPOD {
            let names = type.fields.map(\.name)
            return equality(ViewValue(type: type.name, names: names, values: old),
                            ViewValue(type: type.name, names: names, values: new))
        }
        // Otherwise field by field, recursively (rule 4).
        return zip(old, new).allSatisfy { equal($0, $1, mode: mode) }
    }

    /// Field-level comparison with a ready layout.
    public func equal(_ a: Value, _ b: Value, mode: ComparisonMode) -> Bool {
        if mode == .bitwise { return bitwiseEqual(a, b) }
        switch (a, b) {
        case (.array(let x), .array(let y)):
            // Rule 11: element equality.
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1, mode: mode) }
        case (.record(let x), .record(let y)):
            return x.keys == y.keys && x.allSatisfy { k, v in equal(v, y[k]!, mode: mode) }
        case (.binding(let x), .binding(let y)):
            return bindingsEqual(x, y, mode: mode)
        case (.closure(let x), .closure(let y)):
            return closuresEqual(x, y, mode: mode)
        case (.opaque, _), (_, .opaque):
            return false
        default:
            // Scalars, strings, fresh values, and class references by identity (rule 8).
            return a == b
        }
    }

    /// AG without a layout: bits. Inline scalars by value; references, closure contexts and
    /// location boxes by pointer. (Strings and arrays are approximated by value.)
    public func bitwiseEqual(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { bitwiseEqual($0, $1) }
        case (.record(let x), .record(let y)):
            return x.keys == y.keys && x.allSatisfy { k, v in bitwiseEqual(v, y[k]!) }
        case (.binding(let x), .binding(let y)):
            return x.box == y.box && x.transaction == y.transaction && bitwiseEqual(x.value, y.value)
        case (.closure(let x), .closure(let y)):
            return x.site == y.site && x.contextSerial == y.contextSerial
        case (.opaque, _), (_, .opaque):
            return false
        default:
            return a == b
        }
    }

    /// Rule 21: transaction, location and `_value`; rule 25 for the location.
    func bindingsEqual(_ x: BindingValue, _ y: BindingValue, mode: ComparisonMode) -> Bool {
        guard x.transaction == y.transaction, equal(x.value, y.value, mode: mode) else { return false }
        if x.box == y.box { return true }
        // `.pre17`: LocationBox equality is object identity, so two boxes are unequal; from iOS 17
        // on the locations are compared. Where they are equal the answer depends on the semantics.
        guard locationsEqual(x, y) else { return false }
        use.mattered = true
        return semantics == .v17plus
    }

    /// Rule 25 from iOS 17 on: the locations of two bindings with different boxes compared.
    private func locationsEqual(_ x: BindingValue, _ y: BindingValue) -> Bool {
        switch (x.location, y.location) {
        case (.functional(let g1, let s1, _, _, _), .functional(let g2, let s2, _, _, _)):
            // FunctionalLocation.== compares the closures with compareValues (equatableAlways).
            return closuresEqual(g1, g2, mode: .equatableAlways) && closuresEqual(s1, s2, mode: .equatableAlways)
        case (.object(let o1, let p1), .object(let o2, let p2)):
            return o1 == o2 && p1 == p2
        case (.constant(let v1), .constant(let v2)):
            return equal(v1, v2, mode: .equatableAlways)
        case (.stored(let n1, let s1, let p1), .stored(let n2, let s2, let p2)):
            // ProjectedLocation: same base location and key path (rule 23).
            return n1 == n2 && s1 == s2 && p1 == p2
        default:
            return false
        }
    }

    /// Rule 9: function pointer plus capture-ref; same context equal; otherwise captures
    /// compared recursively; undescribable captures unequal.
    func closuresEqual(_ x: ClosureValue, _ y: ClosureValue, mode: ComparisonMode) -> Bool {
        guard x.site == y.site else { return false }
        if x.contextSerial == y.contextSerial { return true }
        guard let a = x.captures, let b = y.captures, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { equal($0, $1, mode: mode) }
    }
}

/// Records whether a run's comparisons depended on the semantics (`ValueComparator.bindingsEqual`
/// is the only place they differ). A run where none did is the same run under the other
/// semantics, so an experiment need not repeat it. One per run: a run is single-threaded.
final class SemanticsUse: @unchecked Sendable {
    var mattered: Bool
    init(mattered: Bool = false) { self.mattered = mattered }
}
