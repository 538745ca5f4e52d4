/// Views only a widget shows (docs/SWIFTUI-MODEL.md fact 57). WidgetKit renders each timeline
/// entry into an archived snapshot: no view value, `@State` or object lives on from one entry
/// to the next, and nothing in a widget's tree is ever updated in place. What a rule says
/// about state kept or lost across updates cannot happen to such a view.
extension ProjectModel {
    /// The protocols whose conformers are a widget's code: a view made in their members is
    /// made for a snapshot (`StaticConfiguration { entry in EntryView(entry: entry) }`, an
    /// `ActivityConfiguration`'s content, a provider's placeholder).
    static let widgetProtocols = ["Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider",
                                  "IntentTimelineProvider"]

    /// Whether every construction of the view `name` (as code in the file at `path` sees the
    /// name) outside previews, and there is one, is in a widget's code or in the code of a view
    /// that only widgets show, followed up to a few views deep. A view the app also builds (a
    /// shared row) is not: its app uses keep and update it like any view. A view's own
    /// constructions of itself (a helper making a compact copy) neither qualify nor disqualify.
    public func isShownOnlyByWidgets(viewNamed name: String, from path: String) -> Bool {
        var verdicts: [String: Bool] = [:]
        return shownOnlyByWidgets(name, from: path, depth: 0, verdicts: &verdicts)
    }

    private func shownOnlyByWidgets(_ name: String, from path: String, depth: Int, verdicts: inout [String: Bool]) -> Bool {
        guard let view = viewType(named: name, from: path) else { return false }
        let key = view.path + "|" + view.qualifiedName
        if let known = verdicts[key] { return known }
        // A cycle through other views, or a chain this deep, is not taken for widget-only:
        // nothing says so.
        verdicts[key] = false
        guard depth < 8 else { return false }
        let sites = view.instantiations.filter { site in
            !isPreview(site)
                && !(site.enclosingType == view.name && site.path == view.path)
        }
        let only = !sites.isEmpty && sites.allSatisfy { site in
            let holder = site.enclosingType
            guard !holder.isEmpty else { return false }
            if Self.widgetProtocols.contains(where: { conforms(typeNamed: holder, to: $0) }) { return true }
            return shownOnlyByWidgets(holder, from: site.path, depth: depth + 1, verdicts: &verdicts)
        }
        verdicts[key] = only
        return only
    }
}
