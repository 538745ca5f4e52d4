/// How messages, summaries and traces quote source (docs/MESSAGES.md): on one line, short, and
/// cut only between words, whatever the code it quotes.
public enum MessageText {
    /// `source` on one line (runs of whitespace become one space), at most `limit` characters.
    /// A longer text keeps its start and its end, joined by "…", each cut where a word ends.
    public static func excerpt(_ source: String, limit: Int = 40) -> String {
        let line = source.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        guard line.count > limit else { return line }
        let characters = Array(line)
        let headLength = (limit - 1) * 2 / 3, tailLength = limit - 1 - headLength
        var head = headLength
        // Back to a word boundary (keep at least a few characters when one long word fills it).
        while head > 4, isWordCharacter(characters[head - 1]), isWordCharacter(characters[head]) { head -= 1 }
        var tail = characters.count - tailLength
        while tail < characters.count, isWordCharacter(characters[tail - 1]), isWordCharacter(characters[tail]) { tail += 1 }
        return String(characters[..<head]).trimmingTrailingSpaces + "…" + String(characters[tail...]).trimmingLeadingSpaces
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
}

private extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
