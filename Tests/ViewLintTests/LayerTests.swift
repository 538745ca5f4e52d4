import Foundation
import Testing
import ViewLint

/// The direction of Sources/ViewLint's layers (docs/ARCHITECTURE.md): a file may name types of
/// its own layer and of the layers below it, never of a layer above. Every file is read with
/// our own tokenizer and parser: the parser finds the types each layer declares at the top
/// level, the tokens find where a file names one. Rules (ViewLintRules) and front ends
/// (ViewLintCLI, the language server) are separate SwiftPM targets on top; the target graph
/// already keeps the library from naming them.
@Suite struct LayerTests {
    enum Layer: Int, Comparable {
        case syntax, index, engine, lowering, lint, report, configuration, analysis
        static func < (a: Layer, b: Layer) -> Bool { a.rawValue < b.rawValue }

        /// Whether a file of this layer may name a type declared in `other`: its own layer and
        /// those below, except that the engine names no syntax and no index (it runs programs
        /// that lowering builds, whatever their source).
        func mayName(_ other: Layer) -> Bool {
            other <= self && !(self == .engine && other < .engine)
        }

        /// The layer of a folder directly under Sources/ViewLint.
        init?(folder: String) {
            switch folder {
            case "Source", "Syntax": self = .syntax            // bytes, tokens, tree
            case "Index": self = .index                        // project facts, view code, SwiftUI catalog
            case "Engine": self = .engine                      // program, runtime, values, experiments: no syntax
            case "Lowering": self = .lowering                  // syntax and index to program
            case "Lint": self = .lint                          // rule API, linter, confirmation, fixes
            case "Report": self = .report                      // reporters
            case "Config": self = .configuration               // .viewlint.yml: rules, severities, reporter
            case "Analysis": self = .analysis                  // the session both front ends call
            default: return nil
            }
        }
    }

    /// Today's known references against the direction: "file's layer → type named", and why it
    /// is allowed for now. Each one is code to move. The test also fails when an entry is no
    /// longer needed, so the list only shrinks.
    static let allowed: [String: String] = [:]

    struct Declaration { var layer: Layer; var file: String }
    struct Violation: CustomStringConvertible {
        var file: String, line: Int, layer: Layer, type: String, declared: Declaration
        var key: String { "\(layer) → \(type)" }
        var description: String {
            "\(file):\(line): \(layer) names `\(type)`, declared in \(declared.layer) (\(declared.file))"
        }
    }

    static let root = ConfigurationTests.repositoryRoot + "/Sources/ViewLint"

    /// Every Swift file under Sources/ViewLint with its layer, parsed.
    static func files() throws -> [(path: String, layer: Layer, tree: SyntaxTree)] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var files: [(String, Layer, SyntaxTree)] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let folder = String(relative.prefix { $0 != "/" })
            let layer = try #require(Layer(folder: folder), "Sources/ViewLint/\(folder) has no layer: add it to LayerTests.Layer")
            let bytes = try #require(FileManager.default.contents(atPath: root + "/" + relative))
            let tree = SyntaxTree.parse(SourceFile(path: "Sources/ViewLint/" + relative, bytes: Array(bytes)))
            #expect(!tree.hasErrors, "our parser does not read Sources/ViewLint/\(relative) cleanly")
            files.append((tree.file.path, layer, tree))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Top-level type declarations (nested types are named through their parent).
    static func declarations(in files: [(path: String, layer: Layer, tree: SyntaxTree)]) -> [String: Declaration] {
        let kinds: Set<SyntaxKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .typealiasDecl]
        var declared: [String: Declaration] = [:]
        for (path, layer, tree) in files {
            for item in tree.children(tree.root) where kinds.contains(tree.kind(item)) {
                declared[tree.name(item)] = Declaration(layer: layer, file: path)
            }
        }
        return declared
    }

    static func genericParameters(in tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = [], pending = [tree.root]
        while let node = pending.popLast() {
            if tree.kind(node) == .genericParameter { names.insert(tree.name(node)) }
            pending.append(contentsOf: tree.children(node))
        }
        return names
    }

    static func violations() throws -> [Violation] {
        let files = try files()
        let declared = declarations(in: files)
        var found: [Violation] = []
        for (path, layer, tree) in files {
            // A generic parameter (`ByteNameTable<Value>`) shadows a type of the same name.
            var seen = genericParameters(in: tree)
            for (index, token) in tree.tokens.enumerated() where token.kind == .identifier {
                let name = tree.tokenText(Int32(index))
                guard let declaration = declared[name], !layer.mayName(declaration.layer), seen.insert(name).inserted else { continue }
                found.append(Violation(file: path, line: tree.file.location(of: Int(token.offset)).line,
                                       layer: layer, type: name, declared: declaration))
            }
        }
        return found
    }

    @Test func noLayerNamesATypeOfALayerAbove() throws {
        let violations = try Self.violations()
        for violation in violations where Self.allowed[violation.key] == nil {
            Issue.record("\(violation) — against the direction Syntax → Index → Engine (no syntax) → Lowering → Lint → Report → Configuration → Analysis (docs/ARCHITECTURE.md)")
        }
        let used = Set(violations.map(\.key))
        for key in Self.allowed.keys.sorted() where !used.contains(key) {
            Issue.record("allow-list entry \"\(key)\" is no longer needed: remove it from LayerTests.allowed")
        }
    }

    /// Rules ask the tree and the project typed questions (`tree.firstTokenRange(_:)`,
    /// `index.viewType(named:)`, `index.publishedProperties(ofClass:)`…), never read their raw
    /// arrays and tables: those can change shape without touching a rule.
    static let rawReads: [String: String] = [
        "nodes": "the tree's node array", "tokens": "the tree's token array",
        "facts": "the project's fact tables", "viewTypes": "the index's array of view types",
    ]

    @Test func rulesUseTypedAccessors() throws {
        let rules = ConfigurationTests.repositoryRoot + "/Sources/ViewLintRules"
        let enumerator = try #require(FileManager.default.enumerator(atPath: rules))
        var checked = 0
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let bytes = try #require(FileManager.default.contents(atPath: rules + "/" + relative))
            let tree = SyntaxTree.parse(SourceFile(path: "Sources/ViewLintRules/" + relative, bytes: Array(bytes)))
            let texts = tree.tokens.indices.map { tree.tokenText(Int32($0)) }
            for (i, token) in tree.tokens.enumerated() where token.kind == .identifier && i > 0 {
                let line = tree.file.location(of: Int(token.offset)).line
                let where_ = "Sources/ViewLintRules/\(relative):\(line)"
                let next = i + 1 < texts.count ? texts[i + 1] : ""
                if texts[i - 1] == ".", let what = Self.rawReads[texts[i]], next != "(" {
                    Issue.record("\(where_): a rule reads \(what) (`.\(texts[i])`): ask through a typed accessor instead")
                }
                if texts[i] == "index", texts[i - 1] == ".", i > 1, texts[i - 2] == "index" {
                    Issue.record("\(where_): a rule reads the raw index (`index.index`): ask the `ProjectModel` instead")
                }
                if texts[i] == "tree", next == "[" {
                    Issue.record("\(where_): a rule subscripts the tree's nodes (`tree[…]`): use the tree's accessors instead")
                }
            }
            checked += 1
        }
        #expect(checked > 20, "the rules' sources were found")
    }

    /// The test would see a wrong-direction reference: the engine names no syntax, and a
    /// type declared in Lint is found as declared there.
    @Test func theMapSeesEveryLayer() throws {
        let files = try Self.files()
        let declared = Self.declarations(in: files)
        #expect(declared["SyntaxTree"]?.layer == .syntax)
        #expect(declared["Engine"]?.layer == .engine)
        #expect(declared["Finding"]?.layer == .lint)
        #expect(Set(files.map(\.layer)).count == 8, "every layer has files")
    }
}
