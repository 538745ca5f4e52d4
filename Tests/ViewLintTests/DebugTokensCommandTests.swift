import Foundation
import Testing

/// `viewlint debug tokens` end to end: the built executable on files written to a temporary
/// folder. Exact output for a small file in both formats, `full` tiling every byte of harder
/// inputs, and the input errors (exit 2, naming the file or the flag). Serialized like the
/// other process-starting suites: the machine has two shared cores.
@Suite(.serialized) struct DebugTokensCommandTests {
    /// A doc comment, an attribute, `$0`, a line comment, an interpolated string and a regex.
    static let small = "/// Doc\n@State var n = $0.count // c\nlet s = \"a\\(b)\" + #/x+/#\n"

    private func folder(with files: [String: [UInt8]]) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        for (name, bytes) in files { try root.write(name, bytes: bytes) }
        return root
    }

    @Test func oracleFormatExactOutput() throws {
        let root = try folder(with: ["Small.swift": Array(Self.small.utf8)])
        let output = try ViewLintProcess.run(["debug", "tokens", "--format", "oracle", "Small.swift"], in: root.path)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(output.stdout == """
            0\t7\tcomment\tdocLineComment
            8\t1\tpunctuation\tatSign
            9\t5\tidentifier\tidentifier
            15\t3\tkeyword\tkeyword
            19\t1\tidentifier\tidentifier
            21\t1\toperator\tequal
            23\t2\tidentifier\tdollarIdentifier
            25\t1\tpunctuation\tperiod
            26\t5\tidentifier\tidentifier
            32\t4\tcomment\tlineComment
            37\t3\tkeyword\tkeyword
            41\t1\tidentifier\tidentifier
            43\t1\toperator\tequal
            45\t7\tstring\tstringLiteral
            53\t1\toperator\toperator
            55\t6\tregex\tregexLiteral

            """)
        // `oracle` is the default format.
        let implicit = try ViewLintProcess.run(["debug", "tokens", "Small.swift"], in: root.path)
        #expect(implicit.status == 0 && implicit.stdout == output.stdout)
    }

    @Test func fullFormatExactOutput() throws {
        let root = try folder(with: ["Small.swift": Array(Self.small.utf8)])
        let output = try ViewLintProcess.run(["debug", "tokens", "--format", "full", "Small.swift"], in: root.path)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let expected = [
            "0\t7\tdocLineComment", "7\t1\tnewline", "8\t1\tatSign", "9\t5\tidentifier", "14\t1\twhitespace",
            "15\t3\tkeyword", "18\t1\twhitespace", "19\t1\tidentifier", "20\t1\twhitespace", "21\t1\tequal",
            "22\t1\twhitespace", "23\t2\tdollarIdentifier", "25\t1\tperiod", "26\t5\tidentifier",
            "31\t1\twhitespace", "32\t4\tlineComment", "36\t1\tnewline", "37\t3\tkeyword", "40\t1\twhitespace",
            "41\t1\tidentifier", "42\t1\twhitespace", "43\t1\tequal", "44\t1\twhitespace", "45\t1\tstringOpen",
            "46\t1\tstringSegment", "47\t2\tinterpolationOpen", "49\t1\tidentifier", "50\t1\tinterpolationClose",
            "51\t1\tstringClose", "52\t1\twhitespace", "53\t1\toperator", "54\t1\twhitespace",
            "55\t6\tregexLiteral", "61\t1\tnewline", "62\t0\tendOfFile",
        ]
        #expect(output.stdout == expected.joined(separator: "\n") + "\n")
        // `--format=full` is the same flag.
        let joined = try ViewLintProcess.run(["debug", "tokens", "--format=full", "Small.swift"], in: root.path)
        #expect(joined.status == 0 && joined.stdout == output.stdout)
    }

    /// Inputs whose pieces are easy to get wrong: nested comments, multi-line and raw strings
    /// with interpolation, CRLF and lone CR, tabs, a BOM and a shebang, invalid UTF-8, an
    /// unterminated string and block comment.
    static let hardInputs: [String: [UInt8]] = [
        "Literals.swift": Array("let a = \"\"\"\n  x \\(y + \"\\(z)\") \\\n  \"\"\"\nlet r = #\"\\(no) \\#(yes)\"#\n".utf8),
        "Comments.swift": Array("/* a /* nested */ b */ x /** doc */\r\n\ty\r//c\rz".utf8),
        "Start.swift": [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\nprint(1)".utf8),
        "Broken.swift": Array("let x = \"open\nlet y = ".utf8) + [0xFF, 0xC3, 0x28] + Array(" /* never closed".utf8),
        "Empty.swift": [],
    ]

    @Test(arguments: DebugTokensCommandTests.hardInputs.keys.sorted())
    func fullPiecesCoverTheFileExactly(_ name: String) throws {
        let bytes = try #require(Self.hardInputs[name])
        let root = try folder(with: [name: bytes])
        let output = try ViewLintProcess.run(["debug", "tokens", "--format", "full", name], in: root.path)
        #expect(output.status == 0)
        var next = 0
        var sawEnd = false
        for line in output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let fields = line.split(separator: "\t")
            try #require(fields.count == 3, "malformed line \(line)")
            let offset = try #require(Int(fields[0])), length = try #require(Int(fields[1]))
            #expect(!sawEnd, "nothing may follow endOfFile")
            #expect(offset == next, "gap or overlap before \(line)")
            if fields[2] == "endOfFile" {
                #expect(length == 0 && offset == bytes.count)
                sawEnd = true
            } else {
                #expect(length > 0, "empty piece \(line)")
            }
            next = offset + length
        }
        #expect(sawEnd)
        #expect(next == bytes.count)
        #expect(output.stdout.hasSuffix("\n"))
    }

    @Test func severalFilesGetHeaders() throws {
        let root = try folder(with: ["A.swift": Array("a\n".utf8), "B.swift": Array("b\n".utf8)])
        let output = try ViewLintProcess.run(["debug", "tokens", "--format", "full", "A.swift", "B.swift"], in: root.path)
        #expect(output.status == 0)
        #expect(output.stdout == "# A.swift\n0\t1\tidentifier\n1\t1\tnewline\n2\t0\tendOfFile\n"
            + "# B.swift\n0\t1\tidentifier\n1\t1\tnewline\n2\t0\tendOfFile\n")
    }

    @Test func unreadablePathExitsTwoNamingTheFile() throws {
        let root = try folder(with: ["Good.swift": Array("x\n".utf8)])
        try FileManager.default.createDirectory(atPath: root.path + "/Folder.swift", withIntermediateDirectories: true)
        for format in ["oracle", "full"] {
            let missing = try ViewLintProcess.run(["debug", "tokens", "--format", format, "Missing.swift"], in: root.path)
            #expect(missing.status == 2)
            #expect(missing.stdout.isEmpty)
            #expect(missing.stderr.contains("Missing.swift"))
            #expect(missing.stderr.contains("no such file"))
            let folder = try ViewLintProcess.run(["debug", "tokens", "--format", format, "Folder.swift"], in: root.path)
            #expect(folder.status == 2)
            #expect(folder.stderr.contains("Folder.swift"))
            // The readable file is still shown; the run still fails.
            let mixed = try ViewLintProcess.run(["debug", "tokens", "--format", format, "Good.swift", "Missing.swift"], in: root.path)
            #expect(mixed.status == 2)
            #expect(mixed.stdout.hasPrefix("# Good.swift\n"))
            #expect(mixed.stderr.contains("Missing.swift"))
        }
    }

    @Test(arguments: [["--format", "json"], ["--format=xml"], ["--format"]])
    func badFormatExitsTwoNamingTheFlag(_ flag: [String]) throws {
        let root = try folder(with: ["Small.swift": Array(Self.small.utf8)])
        let output = try ViewLintProcess.run(["debug", "tokens", "Small.swift"] + flag, in: root.path)
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("--format"))
    }
}
