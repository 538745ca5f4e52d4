/// A path pattern from `included`/`excluded`: `*` matches any run of characters within one
/// path component, `?` one character, and `**` as a whole component any number of components
/// (zero included). A pattern also matches everything beneath a folder it matches, so
/// `Generated` and `Generated/**` mean the same thing.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let components: [[Unicode.Scalar]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        self.components = text.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
    }

    /// Whether `path` (relative, `/`-separated) or one of its leading folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        return Glob.match(components[...], parts[...], allowPrefix: true)
    }

    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>,
                              allowPrefix: Bool) -> Bool {
        guard let first = pattern.first else { return path.isEmpty || allowPrefix }
        if first == ["*", "*"] {
            // `**` takes zero components, or one more and tries again.
            if match(pattern.dropFirst(), path, allowPrefix: allowPrefix) { return true }
            return !path.isEmpty && match(pattern, path.dropFirst(), allowPrefix: allowPrefix)
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowPrefix: allowPrefix)
    }

    /// `*` and `?` within one component, by backtracking to the last `*`.
    static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var star: (p: Int, n: Int)? = nil
        while n < name.endIndex {
            if p < pattern.endIndex && (pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n])) {
                p += 1; n += 1
            } else if p < pattern.endIndex && pattern[p] == "*" {
                star = (p, n); p += 1
            } else if let s = star {
                p = s.p + 1; n = s.n + 1; star = (s.p, s.n + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
