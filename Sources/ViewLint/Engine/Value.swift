// Runtime values of the reference engine: what a view field, a state cell or a model property
// holds. Scalars are real values; things SwiftUI compares by identity (class instances, closure
// contexts, location boxes, fresh UUIDs) carry a serial number the engine mints, so two
// evaluations of the same expression can be told apart exactly as SwiftUI's comparator would.
// Rule numbers in comments: docs/SWIFTUI-MODEL.md.

/// What `UUID()`, `Date()` or a random number produced: new on every evaluation.
public enum FreshKind: String, Sendable, Hashable, Codable {
    case uuid, date, random
}

/// A value in the model. Synthesized `==` is exact equality of the modelled bits and serials;
/// SwiftUI-style comparison (modes, POD, layouts) lives in `ValueComparator`.
/// Scalars, strings and collection references are stored inline (no heap box per value: an
/// experiment makes hundreds of thousands of them); only the larger payloads are boxed.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// `Array`/`Set`-like collection; compared element by element (rule 11).
    case array([Value])
    /// A struct value with named fields.
    case record([String: Value])
    /// `UUID()`, `Date()`, random: distinct serial per evaluation.
    case fresh(FreshKind, Int)
    /// A model instance (class reference), compared by identity (rule 8).
    case object(Int)
    indirect case binding(BindingValue)
    indirect case closure(ClosureValue)
    /// Something the engine cannot model; it never compares equal.
    case opaque(Int)
    /// A value the engine does not compute but can tell apart: a free input of an experiment
    /// (a parent's argument, a model property, a global held constant). Equal exactly when
    /// the name and the version are; a driver's change makes the next version.
    indirect case symbol(String, Int)

    public var description: String {
        var text = ""
        describe(into: &text)
        return text
    }

    /// Appends `description` to `text`, nested values included, without a string per part: an
    /// unknown operation's value is named by its inputs' text on every evaluation.
    public func describe(into text: inout String) {
        switch self {
        case .none: text += "nil"
        case .bool(let b): text += b ? "true" : "false"
        case .int(let i): text += String(i)
        case .double(let d): text += String(d)
        case .string(let s): text += "\""; text += s; text += "\""
        case .array(let a):
            text += "["
            Value.describe(a, into: &text)
            text += "]"
        case .record(let r):
            text += "{"
            for (i, key) in r.keys.sorted().enumerated() {
                if i > 0 { text += ", " }
                text += key; text += ": "
                r[key]!.describe(into: &text)
            }
            text += "}"
        case .fresh(let kind, let n): text += kind.rawValue; text += "#"; text += String(n)
        case .object(let n): text += "object#"; text += String(n)
        case .binding(let b): text += "Binding("; b.value.describe(into: &text); text += ")"
        case .closure(let c): text += "closure("; text += c.site; text += ")"
        case .opaque(let n): text += "opaque#"; text += String(n)
        case .symbol(let name, let version):
            text += "‹"; text += name; text += "›"
            if version != 0 { text += "#"; text += String(version) }
        }
    }

    /// Appends the values' descriptions, comma-separated (what `map(\.description).joined(separator: ", ")` gives).
    public static func describe(_ values: [Value], into text: inout String) {
        for (i, value) in values.enumerated() {
            if i > 0 { text += ", " }
            value.describe(into: &text)
        }
    }

    /// POD per rule 5: Int, Bool, Double, payload-free enums (modelled as ints), and records made
    /// only of those. UUID and Date are plain bytes too.
    public var isPOD: Bool {
        switch self {
        case .none, .bool, .int, .double, .fresh, .symbol: return true
        case .record(let fields): return fields.values.allSatisfy(\.isPOD)
        case .string, .array, .object, .binding, .closure, .opaque: return false
        }
    }

    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    public var intValue: Int? { if case .int(let i) = self { return i }; return nil }
    public var arrayValue: [Value]? { if case .array(let a) = self { return a }; return nil }

    /// The value a key-path component projects out of `self` (`$x.a`, `$x[i]`, `$set[contains: k]`).
    public func projected(by component: PathComponent) -> Value {
        if case .binding(let b) = self {
            // `binding.wrappedValue` is the bound value itself.
            if case .member("wrappedValue") = component { return b.value }
            return b.value.projected(by: component)
        }
        // A part of an unknown value is unknown too, and changes with it.
        if case .symbol(let name, let version) = self { return .symbol(name + component.description, version) }
        switch component {
        case .member(let name):
            if case .record(let fields) = self { return fields[name] ?? .none }
            return .none
        case .index(let i):
            if case .array(let a) = self, a.indices.contains(i) { return a[i] }
            return .none
        case .contains(let key):
            if case .array(let a) = self { return .bool(a.contains(key)) }
            return .bool(false)
        }
    }
}

/// One step of a binding's key path: `.a`, `[3]`, or a membership subscript such as
/// `$selection[contains: item]`.
public enum PathComponent: Hashable, Sendable, CustomStringConvertible {
    case member(String)
    case index(Int)
    case contains(Value)

    public var description: String {
        switch self {
        case .member(let m): return "." + m
        case .index(let i): return "[\(i)]"
        case .contains(let v): return "[contains: \(v)]"
        }
    }
}

/// A closure value: the literal's site plus its context. `context == nil` means the captures
/// cannot be described (generic context), which rule 9 treats as unequal.
public struct ClosureValue: Hashable, Sendable {
    /// Which closure literal (stands for the function pointer).
    public var site: String
    /// Identity of the heap context allocated for this evaluation.
    public var contextSerial: Int
    /// The captured values (rule 10: `self`'s stored properties with current state values).
    public var captures: [Value]?
}

/// `Binding<Value>`: transaction, location box and `_value` (rule 21).
public struct BindingValue: Hashable, Sendable {
    public enum Location: Hashable, Sendable {
        /// `$state` and projections `$state.a` / `$state[k]` (rules 22–23).
        case stored(node: Int, state: Int, path: [PathComponent])
        /// `Binding(get:set:)` (rule 24); the setter assigns `owner`'s state `writes` at `path`,
        /// if it writes a modelled state at all.
        case functional(getter: ClosureValue, setter: ClosureValue, owner: Int, writes: Int?, path: [PathComponent])
        /// `$model.property` through `@ObservedObject`/`@StateObject`/`@Bindable` (rule 25).
        case object(object: Int, property: String)
        /// `.constant(v)`.
        case constant(Value)
    }
    public var location: Location
    /// Identity of the `LocationBox`. Stable for stored locations and cached projections; new on
    /// every evaluation for functional and object locations.
    public var box: Int
    public var value: Value
    /// 0 for the default transaction; a fresh serial for `$x.animation()` (rule 27).
    public var transaction: Int
}
