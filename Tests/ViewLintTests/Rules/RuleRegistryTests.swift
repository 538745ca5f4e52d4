import Foundation
import Testing
import ViewLint
import ViewLintRules

@Suite struct RuleRegistryTests {
    /// Every `struct …Rule: Rule` in Sources/ViewLintRules (one folder per rule) must be in the registry.
    @Test func everyRuleFileIsRegistered() throws {
        let folder = LintTestSupport.packageRoot.appendingPathComponent("Sources/ViewLintRules")
        let registered = Set(RuleRegistry.all.map { String(describing: $0) })
        var declared: [String] = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for name in files where name.hasSuffix("Rule.swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public struct ") && line.contains(": Rule") {
                let typeName = line.dropFirst("public struct ".count).prefix { $0.isLetter || $0.isNumber }
                declared.append(String(typeName))
            }
        }
        #expect(!declared.isEmpty)
        for typeName in declared {
            #expect(registered.contains(typeName), "\(typeName) is missing from RuleRegistry.all")
        }
    }

    @Test func idsAreUniqueSnakeCase() {
        let ids = RuleRegistry.ruleIDs
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
        }
    }
}
