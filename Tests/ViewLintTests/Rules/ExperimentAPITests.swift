import Foundation
import Testing
import ViewLint
import ViewLintRules

/// What the experiments API promises rules: a run that does not show what the rule needs is no
/// refutation, and a rule's cheap checks come before the lowering.
@Suite struct ExperimentAPITests {
    /// Every rule's experiment drops the drivers the project's code can never produce right after
    /// lowering its site (`ImpossibleDrivers.prune`): a rule that forgot would confirm through a
    /// parent that never re-runs. Read from the rules' sources: each `context.lowered(` call, and the rest of its function.
    @Test func everyLoweredSiteIsPruned() throws {
        let root = ConfigurationTests.repositoryRoot + "/Sources/ViewLintRules"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var lowerings = 0
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where line.contains("context.lowered(") {
                lowerings += 1
                // The rest of the function: up to the next declaration of one.
                let rest = lines[(number + 1)...].prefix { !$0.contains(" func ") }
                #expect(rest.contains { $0.contains("ImpossibleDrivers.prune(") }, "\(relative):\(number + 1) lowers a site without pruning it")
            }
        }
        #expect(lowerings >= 10, "the rules' experiments were found")
    }

    /// `Parent` shows a `Leaf` (mark 0) given `n`, and a driver changes `n`.
    static func leafProgram() -> ViewProgram {
        var p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("n", .int(0))], body: .vstack([.marked(0, .custom("Leaf", ["n": .read("n")]))])),
            ViewType("Leaf", fields: [.plain("n")], body: .text(.read("n"))),
        ])
        p.marks = [SiteMark("leaf")]
        return p
    }

    static let changingN = Driver("changing `n`", kind: .state, field: "n",
                                  steps: ScenarioStep.repeated(4, on: .root, [.increment("n", by: 1)]), semantics: [.v17plus])

    /// Equal counts from runs that re-ran the code refute, unless the experiment says what an
    /// exercising run must show and none shows it: then the reason it gives, with the held drivers.
    @Test func aRunThatDoesNotShowTheExercisedCheckIsNoRefutation() {
        let program = Self.leafProgram()
        var experiment = SiteExperiment(program: program, fixed: program, drivers: [Self.changingN], site: 0, counted: 0,
                                        options: EngineOptions(), measure: { $0.staleStateUpdates })
        guard case .refuted = experiment.run().verdict else { Issue.record("equal counts, code re-run: refuted"); return }
        experiment.exercised = .init(shows: { $0.asWritten.staleStateUpdates > 0 },
                                     otherwise: { held in "no new value reached the state (held: \(held.count))" })
        guard case .inconclusive(let reason) = experiment.run().verdict else { Issue.record("refuted without the check shown"); return }
        #expect(reason == "no new value reached the state (held: 0)")
        // A run that shows it still refutes.
        experiment.exercised = .init(shows: { $0.asWritten.bodyRuns > 0 }, otherwise: { _ in "unused" })
        guard case .refuted = experiment.run().verdict else { Issue.record("the check shown: refuted"); return }
    }

    /// state_write_in_init reads the `init` before lowering the view: an unknown value is said
    /// as such even where the view's `body` (declared in another file) cannot be hosted.
    @Test func stateWriteInInitSaysTheUnknownValueBeforeLoweringTheView() throws {
        let view = """
            import SwiftUI

            struct BrightnessSetting: View {
                @State private var level = 3

                init() {
                    self.level = UserDefaults.standard.integer(forKey: "brightness")
                }
            }
            """
        let body = """
            import SwiftUI

            extension BrightnessSetting {
                var body: some View {
                    Stepper("Brightness \\(level)", value: $level)
                }
            }
            """
        let findings = LintTestSupport.lint([("BrightnessSetting.swift", view), ("BrightnessSetting+Body.swift", body)], confirm: true)
            .findings.filter { $0.ruleID == "state_write_in_init" }
        #expect(findings.count == 1)
        let evidence = try #require(findings.first?.evidence)
        #expect(evidence.status == .inconclusive)
        #expect(evidence.summary.contains("the engine does not know its value"), "\(evidence.summary)")
    }
}
