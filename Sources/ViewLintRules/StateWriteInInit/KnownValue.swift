import ViewLint

/// A value the rule computes from the code alone, without a run: literals, the defaults of a
/// struct the project declares, and getters of one expression over those (review s12 #40:
/// ControlRoom's `PushNotificationAPS()` and its `alert.isLocalizedContentAvailable`, false for
/// the empty strings `Alert()` starts with). Anything else is unknown, never guessed.
indirect enum KnownValue: Equatable {
    case bool(Bool), int(Int), double(Double), string(String), none
    /// `.compact`: an enum case written without its type.
    case enumCase(String)
    case array([KnownValue])
    /// A value of a project struct: what its construction passed, the rest its defaults.
    case instance(KnownInstance)

    /// As code in a summary; nil for a struct's value, whose text would say little.
    var code: String? {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return "\"\(MessageText.excerpt(s, limit: 30))\""
        case .none: return "nil"
        case .enumCase(let name): return "." + name
        case .array(let elements): return elements.isEmpty ? "[]" : nil
        case .instance: return nil
        }
    }

    /// The engine's value of a scalar (what the experiment passes), nil for a struct's value.
    var engineValue: Value? {
        switch self {
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .none: return Value.none
        case .enumCase(let name): return .string("." + name)
        case .array(let elements): return elements.isEmpty ? .array([]) : nil
        case .instance: return nil
        }
    }

    /// Whether two values are equal as Swift compares them in one type (`1` and `1.0` in a
    /// `CGFloat`); nil where that cannot be told: a struct's value may hold a fresh `UUID()` or
    /// compare through its own `==`.
    static func same(_ a: KnownValue, _ b: KnownValue) -> Bool? {
        switch (a, b) {
        case (.instance, _), (_, .instance): return nil
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) {
                guard let equal = same(p, q) else { return nil }
                if !equal { return false }
            }
            return true
        default: return a == b
        }
    }

    var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}

/// A value of a struct the project declares once: the arguments its construction passed.
struct KnownInstance: Equatable {
    let type: ProjectStruct
    var arguments: [String: KnownValue]
}

/// A struct declared once in the project, and the file that declares it.
struct ProjectStruct: Equatable {
    /// As the index keys it (`PushNotificationAPS.Alert` for a nested one).
    let name: String
    let simpleName: String
    let path: String
}
