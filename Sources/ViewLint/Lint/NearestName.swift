// "Did you mean" hints for misspelt rule ids, directives and configuration keys.

/// The closest name to a misspelt one, for "did you mean" hints: the smallest edit distance,
/// if it is at most a third of the longer name (so `unstable-id` finds `unstable_id` and
/// `foo` finds nothing).
public enum NearestName {
    public static func find(_ name: String, among candidates: [String]) -> String? {
        var best: (name: String, distance: Int)?
        let a = Array(name.unicodeScalars)
        for candidate in candidates where candidate != name {
            let b = Array(candidate.unicodeScalars)
            let distance = editDistance(a, b)
            guard distance * 3 <= max(a.count, b.count) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, two rows at a time.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...max(1, b.count) where j <= b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
