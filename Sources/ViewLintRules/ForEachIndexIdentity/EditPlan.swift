import ViewLint

/// The experiment's edits of the rows' collection (docs/SWIFTUI-MODEL.md rule 36): from a start
/// of three elements, an insert at the front, a delete from the middle and a move, each kept only
/// when the code can make it: the project's code makes that kind of edit (where its edits are
/// known), and the count it leaves keeps every condition on the collection's count that holds
/// where the rows are shown (`if xs.count > 3 { … } else { ForEach(…) }`).
struct EditPlan: Equatable {
    enum Edit: CaseIterable {
        case insertAtFront, deleteFromMiddle, move
    }

    /// The collection at first, and after each step.
    let start: [Int]
    let steps: [[Int]]
    let edits: [Edit]
    /// "a delete from the middle and a move", for the summary.
    let description: String

    /// The plan from `allowed` edits (in the order above) within `counts`, or nil when no edit
    /// that moves an element is left.
    init?(allowed: Set<Edit>, counts: CountBounds) {
        guard let first = counts.startCount else { return nil }
        var current = Array(0..<first)
        var next = first
        var steps: [[Int]] = []
        var edits: [Edit] = []
        for edit in Edit.allCases where allowed.contains(edit) {
            let after: [Int]
            switch edit {
            case .insertAtFront:
                after = [next] + current
            case .deleteFromMiddle:
                // The middle of three or more; the first of two (removing the last moves none).
                guard current.count >= 2 else { continue }
                var rest = current
                rest.remove(at: current.count / 2 < current.count - 1 ? current.count / 2 : 0)
                after = rest
            case .move:
                guard current.count >= 2 else { continue }
                after = Array(current.dropFirst()) + [current[0]]
            }
            guard counts.allows(after.count) else { continue }
            if edit == .insertAtFront { next += 1 }
            steps.append(after)
            edits.append(edit)
            current = after
        }
        guard !steps.isEmpty else { return nil }
        start = Array(0..<first)
        self.steps = steps
        self.edits = edits
        // Every edit, as the experiment always named it.
        if edits == Edit.allCases {
            description = "an insert at the front, a delete and a move"
        } else {
            let named = edits.map { edit -> String in
                switch edit {
                case .insertAtFront: return "an insert at the front"
                case .deleteFromMiddle: return first == 2 ? "a delete from the front" : "a delete from the middle"
                case .move: return "a move"
                }
            }
            description = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named.last!
        }
    }

    /// Every element of a collection of three replaced by another at once: what a new value can
    /// do where the code only stores whole new values (`WholeReplacement`).
    init(replacingAll whole: WholeReplacement) {
        start = [0, 1, 2]
        steps = [[3, 4, 5]]
        edits = []
        description = "every element replaced at once \(whole.when), as the code only stores whole new values: \(whole.why)"
    }

    /// The edits a set of the code's kinds of edit makes (`.reorders` may be any of them).
    static func edits(for kinds: Set<CollectionEdits.Kind>) -> Set<Edit> {
        if kinds.contains(.reorders) { return Set(Edit.allCases) }
        var edits = Set<Edit>()
        if kinds.contains(.inserts) { edits.insert(.insertAtFront) }
        if kinds.contains(.removes) { edits.insert(.deleteFromMiddle) }
        if kinds.contains(.moves) { edits.insert(.move) }
        return edits
    }

    static let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// "three elements", "4 elements".
    static func elements(_ n: Int) -> String {
        (n < words.count ? words[n] : String(n)) + (n == 1 ? " element" : " elements")
    }
}

/// The counts a collection may have where the rows are shown: at least `lower`, at most `upper`.
struct CountBounds: Equatable {
    var lower = 0
    var upper: Int?
    /// The held conditions that bound it, as the code spells them (with "is false" for an
    /// `else` side), for the summary.
    var reasons: [String] = []

    func allows(_ n: Int) -> Bool { n >= lower && upper.map { n <= $0 } != false }

    /// Three elements where allowed, else the nearest count allowed (nil when none, or when
    /// fewer than two, which no edit can reorder).
    var startCount: Int? {
        if allows(3) { return 3 }
        let n = lower > 3 ? lower : upper ?? 0
        return n >= 2 && allows(n) ? n : nil
    }

    mutating func require(atLeast n: Int) { lower = max(lower, n) }
    mutating func require(atMost n: Int) { upper = min(upper ?? n, n) }
}

extension EditPlan {
    /// The edits as the summary names them, with what narrowed them: the project's code
    /// (`code`, the collection's name) and the counts the code around the rows holds.
    func described(allowed: Set<Edit>, code: String?, counts: CountBounds) -> String {
        if edits.isEmpty { return description }
        var notes: [String] = []
        let one = edits.count == 1
        if let code {
            notes.append(one ? "the only kind of edit of `\(code)` in the project's code that moves an element"
                : "the only kinds of edit of `\(code)` in the project's code that move an element")
        }
        if !counts.reasons.isEmpty, edits.count < allowed.count || start.count != 3 {
            notes.append((one ? "the only edit that keeps " : "the edits that keep ") + counts.reasons.joined(separator: " and "))
        }
        return notes.isEmpty ? description : description + ", " + notes.joined(separator: "; ")
    }

    /// Why no edit is tried: the code's kinds of edit, the held counts, or both.
    static func noneLeft(code: String?, counts: CountBounds) -> String {
        let made = code.map { " the project's code makes to `\($0)`" } ?? ""
        return "a row keyed by its position shows another element only after an insert, a delete or a move, and none\(made) keeps "
            + counts.reasons.joined(separator: " and ") + ", which holds where the rows are shown: not confirmed by any step"
    }
}
