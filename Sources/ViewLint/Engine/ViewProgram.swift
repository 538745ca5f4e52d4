// The engine's input: view types (stored fields, equality, body template), model types and the
// root view. Built by hand in tests, later lowered from parsed Swift. Rule numbers in comments:
// docs/SWIFTUI-MODEL.md.

/// The kind of a stored field of a view type.
public enum FieldKind: Sendable {
    /// `@State var x = initial` (rule 15: the initial value is used only at install).
    case state(initial: Expr)
    case binding
    /// `@StateObject var m = Model()`: created at install, kept for the identity's life.
    case stateObject(model: String)
    /// `@ObservedObject var m` (give the field a default `.newObject` for an inline initializer).
    case observedObject
    case environment(key: String)
    /// `@EnvironmentObject var m: Model`: the object under `key` in the environment, observed
    /// like `@ObservedObject` (rule 29).
    case environmentObject(key: String)
    /// A plain stored property; `isPOD` per rule 5 (Int, Bool, Double, payload-free enum).
    case plain(isPOD: Bool)
    case closure

    /// The environment key an `@Environment` or `@EnvironmentObject` field reads.
    var environmentKey: String? {
        switch self {
        case .environment(let key), .environmentObject(let key): return key
        default: return nil
        }
    }

    /// `@State` and `@Binding`: `$x` is a binding to a stored location.
    var holdsLocation: Bool {
        switch self {
        case .state, .binding: return true
        default: return false
        }
    }

    var isDynamic: Bool {
        switch self {
        case .state, .binding, .stateObject, .observedObject, .environment, .environmentObject: return true
        case .plain, .closure: return false
        }
    }
}

public struct Field: Sendable {
    public var name: String
    public var kind: FieldKind
    /// The value used when the parent passes no argument (a declaration's initializer).
    public var defaultValue: Expr?
    /// Rule 20: a state whose value the view's `init` writes before install (the experiment
    /// passes what it writes as the argument): the write is dropped and storage starts from the
    /// state's own initial value, while the written value is kept for comparison
    /// (`SiteCounts.staleStateUpdates`).
    public var dropsPassedValue = false

    public init(_ name: String, _ kind: FieldKind, default defaultValue: Expr? = nil) {
        self.name = name; self.kind = kind; self.defaultValue = defaultValue
    }
    public static func state(_ name: String, _ initial: Value) -> Field { Field(name, .state(initial: .literal(initial))) }
    public static func state(_ name: String, initial: Expr) -> Field { Field(name, .state(initial: initial)) }
    public static func binding(_ name: String) -> Field { Field(name, .binding) }
    public static func plain(_ name: String, pod: Bool = true, default d: Expr? = nil) -> Field {
        Field(name, .plain(isPOD: pod), default: d)
    }
    public static func closure(_ name: String) -> Field { Field(name, .closure) }
    public static func stateObject(_ name: String, model: String) -> Field { Field(name, .stateObject(model: model)) }
    public static func observedObject(_ name: String, default d: Expr? = nil) -> Field { Field(name, .observedObject, default: d) }
    public static func environment(_ name: String, key: String) -> Field { Field(name, .environment(key: key)) }
    public static func environmentObject(_ name: String, key: String) -> Field { Field(name, .environmentObject(key: key)) }
}

/// A view's value as the comparator and custom `==` see it.
public struct ViewValue: Sendable {
    public let type: String
    public let names: [String]
    public let values: [Value]
    public subscript(name: String) -> Value {
        guard let i = names.firstIndex(of: name) else { return .none }
        return values[i]
    }
}

/// A custom `static func ==` on a view type: nil where the engine cannot evaluate it for the two
/// values (the run reads it as `EngineOptions.unevaluatedEqualityAnswer` and records it).
public typealias ViewEquality = @Sendable (ViewValue, ViewValue) -> Bool?

public struct ViewType: Sendable {
    public var name: String
    public var fields: [Field]
    public var body: ViewTemplate
    /// A custom `==`, if the type conforms to Equatable with one.
    public var equality: ViewEquality?
    /// POD per rules 5–6; computed from the fields unless the program says otherwise.
    public var isPOD: Bool
    /// The type has a custom `==` the engine cannot evaluate: where SwiftUI would call it, the
    /// outcome is unknown, and counts that depend on it are not evidence.
    public var equalityUnknown = false

    public init(_ name: String, fields: [Field] = [], equality: ViewEquality? = nil, isPOD: Bool? = nil,
                body: ViewTemplate) {
        self.name = name; self.fields = fields; self.body = body; self.equality = equality
        self.isPOD = isPOD ?? fields.allSatisfy { if case .plain(true) = $0.kind { return true }; return false }
    }

    /// An `==` that compares only the named fields (a common hand-written `==`).
    public static func equalityComparing(_ names: [String]) -> ViewEquality {
        { a, b in names.allSatisfy { a[$0] == b[$0] } }
    }
    var hasDynamicProperties: Bool { fields.contains { $0.kind.isDynamic } }
}

/// A model class: `ObservableObject` (observed properties are `@Published`) or `@Observable`
/// (observed properties are the tracked ones; the rest are `@ObservationIgnored`).
public struct ModelType: Sendable {
    public enum Kind: Sendable { case observableObject, observable }
    public struct Property: Sendable {
        public var name: String
        public var initial: Value
        public var isObserved: Bool
        public init(_ name: String, _ initial: Value, observed: Bool) {
            self.name = name; self.initial = initial; self.isObserved = observed
        }
    }
    public var name: String
    public var kind: Kind
    public var properties: [Property]
    /// For a class the project does not declare: a property the code reads is taken as observed
    /// (`@Published` / tracked), since nothing says otherwise; experiments name the assumption.
    public var observesUndeclared: Bool
    public init(_ name: String, kind: Kind, properties: [Property], observesUndeclared: Bool = false) {
        self.name = name; self.kind = kind; self.properties = properties; self.observesUndeclared = observesUndeclared
    }
}

/// A condition an experiment holds so that the flagged code is built (an `if`, `switch` case,
/// `if let` or ternary above it), named in the evidence ("when `mode == .add`").
public struct HeldCondition: Sendable {
    /// How a summary reads what is held.
    public enum Kind: Sendable, Equatable {
        /// A condition, read after "when": "when `mode == .add`, one row of `items`".
        case condition
        /// A stretch of time that reads on its own: "while the `.sheet` is presented".
        case period
    }

    /// As the code spells it, for people.
    public var description: String
    public var kind: Kind
    /// The value the experiment holds the condition at.
    public var held: Value
    /// The condition as written, when the engine can evaluate it: a run in which it comes out
    /// different from `held` has not exercised the flagged code (see `RunResult.selectorViolations`).
    public var actual: Expr?
    /// The view's fields the condition reads: an experiment does not vary them when it cannot
    /// evaluate the condition (varying them might hide the flagged code).
    public var reads: Set<String>
    /// False for what is held without hiding anything when its inputs change (one row of a
    /// collection: the row for the same element stays as the collection changes).
    public var freezesReads: Bool

    public init(_ description: String, kind: Kind = .condition, held: Value, actual: Expr?, reads: Set<String>,
                freezesReads: Bool = true) {
        self.description = description; self.kind = kind; self.held = held; self.actual = actual; self.reads = reads
        self.freezesReads = freezesReads
    }
}

/// A site an experiment counts (`ViewTemplate.marked`, `Expr.marked`): what is flagged, or what
/// receives it. Each instance of a marked view keeps its own `SiteCounts`.
public struct SiteMark: Sendable {
    public var name: String
    /// For a row: the element the row shows, so a row that keeps its identity while showing
    /// another element is counted (`SiteCounts.trackedChanges`).
    public var tracking: Expr?

    public init(_ name: String, tracking: Expr? = nil) {
        self.name = name; self.tracking = tracking
    }
}

/// The engine's input.
public struct ViewProgram: Sendable {
    public var types: [ViewType]
    public var models: [ModelType]
    public var root: String
    /// Arguments the host passes to the root view.
    public var rootArguments: [String: Value]
    public var environment: [String: Value]
    /// Conditions held by an experiment (`Expr.selector` indexes them).
    public var selectors: [HeldCondition] = []
    /// Sites an experiment counts (`ViewTemplate.marked` and `Expr.marked` index them).
    public var marks: [SiteMark] = []

    public init(root: String, types: [ViewType], models: [ModelType] = [],
                rootArguments: [String: Value] = [:], environment: [String: Value] = [:]) {
        self.root = root; self.types = types; self.models = models
        self.rootArguments = rootArguments; self.environment = environment
    }

    public func type(named name: String) -> ViewType? { types.first { $0.name == name } }

    /// The program with one type replaced: how a scenario applies a fix.
    public func replacing(_ type: ViewType) -> ViewProgram {
        var copy = self
        if let i = copy.types.firstIndex(where: { $0.name == type.name }) { copy.types[i] = type } else { copy.types.append(type) }
        return copy
    }
}
