import Foundation
import Testing
import ViewLint
import ViewLintRules

/// unstable_id's help where a comment beside the `.id` gives the new identity a reason (review
/// s12 #42, #43): the finding stands, and the help says how to keep the code and silence it.
@Suite struct UnstableIDWordingTests {
    static let suppression = "If the new identity is deliberate, as the comment here says, keep it and end the line with "
        + "`// viewlint:disable:this unstable_id - <why>`."

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
            #expect(help.hasSuffix(Self.suppression), "\(help)")
        }
        // The suppression it names silences the finding.
        let silenced = Self.spinner(after: " // viewlint:disable:this unstable_id - fixes progress view being invisible")
        #expect(Self.help(silenced) == nil)
    }

    @Test func noCommentOrOneGivingNoReasonKeepsThePlainHelp() throws {
        let plain = "Re-key only when the view should start over, with an id kept in the model or in `@State` and changed then "
            + "(`.id(requestID)`), or remove `.id`."
        for code in [Self.spinner(), Self.spinner(above: "// The spinner"), Self.spinner(after: " // spinner")] {
            #expect(Self.help(code) == plain)
        }
        // A reason two lines up, past a line of code, is not beside the `.id`.
        let farAway = Self.spinner().replacingOccurrences(of: "        VStack {", with: "        // works around a bug\n        VStack {")
        #expect(Self.help(farAway) == plain)
    }
}
