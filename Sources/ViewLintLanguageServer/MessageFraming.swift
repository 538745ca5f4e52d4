#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLint

/// The base protocol's framing: `Content-Length: N` (other headers allowed and ignored), a
/// blank line, then N bytes of JSON.
///
/// A broken header cannot say where its body ends, so the reader reports it and resumes at the
/// next `Content-Length:`; a body over the size limit is read and dropped. Either way the
/// server answers with an error and keeps serving.
public struct MessageReader {
    public enum Event: Equatable {
        case message([UInt8])
        /// The framing was broken; the reader has resynchronised and goes on.
        case framingError(String)
        /// Standard input closed.
        case end
    }

    /// Far above any source file an editor sends (a 50 MB buffer is about 50 MB of JSON).
    public static let defaultMaximumBody = 256 << 20

    private let descriptor: Int32
    private let maximumBody: Int
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var endOfInput = false
    /// Set after a broken header: the next read first skips to a `Content-Length:`. Not done
    /// at once, so the error is answered before the client sends anything more.
    private var resynchronising = false
    /// Called before each read that may wait for the client: everything already received
    /// has been returned by then, so a caller that batches messages knows a batch is whole.
    public var willWaitForInput: (() -> Void)?

    public init(descriptor: Int32, maximumBody: Int = MessageReader.defaultMaximumBody) {
        self.descriptor = descriptor
        self.maximumBody = maximumBody
    }

    public mutating func next() -> Event {
        if resynchronising {
            resynchronising = false
            resynchronise()
        }
        var headerProblem: String?
        var contentLength: Int?
        var sawHeader = false
        // Headers, one line at a time, up to the blank line.
        while true {
            guard let line = readLine() else {
                return headerProblem.map { .framingError($0) } ?? .end
            }
            if line.isEmpty {
                // Stray blank lines between messages are harmless.
                if !sawHeader { continue }
                break
            }
            sawHeader = true
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                headerProblem = headerProblem ?? "malformed header line '\(Self.printable(line))'"
                continue
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces()
            if name == "content-length" {
                guard let length = Int(value), length >= 0 else {
                    headerProblem = headerProblem ?? "invalid Content-Length '\(value)'"
                    continue
                }
                contentLength = length
            }
        }
        if let headerProblem {
            resynchronising = true
            return .framingError(headerProblem)
        }
        guard let length = contentLength else {
            resynchronising = true
            return .framingError("a message without a Content-Length header")
        }
        if length > maximumBody {
            guard discard(length) else { return .end }
            return .framingError("a message of \(length) bytes, over the limit of \(maximumBody)")
        }
        guard let body = readBytes(length) else {
            return .framingError("standard input closed \(buffer.count - start) bytes into a \(length)-byte message")
        }
        return .message(body)
    }

    private static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(80), as: UTF8.self)
    }

    /// Reads more input; false at end of input.
    private mutating func fill() -> Bool {
        if endOfInput { return false }
        if start > 0 && start == buffer.count {
            // The memory of a huge message is given back, not kept for the session.
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 22)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        willWaitForInput?()
        let count = chunk.withUnsafeMutableBytes { raw -> Int in
            while true {
                let n = read(descriptor, raw.baseAddress!, raw.count)
                if n < 0 && errno == EINTR { continue }
                return n
            }
        }
        // A contiguous slice appends as one copy (a large body arrives in many reads).
        if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
        if count <= 0 { endOfInput = true; return false }
        return true
    }

    /// One header line without its `\r\n` (a bare `\n` is accepted too); nil at end of input.
    private mutating func readLine() -> ArraySlice<UInt8>? {
        // Counted from `start`: `fill` may move the unread bytes to the front of the buffer.
        var scanned = 0
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                let line = buffer[start..<end]
                start = newline + 1
                return line
            }
            scanned = buffer.count - start
            guard fill() else {
                // A last line without a newline is still a (broken) header.
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return line
            }
        }
    }

    private mutating func readBytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let body = Array(buffer[start..<(start + count)])
        start += count
        return body
    }

    private mutating func discard(_ count: Int) -> Bool {
        var left = count
        while left > 0 {
            if start == buffer.count { guard fill() else { return false } }
            let taken = min(left, buffer.count - start)
            start += taken
            left -= taken
        }
        return true
    }

    /// Skips to the next `Content-Length:` (anywhere: a broken message's body runs straight
    /// into the next message's header, with no line break between).
    private mutating func resynchronise() {
        let marker = Array("content-length:".utf8)
        while true {
            var index = start
            while index + marker.count <= buffer.count {
                if zip(buffer[index..<(index + marker.count)], marker).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                    start = index
                    return
                }
                index += 1
            }
            start = max(start, buffer.count - marker.count)
            guard fill() else { start = buffer.count; return }
        }
    }
}

/// Writes framed messages; one lock keeps messages from different threads whole.
public final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLockLite()

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func send(_ message: JSONValue) {
        // The library's writer indents; JSON readers do not mind, and one writer keeps one escaping.
        let body = Array(message.serialized().utf8)
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame += body
        lock.withLock {
            frame.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return } // the client is gone; the reader sees end of input
                    offset += n
                }
            }
        }
    }
}

/// A mutex without Foundation.
final class NSLockLite: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
