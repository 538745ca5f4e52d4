import Foundation
import ViewLint

/// The on-disk form of the lint cache: one JSON file per project folder and configuration.
///
/// - `digests`: content hash → declaration digest, so an unchanged file needs no parsing to
///   contribute to the project digest.
/// - `files`: path → the key its findings were computed under, and those findings.
/// A file with another `version` or `tool`, or one that does not decode, is ignored (the run
/// notes it once on standard error) and rewritten; the cache never fails a run.
struct CacheStore: Codable, Sendable {
    static let currentVersion = 1

    var version = CacheStore.currentVersion
    var tool: String
    var digests: [String: String] = [:]
    var files: [String: CachedFile] = [:]

    struct CachedFile: Codable, Sendable {
        var key: String
        var findings: [CachedFinding]
    }

    /// Loads the store at `path`. A missing file is a cold cache; anything unreadable is a
    /// note, then a cold cache.
    static func load(_ path: String, tool: String) -> (store: CacheStore, note: String?) {
        let empty = CacheStore(tool: tool)
        guard FileManager.default.fileExists(atPath: path) else { return (empty, nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (empty, "\(path): note: cannot read the lint cache; analysing everything")
        }
        guard let store = try? JSONDecoder().decode(CacheStore.self, from: data) else {
            return (empty, "\(path): note: the lint cache is corrupt and was ignored; analysing everything")
        }
        guard store.version == currentVersion, store.tool == tool else { return (empty, nil) }
        return (store, nil)
    }

    /// Writes atomically (temporary file, then rename), so a reader never sees half a file.
    /// Returns a note when the cache cannot be written; the run itself is unaffected.
    func save(_ path: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
            let data = try JSONEncoder().encode(self)
            let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
            guard FileManager.default.createFile(atPath: temporary, contents: data) else {
                return "\(path): note: cannot write the lint cache"
            }
            if rename(temporary, path) != 0 {
                unlink(temporary)
                return "\(path): note: cannot write the lint cache"
            }
            CacheStore.removeStaleSiblings(of: path)
            return nil
        } catch {
            return "\(path): note: cannot write the lint cache (\(error.localizedDescription))"
        }
    }

    /// Every working directory gets its own store, so stores of folders no longer linted
    /// (deleted checkouts, temporary folders) are removed after 30 days without use.
    static func removeStaleSiblings(of path: String) {
        let folder = PathText.directory(of: path)
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let cutoff = Date().addingTimeInterval(-30 * 24 * 3600)
        for name in names where name.hasPrefix("lint-") && name.hasSuffix(".json") {
            let sibling = PathText.join(folder, name)
            if let modified = (try? manager.attributesOfItem(atPath: sibling))?[.modificationDate] as? Date, modified < cutoff {
                try? manager.removeItem(atPath: sibling)
            }
        }
    }

    /// The default cache folder: outside any project tree, where the platform keeps caches.
    static func defaultDirectory() -> String {
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
        if let home = environment["HOME"], !home.isEmpty { return home + "/Library/Caches/viewlint" }
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/viewlint" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/viewlint" }
        #endif
        return NSTemporaryDirectory() + "viewlint-cache-\(getuid())"
    }

    /// Identifies this build of viewlint: the version, plus the executable's size and
    /// modification time, so a rebuilt binary (new rules, same version number) starts afresh.
    static func toolIdentity() -> String {
        var identity = "viewlint \(ViewLintVersion.number)"
        if let executable = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += " \(size) \(Int64(modified * 1000))"
        }
        return identity
    }
}

/// A finding as the cache stores it.
struct CachedFinding: Codable, Sendable {
    var rule: String
    var severity: Severity
    var message: String
    var start: Int
    var end: Int
    var help: String?
    var fix: CachedFix?

    struct CachedFix: Codable, Sendable {
        var title: String
        /// nil: safe; "": no fix; otherwise: the reason it is unsafe.
        var unsafeReason: String?
        var isNone: Bool
        var edits: [CachedEdit]
    }

    struct CachedEdit: Codable, Sendable {
        var start: Int
        var end: Int
        var replacement: String
    }

    init(_ finding: Finding) {
        rule = finding.ruleID
        severity = finding.severity
        message = finding.message
        start = finding.range.lowerBound
        end = finding.range.upperBound
        help = finding.help
        fix = finding.fix.map { fix in
            var reason: String? = nil
            if case .unsafe(let why) = fix.safety { reason = why }
            return CachedFix(title: fix.title, unsafeReason: reason, isNone: fix.safety == .none,
                             edits: fix.edits.map { CachedEdit(start: $0.range.lowerBound, end: $0.range.upperBound, replacement: $0.replacement) })
        }
    }

    func finding(path: String) -> Finding {
        Finding(ruleID: rule, severity: severity, message: message, path: path, range: start..<max(start, end), help: help,
                fix: fix.map { fix in
                    let safety: FixSafety = fix.isNone ? .none : fix.unsafeReason.map { .unsafe(reason: $0) } ?? .safe
                    return Fix(title: fix.title, safety: safety,
                               edits: fix.edits.map { TextEdit(range: $0.start..<max($0.start, $0.end), replacement: $0.replacement) })
                })
    }
}
