import ViewLint

/// Reading protocol messages: typed views of a `JSONValue` that answer nil when the shape is
/// not what the protocol says, so a handler can reply "invalid params" instead of trapping.
extension JSONValue {
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A nested value by a path of keys (`capabilities.textDocument.hover`).
    public func value(at path: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in path { current = current?[key] }
        return current
    }
}
