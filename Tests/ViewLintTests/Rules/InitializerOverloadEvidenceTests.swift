import Testing
import ViewLint
import ViewLintRules

/// A view with initializers that differ only in a parameter's type: which one a construction
/// calls is Swift's choice by the argument's type (review s18 §2.6, §3 INIT).
@Suite struct InitializerOverloadEvidenceTests {
    func evidence(_ code: String, at marker: String) -> Evidence? {
        let source = SourceFile(path: "View.swift", text: code)
        let output = Linter(rules: LintTestSupport.allRules, jobs: 1, confirmation: ConfirmationSettings()).lint([source])
        let line = code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
        return output.findings.first { $0.ruleID == "closure_binding" && source.location(of: $0.range.lowerBound).line == line }?.evidence
    }

    static let dial = """
        import SwiftUI
        struct VolumeDial: View {
            @Binding var level: Double?
            let onCommit: (Bool) -> Void
            init(level: Binding<Double?>, onCommit: @escaping (Bool) -> Void = { _ in }) {
                _level = level
                self.onCommit = onCommit
            }
            init<T: BinaryInteger>(level: Binding<T>, onCommit: @escaping (Bool) -> Void = { _ in }) {
                _level = Binding<Double?>(get: { Double(level.wrappedValue) }, set: { level.wrappedValue = T($0 ?? 0) })
                self.onCommit = onCommit
            }
            var body: some View { Text("\\(level ?? 0)") }
        }
        struct Mixer: View {
            @State private var volume = 3
            @State private var muted = false
            var body: some View {
                VStack {
                    VolumeDial(level: $volume) { _ in muted = false }
                    VolumeDial(level: $volume, onCommit: { _ in })
                    Toggle("Muted", isOn: $muted)
                }
            }
        }
        """

    @Test func constructionsFittingTwoOverloadsAreNamedNotDenied() {
        // Both constructions fit both initializers by their labels (the trailing closure fills
        // the defaulted `onCommit`); the engine cannot tell which Swift calls.
        let found = evidence(Self.dial, at: "_level = Binding<Double?>")
        #expect(found?.status == .inconclusive)
        #expect(found?.summary == "unconfirmed: 2 constructions of `VolumeDial` (View.swift:20, View.swift:21) fit `VolumeDial.init(level:onCommit:)` (`level: Binding<T>`, generic over `<T: BinaryInteger>`), which builds this binding, and `VolumeDial.init(level:onCommit:)` (`level: Binding<Double?>`) alike by their labels: Swift picks the initializer by the argument's type, which the engine does not infer, so it hosts none of them",
                "\(found?.summary ?? "-")")
    }

    static let countField = """
        import SwiftUI
        struct CountField: View {
            @Binding private var count: Double?
            private let title: String
            init(_ title: String, count: Binding<Double?>) {
                self.title = title
                _count = count
            }
            init(_ title: String, count: Binding<Int>) {
                let wrapped = Binding<Double?>(get: { Double(count.wrappedValue) }, set: { count.wrappedValue = Int($0 ?? 0) })
                self.init(title, count: wrapped)
            }
            var body: some View { Text("\\(title): \\(count ?? 0)") }
        }
        struct Basket: View {
            @Binding var dozens: Int
            let limit: Int
            var body: some View {
                CountField("Eggs", count: Binding<Int>(get: { dozens * 12 }, set: { dozens = $0 / 12 }))
            }
        }
        """

    @Test func aDelegatingInitializerWrappingTheBindingLeavesTheFixUncounted() {
        // `CountField` stores a binding its `Binding<Int>` initializer builds around the one
        // passed and hands to `self.init`: the engine runs no initializer, so a count with the
        // fix would be of a binding the view never stores.
        let found = evidence(Self.countField, at: "CountField(\"Eggs\"")
        #expect(found?.status == .confirmed)
        let summary = found?.summary ?? "-"
        #expect(summary.hasPrefix("`CountField.body` ran 10 of 10 updates (the parent passing a new `limit`); with "), "\(summary)")
        #expect(summary.contains(": not counted: `CountField.init(_:count:)`, which this construction calls, wraps `count` in a new `Binding(get:set:)` and hands that to `self.init`"), "\(summary)")
        #expect(!summary.contains(": 0 of 10"), "\(summary)")
    }
}
