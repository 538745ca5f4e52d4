// Symbolic argument expressions: what a view passes to a child, a modifier or a condition.
// They are evaluated while the owning view's `body` runs, so every read they make is a read
// by that body (rules 17, 30, 31 of docs/SWIFTUI-MODEL.md).

/// A symbolic expression in a view body.
public indirect enum Expr: Sendable {
    case literal(Value)
    /// Read of a stored field, `@State`, `@Binding` (its wrapped value), `@Environment`, or a
    /// local such as the `ForEach` element variable.
    case read(String)
    /// `base.member` of a record value.
    case member(Expr, String)
    /// `model.property` where `model` names a field or local holding a model reference.
    case property(String, String)
    /// `$state`, `$state.a`, `$state[i]`; on a `@Binding` field, a projection of that binding.
    case binding(String, path: [KeyPathStep], animated: Bool)
    /// `$model.property` through `@ObservedObject` / `@StateObject` / `@Bindable`.
    case modelBinding(String, String)
    /// `Binding(get: { reads… }, set: { writes = $0 })`: a new box and closure pair per evaluation,
    /// with what the closures capture; `get()` runs at once (rule 24).
    case manualBinding(reads: [Expr], writes: String?, captures: Captures = .wholeSelf)
    /// A binding whose location stays the same across evaluations (what `$model.p` or a key-path
    /// subscript such as `$selection[contains: item]` gives): its box is keyed by `key` and the
    /// values of `keyedBy`, its value is `value`.
    case stableBinding(key: String, keyedBy: [Expr], value: Expr)
    /// `.constant(v)`.
    case constantBinding(Value)
    /// `UUID()`, `Date()`, `Int.random(…)`.
    case fresh(FreshKind)
    /// A closure literal (rule 9) and what it captures (rule 10: a closure in `body` that uses
    /// the view's members captures `self`); `site` names the literal.
    case closure(site: String, captures: Captures = .wholeSelf)
    /// A closure whose context cannot be described (generic): never equal (rule 9).
    case opaqueClosure(site: String)
    /// A deterministic function of the values read.
    case derived(Derivation, [Expr], @Sendable ([Value]) -> Value)
    /// A new model instance (`Model()`), e.g. an inline `@ObservedObject var m = Model()`.
    case newObject(String)
    /// Inside `onChange` actions: the old and new value.
    case changeOld, changeNew
    /// Cannot be modelled: evidence that depends on it is inconclusive.
    case opaque(String)
    /// A value the engine does not compute and holds constant (a global, a function's result,
    /// a dynamic type): equal to itself on every evaluation, never used to choose a branch.
    case symbol(String)
    /// A condition held by the experiment (see `Selector`): the index into `ViewProgram.selectors`.
    case selector(Int)
    /// An expression site the experiment counts (see `Mark`): evaluated as `Expr` is.
    case marked(Int, Expr)

    public static func binding(_ name: String, _ path: KeyPathStep...) -> Expr {
        .binding(name, path: path, animated: false)
    }
    /// `$name.animation()`: a fresh transaction on every evaluation (rule 27, derived).
    public static func animatedBinding(_ name: String, _ path: KeyPathStep...) -> Expr {
        .binding(name, path: path, animated: true)
    }
    public static func int(_ i: Int) -> Expr { .literal(.int(i)) }
    public static func bool(_ b: Bool) -> Expr { .literal(.bool(b)) }
    public static func string(_ s: String) -> Expr { .literal(.string(s)) }
    /// An unknown but pure function of known reads (`formatter.string(from: date)`): its value
    /// changes exactly when the reads do. Prefer this to `.opaque` when the reads are known;
    /// `.opaque` makes evidence inconclusive.
    public static func function(_ label: String, of reads: [Expr]) -> Expr {
        .derived(Derivation(label, isUnknownFunction: true), reads) { .array($0) }
    }
    /// Whether this is `function(_:of:)`: its value is a stand-in that only changes with its
    /// reads, never a Bool or an optional a condition could use (lowering makes such
    /// conditions opaque).
    public var isUnknownFunction: Bool {
        if case .derived(let derivation, _, _) = self { return derivation.isUnknownFunction }
        return false
    }
    /// `!x`.
    public static func not(_ e: Expr) -> Expr {
        .derived("!", [e]) { .bool(!($0[0].boolValue ?? false)) }
    }
    /// String concatenation of the values' descriptions, e.g. `"A" + toggle` → `"AT"` style logs.
    public static func concat(_ parts: Expr...) -> Expr { concat(parts) }
    public static func concat(_ parts: [Expr]) -> Expr {
        .derived("concat", parts) { values in
            .string(values.map { v -> String in
                switch v {
                case .string(let s): return s
                case .bool(let b): return b ? "T" : "F"
                default: return v.description
                }
            }.joined())
        }
    }
    /// `a == b` under `==`.
    public static func equals(_ a: Expr, _ b: Expr) -> Expr {
        .derived("==", [a, b]) { .bool($0[0] == $0[1]) }
    }
    /// `a + n` for ints.
    public static func plus(_ a: Expr, _ n: Int) -> Expr {
        .derived("+", [a]) { .int(($0[0].intValue ?? 0) + n) }
    }
    /// `items.count`.
    public static func count(_ a: Expr) -> Expr {
        .derived("count", [a]) { .int($0[0].arrayValue?.count ?? 0) }
    }
}

/// What a `.derived` expression computes: a name for reading programs, and whether it stands
/// for a function the engine cannot read (`Expr.function(_:of:)`).
public struct Derivation: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public let name: String
    public let isUnknownFunction: Bool

    public init(_ name: String, isUnknownFunction: Bool = false) {
        self.name = name
        self.isUnknownFunction = isUnknownFunction
    }
    public init(stringLiteral name: String) { self.init(name) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }
}

/// What a closure literal captures: the listed values, and `self` (the view value with its
/// current state, rule 10) when it uses the view's members.
public struct Captures: Sendable {
    public var values: [Expr]
    public var includesSelf: Bool

    public init(values: [Expr], includesSelf: Bool) {
        self.values = values
        self.includesSelf = includesSelf
    }

    /// A closure in `body` that uses the view's members (the usual case in hand-built programs).
    public static let wholeSelf = Captures(values: [], includesSelf: true)
}

/// One step of a binding's key path as written: `.a`, `[i]`, `[contains: item]`; keys are
/// expressions (a row's element, say) evaluated when the binding is built.
public enum KeyPathStep: Sendable {
    case member(String)
    case index(Expr)
    case contains(Expr)
}

/// Something a handler (`onAppear`, `task`, `onChange`) or a scenario step does. State names
/// refer to the view the action runs in; writes to a `@Binding` field go to its location.
public indirect enum Action: Sendable {
    case set(String, Expr)
    case toggle(String)
    case increment(String, by: Int)
    case insert(String, at: Int, Expr)
    case remove(String, at: Int)
    case move(String, from: Int, to: Int)
    /// `model.property = value`, `model` naming a field holding the model.
    case setProperty(String, String, Expr)
    case toggleProperty(String, String)
    /// `objectWillChange.send()` on the `ObservableObject` held by the named field: every view
    /// observing it updates (rule 29), whatever changed.
    case notify(String)
    /// A separate transaction (rule 18): pending writes are committed first.
    case withAnimation([Action])
    case transaction([Action])
    /// Appends to the run's event log (the experiments' `log += …`).
    case log(Expr)
    /// `Task { … }`: unstructured work that runs until something cancels it; SwiftUI does not
    /// (rule 41). Its own code is not run: only that it is running is counted. `holder` names
    /// where it is kept (`loading = Task { … }`), for `cancelTask`.
    case startTask(holder: String?)
    /// `holder?.cancel()`: cancels the task last stored in `holder` by this view.
    case cancelTask(holder: String)

    /// `x = x`: a write of the value already stored (rule 16).
    public static func writeSameValue(_ name: String) -> Action { .set(name, .read(name)) }
}
