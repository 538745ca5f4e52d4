/// A value read from ViewLint's YAML subset, with the 1-based line and column (in Unicode
/// scalars) where it starts, so configuration errors can point at it.
public struct YAMLNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// A scalar's text after unquoting; `isQuoted` tells `"true"` (a string) from `true`.
        case scalar(String, isQuoted: Bool)
        case list([YAMLNode])
        /// Keys in document order (duplicates are rejected by the reader).
        case mapping([YAMLEntry])
        /// `~`, `null`, or nothing after `key:`.
        case null
    }

    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// What the value is, for "expected a list, found a scalar" messages.
    public var kindName: String {
        switch value {
        case .scalar: return "a scalar"
        case .list: return "a list"
        case .mapping: return "a mapping"
        case .null: return "nothing"
        }
    }
}

/// One `key: value` pair of a mapping; the key keeps its own position for "unknown key" messages.
public struct YAMLEntry: Sendable, Equatable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: YAMLNode

    public init(key: String, keyLine: Int, keyColumn: Int, value: YAMLNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}

/// A problem in a configuration file, at a 1-based line and column (Unicode scalars).
public struct ConfigurationDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:column: message`, the form editors and terminals make clickable; a problem
    /// with the file as a whole (line 0) has no position.
    public var description: String { line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)" }
}
