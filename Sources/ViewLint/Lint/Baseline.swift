/// Known findings a team accepts for now, so that only new ones fail a run.
///
/// An entry does not record a line number: it records the rule, the file and the source text
/// of the lines the finding covers (each line trimmed), plus how many findings share that key.
/// Edits elsewhere in the file that shift lines therefore keep the entry; editing the flagged
/// code itself makes the finding new, which is what a reviewer wants to see. Counting
/// occurrences makes duplicates work: two identical lines with the same finding need two.
///
/// Renamed files: an entry whose file is not part of the run may match a finding of the same
/// rule and text in a file the baseline does not know at all (a `git mv`). An entry never
/// moves to another file the baseline already knows, so it cannot hide a new finding there.
public struct Baseline: Sendable, Equatable, Codable {
    public static let currentVersion = 1

    public var version: Int
    public var tool: String
    public var entries: [Entry]

    public struct Entry: Sendable, Equatable, Hashable, Codable {
        public var rule: String
        /// Relative to the baseline file's folder (with `..` when the file is outside it), so a
        /// baseline works from any checkout location.
        public var path: String
        /// The trimmed source lines the finding covers, joined with `\n`.
        public var source: String
        public var count: Int

        public init(rule: String, path: String, source: String, count: Int) {
            self.rule = rule
            self.path = path
            self.source = source
            self.count = count
        }

        var key: Key { Key(rule: rule, path: path, source: source) }
    }

    struct Key: Hashable {
        var rule: String
        var path: String
        var source: String
    }

    public init(version: Int = Baseline.currentVersion, tool: String = "viewlint", entries: [Entry]) {
        self.version = version
        self.tool = tool
        self.entries = entries
    }

    /// A baseline of every finding, in a stable order so the file diffs well under review.
    /// `path` maps a finding's reported path to the path stored in the baseline.
    public init(findings: [Finding], files: [String: SourceFile], path: (String) -> String) {
        var counts: [Key: Int] = [:]
        for finding in findings {
            counts[Baseline.key(of: finding, files: files, path: path), default: 0] += 1
        }
        let entries = counts.map { Entry(rule: $0.key.rule, path: $0.key.path, source: $0.key.source, count: $0.value) }
        self.init(entries: entries.sorted { ($0.path, $0.rule, $0.source) < ($1.path, $1.rule, $1.source) })
    }

    /// The comparison of a run with the baseline.
    public struct Comparison: Sendable {
        /// Findings the baseline does not cover, in the order given.
        public var new: [Finding]
        /// Findings the baseline covers.
        public var known: [Finding]
        /// Entries (with the count not matched) that no finding of this run matched: fixed,
        /// or in files this run did not lint.
        public var unmatched: [Entry]
    }

    /// Splits `findings` into new and known. `path` maps a finding's reported path to the
    /// baseline's form (see `init(findings:files:path:)`).
    public func compare(_ findings: [Finding], files: [String: SourceFile], path: (String) -> String) -> Comparison {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += entry.count }
        let keys = findings.map { Baseline.key(of: $0, files: files, path: path) }
        var matched = [Bool](repeating: false, count: findings.count)

        // Pass 1: same rule, file and text.
        for (index, key) in keys.enumerated() {
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                matched[index] = true
            }
        }

        // Pass 2: renamed files. Entries of files not in this run, findings in files the
        // baseline has never seen; matched on rule and text.
        let runPaths = Set(keys.map(\.path)).union(files.keys.map(path))
        let baselinePaths = Set(entries.map(\.path))
        var orphaned: [Key: Int] = [:]  // keyed with an empty path
        var orphanKeys: [Key: [Key]] = [:]
        for (key, left) in remaining where left > 0 && !runPaths.contains(key.path) {
            let pathless = Key(rule: key.rule, path: "", source: key.source)
            orphaned[pathless, default: 0] += left
            orphanKeys[pathless, default: []].append(key)
        }
        if !orphaned.isEmpty {
            for (index, key) in keys.enumerated() where !matched[index] && !baselinePaths.contains(key.path) {
                let pathless = Key(rule: key.rule, path: "", source: key.source)
                guard let left = orphaned[pathless], left > 0 else { continue }
                orphaned[pathless] = left - 1
                matched[index] = true
                // Charge the match to one of the original entries so `unmatched` stays exact.
                if let original = orphanKeys[pathless]?.first(where: { (remaining[$0] ?? 0) > 0 }) {
                    remaining[original]! -= 1
                }
            }
        }

        var new: [Finding] = []
        var known: [Finding] = []
        for (finding, isKnown) in zip(findings, matched) {
            if isKnown { known.append(finding) } else { new.append(finding) }
        }
        let unmatched = entries.compactMap { entry -> Entry? in
            guard let left = remaining[entry.key], left > 0 else { return nil }
            // Entries are unique by key, so the remaining count belongs to this one.
            return Entry(rule: entry.rule, path: entry.path, source: entry.source, count: min(left, entry.count))
        }
        return Comparison(new: new, known: known, unmatched: unmatched)
    }

    /// `path` (absolute, normalized) relative to `folder` (absolute, normalized), climbing with
    /// `..` where needed: `/r/Sources/A.swift` from `/r/ci` is `../Sources/A.swift`.
    public static func relativePath(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        let base = folder.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < target.count && common < base.count && target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func key(of finding: Finding, files: [String: SourceFile], path: (String) -> String) -> Key {
        Key(rule: finding.ruleID, path: path(finding.path), source: files[finding.path].map { sourceText(of: finding.range, in: $0) } ?? "")
    }

    /// The lines `range` touches, each without leading and trailing blanks, joined by `\n`.
    /// Indentation changes (wrapping code in a block) then keep the entry.
    public static func sourceText(of range: Range<Int>, in file: SourceFile) -> String {
        guard file.lineCount > 0 else { return "" }
        let first = file.lineIndex(of: range.lowerBound)
        // An end exactly at a line start belongs to the line before (exclusive end).
        let last = max(first, file.lineIndex(of: max(range.lowerBound, range.upperBound - 1)))
        return (first...last).map { trimmed(file.lineText(at: $0)) }.joined(separator: "\n")
    }

    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
