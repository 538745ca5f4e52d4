import Foundation
import ViewLint
import ViewLintLanguageServer

/// `viewlint lsp`: the language server on standard input and output.
enum LanguageServerCommand {
    static let help = """
        usage: viewlint lsp [--stdio]

        Serves the Language Server Protocol 3.17 on standard input and output: diagnostics
        for open documents and for other files an edit changes, quick fixes, "disable" actions,
        source.fixAll.viewlint, hover with the evidence, and pull diagnostics. The project is
        the workspace folder the client opens; its .viewlint.yml applies as in `viewlint lint`.

        initializationOptions (all optional):
          debounceMilliseconds   changes closer together are a burst, analysed once it
                                 pauses this long; a change after a pause is analysed at
                                 once (default 30)
          maximumFileBytes       larger buffers get one diagnostic instead (default 8388608)
          documentationURL       a rule page address with {rule} for the rule id (default:
                                 the pages written under viewlint's cache folder)

        The server exits when the client sends `exit` (status 0 after `shutdown`, else 1)
        or closes standard input.

        """

    static let command = Command(name: "lsp", summary: "run the language server (LSP over standard input/output)",
                                 help: help) { run($0) }

    static func run(_ arguments: [String]) -> Int32 {
        for argument in arguments {
            switch argument {
            case "--stdio": continue // what many clients pass; standard input/output is the only transport
            case "--help", "-h":
                Console.write(help, to: .standardOutput)
                return ExitStatus.clean
            default:
                Console.error("viewlint: error: unknown option '\(argument)' for lsp\nrun 'viewlint help lsp' for usage")
                return ExitStatus.usage
            }
        }
        let pages = RulePages.write(RuleCatalog.all)
        let jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // For the typing benchmark's comparison only: merge the project model on every edit.
        let mergeEveryEdit = ProcessInfo.processInfo.environment["VIEWLINT_LSP_MERGE_EVERY_EDIT"] == "1"
        let server = LanguageServer(analysis: SessionProjectAnalysis(jobs: jobs, updatesModelInPlace: !mergeEveryEdit),
                                    documentation: { pages[$0] })
        return server.run()
    }
}

/// Each rule's page (the same text as docs/rules/ID.md), written where an editor can open it
/// from a diagnostic's code link without network access.
enum RulePages {
    static func write(_ rules: [RuleDescription]) -> [String: String] {
        let folder = PathText.join(CacheStore.defaultDirectory(), "rules-\(ViewLintVersion.number)")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var pages: [String: String] = [:]
        for rule in rules {
            let path = PathText.join(folder, "\(rule.id).md")
            let text = RuleDocumentation.page(for: rule)
            // Rewritten only when different: several servers may start at once.
            if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
                guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { continue }
            }
            pages[rule.id] = FileURI.uri(of: path)
        }
        return pages
    }
}
