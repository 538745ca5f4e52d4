import Testing
@testable import ViewLintCLI

/// The flags of the integrations: parsing, and the combinations that make no sense.
@Suite struct IntegrationOptionsTests {
    @Test func newFlagsParse() throws {
        let options = try LintOptions.parse(["--fix", "--dry-run", "--no-cache", "--cache-path=/c", "--baseline", "b.json", "Sources"])
        #expect(options.fix && options.dryRun && options.noCache)
        #expect(options.cachePath == "/c")
        #expect(options.baselinePath == "b.json")
        #expect(options.paths == ["Sources"])
        #expect(try LintOptions.parse(["--write-baseline=w.json"]).writeBaselinePath == "w.json")
    }

    @Test(arguments: [
        (["--dry-run"], "'--dry-run' only goes with '--fix'"),
        (["--fix", "--stdin-path", "A.swift"], "cannot be combined with '--stdin-path'"),
        (["--baseline", "a", "--write-baseline", "b"], "cannot be combined"),
        (["--fix=yes"], "takes no value"),
        (["--baseline"], "needs a value"),
        (["--cache-path", "--fix"], "needs a value"),
    ])
    func badCombinationsAreUsageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: LintOptions.UsageError.self) { try LintOptions.parse(arguments) }
        do {
            _ = try LintOptions.parse(arguments)
        } catch {
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func hookScriptQuotesThePathAndChecksTheIndex() {
        let script = InstallHookCommand.script(viewlint: "/opt/it's here/viewlint")
        #expect(script.hasPrefix("#!/bin/sh\n" + InstallHookCommand.marker))
        #expect(script.contains("VIEWLINT='/opt/it'\\''s here/viewlint'"))
        #expect(script.contains("git checkout-index -z --stdin"))
        #expect(script.contains("--diff-filter=ACMR -z -- '*.swift'"))
        #expect(script.contains("lint --strict --no-cache --"))
    }
}
