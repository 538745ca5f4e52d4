import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let created = FileManager.default.temporaryDirectory.path + "/viewlint-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: created, withIntermediateDirectories: true)
        // realpath, as getcwd reports it (macOS's /var is /private/var; Foundation's
        // resolvingSymlinksInPath would strip /private again).
        guard let resolved = realpath(created, nil) else { throw CocoaError(.fileNoSuchFile) }
        defer { free(resolved) }
        self.path = String(cString: resolved)
    }

    deinit {
        // Restore permissions changed by unreadable-file tests so removal succeeds.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in enumerator {
                chmod(path + "/" + relative, 0o755)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }
}
