/// How messages, summaries and traces quote source (docs/MESSAGES.md): on one line, short, and
/// cut only between words, whatever the code it quotes.
public enum MessageText {
    /// `source` on one line (runs of whitespace become one space), at most `limit` characters.
    /// A longer text keeps its start and its end, joined by "…", each cut where a word ends.
    public static func excerpt(_ source: String, limit: Int = 40) -> String {
        asciiExcerpt(source, limit: limit) ?? characterExcerpt(source, limit: limit)
    }

    static func characterExcerpt(_ source: String, limit: Int) -> String {
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

    /// The same excerpt of ASCII source, on bytes (nil for other text): there each character is
    /// one byte once whitespace is collapsed, and the lowering quotes code in every reason it
    /// gives, so the character-by-character path showed in profiles.
    static func asciiExcerpt(_ source: String, limit: Int) -> String? {
        var line: [UInt8] = []
        line.reserveCapacity(source.utf8.count)
        var space = false
        for byte in source.utf8 {
            guard byte < 0x80 else { return nil }
            // Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed, return, space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                space = !line.isEmpty
                continue
            }
            if space { line.append(0x20); space = false }
            line.append(byte)
        }
        guard line.count > limit else { return String(decoding: line, as: UTF8.self) }
        func isWord(_ c: UInt8) -> Bool {
            (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || (0x30...0x39).contains(c) || c == 0x5F
        }
        let headLength = (limit - 1) * 2 / 3, tailLength = limit - 1 - headLength
        var head = headLength
        while head > 4, isWord(line[head - 1]), isWord(line[head]) { head -= 1 }
        var tail = line.count - tailLength
        while tail < line.count, isWord(line[tail - 1]), isWord(line[tail]) { tail += 1 }
        while head > 0, line[head - 1] == 0x20 { head -= 1 }
        while tail < line.count, line[tail] == 0x20 { tail += 1 }
        return String(decoding: line[..<head], as: UTF8.self) + "…" + String(decoding: line[tail...], as: UTF8.self)
    }
}

private extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
