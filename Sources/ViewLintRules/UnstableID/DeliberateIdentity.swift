import ViewLint

/// A comment beside a fresh `.id(…)` saying the new identity is meant (review s12 #42, #43: "a bug
/// in SwiftUI where the progress view does not show a second time unless it is given a new
/// identity", "fixes progress view being invisible"). The finding stands, since the identity is
/// new on every run of `body`, but the help then says how to keep the code and silence it.
enum DeliberateIdentity {
    /// Words that give a reason for the code rather than describe it.
    static let reasons = ["bug", "fix", "workaround", "work around", "hack", "deliberate", "intentional", "on purpose",
                          "unless", "otherwise", "force", "needed", "so that"]

    /// The comment ending the line where `call` ends, and the comment lines right above the line
    /// `name` (the `.id` token) is on, give a reason.
    static func isMarked(_ call: SyntaxTree.NodeID, name: Range<Int>, in tree: SyntaxTree) -> Bool {
        let text = commentsBeside(name, end: tree.byteRange(call).upperBound, in: tree.file).lowercased()
        return reasons.contains { text.contains($0) }
    }

    /// The text of `//` comments on the lines just above `range`'s line (up to a line with code
    /// or a blank one), and after `end` on its line.
    static func commentsBeside(_ range: Range<Int>, end: Int, in file: SourceFile) -> String {
        let bytes = file.bytes
        func lineStart(_ offset: Int) -> Int {
            var i = min(offset, bytes.count)
            while i > 0, bytes[i - 1] != UInt8(ascii: "\n") { i -= 1 }
            return i
        }
        func lineEnd(_ offset: Int) -> Int {
            var i = offset
            while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
            return i
        }
        func trimmed(_ from: Int, _ to: Int) -> Substring {
            String(decoding: bytes[from ..< to], as: UTF8.self)[...].drop { $0 == " " || $0 == "\t" }
        }
        var found: [Substring] = []
        // Above: whole comment lines, nearest first.
        var start = lineStart(range.lowerBound)
        while start > 0 {
            let above = lineStart(start - 1)
            let line = trimmed(above, lineEnd(above))
            guard line.hasPrefix("//") else { break }
            found.append(line)
            start = above
        }
        // After the call, on the line it ends.
        let rest = trimmed(min(end, bytes.count), lineEnd(min(end, bytes.count)))
        if let slashes = rest.firstRange(of: "//") { found.append(rest[slashes.lowerBound...]) }
        return found.joined(separator: "\n")
    }
}
