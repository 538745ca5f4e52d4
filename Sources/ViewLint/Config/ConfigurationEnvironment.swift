#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `${NAME}` in a configuration value is looked up: the process environment, or a fixed
/// table (tests, editors that pass their own).
public struct ConfigurationEnvironment: Sendable {
    private let lookup: @Sendable (String) -> String?

    public init(lookup: @escaping @Sendable (String) -> String?) {
        self.lookup = lookup
    }

    public init(_ values: [String: String]) {
        self.lookup = { values[$0] }
    }

    /// The variables of this process.
    public static let process = ConfigurationEnvironment { name in
        getenv(name).map { String(cString: $0) }
    }

    public func value(of name: String) -> String? { lookup(name) }

    /// `node` with `${NAME}` replaced in every scalar value (keys are left alone). A reference to
    /// a variable that is not set is an error at the scalar, not an empty string: a glob or a
    /// rule id that silently became something else is worse than a message. A `$` not followed
    /// by `{` is kept as written.
    func expand(_ node: YAMLNode, path: String) throws(ConfigurationDiagnostic) -> YAMLNode {
        var result = node
        switch node.value {
        case .scalar(let text, let isQuoted):
            guard text.contains("${") else { return node }
            result.value = .scalar(try expand(text, node: node, path: path), isQuoted: isQuoted)
        case .list(let items):
            var expanded: [YAMLNode] = []
            for item in items { expanded.append(try expand(item, path: path)) }
            result.value = .list(expanded)
        case .mapping(let entries):
            var expanded: [YAMLEntry] = []
            for var entry in entries {
                entry.value = try expand(entry.value, path: path)
                expanded.append(entry)
            }
            result.value = .mapping(expanded)
        case .null:
            break
        }
        return result
    }

    private func expand(_ text: String, node: YAMLNode, path: String) throws(ConfigurationDiagnostic) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "$", i + 1 < scalars.count, scalars[i + 1] == "{" else {
                output.append(scalars[i])
                i += 1
                continue
            }
            // Columns are the scalar's start plus the offset inside it (exact for plain values).
            let column = node.column + i
            guard let close = scalars[(i + 2)...].firstIndex(of: "}") else {
                throw ConfigurationDiagnostic(path: path, line: node.line, column: column,
                                              message: "unterminated '${' in a value; write ${NAME}")
            }
            let name = String(String.UnicodeScalarView(scalars[(i + 2)..<close]))
            guard ConfigurationEnvironment.isVariableName(name) else {
                throw ConfigurationDiagnostic(path: path, line: node.line, column: column,
                                              message: "'${\(name)}' is not an environment variable reference; names are letters, digits and '_'")
            }
            guard let value = lookup(name) else {
                throw ConfigurationDiagnostic(path: path, line: node.line, column: column,
                                              message: "environment variable '\(name)' is not set")
            }
            output.append(contentsOf: value.unicodeScalars)
            i = close + 1
        }
        return String(output)
    }

    static func isVariableName(_ name: String) -> Bool {
        func isLetter(_ c: Unicode.Scalar) -> Bool { c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        guard let first = name.unicodeScalars.first, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
