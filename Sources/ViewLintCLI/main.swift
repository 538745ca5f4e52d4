// The `viewlint` executable: picks the command and turns its outcome into an exit code.
// Each command lives in its own file; this file only dispatches.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let status = CommandDispatcher.run(arguments)
exit(status)
