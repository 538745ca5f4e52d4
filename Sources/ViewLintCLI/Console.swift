#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered-enough writes to standard output and standard error without Foundation.
enum Console {
    enum Stream { case standardOutput, standardError }

    static func write(_ text: String, to stream: Stream) {
        let fd: Int32 = stream == .standardOutput ? 1 : 2
        var text = text
        text.withUTF8 { buffer in
            var written = 0
            while written < buffer.count {
                let n = writeBytes(fd, buffer.baseAddress! + written, buffer.count - written)
                if n <= 0 { break }
                written += n
            }
        }
    }

    static func error(_ line: String) { write(line + "\n", to: .standardError) }

    /// A report to standard output, or to `path` (`--output`); a message naming the file when
    /// it cannot be written.
    static func writeReport(_ text: String, to path: String?) -> String? {
        guard let path else {
            write(text, to: .standardOutput)
            return nil
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return "\(path): error: cannot write the report (\(String(cString: strerror(errno))))" }
        defer { close(fd) }
        var text = text
        var failed = false
        text.withUTF8 { buffer in
            var written = 0
            while written < buffer.count {
                let n = writeBytes(fd, buffer.baseAddress! + written, buffer.count - written)
                if n <= 0 { failed = true; break }
                written += n
            }
        }
        return failed ? "\(path): error: cannot write the report (\(String(cString: strerror(errno))))" : nil
    }
}

@inline(__always)
private func writeBytes(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(fd, pointer, count)
}
