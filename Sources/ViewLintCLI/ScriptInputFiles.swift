#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewLint

/// Xcode's run-script inputs, read the way SwiftLint's `--use-script-input-files` and
/// `--use-script-input-file-lists` read them: `SCRIPT_INPUT_FILE_COUNT` with
/// `SCRIPT_INPUT_FILE_0`…, and `SCRIPT_INPUT_FILE_LIST_COUNT` with `SCRIPT_INPUT_FILE_LIST_0`…
/// (each an `.xcfilelist` Xcode has resolved: one path a line, `#` comments). Only `.swift`
/// files are taken: a build phase also lists assets and plists.
enum ScriptInputFiles {
    struct Problem: Error {
        var message: String
    }

    /// What `lint` checks: the paths given; else, inside a build phase that declares inputs (or
    /// when the flags ask for them), Xcode's input files; else the current directory.
    static func paths(for options: LintOptions,
                      environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> Result<[String], Problem> {
        guard options.paths.isEmpty, options.stdinPath == nil else { return .success(options.paths) }
        do throws(Problem) {
            let files = try count("SCRIPT_INPUT_FILE_COUNT", environment)
            let lists = try count("SCRIPT_INPUT_FILE_LIST_COUNT", environment)
            let useFiles = options.useScriptInputFiles || (files ?? 0) > 0
            let useLists = options.useScriptInputFileLists || (lists ?? 0) > 0
            guard useFiles || useLists else { return .success(["."]) }
            if options.useScriptInputFiles && files == nil {
                throw Problem(message: "'--use-script-input-files' needs SCRIPT_INPUT_FILE_COUNT (set by Xcode in a Run Script phase)")
            }
            if options.useScriptInputFileLists && lists == nil {
                throw Problem(message: "'--use-script-input-file-lists' needs SCRIPT_INPUT_FILE_LIST_COUNT (set by Xcode in a Run Script phase)")
            }
            var paths: [String] = []
            if useFiles {
                for n in 0..<(files ?? 0) { paths.append(try variable("SCRIPT_INPUT_FILE_\(n)", environment)) }
            }
            if useLists {
                for n in 0..<(lists ?? 0) { paths += try listedPaths(try variable("SCRIPT_INPUT_FILE_LIST_\(n)", environment)) }
            }
            var seen = Set<String>()
            return .success(paths.filter { $0.hasSuffix(".swift") && seen.insert($0).inserted })
        } catch {
            return .failure(error)
        }
    }

    private static func count(_ name: String, _ environment: (String) -> String?) throws(Problem) -> Int? {
        guard let text = environment(name) else { return nil }
        guard let value = Int(text), value >= 0 else { throw Problem(message: "\(name) is '\(text)', not a count") }
        return value
    }

    private static func variable(_ name: String, _ environment: (String) -> String?) throws(Problem) -> String {
        guard let value = environment(name), !value.isEmpty else { throw Problem(message: "\(name) is not set, though the count includes it") }
        return value
    }

    /// The paths of one resolved file list.
    static func listedPaths(_ list: String) throws(Problem) -> [String] {
        let bytes: [UInt8]
        switch FileSystem.readFile(list) {
        case .success(let read): bytes = read
        case .failure(let failure): throw Problem(message: "\(list): error: cannot read the input file list: \(failure.message)")
        }
        var paths: [String] = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            var path = String(trimmed)
            while path.last == " " || path.last == "\t" { path.removeLast() }
            paths.append(path)
        }
        return paths
    }
}
