/// Applies the `.safe` fixes of findings to a file's bytes.
///
/// Findings come from the Linter, which has already dropped those a disable comment covers,
/// so a suppressed finding's fix is never applied. A fix is all or nothing: when one of its
/// edits overlaps an edit already accepted in this pass, the whole fix waits for the next pass
/// (run after re-linting, when its ranges are fresh). Edits that only touch at a boundary do
/// not overlap, except two insertions at the same offset, whose order would be arbitrary.
public enum FixApplier {
    public struct Result: Sendable, Equatable {
        public var bytes: [UInt8]
        /// How many fixes were applied.
        public var applied: Int
        /// Safe fixes left for a later pass because they overlapped an applied one.
        public var deferred: Int
    }

    /// The fixes `--fix` applies: safe ones with at least one edit.
    public static func isAutomatic(_ fix: Fix?) -> Bool {
        guard let fix, fix.safety == .safe, !fix.edits.isEmpty else { return false }
        return true
    }

    /// Applies, in finding order, every automatic fix of `findings` that lies in `file` and
    /// does not overlap an earlier one.
    public static func apply(_ findings: [Finding], to file: SourceFile) -> Result {
        var accepted: [TextEdit] = []
        var applied = 0
        var deferred = 0
        for finding in findings where finding.path == file.path {
            guard isAutomatic(finding.fix), let edits = finding.fix?.edits else { continue }
            let valid = edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= file.bytes.count }
            guard valid, !overlapsAmong(edits), !edits.contains(where: { edit in accepted.contains { overlaps($0, edit) } }) else {
                deferred += 1
                continue
            }
            accepted += edits
            applied += 1
        }
        // Back to front, so earlier offsets stay valid.
        var bytes = file.bytes
        for edit in accepted.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return Result(bytes: bytes, applied: applied, deferred: deferred)
    }

    static func overlaps(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
        return a.range.lowerBound < b.range.upperBound && b.range.lowerBound < a.range.upperBound
    }

    static func overlapsAmong(_ edits: [TextEdit]) -> Bool {
        for (i, a) in edits.enumerated() {
            for b in edits[(i + 1)...] where overlaps(a, b) { return true }
        }
        return false
    }
}

/// A unified diff (`diff -u` style, three lines of context) between two versions of a file.
public enum UnifiedDiff {
    public static func diff(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        // Common prefix and suffix first: fixes are small, so the quadratic part stays tiny.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middle = editScript(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        // The whole script as (kind, old index, new index) over full files.
        var script: [(Character, Int, Int)] = (0..<prefix).map { (" ", $0, $0) }
        for (kind, i, j) in middle { script.append((kind, i + prefix, j + prefix)) }
        for k in 0..<suffix { script.append((" ", a.count - suffix + k, b.count - suffix + k)) }

        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { $0.0 != " " }) else { break }
            let start = max(index, change - context)
            // Extend the hunk while the next change is within 2 × context of unchanged lines.
            var end = change
            var last = change
            while end < script.count {
                if script[end].0 != " " { last = end }
                if end - last > 2 * context { break }
                end += 1
            }
            end = min(script.count, last + context + 1)
            let hunk = script[start..<end]
            let oldCount = hunk.filter { $0.0 != "+" }.count
            let newCount = hunk.filter { $0.0 != "-" }.count
            let oldStart = hunk.first(where: { $0.0 != "+" }).map { $0.1 + 1 } ?? (script[start].1)
            let newStart = hunk.first(where: { $0.0 != "-" }).map { $0.2 + 1 } ?? (script[start].2)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for (kind, i, j) in hunk {
                let text = kind == "+" ? b[j] : a[i]
                out += String(kind) + text.text + "\n"
                if !text.hasNewline { out += "\\ No newline at end of file\n" }
            }
            index = end
        }
        return out
    }

    struct Line: Equatable {
        var text: String
        var hasNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Line(text: String(decoding: bytes[start..<offset], as: UTF8.self), hasNewline: true))
            start = offset + 1
        }
        if start < bytes.count { result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasNewline: false)) }
        return result
    }

    /// A longest-common-subsequence edit script: ("-", i, j) deletes a[i], ("+", i, j) inserts
    /// b[j], (" ", i, j) keeps both. Deletions come before insertions within a change.
    static func editScript(_ a: [Line], _ b: [Line]) -> [(Character, Int, Int)] {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var script: [(Character, Int, Int)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                script.append((" ", i, j)); i += 1; j += 1
            } else if j >= b.count || (i < a.count && table[i + 1][j] >= table[i][j + 1]) {
                script.append(("-", i, j)); i += 1
            } else {
                script.append(("+", i, j)); j += 1
            }
        }
        return script
    }
}
