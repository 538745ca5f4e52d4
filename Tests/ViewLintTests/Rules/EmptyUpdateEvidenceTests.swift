import Testing
import ViewLint
import ViewLintRules

/// A closure binding handed to a project representable whose update method is empty
/// (Tests/Fixtures/evidence/representables): SwiftUI's call with the new binding does nothing,
/// a static fact whatever drives the parent. One whose update method reads the binding is run.
/// A binding whose own `set` is empty is told to pass its value instead.
@Suite struct EmptyUpdateEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/representables")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "closure_binding" }

    @Test func anEmptyUpdateMethodRefutesAsAStaticFact() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules).filter {
            Self.fixtures.position(of: $0.range.lowerBound, in: $0.path).line < 60
        }
        Self.fixtures.expect([
            PinnedEvidence(file: "BindingToAnEmptyUpdate.swift", line: 49, rule: "closure_binding", status: .refuted,
                           says: ["a static fact, not a run: `SnapshotPicker.updateUIViewController` is empty"]),
            PinnedEvidence(file: "BindingToAnEmptyUpdate.swift", line: 52, rule: "closure_binding", status: .confirmed,
                           says: ["SwiftUI called `TitledPicker.updateUIViewController` on 10 of 10 updates (changing `cornerRadius`)"]),
        ], in: findings)
    }

    /// A binding its representable never reads leaves nothing to change: no `$` advice.
    @Test func anIgnoredBindingIsNotToldToProjectFromASource() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let snapshot = findings.first { Self.fixtures.position(of: $0.range.lowerBound, in: $0.path).line == 49 }
        #expect(snapshot?.help == "Nothing to change for speed: `SnapshotPicker.updateUIViewController` never reads the binding.",
                "\(snapshot?.help ?? "-")")
    }

    /// A `set` that does nothing leaves no source to project: the help says to pass the value.
    @Test func aBindingThatOnlyCarriesAValueIsToldToPassTheValue() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let swatch = findings.first { Self.fixtures.position(of: $0.range.lowerBound, in: $0.path).line == 74 }
        #expect(swatch?.help?.hasPrefix("Its `set` does nothing, so the binding only carries a value: let `TintSwatch` take the value itself instead of a `@Binding`; if other callers need the binding, pass `.constant(") == true,
                "\(swatch?.help ?? "-")")
        let picker = findings.first { Self.fixtures.position(of: $0.range.lowerBound, in: $0.path).line == 52 }
        #expect(picker?.help?.hasPrefix("Its `set` does nothing") == false, "a representable keeps the usual help")
    }
}
