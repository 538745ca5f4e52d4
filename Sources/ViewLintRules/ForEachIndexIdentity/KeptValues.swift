import ViewLint

/// Values the rows' collection is read from that never change: members kept through a chain
/// of holders, and a calendar's weekday names.
extension ForEachIndexIdentityRule {
    /// How each member of `members`, read from a `type` value that never changes (through
    /// array elements too), keeps its value ("`rows` is a `let`"), and the type holding the
    /// last; nil when one may change.
    static func keptChain(_ members: ArraySlice<String>, from type: String, index: ProjectModel) -> (clauses: [String], holder: String)? {
        var type = type
        var clauses: [String] = []
        for (offset, member) in members.enumerated() {
            guard let declared = index.declaredType(named: type), let kept = declared.letProperties.contains(member) ? .letProperty : index.memberKeeping(member, ofType: type) else { return nil }
            let seeded = kept == .unwrittenVar && index.storedValueKinds(of: member, inType: type)?.seededInInit == true
            clauses.append(HeldObject.describe(member, kept, seeded: seeded))
            if offset == members.count - 1 { return (clauses, type) }
            switch declared.properties[member] {
            case .named(let next)?, .array(let next)?: type = next
            default: return nil
            }
        }
        return nil
    }

    /// `Calendar` members listing the weekdays' names in weekday order.
    static let weekdaySymbols: Set<String> = [
        "weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols",
        "standaloneWeekdaySymbols", "shortStandaloneWeekdaySymbols", "veryShortStandaloneWeekdaySymbols",
    ]

    /// A stored property of the view holding a `Calendar` (declared so, `Calendar.current`,
    /// `Calendar(identifier:)`, or `@Environment(\.calendar)`).
    static func isCalendar(_ name: String, of owner: String, index: ProjectModel) -> Bool {
        guard let property = index.viewType(named: owner)?.storedProperties.first(where: { $0.name == name }) else { return false }
        if property.wrapper?.kind == .environment { return property.wrapper?.arguments == "\\.calendar" }
        let initial = property.initializerText ?? ""
        return property.typeText == "Calendar" || initial.hasPrefix("Calendar.") || initial.hasPrefix("Calendar(")
    }
}
