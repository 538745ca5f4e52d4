import Foundation
import Testing

/// Why `Token.markSpaceAfter` (Syntax/TokenizerState.swift) stores a raw byte instead of
/// `(slot - 1).pointee.flags.rawValue |= …`: the optimiser's dead-store elimination drops a
/// typed store through a pointer at a constant negative offset when a whole value is stored at
/// the pointer next, which is what writing the next token does. This compiles the minimal
/// reproduction with `swiftc -O` and runs it: the typed store must still be lost (when a
/// toolchain fixes that, this fails and the raw-byte store can go) and the raw-byte form, the
/// one the tokenizer uses, must survive. `swift test` builds the tokenizer without
/// optimisation, so `TokenizerFastPathTests.spaceAfterMirrorsTheNextSpaceBefore` alone cannot
/// show it.
@Suite struct TokenizerStoreWorkaroundTests {
    static let reproduction = """
        struct S { var a: UInt8; var b: UInt32 }
        @inline(never) func typed(_ p: UnsafeMutablePointer<S>) {
            (p - 1).pointee.a |= 4
            p.pointee = S(a: 0, b: 0)
        }
        @inline(never) func raw(_ p: UnsafeMutablePointer<S>) {
            let byte = UnsafeMutableRawPointer(p) - MemoryLayout<S>.stride + MemoryLayout<S>.offset(of: \\S.a)!
            byte.storeBytes(of: byte.load(as: UInt8.self) | 4, as: UInt8.self)
            p.pointee = S(a: 0, b: 0)
        }
        for f in [typed, raw] {
            let buffer = UnsafeMutablePointer<S>.allocate(capacity: 2)
            buffer.initialize(repeating: S(a: 0, b: 0), count: 2)
            f(buffer + 1)
            print(buffer[0].a, terminator: " ")
        }

        """

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func optimisedBuildsDropTheTypedStoreButKeepTheRawByte() throws {
        let folder = try TemporaryDirectory()
        let source = folder.path + "/repro.swift", binary = folder.path + "/repro"
        try Self.reproduction.write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try Self.run("swiftc", ["-O", source, "-o", binary])
        try #require(compiled.status == 0, "swiftc -O failed: \(compiled.output)")
        let output = try Self.run(binary, []).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let values = output.split(separator: " ")
        try #require(values.count == 2, "unexpected output: \(output)")
        #expect(values[1] == "4", "the raw-byte store the tokenizer relies on was lost at -O")
        #expect(values[0] == "0", """
            the typed store survives -O with this toolchain: Token.markSpaceAfter can go back to \
            `(slot - 1).pointee.flags.rawValue |= …` (check spaceAfterMirrorsTheNextSpaceBefore in a release build)
            """)
    }
}
