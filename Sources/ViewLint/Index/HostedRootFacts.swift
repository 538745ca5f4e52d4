/// Hosting controller subclasses whose root view type is fixed by their superclass
/// (`class BookmarksController: ThemedHostingController<BookmarksView>`): such a class makes
/// its root in its own `init` (`super.init(rootView: .init(viewModel: model))`, a
/// construction the index does not record as one of `BookmarksView`, having no type name).
extension ProjectModel {
    private static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]

    /// The project classes (name and declaring file) whose superclass is written with
    /// `view` as its generic argument and descends, through project classes, from
    /// `UIHostingController` or `NSHostingController`.
    public func hostingSubclasses(rooting view: String) -> [(name: String, path: String)] {
        var found: [(name: String, path: String)] = []
        for (name, type) in facts.declaredTypes where type.kind == .class && type.superclassArguments.contains(view) {
            guard let path = type.declaringPath, isHostingControllerClass(named: name) else { continue }
            found.append((name, path))
        }
        return found.sorted { $0.name < $1.name }
    }

    /// `UIHostingController`, `NSHostingController`, or a project class whose first inherited
    /// names, followed through project classes, reach one (a few levels: `PCHostingController`
    /// → `ThemedHostingController` → …). A new one hosts a new view graph.
    public func isHostingControllerClass(named name: String) -> Bool {
        if Self.hostingControllers.contains(name) { return true }
        var current = name
        for _ in 0 ..< 8 {
            guard let superclass = lookup.declaredType(named: current)?.inherited.first else { return false }
            if Self.hostingControllers.contains(superclass) { return true }
            guard lookup.declaredType(named: superclass)?.kind == .class else { return false }
            current = superclass
        }
        return false
    }
}
