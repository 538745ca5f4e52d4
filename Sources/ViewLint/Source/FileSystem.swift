#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls file discovery and reading need, without Foundation: reading a tree of
/// thousands of files is dominated by system calls, so each file costs open + fstat + read + close.
public enum FileSystem {
    /// A problem reading or finding a file, with the system's words for it.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// Reads a whole file into one buffer: `open`, `fstat` for the size, one `read` into a
    /// buffer of that size plus one byte (a short read of a regular file is its end, so no
    /// second `read` is needed), `close`. Files that grow, or report no size (/proc), are
    /// read on in doubling chunks until `read` returns 0.
    public static func readFile(_ path: String) -> Result<[UInt8], Failure> {
        readFileStamped(path).map(\.bytes)
    }

    /// What a cache needs to trust a file without reading it (as git's index does): size,
    /// modification and status-change times in nanoseconds, device and inode. Editors, git and
    /// formatters change the modification time when they write; `chmod`, `touch -d` and
    /// renames change the status-change time, which no one can set back.
    public struct FileStamp: Sendable, Hashable {
        public var size: UInt64
        public var modified: UInt64
        public var changed: UInt64
        public var device: UInt64
        public var inode: UInt64

        public init(size: UInt64, modified: UInt64, changed: UInt64, device: UInt64, inode: UInt64) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.device = device
            self.inode = inode
        }

        init(_ info: stat) {
            #if canImport(Darwin)
            let modified = info.st_mtimespec, changed = info.st_ctimespec
            #else
            let modified = info.st_mtim, changed = info.st_ctim
            #endif
            self.init(size: UInt64(truncatingIfNeeded: info.st_size),
                      modified: UInt64(truncatingIfNeeded: modified.tv_sec) &* 1_000_000_000 &+ UInt64(truncatingIfNeeded: modified.tv_nsec),
                      changed: UInt64(truncatingIfNeeded: changed.tv_sec) &* 1_000_000_000 &+ UInt64(truncatingIfNeeded: changed.tv_nsec),
                      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        }
    }

    /// The stamp of a regular file (following symbolic links); `nil` if it cannot be
    /// examined or is not a regular file.
    public static func stamp(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The largest file viewlint reads: token and node indices are 32-bit, and a Swift file
    /// this size is generated data, not source. Larger files are refused with a message
    /// rather than half-read.
    public static let maximumFileSize = Int(Int32.max)

    static func tooLarge(_ size: Int) -> Failure {
        Failure(message: "file too large (\(size) bytes; at most \(maximumFileSize) can be linted)")
    }

    /// `readFile`, plus the stamp of what was read (from the same `fstat`).
    public static func readFileStamped(_ path: String) -> Result<(bytes: [UInt8], stamp: FileStamp), Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(lastFailure()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(lastFailure()) }
        let stamp = FileStamp(info)
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(Failure(message: "is a directory")) }
        let size = max(Int(info.st_size), 0)
        let isRegular = (info.st_mode & S_IFMT) == S_IFREG
        if size > maximumFileSize { return .failure(tooLarge(size)) }
        var bytes: [UInt8] = []
        var chunk = size + 1
        while true {
            let start = bytes.count
            var failure: Failure? = nil
            var count = 0
            let grown = [UInt8](unsafeUninitializedCapacity: start + chunk) { buffer, initialized in
                if start > 0 { bytes.withUnsafeBufferPointer { buffer.baseAddress!.initialize(from: $0.baseAddress!, count: start) } }
                repeat {
                    count = read(fd, buffer.baseAddress! + start, chunk)
                } while count < 0 && errno == EINTR
                if count < 0 { failure = lastFailure(); count = 0 }
                initialized = start + count
            }
            if let failure { return .failure(failure) }
            bytes = grown
            if bytes.count > maximumFileSize { return .failure(tooLarge(bytes.count)) }
            if count == 0 { return .success((bytes, stamp)) }
            // A regular file that returned fewer bytes than asked, all of them as sized: the end.
            if isRegular && count < chunk && bytes.count >= size && size > 0 { return .success((bytes, stamp)) }
            if count == chunk { chunk *= 2 }
        }
    }

    /// Reads standard input to its end.
    public static func readStandardInput() -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(lastFailure())
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > maximumFileSize { return .failure(tooLarge(bytes.count)) }
        }
    }

    /// What a path is, following symbolic links; `nil` if it does not exist.
    public struct Status: Sendable, Hashable {
        public var isDirectory: Bool
        public var isRegularFile: Bool
        public var identity: FileIdentity
    }

    /// (device, inode): the same file or folder however it was reached.
    public struct FileIdentity: Sendable, Hashable {
        public var device: UInt64
        public var inode: UInt64
    }

    public static func status(_ path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        return Status(isDirectory: type == S_IFDIR, isRegularFile: type == S_IFREG,
                      identity: FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev),
                                              inode: UInt64(truncatingIfNeeded: info.st_ino)))
    }

    /// One directory entry and what `readdir` already knows about its type.
    public struct Entry: Sendable {
        public enum Kind: Sendable { case directory, regularFile, symbolicLink, other, unknown }
        public var name: String
        public var kind: Kind
        /// The entry's inode, on the directory's device.
        public var inode: UInt64
    }

    /// The entries of a directory (without `.` and `..`), in no particular order.
    public static func entries(of path: String) -> Result<[Entry], Failure> {
        guard let dir = opendir(path) else { return .failure(lastFailure()) }
        defer { closedir(dir) }
        return .success(readEntries(dir))
    }

    static func readEntries(_ dir: OpaquePointer) -> [Entry] {
        var result: [Entry] = []
        while let pointer = readdir(dir) {
            let name = withUnsafeBytes(of: pointer.pointee.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return String(decoding: bytes[0..<length], as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: Entry.Kind
            switch Int32(pointer.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .regularFile
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            result.append(Entry(name: name, kind: kind, inode: UInt64(truncatingIfNeeded: pointer.pointee.d_ino)))
        }
        return result
    }

    /// An open directory: its identity, its entries, and a descriptor its children can be
    /// opened relative to (no path lookup from the root for every folder of a deep tree).
    public final class OpenDirectory {
        public let identity: FileIdentity
        public let entries: [Entry]
        let handle: OpaquePointer

        init(handle: OpaquePointer, identity: FileIdentity, entries: [Entry]) {
            self.handle = handle
            self.identity = identity
            self.entries = entries
        }

        deinit { closedir(handle) }

        /// Opens the folder `name` inside this one (following a symbolic link).
        public func openChild(_ name: String) -> OpenDirectory? {
            FileSystem.openDirectory(name, relativeTo: dirfd(handle))
        }
    }

    /// Opens a folder (`path` relative to `parent`, or to the working directory), examines it
    /// and lists it; `nil` on any failure (callers fall back to `status` and `entries`, which
    /// say why).
    public static func openDirectory(_ path: String, relativeTo parent: Int32 = AT_FDCWD) -> OpenDirectory? {
        let fd = openat(parent, path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, let dir = fdopendir(fd) else { close(fd); return nil }
        let identity = FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        return OpenDirectory(handle: dir, identity: identity, entries: readEntries(dir))
    }

    /// The process's working directory.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func lastFailure() -> Failure {
        Failure(message: String(cString: strerror(errno)))
    }
}

/// Lexical path helpers (no file system access, no symlink resolution: reported paths stay
/// the way the user wrote them).
public enum PathText {
    /// `base/relative`, unless `relative` is absolute.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if base.isEmpty || base == "." { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// Removes `.` components, empty components and resolves `..` lexically.
    public static func normalize(_ path: String) -> String {
        // Paths are nearly always ASCII: components are found in the bytes, and a path that is
        // already normal comes back as it is. Any other byte goes the way of Characters below
        // (a combining mark after a `/` makes one Character, which is not a separator there).
        if let fast = path.utf8.withContiguousStorageIfAvailable({ normalizedASCII($0, of: path) }), let fast {
            return fast
        }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == ".." && absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `normalize` for an ASCII path; nil when a byte is not ASCII.
    private static func normalizedASCII(_ bytes: UnsafeBufferPointer<UInt8>, of path: String) -> String? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var parts: [Range<Int>] = []
        var start = 0
        var index = 0
        let count = bytes.count
        let absolute = count > 0 && bytes[0] == slash
        while index <= count {
            if index < count, bytes[index] >= 0x80 { return nil }
            if index == count || bytes[index] == slash {
                let part = start ..< index
                let length = part.count
                if length == 0 || (length == 1 && bytes[start] == dot) {
                    // empty or `.`: dropped
                } else if length == 2 && bytes[start] == dot && bytes[start + 1] == dot {
                    if let last = parts.last, !(last.count == 2 && bytes[last.lowerBound] == dot && bytes[last.lowerBound + 1] == dot) {
                        parts.removeLast()
                    } else if !absolute {
                        parts.append(part)
                    }
                } else {
                    parts.append(part)
                }
                start = index + 1
            }
            index += 1
        }
        var result: [UInt8] = []
        result.reserveCapacity(count + 1)
        if absolute { result.append(slash) }
        for (position, part) in parts.enumerated() {
            if position > 0 { result.append(slash) }
            result.append(contentsOf: bytes[part])
        }
        if !absolute && result.isEmpty { result.append(dot) }
        if result.count == count, result.elementsEqual(bytes) { return path }
        return String(decoding: result, as: UTF8.self)
    }

    /// `path` relative to the folder `base` (both absolute and normalized), or `nil` when it
    /// is not inside it.
    public static func relative(_ path: String, to base: String) -> String? {
        if base == "/" { return String(path.dropFirst()) }
        if path == base { return "" }
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }

    /// The folder part of a path (`.` when there is none).
    public static func directory(of path: String) -> String {
        // The last `/` byte, when ASCII on both sides, is the last `/` Character: found without
        // reading the path Character by Character (a mark after it or a prepended letter before
        // it would join it to a Character that is not `/`; such a path goes the long way).
        let utf8 = path.utf8
        guard let byte = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if byte == utf8.startIndex || utf8[utf8.index(before: byte)] < 0x80,
           utf8.index(after: byte) == utf8.endIndex || utf8[utf8.index(after: byte)] < 0x80 {
            if byte == utf8.startIndex { return "/" }
            return String(path[..<byte])
        }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
