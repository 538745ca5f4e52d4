/// Views only a widget shows (docs/SWIFTUI-MODEL.md fact 56). WidgetKit renders each timeline
/// entry into an archived snapshot: no view value, `@State` or object lives on from one entry
/// to the next, and nothing in a widget's tree is ever updated in place. What a rule says
/// about state kept or lost across updates cannot happen to such a view.
extension ProjectModel {
    /// The protocols whose conformers are a widget's code: a view made in their members is
    /// made for a snapshot (`StaticConfiguration { entry in EntryView(entry: entry) }`, an
    /// `ActivityConfiguration`'s content, a provider's placeholder).
    static let widgetProtocols = ["Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider",
                                  "IntentTimelineProvider"]

    /// Whether every construction of the view `name` outside previews (and there is one) is
    /// in a widget's code or in the code of a view that only widgets show, followed up to a
    /// few views deep. A view the app also builds (a shared row) is not: its app uses keep
    /// and update it like any view.
    public func isShownOnlyByWidgets(viewNamed name: String) -> Bool {
        var verdicts: [String: Bool] = [:]
        return shownOnlyByWidgets(name, depth: 0, verdicts: &verdicts)
    }

    private func shownOnlyByWidgets(_ name: String, depth: Int, verdicts: inout [String: Bool]) -> Bool {
        if let known = verdicts[name] { return known }
        // A cycle (a view building itself through others) or a chain this deep is not taken
        // for widget-only: nothing says so.
        verdicts[name] = false
        guard depth < 8 else { return false }
        let sites = (viewType(named: name)?.instantiations ?? []).filter { site in
            !(site.enclosingType.isEmpty ? site.enclosingMember == "#Preview" : conforms(typeNamed: site.enclosingType, to: "PreviewProvider"))
        }
        let only = !sites.isEmpty && sites.allSatisfy { site in
            let holder = site.enclosingType
            guard !holder.isEmpty else { return false }
            if Self.widgetProtocols.contains(where: { conforms(typeNamed: holder, to: $0) }) { return true }
            return viewType(named: holder) != nil && shownOnlyByWidgets(holder, depth: depth + 1, verdicts: &verdicts)
        }
        verdicts[name] = only
        return only
    }
}
