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
    var fullTrace = false
    var showHelp = false
    var baselinePath: String?
    var writeBaselinePath: String?
    var fix = false
    var dryRun = false
    var noCache = false
    var cachePath: String?
    /// `--output FILE`: the report goes to FILE instead of standard output.
    var outputPath: String?
    /// `--only-rule ID` (repeatable): exactly these rules run, whatever the configuration says.
    var onlyRules: [String] = []
    /// `--no-strict`: warnings do not fail the run, even with `strict: true`.
    var noStrict = false
    /// `--lenient`: errors are reported as warnings, and warnings fail nothing (SwiftLint's).
    var lenient = false
    var allowZeroLintableFiles = false
    /// SwiftLint's explicit switches for Xcode's script inputs (used anyway when no path is given).
    var useScriptInputFiles = false
    var useScriptInputFileLists = false
    var showVersion = false

    /// The command line's overrides of the configuration.
    func apply(to configuration: inout Configuration) {
        if strict { configuration.strict = true; configuration.lenient = false }
        if noStrict { configuration.strict = false }
        if lenient { configuration.lenient = true; configuration.strict = false }
        if noConfirm { configuration.confirm = false }
        if fullTrace { configuration.fullTrace = true }
        if allowZeroLintableFiles { configuration.allowZeroLintableFiles = true }
        if !onlyRules.isEmpty {
            configuration.onlyRules = onlyRules
            configuration.disabledRules = []
        }
    }

    /// `--lenient` or `lenient: true`: an error is reported as a warning (SwiftLint's downgrade).
    static func lenient(_ finding: Finding) -> Finding {
        var copy = finding
        if copy.severity == .error { copy.severity = .warning }
        return copy
    }

    /// The path reported for `--use-stdin` without `--stdin-path`.
    static let unnamedStandardInput = "<stdin>"
    /// `--force-exclude`: `excluded` applies to paths named explicitly too (the git hooks).
    var forceExclude = false

    struct UsageError: Error, Equatable {
        var message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> LintOptions {
        var options = LintOptions()
        var index = 0
        var flagsEnded = false
        var useStdin = false
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
            case "--use-stdin":
                try noValue()
                useStdin = true
            case "--output", "-o":
                options.outputPath = try value(for: flag, inline: inline)
            case "--only-rule":
                let id = try value(for: flag, inline: inline)
                guard RuleCatalog.ids.contains(id) else {
                    let near = NearestName.find(id, among: RuleCatalog.ids).map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError(message: "unknown rule '\(id)' for '--only-rule'\(near); run 'viewlint rules' for the list")
                }
                if !options.onlyRules.contains(id) { options.onlyRules.append(id) }
            case "--baseline":
                options.baselinePath = try value(for: flag, inline: inline)
            case "--write-baseline":
                options.writeBaselinePath = try value(for: flag, inline: inline)
            case "--cache-path":
                options.cachePath = try value(for: flag, inline: inline)
            case "--fix": try noValue(); options.fix = true
            case "--dry-run": try noValue(); options.dryRun = true
            case "--no-cache": try noValue(); options.noCache = true
            case "--force-exclude": try noValue(); options.forceExclude = true
            case "--strict": try noValue(); options.strict = true
            case "--no-strict": try noValue(); options.noStrict = true
            case "--lenient": try noValue(); options.lenient = true
            case "--allow-zero-lintable-files": try noValue(); options.allowZeroLintableFiles = true
            case "--use-script-input-files": try noValue(); options.useScriptInputFiles = true
            case "--use-script-input-file-lists": try noValue(); options.useScriptInputFileLists = true
            case "--version": try noValue(); options.showVersion = true
            case "--quiet", "-q": try noValue(); options.quiet = true
            case "--no-color": try noValue(); options.noColor = true
            case "--no-confirm": try noValue(); options.noConfirm = true
            case "--full-trace": try noValue(); options.fullTrace = true
            case "--help", "-h": try noValue(); options.showHelp = true
            default:
                throw UsageError(message: "unknown option '\(flag)'")
            }
            index += 1
        }
        // `--use-stdin` alone lints standard input under a name that says so.
        if useStdin && options.stdinPath == nil { options.stdinPath = LintOptions.unnamedStandardInput }
        if options.strict && (options.noStrict || options.lenient) {
            throw UsageError(message: "'--strict' cannot be combined with '\(options.lenient ? "--lenient" : "--no-strict")'")
        }
        if options.stdinPath != nil && (options.useScriptInputFiles || options.useScriptInputFileLists) {
            throw UsageError(message: "standard input cannot be combined with Xcode's script input files")
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

    Lints the Swift files under each PATH (default: the current directory, or in an Xcode
    build phase the script's input files). Folders are searched for .swift files, skipping
    hidden folders, .build, DerivedData, Pods, Carthage and .git; a path named here is always
    linted (unless --force-exclude). The whole project (the folder of the configuration file,
    else the git work tree, else the current directory, or the folder linted when it lies
    outside it) is indexed, so a file gets the same findings however it is linted.

    options:
      --config FILE        configuration file (default: the nearest .viewlint.yml upward
                           from the working directory, or from --stdin-path's folder, refined
                           by nested .viewlint.yml files; --config turns nesting off)
      --reporter NAME      text | xcode | json | sarif | github | checkstyle | junit |
                           codeclimate | markdown (default: text on a terminal, xcode
                           otherwise, or `reporter:` from the configuration)
      --output FILE, -o FILE  write the report to FILE instead of standard output
      --strict             warnings fail the run too (exit 1), even with `lenient: true`
      --no-strict          warnings do not fail the run, even with `strict: true`
      --lenient            report errors as warnings; findings then fail nothing (as
                           `lenient: true`)
      --only-rule ID       run only this rule (repeatable), ignoring the configuration's
                           rule selection
      --quiet, -q          print only findings: no summary, no progress
      --jobs N, -j N       parallel workers (default: the number of active processors)
      --stdin-path PATH    lint standard input as if it were the file PATH
      --use-stdin          lint standard input (reported as <stdin> unless --stdin-path)
      --use-script-input-files, --use-script-input-file-lists
                           lint Xcode's SCRIPT_INPUT_FILE_n / SCRIPT_INPUT_FILE_LIST_n
                           (used without these flags too when no PATH is given)
      --allow-zero-lintable-files
                           finding no Swift file to lint is not an error
      --no-color           no colours in text output (NO_COLOR and TERM=dumb too)
      --no-confirm         skip the reference engine (faster; findings carry no evidence)
      --full-trace         evidence carries the engine's whole trace of both runs (JSON), not only the flagged site's events
      --fix                apply the safe fixes in place, lint again, report what is left
      --dry-run            with --fix: print the changes as a unified diff, write nothing
      --baseline FILE      report only findings FILE does not list (see 'viewlint baseline')
      --write-baseline FILE  record every current finding in FILE and report none
      --force-exclude      apply 'excluded' to paths named here too (for git hooks)
      --no-cache           analyse every file, ignoring and not updating the cache
      --cache-path DIR     cache folder (default: $XDG_CACHE_HOME/viewlint, else
                           ~/.cache/viewlint; ~/Library/Caches/viewlint on macOS)
      --version            print the version
      --help, -h           show this help

    exit status: 0 nothing fails the run; 1 findings at or above the failing severity
    (errors; warnings too with --strict); 2 usage, configuration or input errors, and no
    lintable files found (unless allowed).

    """
}
