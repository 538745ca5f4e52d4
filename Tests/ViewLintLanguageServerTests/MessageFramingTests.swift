#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ViewLintLanguageServer

@Suite struct MessageFramingTests {
    /// Everything written to a pipe, then read back as events until the end of input.
    private func events(_ input: [UInt8], maximumBody: Int = MessageReader.defaultMaximumBody) -> [MessageReader.Event] {
        var descriptors: [Int32] = [0, 0]
        pipe(&descriptors)
        let writer = ReaderThread {
            input.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = write(descriptors[1], raw.baseAddress! + offset, min(4096, raw.count - offset))
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(descriptors[1])
        }
        writer.start()
        var reader = MessageReader(descriptor: descriptors[0], maximumBody: maximumBody)
        var result: [MessageReader.Event] = []
        while true {
            let event = reader.next()
            result.append(event)
            if event == .end { break }
        }
        close(descriptors[0])
        return result
    }

    private func frame(_ body: String, header: String? = nil) -> [UInt8] {
        Array((header ?? "Content-Length: \(body.utf8.count)") .utf8) + Array("\r\n\r\n\(body)".utf8)
    }

    @Test func readsConsecutiveMessagesAndIgnoresOtherHeaders() {
        let input = frame("{\"a\":1}") + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8)
            + frame("[é]") + frame(String(repeating: "x", count: 200_000))
        let read = events(input)
        #expect(read.count == 4)
        #expect(read[0] == .message(Array("{\"a\":1}".utf8)))
        #expect(read[1] == .message(Array("[é]".utf8)))
        #expect(read[2] == .message(Array(repeating: UInt8(ascii: "x"), count: 200_000)))
        #expect(read[3] == .end)
    }

    /// The server batches what arrived together on this signal, so it must come only when
    /// every message already received has been returned.
    @Test func theWaitSignalComesOnlyAfterEverythingReceivedWasReturned() {
        var descriptors: [Int32] = [0, 0]
        pipe(&descriptors)
        let burst = frame("{\"v\":1}") + frame("{\"v\":2}") + frame("{\"v\":3}")
        _ = burst.withUnsafeBytes { write(descriptors[1], $0.baseAddress!, $0.count) }
        close(descriptors[1])
        final class Log { var entries: [String] = [] }
        let log = Log()
        var reader = MessageReader(descriptor: descriptors[0])
        reader.willWaitForInput = { log.entries.append("wait") }
        while case .message(let bytes) = reader.next() { log.entries.append(String(decoding: bytes, as: UTF8.self)) }
        close(descriptors[0])
        #expect(log.entries == ["wait", "{\"v\":1}", "{\"v\":2}", "{\"v\":3}", "wait"])
    }

    @Test func aHeaderWithoutLengthIsReportedAndTheNextMessageStillRead() {
        let input = frame("{not json}", header: "Content-Lenght: 10") + frame("{}")
        let read = events(input)
        guard case .framingError(let problem) = read[0] else { Issue.record("\(read)"); return }
        #expect(problem.contains("Content-Length"))
        #expect(read[1] == .message(Array("{}".utf8)))
        #expect(read.last == .end)
    }

    @Test func anInvalidLengthAndAnOversizedBodyAreReported() {
        let input = frame("{}", header: "Content-Length: lots") + frame(String(repeating: "y", count: 100)) + frame("[]")
        let read = events(input, maximumBody: 50)
        guard case .framingError(let first) = read[0], case .framingError(let second) = read[1] else {
            Issue.record("\(read)"); return
        }
        #expect(first.contains("invalid Content-Length"))
        #expect(second.contains("over the limit of 50"))
        #expect(read[2] == .message(Array("[]".utf8)))
    }

    @Test func inputThatEndsInsideABodySaysSo() {
        let read = events(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
        guard case .framingError(let problem) = read[0] else { Issue.record("\(read)"); return }
        #expect(problem.contains("10-byte message"))
        #expect(read.last == .end)
    }
}
