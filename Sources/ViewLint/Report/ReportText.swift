/// Text helpers every reporter shares: one-line messages, XML escaping, display widths.
public enum ReportText {
    /// `text` on one line: every run of blanks that holds a line break (any of `\n`, `\r`,
    /// U+0085, U+2028, U+2029, vertical tab, form feed) becomes one space, and the ends are
    /// trimmed. A message that quotes multi-line source would otherwise break line-based formats
    /// (Xcode reads one issue per line).
    public static func singleLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || ((scalar == " " || scalar == "\t") && pendingSpace) {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                if !result.isEmpty && result.last != " " && result.last != "\t" { result.append(" ") }
                pendingSpace = false
            }
            result.append(scalar)
        }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return String(result)
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// XML 1.0 character data or attribute value: the five markup characters escaped, line
    /// breaks and tabs as character references (attribute values keep them), and the C0
    /// controls XML cannot carry at all replaced by U+FFFD.
    public static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Columns `scalar` takes in a monospaced terminal: 0 for combining marks, format
    /// characters (zero-width joiner) and variation selectors; 2 for East Asian wide and
    /// fullwidth characters and emoji shown as pictures; 1 otherwise.
    public static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return 0 }
        if (0x1160...0x11FF).contains(value) { return 0 } // Hangul medial vowels and final consonants join the syllable
        if scalar.properties.isEmojiPresentation { return 2 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// The columns `text` takes (see `displayWidth`).
    public static func displayWidth(of text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + displayWidth($1) }
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt, merged to
    /// the ranges code uses; emoji are decided by their presentation property instead.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo initial consonants
        0x231A...0x231B, 0x2329...0x232A,
        0x2E80...0x303E,   // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed
        0x3400...0x4DBF,   // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,   // CJK Unified Ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo Extended-A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, // Tangut
        0x1B000...0x1B2FF, // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF, // enclosed ideographic supplement
        0x20000...0x2FFFD, // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD, // CJK extension G and later
    ]
}
