import Testing
@testable import ViewLint
import ViewLintRules

/// Project facts (helpers, declared types, fresh properties, usage) scoped by module, like the
/// index's type lookups: two modules declaring the same names differently do not see each
/// other's, and linting them together reports what each reports alone.
@Suite struct ModuleFactsTests {
    /// `Alpha` and `Beta` both declare a `when` helper on `View` and an `Item`: Alpha's helper
    /// switches identity on its condition and Alpha's `Item` mints a fresh id; Beta's do
    /// neither. `Gamma` imports Alpha in one file and declares its own `Item`.
    static let files: [(path: String, code: String)] = [
        ("Alpha/Helpers.swift", """
            import SwiftUI

            extension View {
                @ViewBuilder
                func when(_ condition: Bool, transform: (Self) -> some View) -> some View {
                    if condition { transform(self) } else { self }
                }
            }

            struct Item: Identifiable {
                let id = UUID()
                var title: String
            }

            public struct Token {
                let id = UUID()
            }

            struct Badge: View {
                var body: some View { Text("badge") }
            }

            """),
        ("Alpha/Screen.swift", """
            import SwiftUI

            struct AlphaScreen: View {
                @State private var highlighted = false

                var body: some View {
                    Text("alpha")
                        .when(highlighted) { $0.bold() }
                        .onTapGesture { highlighted.toggle() }
                }
            }

            """),
        ("Beta/Helpers.swift", """
            import SwiftUI

            extension View {
                func when(_ spacing: CGFloat) -> some View {
                    padding(spacing)
                }
            }

            struct Item: Identifiable {
                let id: Int
                var title: String
            }

            """),
        ("Beta/Screen.swift", """
            import SwiftUI

            struct BetaScreen: View {
                @State private var spacing: CGFloat = 4

                var body: some View {
                    Text("beta")
                        .when(spacing)
                        .onTapGesture { spacing += 1 }
                }
            }

            """),
        ("Gamma/List.swift", """
            import Alpha
            import SwiftUI

            struct Item {
                let id: Int
            }

            struct GammaList: View {
                let counts: [Int]

                var body: some View {
                    ForEach(counts, id: \\.self) { _ in Badge() }
                }
            }

            """),
        ("Gamma/Detail.swift", """
            import SwiftUI

            struct GammaDetail: View {
                var body: some View { Text("detail") }
            }

            """),
    ]

    static func model(_ files: [(path: String, code: String)], singleModule: Bool = false) -> ProjectModel {
        var map = ModuleMap(root: "/project")
        let trees = files.map { SyntaxTree.parse(SourceFile(path: $0.path, text: $0.code)) }
        let declarations = trees.map { DeclarationSummary(tree: $0) }
        let scopes = ModuleScopes(files: files.indices.map { k in
            (files[k].path, singleModule ? [0] : map.modules(ofFile: "/project/" + files[k].path), declarations[k].summary.imports)
        }, map: map)
        return Linter.projectModel(declarations, scopes: scopes)
    }

    @Test func factsResolveWithinTheModuleAndItsImports() {
        let model = Self.model(Self.files)
        let alpha = model.seen(from: "Alpha/Screen.swift"), beta = model.seen(from: "Beta/Screen.swift")
        let gamma = model.seen(from: "Gamma/List.swift")

        #expect(alpha.conditionalHelper(named: "when") != nil)
        #expect(beta.conditionalHelper(named: "when") == nil, "Beta's when(_:) reads no condition; Alpha's is not visible")
        #expect(gamma.conditionalHelper(named: "when") != nil, "Gamma imports Alpha")
        // Member lookup finds extensions of every module the module loads, types only through
        // the file's own imports.
        let detail = model.seen(from: "Gamma/Detail.swift")
        #expect(detail.conditionalHelper(named: "when") != nil, "another file of Gamma imports Alpha")
        #expect(!detail.instancesDiffer(typeNamed: "Token"), "Detail.swift does not import Alpha")

        #expect(alpha.instancesDiffer(typeNamed: "Item"))
        #expect(!beta.instancesDiffer(typeNamed: "Item"), "Beta's Item has a stored id")
        #expect(!gamma.instancesDiffer(typeNamed: "Item"), "Gamma's own Item hides Alpha's")
        #expect(gamma.instancesDiffer(typeNamed: "Token"), "Alpha's Token, imported")
        #expect(!beta.instancesDiffer(typeNamed: "Token"))
        #expect(beta.declaredType(named: "Item")?.declarationCount == 1)
        #expect(gamma.declaredType(named: "Item")?.declarationCount == 1)
        #expect(beta.declaredType(named: "Token") == nil)

        // Usage reaches the module whose view it builds: Gamma builds Alpha's Badge as rows.
        #expect(alpha.isRowContent(typeNamed: "Badge"))
        #expect(!beta.isRowContent(typeNamed: "Badge"))

        // A model seen from one file answers from another when asked again (lowering does).
        #expect(beta.seen(from: "Alpha/Screen.swift").conditionalHelper(named: "when") != nil)
        // From no file in particular: everything, as before modules.
        #expect(model.instancesDiffer(typeNamed: "Token") && model.conditionalHelper(named: "when") != nil)
    }

    @Test func oneModuleSeesEverything() {
        let model = Self.model(Self.files, singleModule: true).seen(from: "Beta/Screen.swift")
        #expect(model.conditionalHelper(named: "when") != nil)
        #expect(model.instancesDiffer(typeNamed: "Token"))
        #expect(model.declaredType(named: "Item")?.declarationCount == 3)
    }

    /// Questions are answered by looking through the module groups (`FactsLookup`), not from a
    /// merged copy per point of view: every answer, for every file's point of view and every
    /// name the facts mention, is the one the merged copy gives.
    @Test func lookupsThroughGroupsAnswerAsTheMergedFacts() {
        let model = Self.model(Self.files)
        var checked = 0
        for viewpoint in Self.files.map(\.path) + [nil] {
            let seen = viewpoint.map { model.seen(from: $0) } ?? model
            let merged = seen.facts
            var names = Set(merged.declaredTypes.keys).union(merged.protocolParents.keys).union(merged.classes.keys)
            names.formUnion(merged.freshProperties.keys)
            names.formUnion(merged.constantProperties.keys)
            names.formUnion(merged.conditionalHelpers.keys)
            names.formUnion(merged.anyViewErasers)
            names.formUnion(merged.usage.rowContent)
            names.formUnion(merged.usage.destinations)
            names.formUnion(merged.usage.written.keys)
            names.formUnion(["Item", "Token", "Badge", "when", "Missing"])
            for name in names {
                let where_ = "\(name) seen from \(viewpoint ?? "no file")"
                #expect(seen.declaredType(named: name)?.declarationCount == merged.declaredTypes[name]?.declarationCount, "\(where_)")
                #expect(seen.declaredType(named: name)?.inherited == merged.declaredTypes[name]?.inherited, "\(where_)")
                #expect(seen.declaredType(named: name)?.kind == merged.declaredTypes[name]?.kind, "\(where_)")
                #expect(seen.instancesDiffer(typeNamed: name)
                        == (!(merged.freshProperties[name]?.isEmpty ?? true) || merged.identityIdentifiedClasses.contains(name)), "\(where_)")
                #expect(seen.isAnyViewEraser(named: name) == merged.anyViewErasers.contains(name), "\(where_)")
                #expect((seen.conditionalHelper(named: name) != nil) == (merged.conditionalHelpers[name] != nil), "\(where_)")
                #expect(seen.declaresProtocol(named: name) == (merged.protocolParents[name] != nil), "\(where_)")
                #expect(seen.classObservation(ofClass: name) == merged.classObservation(ofClass: name), "\(where_)")
                #expect(seen.isRowContent(typeNamed: name) == merged.usage.rowContent.contains(name), "\(where_)")
                #expect(seen.isDestination(typeNamed: name) == merged.usage.destinations.contains(name), "\(where_)")
                #expect(seen.resyncedNames(inType: name) == merged.usage.resynced[name] ?? [], "\(where_)")
                #expect(seen.identityNames(inType: name) == merged.usage.identities[name] ?? [], "\(where_)")
                for property in ["id", "title", "highlighted", "spacing", "counts"] {
                    #expect(seen.freshInitializer(ofProperty: property, inType: name) == merged.freshProperties[name]?[property], "\(where_).\(property)")
                    #expect(seen.isConstantProperty(property, inType: name) == (merged.constantProperties[name]?.contains(property) ?? false),
                            "\(where_).\(property)")
                    #expect(seen.writes(property: property, inType: name) == (merged.usage.written[name]?.contains(property) ?? false),
                            "\(where_).\(property)")
                }
                checked += 1
            }
        }
        #expect(checked > 30)
    }

    /// Through the session and the rules: each app's findings are the same linted with the
    /// other app as alone.
    @Test func appsLintedTogetherReportWhatEachReportsAlone() {
        let settings = AnalysisSettings(configuration: Configuration(), rules: RuleRegistry.all + BuiltInRules.all)
        func findings(_ files: [(path: String, code: String)]) -> [String: [String]] {
            let session = AnalysisSession(documents: files.map { SourceFile(path: $0.path, text: $0.code) }, settings: settings)
            let result = session.analyze(files.map(\.path))
            var byFile: [String: [String]] = [:]
            for finding in result.findings {
                byFile[finding.path, default: []].append("\(finding.ruleID)@\(finding.range.lowerBound) \(finding.severity) \(finding.evidence?.status.rawValue ?? "-")")
            }
            return byFile
        }
        let apps = [Array(Self.files[0 ... 1]), Array(Self.files[2 ... 3])]
        let together = findings(apps[0] + apps[1])
        #expect(together["Alpha/Screen.swift"]?.contains { $0.hasPrefix("conditional_modifier@") } == true)
        #expect(together["Beta/Screen.swift"] == nil, "Alpha's conditional helper reached Beta: \(together)")
        for app in apps {
            let alone = findings(app)
            for file in app.map(\.path) { #expect(together[file] == alone[file], "\(file)") }
        }
    }
}
