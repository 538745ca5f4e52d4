import Foundation
import ViewLint

/// The on-disk form of the lint cache: one file per project folder and configuration.
///
/// A line format rather than one JSON document: on the 1,700-file corpus, decoding a JSON
/// store with `JSONDecoder` took as long as the rest of a warm run. Only the findings (few)
/// are JSON, on the last line.
///
/// - `digests`: (content hash, name) → the file's declaration and code digests, so an unchanged
///   file needs no parsing to take part in the project digest or to vouch for a dependency.
/// - `files`: name (relative to the project root) → the key its findings were computed under,
///   the other files its confirmation read (with their code digests then), those findings, and
///   the stamp (size, times, device, inode) and content hash of the file as last read, so a warm
///   run can trust an unchanged file without opening it.
/// A file with another `version` or `tool`, or one that does not decode, is ignored (the run
/// notes it once on standard error) and rewritten; the cache never fails a run.
struct CacheStore: Sendable {
    /// 2: findings carry the engine's evidence. 3: files carry their stamp. 4: digests are a
    /// declaration and a code digest; files carry their dependencies; names are root-relative.
    static let currentVersion = 4

    var version = CacheStore.currentVersion
    var tool: String
    var digests: [UInt64: FileDigests] = [:]
    var files: [String: CachedFile] = [:]
    /// The store file's own modification time (nanoseconds) when loaded; 0 when there was
    /// none. Not encoded. A file modified at or after it may have changed after its stamp was
    /// taken, in the same clock tick, so its stamp is not trusted ("racy", as git says).
    var written: UInt64 = 0

    struct CachedFile: Sendable {
        var key: UInt64
        var findings: [CachedFinding]
        var stamp: Stamp? = nil
        var dependencies: [Dependency] = []
    }

    /// A file's stamp and the hash of the content it had then.
    struct Stamp: Sendable, Hashable {
        var file: FileSystem.FileStamp
        var content: UInt64
    }

    /// Loads the store at `path`. A missing file is a cold cache; anything unreadable is a
    /// note, then a cold cache.
    static func load(_ path: String, tool: String) -> (store: CacheStore, note: String?) {
        let empty = CacheStore(tool: tool)
        let read: (bytes: [UInt8], stamp: FileSystem.FileStamp)
        switch FileSystem.readFileStamped(path) {
        case .success(let result): read = result
        case .failure:
            guard FileManager.default.fileExists(atPath: path) else { return (empty, nil) }
            return (empty, "\(path): note: cannot read the lint cache; analysing everything")
        }
        switch decode(read.bytes) {
        case .success(var store):
            guard store.version == currentVersion, store.tool == tool else { return (empty, nil) }
            store.written = read.stamp.modified
            return (store, nil)
        case .failure:
            return (empty, "\(path): note: the lint cache is corrupt and was ignored; analysing everything")
        }
    }

    struct Corrupt: Error {}

    static let magic = "viewlint-cache "

    /// `viewlint-cache VERSION`, `tool TEXT`, `d KEY DECLARATIONS CODE`…, `f KEY COUNT PATH`… (or
    /// `F KEY CONTENT SIZE MODIFIED CHANGED DEVICE INODE COUNT PATH` with a stamp), each followed
    /// by its dependencies as `> CODE PATH` lines, then `findings JSON` with every file's findings
    /// in `f` order. Text fields are last on their line, with `\\` and `\n` escaped. A store of
    /// another version decodes to its version only.
    func encoded() throws -> [UInt8] {
        var out = CacheStore.magic + String(version) + "\n"
        out += "tool " + CacheStore.escape(tool) + "\n"
        for (key, digest) in digests.sorted(by: { $0.key < $1.key }) {
            out += "d \(StableHash.hex(key)) \(StableHash.hex(digest.declarations)) \(StableHash.hex(digest.code))\n"
        }
        var all: [CachedFinding] = []
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            if let stamp = file.stamp {
                let f = stamp.file
                out += "F \(StableHash.hex(file.key)) \(StableHash.hex(stamp.content)) \(StableHash.hex(f.size)) "
                    + "\(StableHash.hex(f.modified)) \(StableHash.hex(f.changed)) \(StableHash.hex(f.device)) "
                    + "\(StableHash.hex(f.inode)) \(file.findings.count) \(CacheStore.escape(path))\n"
            } else {
                out += "f \(StableHash.hex(file.key)) \(file.findings.count) \(CacheStore.escape(path))\n"
            }
            for dependency in file.dependencies {
                out += "> \(StableHash.hex(dependency.code)) \(CacheStore.escape(dependency.name))\n"
            }
            all += file.findings
        }
        out += "findings " + String(decoding: try JSONEncoder().encode(all), as: UTF8.self) + "\n"
        return Array(out.utf8)
    }

    /// Parses bytes directly (no `String` per line): this runs on every warm lint.
    static func decode(_ bytes: [UInt8]) -> Result<CacheStore, Corrupt> {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)
        guard let first = lines.first, first.starts(with: magic.utf8),
              let version = Int(String(decoding: first.dropFirst(magic.utf8.count), as: UTF8.self)) else { return .failure(Corrupt()) }
        var store = CacheStore(version: version, tool: "")
        guard version == currentVersion else { return .success(store) }
        var pending: [(path: String, key: UInt64, count: Int, stamp: Stamp?, dependencies: [Dependency])] = []
        pending.reserveCapacity(lines.count)
        store.digests.reserveCapacity(lines.count)
        var findings: [CachedFinding]? = nil
        for line in lines.dropFirst() {
            let start = line.startIndex
            switch line.first {
            case UInt8(ascii: "d"):
                // "d " + 16 hex + " " + 16 hex + " " + 16 hex
                guard line.count == 52, let key = hex(line[(start + 2)..<(start + 18)]),
                      let declarations = hex(line[(start + 19)..<(start + 35)]),
                      let code = hex(line[(start + 36)..<(start + 52)]) else { return .failure(Corrupt()) }
                store.digests[key] = FileDigests(declarations: declarations, code: code)
            case UInt8(ascii: ">"):
                // "> " + 16 hex + " " + path, after its file's line
                guard line.count > 19, !pending.isEmpty, let code = hex(line[(start + 2)..<(start + 18)]) else {
                    return .failure(Corrupt())
                }
                let raw = line[(start + 19)...]
                let name = raw.contains(UInt8(ascii: "\\")) ? unescape(String(decoding: raw, as: UTF8.self)) : String(decoding: raw, as: UTF8.self)
                pending[pending.count - 1].dependencies.append(Dependency(name: name, code: code))
            case UInt8(ascii: "f") where !line.starts(with: "findings ".utf8):
                // "f " + 16 hex + " " + count + " " + path
                guard line.count > 21, let key = hex(line[(start + 2)..<(start + 18)]),
                      let space = line[(start + 19)...].firstIndex(of: 0x20),
                      let count = Int(String(decoding: line[(start + 19)..<space], as: UTF8.self)), count >= 0 else {
                    return .failure(Corrupt())
                }
                let rawPath = line[(space + 1)...]
                let path = rawPath.contains(UInt8(ascii: "\\"))
                    ? unescape(String(decoding: rawPath, as: UTF8.self)) : String(decoding: rawPath, as: UTF8.self)
                pending.append((path, key, count, nil, []))
            case UInt8(ascii: "F"):
                // "F " + 7 × (16 hex + " ") + count + " " + path
                guard line.count > 2 + 7 * 17 + 2 else { return .failure(Corrupt()) }
                var fields = [UInt64](repeating: 0, count: 7)
                for field in 0..<7 {
                    let from = start + 2 + field * 17
                    guard let value = hex(line[from..<(from + 16)]), line[from + 16] == 0x20 else { return .failure(Corrupt()) }
                    fields[field] = value
                }
                let countStart = start + 2 + 7 * 17
                guard let space = line[countStart...].firstIndex(of: 0x20),
                      let count = Int(String(decoding: line[countStart..<space], as: UTF8.self)), count >= 0 else {
                    return .failure(Corrupt())
                }
                let rawPath = line[(space + 1)...]
                let path = rawPath.contains(UInt8(ascii: "\\"))
                    ? unescape(String(decoding: rawPath, as: UTF8.self)) : String(decoding: rawPath, as: UTF8.self)
                let stamp = Stamp(file: FileSystem.FileStamp(size: fields[2], modified: fields[3], changed: fields[4],
                                                             device: fields[5], inode: fields[6]), content: fields[1])
                pending.append((path, fields[0], count, stamp, []))
            case UInt8(ascii: "t") where line.starts(with: "tool ".utf8):
                store.tool = unescape(String(decoding: line.dropFirst(5), as: UTF8.self))
            default:
                guard line.starts(with: "findings ".utf8),
                      let decoded = try? JSONDecoder().decode([CachedFinding].self, from: Data(line.dropFirst(9))) else {
                    return .failure(Corrupt())
                }
                findings = decoded
            }
        }
        guard let findings, findings.count == pending.reduce(0, { $0 + $1.count }) else { return .failure(Corrupt()) }
        var next = 0
        store.files.reserveCapacity(pending.count)
        for entry in pending {
            store.files[entry.path] = CachedFile(key: entry.key, findings: entry.count == 0 ? [] : Array(findings[next..<(next + entry.count)]),
                                                 stamp: entry.stamp, dependencies: entry.dependencies)
            next += entry.count
        }
        return .success(store)
    }

    /// Sixteen lowercase hex digits as written by `StableHash.hex`.
    static func hex(_ digits: ArraySlice<UInt8>) -> UInt64? {
        guard digits.count == 16 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(nibble)
        }
        return value
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        var out = ""
        var escaped = false
        for character in text {
            if escaped {
                out.append(character == "n" ? "\n" : character == "r" ? "\r" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// Writes atomically (temporary file, then rename), so a reader never sees half a file.
    /// Returns a note when the cache cannot be written; the run itself is unaffected.
    func save(_ path: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: PathText.directory(of: path), withIntermediateDirectories: true)
            let data = Data(try encoded())
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
        for name in names where name.hasPrefix("lint-") && name.hasSuffix(".cache") {
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
    var evidence: Evidence?

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
        evidence = finding.evidence
        fix = finding.fix.map { fix in
            var reason: String? = nil
            if case .unsafe(let why) = fix.safety { reason = why }
            return CachedFix(title: fix.title, unsafeReason: reason, isNone: fix.safety == .none,
                             edits: fix.edits.map { CachedEdit(start: $0.range.lowerBound, end: $0.range.upperBound, replacement: $0.replacement) })
        }
    }

    func finding(path: String) -> Finding {
        var finding = Finding(ruleID: rule, severity: severity, message: message, path: path, range: start..<max(start, end), help: help,
                fix: fix.map { fix in
                    let safety: FixSafety = fix.isNone ? .none : fix.unsafeReason.map { .unsafe(reason: $0) } ?? .safe
                    return Fix(title: fix.title, safety: safety,
                               edits: fix.edits.map { TextEdit(range: $0.start..<max($0.start, $0.end), replacement: $0.replacement) })
                })
        finding.evidence = evidence
        return finding
    }
}
