import ViewLint

/// An `@ObservedObject` every construction of the view fills with `self.model`, a `let` of the
/// class making it (review s18: DDG macOS PopoverMessageView:88, a view only a controller
/// makes): whatever that maker does, it passes the same object each time, so the view sees one
/// object for its life and what a condition reads of it changes only if that object's members
/// do. A view any other type makes (a SwiftUI parent, which may pass another object), a
/// construction passing anything else or a `var` of the maker is not taken.
struct ObjectFromMaker {
    let property: String
    /// `PopoverMessageViewController.viewModel`, one per maker.
    let makers: [String]
    let type: String

    init?(_ name: String, of view: ViewTypeInfo, index: ProjectModel) {
        guard let stored = view.storedProperties.first(where: { $0.name == name }), stored.wrapper?.kind == .observedObject,
              let type = HeldObject.simpleTypeName(stored.typeText), index.declaredType(named: type)?.kind == .class else { return nil }
        var makers: [String] = []
        for site in view.instantiations {
            // Previews make their own objects, for a canvas, not the running app.
            if index.isPreview(site) { continue }
            guard let construction = ConstructionCall(site), let value = construction.argument(labelled: name),
                  let path = construction.tree.memberPath(value), path.count == 2, path[0] == "self",
                  // The maker as its own file sees it: a package's view may be made in the app.
                  let maker = index.seen(from: site.path).declaredType(named: site.enclosingType), maker.kind == .class,
                  maker.declarationCount == 1,
                  maker.letProperties.contains(path[1]) else { return nil }
            let place = "`\(site.enclosingType).\(path[1])`"
            if !makers.contains(place) { makers.append(place) }
        }
        guard !makers.isEmpty else { return nil }
        self.property = name
        self.makers = makers
        self.type = type
    }

    /// "`viewModel` is, at every construction, `PopoverController.viewModel`, a `let` of the object making the view".
    var description: String {
        "`\(property)` is, at every construction, \(makers.joined(separator: " or ")), a `let` of the object making the view: one `\(type)` for the view's life"
    }
}
