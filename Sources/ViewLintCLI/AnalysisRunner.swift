import ViewLint

/// THE seam between the command line and the analysis: files in, findings and input errors out.
///
/// Until the tokenizer, parser, index and rules land, this does the one part of the analysis
/// that needs none of them, honestly: files that are not valid UTF-8 are reported as input
/// errors (at the line and byte column of the first bad byte), and no findings are produced.
/// The lint core replaces the body with the Linter call; the signature is the contract.
enum AnalysisRunner {
    static func analyze(files: [SourceFile], configuration: Configuration, jobs: Int)
        -> (findings: [Finding], errors: [InputError]) {
        let problems = ParallelWork.map(files, jobs: jobs) { file -> InputError? in
            guard let offset = file.firstInvalidUTF8Offset() else { return nil }
            let location = file.location(of: offset)
            return InputError(path: file.path, line: location.line, column: location.column,
                              message: "not valid UTF-8 (byte 0x\(hex(file.bytes[offset])) at offset \(offset)); file skipped")
        }
        return ([], problems.compactMap { $0 })
    }

    private static func hex(_ byte: UInt8) -> String {
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}
