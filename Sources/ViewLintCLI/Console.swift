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
}

@inline(__always)
private func writeBytes(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(fd, pointer, count)
}
