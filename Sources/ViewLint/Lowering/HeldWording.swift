// How a condition held on the way to a site is named (review s16 M2). A clause is named as a
// developer reads the test it makes: an optional binding `if let x` / `guard let x = e` held
// false reads "`x` is nil" (never "`let x` is false", which reads as a declaration), held
// true "`x` is not nil"; `if case .a = v` reads "`v` is `.a`" / "`v` is not `.a`". Other
// clauses keep their text ("`c`", "`c` is false").

/// A condition's names: held true, held false, and as the value an experiment flips.
struct HeldWording {
    var held: String
    var failed: String
    var flipped: String

    /// An expression (`c ? a : b`'s `c`): its text.
    init(expression text: String) {
        held = text; failed = text + " is false"; flipped = text
    }

    init(held: String, failed: String, flipped: String) {
        self.held = held; self.failed = failed; self.flipped = flipped
    }
}

extension BodyLowering {
    /// The names of a condition list (an `if`'s or a `guard`'s), clause by clause where it holds
    /// an optional binding or a `case` pattern; as one quoted list otherwise.
    func wording(of conditions: NodeID) -> HeldWording {
        let whole = "`\(shortText(conditions))`"
        let clauses = Array(tree.children(conditions))
        guard clauses.contains(where: { tree.kind($0) == .optionalBinding || tree.kind($0) == .caseCondition }) else {
            return HeldWording(expression: whole)
        }
        // Held true: runs of plain clauses stay one quoted list, as the code writes them.
        var held: [String] = [], plain: [NodeID] = []
        func flush() {
            guard !plain.isEmpty else { return }
            held.append("`" + plain.map { MessageText.excerpt(tree.text($0), limit: 60) }.joined(separator: ", ") + "`")
            plain = []
        }
        // Held false: any one clause failing is enough, so they are joined by "or".
        var failed: [String] = [], flipped: [String] = []
        for clause in clauses {
            switch tree.kind(clause) {
            case .optionalBinding:
                let value = boundValue(clause)
                flush()
                held.append("\(value) is not nil")
                failed.append("\(value) is nil")
                flipped.append(value)
            case .caseCondition:
                flush()
                if let (subject, pattern) = casePattern(clause) {
                    held.append("\(subject) is \(pattern)")
                    failed.append("\(subject) is not \(pattern)")
                    flipped.append(subject)
                } else {
                    let text = "`\(shortText(clause))`"
                    held.append(text); failed.append(text + " is false"); flipped.append(text)
                }
            default:
                plain.append(clause)
                let text = "`\(shortText(clause))`"
                failed.append(text + " is false"); flipped.append(text)
            }
        }
        flush()
        return HeldWording(held: held.joined(separator: ", "), failed: failed.joined(separator: " or "),
                           flipped: flipped.joined(separator: ", "))
    }

    /// What an optional binding tests for nil, quoted: the value it unwraps (`if let x = e`:
    /// `e`), or the name it rebinds (`if let x`).
    private func boundValue(_ binding: NodeID) -> String {
        let parts = Array(tree.children(binding))
        if parts.count >= 2, tree.kind(parts[0]) == .identifier, let value = parts.last, tree.kind(value) != .typeAnnotation {
            return "`\(shortText(value))`"
        }
        return "`\(tree.name(binding))`"
    }

    /// `case .a = v` / `case let .a(x) = v`: the subject and the pattern (without a leading
    /// `let`/`var`), quoted; nil where the text does not split so.
    private func casePattern(_ condition: NodeID) -> (subject: String, pattern: String)? {
        let text = Array(tree.textOnOneLine(condition))
        guard text.starts(with: "case "),
              let equals = text.indices.dropLast(2).first(where: { text[$0] == " " && text[$0 + 1] == "=" && text[$0 + 2] == " " })
        else { return nil }
        // Words split on spaces and joined again: trimmed, as one line.
        var pattern = String(text[5..<equals]).split(separator: " ").joined(separator: " ")
        for keyword in ["let ", "var "] where pattern.hasPrefix(keyword) { pattern.removeFirst(keyword.count) }
        let subject = String(text[(equals + 3)...]).split(separator: " ").joined(separator: " ")
        guard !pattern.isEmpty, !subject.isEmpty else { return nil }
        return ("`\(MessageText.excerpt(subject, limit: 60))`", "`\(MessageText.excerpt(pattern, limit: 40))`")
    }
}
