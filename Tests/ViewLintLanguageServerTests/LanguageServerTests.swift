#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import ViewLint
@testable import ViewLintCLI
@testable import ViewLintLanguageServer

/// The server in this process over two pipes, with the command line's analysis.
private final class ServerHarness {
    let toServer: Int32
    var reader: MessageReader
    let root: String
    private var exitStatus: Int32?
    private let done = DispatchSemaphore(value: 0)

    init(files: [String: String]) throws {
        root = NSTemporaryDirectory() + "viewlint-lsp-\(UUID().uuidString)"
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        pipe(&input)
        pipe(&output)
        toServer = input[1]
        reader = MessageReader(descriptor: output[0])
        let server = LanguageServer(analysis: SessionProjectAnalysis(jobs: 2), input: input[0], output: output[1])
        let finished = done
        let thread = ReaderThread { [self] in
            exitStatus = server.run()
            close(output[1])
            finished.signal()
        }
        thread.start()
    }

    func send(_ messages: [JSONValue]) {
        var bytes: [UInt8] = []
        for message in messages {
            let body = Array(message.serialized().utf8)
            bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count { offset += max(1, write(toServer, raw.baseAddress! + offset, raw.count - offset)) }
        }
    }

    /// Messages until one satisfies `stop` (included).
    func read(until stop: (JSONValue) -> Bool) -> [JSONValue] {
        var seen: [JSONValue] = []
        while case .message(let bytes) = reader.next(), let message = try? JSONReader.parse(bytes) {
            seen.append(message)
            if stop(message) { return seen }
        }
        return seen
    }

    func finish() -> Int32? {
        close(toServer)
        done.wait()
        try? FileManager.default.removeItem(atPath: root)
        return exitStatus
    }
}

@Suite struct LanguageServerTests {
    private static let view = """
        import SwiftUI

        struct Row: View {
            let title: String
            var body: some View {
                Text(title).id(UUID())
            }
        }

        """

    private func initialize(_ harness: ServerHarness, debounce: Int) {
        harness.send([
            JSONRPC.request(id: .number(1), "initialize", .object([
                ("rootUri", .string(FileURI.uri(of: harness.root))), ("capabilities", .object([])),
                ("initializationOptions", .object([("debounceMilliseconds", .int(debounce))])),
            ])),
            JSONRPC.notification("initialized", .object([])),
        ])
        _ = harness.read { $0["id"] == .int(1) }
    }

    private func isDiagnostics(_ message: JSONValue) -> Bool {
        message["method"]?.stringValue == "textDocument/publishDiagnostics"
    }

    @Test func aBurstOfChangesIsAnalysedOnceAtItsEnd() throws {
        let harness = try ServerHarness(files: ["Row.swift": Self.view])
        initialize(harness, debounce: 400)
        let uri = FileURI.uri(of: harness.root + "/Row.swift")
        harness.send([JSONRPC.notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .int(1)), ("text", .string(Self.view)),
        ]))]))])
        let opened = harness.read(until: isDiagnostics)
        #expect(opened.last?.value(at: "params", "version") == .int(1))
        #expect(opened.last?.value(at: "params", "diagnostics")?.arrayValue?.first?["code"] == .string("unstable_id"))

        // Ten keystrokes in one write: one analysis, of the last version.
        let end = Position(line: 9, character: 0).json
        harness.send((2...11).map { version in
            JSONRPC.notification("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
                ("contentChanges", .array([.object([("range", .object([("start", end), ("end", end)])), ("text", .string("/"))])])),
            ]))
        })
        let burst = harness.read(until: isDiagnostics)
        #expect(burst.filter(isDiagnostics).count == 1)
        #expect(burst.last?.value(at: "params", "version") == .int(11))
        harness.send([JSONRPC.request(id: .number(2), "shutdown", .null), JSONRPC.notification("exit", .null)])
        _ = harness.read { $0["id"] == .int(2) }
        #expect(harness.finish() == 0)
    }

    @Test func pullDiagnosticsSeeTheLatestBufferWithoutWaitingForTheDebounce() throws {
        let harness = try ServerHarness(files: ["Row.swift": Self.view])
        initialize(harness, debounce: 60_000)
        let uri = FileURI.uri(of: harness.root + "/Row.swift")
        let fixed = Self.view.replacingOccurrences(of: ".id(UUID())", with: "")
        harness.send([
            JSONRPC.notification("textDocument/didOpen", .object([("textDocument", .object([
                ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .int(1)), ("text", .string(Self.view)),
            ]))])),
            JSONRPC.notification("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .int(2))])),
                ("contentChanges", .array([.object([("text", .string(fixed))])])),
            ])),
            JSONRPC.request(id: .number(3), "textDocument/diagnostic", .object([("textDocument", .object([("uri", .string(uri))]))])),
        ])
        let reply = harness.read { $0["id"] == .int(3) }.last
        #expect(reply?.value(at: "result", "kind") == .string("full"))
        #expect(reply?.value(at: "result", "items")?.arrayValue?.isEmpty == true)
        #expect(harness.finish() == 1) // input closed without shutdown
    }

    /// `viewlint/statistics`: a keystroke in a body updates the project model in place; a new
    /// declaration merges the project again and makes stale only the files that name it.
    @Test func statisticsCountHowTheModelFollowedTheEdits() throws {
        let harness = try ServerHarness(files: ["Row.swift": Self.view, "Other.swift": "struct Other { var count = 0 }\n"])
        initialize(harness, debounce: 0)
        let uri = FileURI.uri(of: harness.root + "/Row.swift")
        harness.send([JSONRPC.notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("swift")), ("version", .int(1)), ("text", .string(Self.view)),
        ]))]))])
        _ = harness.read(until: isDiagnostics)
        func statistics(_ id: Int) -> [String: Int] {
            harness.send([JSONRPC.request(id: .number(id), "viewlint/statistics", .null)])
            let reply = harness.read { $0["id"] == .int(id) }.last
            var counts: [String: Int] = [:]
            for name in ["modelReused", "modelUpdated", "modelMerged", "declarationChanges", "reachedByDeclarations",
                         "everythingStale", "filesChecked"] {
                counts[name] = reply?.value(at: "result", name)?.intValue
            }
            return counts
        }
        func type(_ text: String, at position: Position, version: Int) {
            harness.send([JSONRPC.notification("textDocument/didChange", .object([
                ("textDocument", .object([("uri", .string(uri)), ("version", .int(version))])),
                ("contentChanges", .array([.object([("range", .object([("start", position.json), ("end", position.json)])),
                                                    ("text", .string(text))])])),
            ]))])
            _ = harness.read { isDiagnostics($0) && $0.value(at: "params", "version") == .int(version) }
        }
        let before = statistics(10)
        // Inside `body`, before `Text(title)`: code moves, no declaration changes.
        type("let x = 1; ", at: Position(line: 5, character: 8), version: 2)
        let typed = statistics(11)
        #expect(typed["modelUpdated"] == before["modelUpdated"]! + 1, "\(before) -> \(typed)")
        #expect(typed["modelMerged"] == before["modelMerged"])
        #expect(typed["declarationChanges"] == before["declarationChanges"])
        // A stored property: Row's declarations changed.
        type("let subtitle = \"\"\n    ", at: Position(line: 3, character: 4), version: 3)
        let declared = statistics(12)
        #expect(declared["modelMerged"] == typed["modelMerged"]! + 1, "\(typed) -> \(declared)")
        #expect(declared["declarationChanges"] == typed["declarationChanges"]! + 1)
        // Other.swift does not name Row: nothing else is checked again.
        #expect(declared["reachedByDeclarations"] == typed["reachedByDeclarations"])
        #expect(declared["everythingStale"] == typed["everythingStale"])
        #expect(harness.finish() == 1)
    }
}
