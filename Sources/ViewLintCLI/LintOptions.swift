import ViewLint

/// The arguments of `viewlint [lint]`, parsed. Parsing is strict: an unknown flag or a flag
/// without its value is a usage error naming the flag, never silently ignored.
struct LintOptions: Sendable, Equatable {
    var paths: [String] = []
    var configPath: String?
    var reporter: ReporterKind?
    var strict = false
    var quiet = false
    var jobs: Int?
    var stdinPath: String?
    var noColor = false
    var noConfirm = false
    var showHelp = false
    var baselinePath: String?
    var writeBaselinePath: String?
    var fix = false
    var dryRun = false
    var noCache = false
    var cachePath: String?

    struct UsageError: Error, Equatable {
        var message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> LintOptions {
        var options = LintOptions()
        var index = 0
        var flagsEnded = false
        /// `--flag VALUE` or `--flag=VALUE`.
        func value(for flag: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "option '\(flag)' needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
                options.paths.append(argument)
                index += 1
                continue
            }
            var flag = argument
            var inline: String? = nil
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func noValue() throws(UsageError) {
                if inline != nil { throw UsageError(message: "option '\(flag)' takes no value") }
            }
            switch flag {
            case "--":
                flagsEnded = true
            case "--config":
                options.configPath = try value(for: flag, inline: inline)
            case "--reporter":
                let name = try value(for: flag, inline: inline)
                guard let kind = ReporterKind(rawValue: name) else {
                    throw UsageError(message: "unknown reporter '\(name)' for '--reporter'; expected one of \(Configuration.reporterNames.joined(separator: ", "))")
                }
                options.reporter = kind
            case "--jobs", "-j":
                let text = try value(for: flag, inline: inline)
                guard let jobs = Int(text), jobs > 0 else {
                    throw UsageError(message: "option '\(flag)' expects a positive whole number, got '\(text)'")
                }
                options.jobs = jobs
            case "--stdin-path":
                options.stdinPath = try value(for: flag, inline: inline)
            case "--baseline":
                options.baselinePath = try value(for: flag, inline: inline)
            case "--write-baseline":
                options.writeBaselinePath = try value(for: flag, inline: inline)
            case "--cache-path":
                options.cachePath = try value(for: flag, inline: inline)
            case "--fix": try noValue(); options.fix = true
            case "--dry-run": try noValue(); options.dryRun = true
            case "--no-cache": try noValue(); options.noCache = true
            case "--strict": try noValue(); options.strict = true
            case "--quiet", "-q": try noValue(); options.quiet = true
            case "--no-color": try noValue(); options.noColor = true
            case "--no-confirm": try noValue(); options.noConfirm = true
            case "--help", "-h": try noValue(); options.showHelp = true
            default:
                throw UsageError(message: "unknown option '\(flag)'")
            }
            index += 1
        }
        if options.stdinPath != nil && !options.paths.isEmpty {
            throw UsageError(message: "paths cannot be combined with '--stdin-path' (standard input is the one file linted)")
        }
        if options.dryRun && !options.fix {
            throw UsageError(message: "'--dry-run' only goes with '--fix'")
        }
        if options.fix && options.stdinPath != nil {
            throw UsageError(message: "'--fix' rewrites files in place and cannot be combined with '--stdin-path'")
        }
        if options.baselinePath != nil && options.writeBaselinePath != nil {
            throw UsageError(message: "'--baseline' and '--write-baseline' cannot be combined")
        }
        return options
    }

    static let help = """
    usage: viewlint [lint] [OPTIONS] [PATH…]

    Lints the Swift files under each PATH (default: the current directory). Folders are
    searched for .swift files, skipping hidden folders, .build, DerivedData, Pods, Carthage
    and .git; a path named here is always linted.

    options:
      --config FILE        configuration file (default: the nearest .viewlint.yml upward
                           from the working directory, or from --stdin-path's folder)
      --reporter NAME      text | xcode | json | sarif | github (default: text on a
                           terminal, xcode otherwise, or `reporter:` from the configuration)
      --strict             warnings fail the run too (exit 1)
      --quiet, -q          print only findings: no summary, no progress
      --jobs N, -j N       parallel workers (default: the number of active processors)
      --stdin-path PATH    lint standard input as if it were the file PATH
      --no-color           no colours in text output (NO_COLOR is respected too)
      --no-confirm         skip the reference engine (faster; findings carry no evidence)
      --fix                apply the safe fixes in place, lint again, report what is left
      --dry-run            with --fix: print the changes as a unified diff, write nothing
      --baseline FILE      report only findings FILE does not list (see 'viewlint baseline')
      --write-baseline FILE  record every current finding in FILE and report none
      --no-cache           analyse every file, ignoring and not updating the cache
      --cache-path DIR     cache folder (default: $XDG_CACHE_HOME/viewlint, else
                           ~/.cache/viewlint; ~/Library/Caches/viewlint on macOS)
      --help, -h           show this help

    exit status: 0 nothing fails the run; 1 findings at or above the failing severity
    (errors; warnings too with --strict); 2 usage, configuration or input errors.

    """
}
