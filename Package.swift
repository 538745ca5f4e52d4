// swift-tools-version:6.0
// ViewLint: a static analyzer for SwiftUI view code. No package dependencies, by design:
// the tokenizer, parser, configuration reader and reference engine are all our own.
import PackageDescription

let package = Package(
    name: "ViewLint",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ViewLint", targets: ["ViewLint"]),
        .library(name: "ViewLintRules", targets: ["ViewLintRules"]),
        .executable(name: "viewlint", targets: ["ViewLintCLI"]),
        .plugin(name: "ViewLintCommandPlugin", targets: ["ViewLintCommandPlugin"]),
        .plugin(name: "ViewLintBuildToolPlugin", targets: ["ViewLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "ViewLint"),
        .target(name: "ViewLintRules", dependencies: ["ViewLint"]),
        // `viewlint lsp`'s protocol layer (framing, JSON-RPC, documents, diagnostics, actions),
        // a library so its tests run without the command line; the analysis is handed to it.
        .target(name: "ViewLintLanguageServer", dependencies: ["ViewLint"]),
        .executableTarget(name: "ViewLintCLI", dependencies: ["ViewLint", "ViewLintRules", "ViewLintLanguageServer"]),
        // `swift package viewlint` and per-target linting during builds (Plugins/).
        .plugin(name: "ViewLintCommandPlugin",
                capability: .command(intent: .custom(verb: "viewlint", description: "Lint SwiftUI code with viewlint")),
                dependencies: ["ViewLintCLI"]),
        .plugin(name: "ViewLintBuildToolPlugin", capability: .buildTool(), dependencies: ["ViewLintCLI"]),
        .testTarget(
            name: "ViewLintTests",
            // The executable too, so `swift test` builds it before the end-to-end tests run it.
            dependencies: ["ViewLint", "ViewLintRules", "ViewLintCLI"]
        ),
        .testTarget(
            name: "ViewLintLanguageServerTests",
            dependencies: ["ViewLint", "ViewLintLanguageServer", "ViewLintCLI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
