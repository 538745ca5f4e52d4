import ViewLint

/// What a confirmation rests on, where the message says more than its default.
enum RowsConfirmation: Hashable, Sendable {
    /// Every stateful view in the rows reloads its state when its input changes: a row handed
    /// another element reloads that element's content in place, not another element's state.
    case reloadsInPlace
}

/// Which of the rule's refutations made the evidence, for the message that replaces the claim.
enum RowsRefutation: Hashable, Sendable {
    /// Menu, alert or dialog items: platform controls with no state a position could pass on.
    case menuItems
    /// A member of the element of an outer row keyed by an id made fresh with each element,
    /// which no code changes: the same for the outer row's life (`FreshElementRows`).
    case freshElementMember
    /// A view made only in actions and handed each time to a new hosting controller's root,
    /// keeping the argument it lists for its life (`HostedOnceRows`).
    case hostedOnce
    /// A collection the code only replaces as a whole, in rows that keep no state
    /// (`WholeReplacement`): each row shows another element in place, with nothing to hand on.
    case replacedWhole
}

extension ForEachIndexIdentityRule {
    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    public func refutedMessage(at rows: PositionKeyedRows, evidence: Evidence) -> String? {
        // A static fact: the collection never changes, so there was nothing to try.
        if evidence.siteAsWritten == nil {
            // Menu rows holding project state are refuted, if at all, for another reason.
            if let menu = rows.menu, evidence.basis(as: RowsRefutation.self) == .menuItems {
                return "`\(rows.container)` rows are keyed by position, but they are \(menu.shownAs), which keep no state or animation a position could hand to another element"
            }
            if evidence.basis(as: RowsRefutation.self) == .hostedOnce {
                return "`\(rows.container)` rows are keyed by position, but the view is only ever a new `UIHostingController`'s root, keeping its collection, so no row gets another element"
            }
            if evidence.basis(as: RowsRefutation.self) == .replacedWhole {
                return "`\(rows.container)` rows are keyed by position, but the code only replaces this collection as a whole: each row then shows the element at its place, and no row holds state another element could get"
            }
            if evidence.basis(as: RowsRefutation.self) == .freshElementMember {
                return "`\(rows.container)` rows are keyed by position, but their outer row is keyed by a fresh id per element and what they list never changes, so no row gets another element"
            }
            return "`\(rows.container)` rows are keyed by position, but the elements of this collection never move, so no row is handed another element"
        }
        switch rows.shape {
        case .indices, .enumerated:
            return "`\(rows.container)` rows are keyed by position, but in the changes tried no row was handed another element's state or identity"
        case .constantRange, .rangeCount:
            return "`\(rows.container)` over a range keeps the row count it first saw, but the count never changed in the updates tried"
        }
    }
}

extension ForEachIndexIdentityRule {
    /// A confirmed finding whose rows reload their content in place says that, not that their
    /// state goes to the wrong element; every other finding keeps its message, a refuted one
    /// takes `refutedMessage`.
    public func revise(_ finding: Finding, at rows: PositionKeyedRows, evidence: Evidence) -> Finding {
        var revised = finding
        switch evidence.status {
        case .refuted:
            guard let message = refutedMessage(at: rows, evidence: evidence) else { return finding }
            revised.message = message
        case .confirmed where evidence.basis(as: RowsConfirmation.self) == .reloadsInPlace && rows.rowIdentity == nil:
            revised.message = "`\(rows.container)` rows are keyed by position (\(rows.keying)): after an insert, delete or move, rows reload another element's content in place"
        default:
            return finding
        }
        return revised
    }
}
