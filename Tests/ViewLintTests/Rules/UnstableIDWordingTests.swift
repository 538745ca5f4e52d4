import Foundation
import Testing
import ViewLint
import ViewLintRules

/// unstable_id's help where a comment beside the `.id` gives the new identity a reason (review
/// s12 #42, #43): the finding stands, and the help says how to keep the code and silence it.
/// A lone `ProgressView` holds no state (review s14 #19): its help says what the new identity
/// costs and offers keeping it, with the comment's reason where there is one.
@Suite struct UnstableIDWordingTests {
    static let suppression = "If the new identity is deliberate, as the comment here says, keep it and end the line with "
        + "`// viewlint:disable:this unstable_id - <why>`."
    static let statelessStart = "The view under `.id` is made only of SwiftUI's own views that hold no state: a new identity costs a new subtree "
        + "on every update and restarts their animation (a `ProgressView` spins from the start), nothing more. If that restart is the point ("
    static let statelessEnd = "), keep it and end the line with `// viewlint:disable:this unstable_id - <why>`; otherwise re-key it only when it "
        + "should start over (`.id(requestID)`), or remove `.id`."
    static let commentedHelp = statelessStart + "as the comment here says" + statelessEnd

    static func help(_ code: String) -> String? {
        LintTestSupport.lint(code).findings.first { $0.ruleID == "unstable_id" }?.help
    }

    static func spinner(above: String = "", after: String = "") -> String {
        """
        import SwiftUI
        struct Loading: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \\(taps)") { taps += 1 }
                    ProgressView()
                        \(above)
                        .id(UUID())\(after)
                }
            }
        }
        """
    }

    @Test func aCommentGivingAReasonAddsTheSuppression() throws {
        // Above the line (TCA's "NB: … unless it is given a new identity") and after it (Aidoku's).
        for code in [Self.spinner(above: "// NB: a bug in SwiftUI hides the spinner the second time unless it gets a new identity."),
                     Self.spinner(after: " // fixes progress view being invisible")] {
            let help = try #require(Self.help(code))
            #expect(help == Self.commentedHelp, "\(help)")
            // A view that holds state keeps the plain help, with the suppression.
            let stateful = code.replacingOccurrences(of: "ProgressView()", with: "Counter()") + "\nstruct Counter: View { @State var n = 0\n var body: some View { Button(\"\\(n)\") { n += 1 } } }"
            let statefulHelp = try #require(Self.help(stateful))
            #expect(statefulHelp.hasSuffix(Self.suppression), "\(statefulHelp)")
        }
        // The suppression it names silences the finding.
        let silenced = Self.spinner(after: " // viewlint:disable:this unstable_id - fixes progress view being invisible")
        #expect(Self.help(silenced) == nil)
    }

    @Test func noCommentOrOneGivingNoReasonKeepsThePlainHelp() throws {
        let plain = Self.statelessStart + "a spinner that stops or goes blank in a reused `List` row is restarted this way" + Self.statelessEnd
        for code in [Self.spinner(), Self.spinner(above: "// The spinner"), Self.spinner(after: " // spinner")] {
            #expect(Self.help(code) == plain)
        }
        // A reason two lines up, past a line of code, is not beside the `.id`.
        let farAway = Self.spinner().replacingOccurrences(of: "        VStack {", with: "        // works around a bug\n        VStack {")
        #expect(Self.help(farAway) == plain)
    }
}
