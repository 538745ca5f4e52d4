import Foundation
import ViewLint

/// The Swift files named by developer commands' arguments: files as given, `@LIST` files of paths
/// (one per line), and folders walked as the lint walks them. What cannot be read or listed is
/// returned, for the command to name and stop on, never skipped.
enum SwiftFileList {
    static func expand(_ inputs: [String]) -> (paths: [String], errors: [InputError]) {
        var result: [String] = []
        var errors: [InputError] = []
        for input in inputs {
            if input.hasPrefix("@") {
                let listPath = String(input.dropFirst())
                switch SourceReading.readBytes(atPath: listPath) {
                case .failure(let failure):
                    errors.append(InputError(path: listPath, message: "cannot read file list: \(failure)"))
                case .success(let bytes):
                    result += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
                }
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
                // The lint's own walk (hidden and build folders skipped, links followed once), so
                // a benchmark's front end reads exactly the files a lint of that folder reads, at
                // the same cost.
                let discovery = FileDiscovery(included: [], excluded: [], baseDirectory: ".",
                                              workingDirectory: FileManager.default.currentDirectoryPath)
                let found = discovery.discover([input])
                result += found.paths
                errors += found.errors
            } else {
                result.append(input)
            }
        }
        return (result, errors)
    }

    /// The paths of `inputs`, or `nil` after naming on standard error (as `command`) every input
    /// that could not be read or listed.
    static func paths(_ inputs: [String], command: String) -> [String]? {
        let expanded = expand(inputs)
        for error in expanded.errors {
            let place = error.line.map { ":\($0)" } ?? ""
            Console.error("viewlint \(command): \(error.path)\(place): \(error.message)")
        }
        return expanded.errors.isEmpty ? expanded.paths : nil
    }
}
