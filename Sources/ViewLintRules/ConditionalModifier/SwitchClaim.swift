import ViewLint

/// A flagged switch as the experiment and `revise` receive it: where it is, and what the check's
/// message claims, as values, so nothing is read back out of the message's words.
public struct FlaggedSwitch: Sendable {
    public let place: IdentitySwitch
    let claim: SwitchClaim
}

/// What the check's message says a flip costs, read in the code before anything has run.
enum ClaimedCost: Sendable, Equatable {
    /// State and tasks: the check's assumption, which the confirming run's counts replace.
    case stateAndTasks
    /// State or tasks the code shows the switched part holding: kept whatever a run counts.
    case heldInCode
    /// What SwiftUI's own views in it keep (a `ScrollView`'s scroll position): no run counts it.
    case keptByBuiltIns(views: [String], kept: [String])
    /// Content a caller passes: whatever it holds, which a run of this file cannot look into.
    case callerContent

    /// The claim as it ends the message; `plural` for an `if`'s two views, else one view.
    func text(plural: Bool) -> String {
        switch self {
        case .stateAndTasks:
            return plural ? "each flip resets their state and tasks" : "each flip resets the view's state and tasks"
        case .heldInCode:
            return plural ? "each flip resets the state and tasks in them" : "each flip resets the state and tasks in it"
        case .keptByBuiltIns(let views, let kept):
            let named = views.map { "`\($0)`" }
            let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named.last!
            return "each flip resets what the \(list) in \(plural ? "them" : "it") keep\(views.count == 1 ? "s" : "") (\(kept.joined(separator: ", ")))"
        case .callerContent:
            return plural ? "each flip makes them anew, resetting any state and tasks in the content a caller passes"
                          : "each flip makes the view anew, resetting any state and tasks in the content a caller passes"
        }
    }
}

/// The check's message as parts: its phrasings of what the switch is (longest first, as
/// `fittedMessage` tries them), then the claimed cost.
struct SwitchClaim: Sendable {
    let phrasings: [String]
    let cost: ClaimedCost
    /// An `if`'s two views ("their state"), or a helper's one ("the view's state").
    let plural: Bool

    private var claimedForms: [String] { phrasings.map { $0 + ": " + cost.text(plural: plural) } }

    var message: String { fittedMessage(claimedForms) }

    /// The message with the check's assumed cost replaced by what the run counted at the site,
    /// from the phrasing the check chose or a shorter one; nil where the claim was read in the
    /// code (held state, a built-in view's, a caller's content), which a run does not overrule.
    func revised(by counts: SiteCounts, uncounted: [String] = []) -> String? {
        guard cost == .stateAndTasks else { return nil }
        let lost = ConditionalModifierRule.cost(counts, plural: plural, uncounted: uncounted)
        return fittedMessage(phrasings[fittedForm(claimedForms)...].map { $0 + ": " + lost })
    }
}

/// The condition as a summary names it: the code, shown in backticks, or a phrase where no one
/// piece of code is it ("the condition of `.if(…)`").
enum ConditionName: Sendable {
    case code(String)
    case phrase(String)

    /// Cut to `limit` characters, as summaries show it.
    func excerpt(limit: Int) -> ConditionName {
        switch self {
        case .code(let text): return .code(MessageText.excerpt(text, limit: limit))
        case .phrase(let text): return .phrase(MessageText.excerpt(text, limit: limit))
        }
    }

    /// "`isOn`", or the phrase as it is.
    var quoted: String {
        switch self {
        case .code(let text): return "`\(text)`"
        case .phrase(let text): return text
        }
    }
}
