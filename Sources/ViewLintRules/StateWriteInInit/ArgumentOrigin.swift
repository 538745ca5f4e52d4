import ViewLint

/// Where the argument a write in `init` reads comes from, when every construction of the view
/// passes the same `@State` of its parent (`Child(aps: $aps)`), declared with a value. A view
/// built in its parent's body is first made while that state still holds its declared value:
/// the parent's writes (`.onAppear`, actions) run after, so they reach only later `init`s, and
/// SwiftUI drops those as written and with `State(initialValue:)` alike (review s9: ControlRoom
/// NotificationEditorView:130, filled in the parent's `.onAppear`).
struct ArgumentOrigin: Equatable {
    /// The parent's `@State` and its type.
    let state: String
    let parent: String
    /// Its declared value, as written.
    let start: String

    /// nil unless every (non-preview) construction of `owner` passes the same parent `@State`
    /// for `label`, bare, through `self.` or as a `$` projection (or a member of one).
    static func of(parameter label: String, owner: String, index: ProjectModel) -> ArgumentOrigin? {
        guard label != "_" else { return nil }
        let sites = (index.viewType(named: owner)?.instantiations ?? []).filter { !ClosureBindingRule.isPreview($0, index: index) }
        var found: ArgumentOrigin?
        for site in sites {
            guard let construction = ConstructionCall(site), let argument = construction.argument(labelled: label),
                  var path = construction.tree.memberPath(argument), !path.isEmpty else { return nil }
            if path.first == "self" { path.removeFirst() }
            guard var name = path.first else { return nil }
            if name.hasPrefix("$") { name.removeFirst() }
            guard let stored = index.viewType(named: site.enclosingType)?.storedProperties.first(where: { $0.name == name }),
                  stored.wrapper?.kind == .state, let start = stored.initializerText else { return nil }
            let origin = ArgumentOrigin(state: name, parent: site.enclosingType, start: start)
            guard found == nil || found == origin else { return nil }
            found = origin
        }
        return found
    }
}
