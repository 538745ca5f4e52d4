import Foundation
import ViewLint

/// `viewlint install-hook [--force]`: writes a plain git pre-commit hook that lints the staged
/// Swift files as staged (checked out from the index into a temporary folder), so what is
/// checked is exactly what is committed, not the working tree.
enum InstallHookCommand {
    /// Marks a hook this command wrote: such a hook is updated without `--force`.
    static let marker = "# viewlint-hook: written by 'viewlint install-hook'"

    static let help = """
    usage: viewlint install-hook [--force]

    Writes the git pre-commit hook of the repository in the current directory (respecting
    core.hooksPath). The hook lints the staged .swift files as they are staged, against the
    whole project as staged, with 'viewlint lint --strict --force-exclude
    --allow-zero-lintable-files' (files the configuration excludes are skipped, and a commit of
    only such files passes), and rejects the commit when anything is found. A hook written
    by an earlier install-hook is updated; any other existing hook is left alone unless
    --force is given: it is then kept as pre-commit.before-viewlint and chained, run first
    with the same arguments, and its failure stops the commit before viewlint runs.
    Set VIEWLINT to choose the viewlint the hook runs; skip it once with 'git commit --no-verify'.

    """

    static func run(_ arguments: [String]) -> Int32 {
        var force = false
        for argument in arguments {
            switch argument {
            case "--force": force = true
            case "--help", "-h": Console.write(help, to: .standardOutput); return ExitStatus.clean
            default:
                Console.error("viewlint: error: unknown argument '\(argument)' for 'install-hook'\n" + help)
                return ExitStatus.usage
            }
        }
        guard let hooks = gitHooksDirectory() else {
            Console.error("viewlint: error: not inside a git repository (git rev-parse --git-path hooks failed)")
            return ExitStatus.inputError
        }
        let hook = PathText.join(hooks, "pre-commit")
        let manager = FileManager.default
        var verb = "installed"
        if let existing = manager.contents(atPath: hook) {
            if String(decoding: existing, as: UTF8.self).contains(marker) {
                verb = "updated"
            } else if force {
                let backup = hook + ".before-viewlint"
                try? manager.removeItem(atPath: backup)
                do { try manager.moveItem(atPath: hook, toPath: backup) } catch {
                    Console.error("\(hook): error: cannot move the existing hook aside to \(backup): \(error.localizedDescription)")
                    return ExitStatus.inputError
                }
                Console.error("viewlint: the existing hook was kept as \(backup) and runs first")
            } else {
                Console.error("\(hook): error: a pre-commit hook that viewlint did not write exists; rerun with --force to chain it (it is kept as pre-commit.before-viewlint and runs first)")
                return ExitStatus.inputError
            }
        }
        do {
            try manager.createDirectory(atPath: hooks, withIntermediateDirectories: true)
        } catch {
            Console.error("\(hooks): error: cannot create the hooks folder: \(error.localizedDescription)")
            return ExitStatus.inputError
        }
        guard manager.createFile(atPath: hook, contents: Data(script(viewlint: executablePath()).utf8),
                                 attributes: [.posixPermissions: 0o755]) else {
            Console.error("\(hook): error: cannot write the hook (\(String(cString: strerror(errno))))")
            return ExitStatus.inputError
        }
        _ = chmod(hook, 0o755)
        Console.write("viewlint: \(verb) \(hook)\n", to: .standardOutput)
        return ExitStatus.clean
    }

    /// The hook. POSIX sh. The staged file list and checkout are NUL-separated, so any file
    /// name works. The whole project is checked out as staged (its Swift files, manifests,
    /// Xcode projects and configurations), because a file's findings depend on the declarations
    /// of the others; only the staged files are reported. `--force-exclude`: a generated file the
    /// configuration excludes does not fail the commit, and `--allow-zero-lintable-files`: nor
    /// does a commit of such files alone, which leaves nothing to lint. `--no-cache`: every commit uses a fresh
    /// folder, which would only fill the cache.
    static func script(viewlint: String) -> String {
        """
        #!/bin/sh
        \(marker); rerun it to update.
        # Lints the staged Swift files as staged (from the index, not the working tree).
        # The hook this one replaced (install-hook --force) runs first; its failure stops the commit.
        chained="$(dirname "$0")/pre-commit.before-viewlint"
        if [ -x "$chained" ]; then "$chained" "$@" || exit $?; fi
        if [ -z "$VIEWLINT" ]; then VIEWLINT=\(shellQuoted(viewlint)); fi
        if [ ! -x "$VIEWLINT" ]; then VIEWLINT=viewlint; fi
        if ! command -v "$VIEWLINT" >/dev/null 2>&1; then
            echo "viewlint: pre-commit hook: viewlint not found (set VIEWLINT or rerun 'viewlint install-hook')" >&2
            exit 1
        fi
        staged=$(mktemp -d "${TMPDIR:-/tmp}/viewlint-hook.XXXXXX") || exit 2
        trap 'rm -rf "$staged"' EXIT
        git diff --cached --name-only --diff-filter=ACMR -z -- '*.swift' > "$staged/.files" || exit 2
        [ -s "$staged/.files" ] || exit 0
        # The project as it will be committed: what the staged files are checked against.
        git ls-files --cached -z -- '*.swift' '*.pbxproj' '*.viewlint.yml' > "$staged/.project" || exit 2
        git checkout-index -z --stdin --prefix="$staged/" < "$staged/.project" || exit 2
        cd "$staged" || exit 2
        xargs -0 "$VIEWLINT" lint --strict --no-cache --force-exclude --allow-zero-lintable-files -- < .files
        status=$?
        if [ $status -ne 0 ]; then
            echo "viewlint: commit rejected (fix the findings above, or commit with --no-verify)" >&2
            exit 1
        fi
        exit 0

        """
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    static func executablePath() -> String {
        if let path = Bundle.main.executablePath { return path }
        return "viewlint"
    }

    static func gitHooksDirectory() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--path-format=absolute", "--git-path", "hooks"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }
}
