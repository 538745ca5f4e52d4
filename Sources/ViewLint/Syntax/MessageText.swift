/// How messages, summaries and traces quote source (docs/MESSAGES.md): on one line, short, and
/// cut only between words, whatever the code it quotes.
public enum MessageText {
    /// `source` on one line (runs of whitespace become one space), at most `limit` characters.
    /// A longer text keeps its start and its end, joined by "…", each cut where a word ends; the
    /// part left out lies on one source line and closes every bracket it opens, so the quote reads
    /// as the code it stands for. Where no such cut fits, the quote is the code's start and "…".
    public static func excerpt(_ source: String, limit: Int = 40) -> String {
        asciiExcerpt(source, limit: limit) ?? characterExcerpt(source, limit: limit)
    }

    static func characterExcerpt(_ source: String, limit: Int) -> String {
        var characters: [Character] = []
        var breaks: [Int] = []
        var space = false, newline = false
        for c in source {
            if c.isWhitespace || c.isNewline {
                space = !characters.isEmpty
                newline = newline || c.isNewline
                continue
            }
            if space {
                if newline { breaks.append(characters.count) }
                characters.append(" ")
                space = false
            }
            newline = false
            characters.append(c)
        }
        guard characters.count > limit else { return String(characters) }
        let (head, tail) = cut(count: characters.count, limit: limit, breaks: breaks,
                               isWord: { isWordCharacter(characters[$0]) }, isSpace: { characters[$0] == " " },
                               bracket: { bracketDepth(of: characters[$0].asciiValue) })
        return String(characters[..<head]).trimmingTrailingSpaces + "…" + String(characters[tail...]).trimmingLeadingSpaces
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// +1 for an opening bracket, -1 for a closing one, 0 otherwise.
    static func bracketDepth(of byte: UInt8?) -> Int {
        switch byte {
        case 0x28?, 0x5B?, 0x7B?: return 1   // ( [ {
        case 0x29?, 0x5D?, 0x7D?: return -1  // ) ] }
        default: return 0
        }
    }

    /// The same excerpt of ASCII source, on bytes (nil for other text): there each character is
    /// one byte once whitespace is collapsed, and the lowering quotes code in every reason it
    /// gives, so the character-by-character path showed in profiles.
    static func asciiExcerpt(_ source: String, limit: Int) -> String? {
        var line: [UInt8] = []
        line.reserveCapacity(source.utf8.count)
        var breaks: [Int] = []
        var space = false, newline = false
        for byte in source.utf8 {
            guard byte < 0x80 else { return nil }
            // Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed, return, space;
            // the four from line feed to return are also Character.isNewline.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                space = !line.isEmpty
                newline = newline || (0x0A...0x0D).contains(byte)
                continue
            }
            if space {
                if newline { breaks.append(line.count) }
                line.append(0x20)
                space = false
            }
            newline = false
            line.append(byte)
        }
        guard line.count > limit else { return String(decoding: line, as: UTF8.self) }
        func isWord(_ c: UInt8) -> Bool {
            (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || (0x30...0x39).contains(c) || c == 0x5F
        }
        var (head, tail) = cut(count: line.count, limit: limit, breaks: breaks,
                               isWord: { isWord(line[$0]) }, isSpace: { line[$0] == 0x20 }, bracket: { bracketDepth(of: line[$0]) })
        while head > 0, line[head - 1] == 0x20 { head -= 1 }
        while tail < line.count, line[tail] == 0x20 { tail += 1 }
        return String(decoding: line[..<head], as: UTF8.self) + "…" + String(decoding: line[tail...], as: UTF8.self)
    }

    /// Where to cut a line of `count` characters longer than `limit`: the quote keeps `..<head`
    /// and `tail...`, joined by "…". `breaks` are the offsets of the spaces that stand for line
    /// breaks. The usual cut keeps two thirds from the start and the rest from the end; when the
    /// part it leaves out spans a line break (a quote stitched from two lines that matches
    /// neither) or does not close the brackets it opens (`config.…for: family)`), the cut that
    /// keeps most and leaves out whole code is taken (`config.isVisible(…)`), and failing one that keeps half the limit, the start
    /// alone (`tail == count`), on its first line.
    static func cut(count: Int, limit: Int, breaks: [Int], isWord: (Int) -> Bool, isSpace: (Int) -> Bool,
                    bracket: (Int) -> Int) -> (head: Int, tail: Int) {
        func boundary(_ i: Int) -> Bool { i <= 0 || i >= count || !(isWord(i - 1) && isWord(i)) }
        let headLength = (limit - 1) * 2 / 3, tailLength = limit - 1 - headLength
        var head = headLength
        // Back to a word boundary (keep at least a few characters when one long word fills it).
        while head > 4, !boundary(head) { head -= 1 }
        var tail = count - tailLength
        while tail < count, !boundary(tail) { tail += 1 }
        var depth = [Int](repeating: 0, count: count + 1)
        for i in 0..<count { depth[i + 1] = depth[i] + bracket(i) }
        // Heads end before `limit` and tails start after `count - limit`: the depth between is
        // the same for every cut, read once (long quotes are whole bodies).
        let inner = limit ... max(limit, count - limit)
        let innerMinimum = count > 3 * limit ? depth[inner].min()! : nil
        func minimumDepth(_ range: ClosedRange<Int>) -> Int {
            guard let innerMinimum, range.lowerBound <= inner.lowerBound, inner.upperBound <= range.upperBound else { return depth[range].min()! }
            return min(innerMinimum, depth[range.lowerBound ... inner.lowerBound].min()!, depth[inner.upperBound ... range.upperBound].min()!)
        }
        func leavesOutWholeCode(_ h: Int, _ t: Int) -> Bool {
            // Leaving out only punctuation (`defaultValue…true)` for `defaultValue: true)`) hides nothing.
            guard h < t, depth[h] == depth[t], (h..<t).contains(where: isWord) else { return false }
            if let lineBreak = breaks.first(where: { $0 >= h }), lineBreak < t { return false }
            return minimumDepth(h + 1 ... t) >= depth[h]
        }
        if leavesOutWholeCode(head, tail) { return (head, tail) }
        // The cut that keeps most, with a head of a third of the limit or more; failing one, a
        // shorter head where what is left out is one name or chain (`viewModel.…[group].accounts`,
        // not `slot == .…(.icon, for: family)`, which hides what the code is).
        func bestCut(shortHeads: Bool) -> (head: Int, tail: Int)? {
            var best: (head: Int, tail: Int, kept: Int)?
            var h = limit - 2
            while h >= (shortHeads ? 1 : max(1, headLength / 2)) {
                if boundary(h) {
                    var t = max(h + 1, count - (limit - 1 - h))
                    while t < count, !(boundary(t) && leavesOutWholeCode(h, t) && (!shortHeads || !(h..<t).contains(where: isSpace))) { t += 1 }
                    if t < count, best.map({ h + count - t > $0.kept }) ?? true { best = (h, t, h + count - t) }
                }
                h -= 1
            }
            return best.flatMap { $0.kept * 2 >= limit ? ($0.head, $0.tail) : nil }
        }
        if let cut = bestCut(shortHeads: false) ?? bestCut(shortHeads: true) { return cut }
        // The start alone, up to the first line break when that line is more than a name, and
        // outside brackets where that keeps half the limit (`ForEach(items…)`, not `ForEach(items[…)`).
        var start = limit - 1
        if let lineBreak = breaks.first, lineBreak * 2 >= limit, lineBreak < start { start = lineBreak }
        while start > 4, !boundary(start) { start -= 1 }
        var outside = start
        while outside * 2 >= limit, !(boundary(outside) && depth[outside] == 0) { outside -= 1 }
        return (outside * 2 >= limit ? outside : start, count)
    }
}

private extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
