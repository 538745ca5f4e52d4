import ViewLint

// The help of an environment object made in `body`: the construction as written, kept once by
// the wrapper that owns that kind of object.

extension ObjectOwnershipRule {
    /// Made once from the construction as written: `Model()` as a property's default;
    /// `Model(store: store)` (whose arguments may read the view, and whose type may be generic,
    /// so no type is spelled) through the wrapper's own init in `init`.
    static func environmentHelp(_ typeName: String, construction: SyntaxTree.NodeID, modifier: String, in tree: SyntaxTree,
                                index: ProjectModel) -> String {
        let wrapper = owningWrapper(of: typeName, passedTo: modifier, index: index)
        let property = propertyName(for: typeName)
        let made = tree.text(construction)
        guard !tree.arguments(construction).isEmpty || !tree.trailingClosures(construction).isEmpty, !made.contains("\n") else {
            return "Create the object once (`\(wrapper) private var \(property) = \(made.contains("\n") ? typeName + "(…)" : made)` in its owner) and pass the stored property."
        }
        let initializer = wrapper == "@State" ? "State(initialValue:" : "StateObject(wrappedValue:"
        return "Create the object once: keep it in a `\(wrapper) private var \(property)` of its owner, set in `init` from the same arguments "
            + "(`_\(property) = \(initializer) \(made))`), and pass the stored property."
    }

    /// The wrapper that owns an object handed to `.environmentObject` / `.environment`:
    /// `.environment(_:)` takes only an `@Observable` object, which `@State` owns; an
    /// `ObservableObject` needs `@StateObject` (`@StateObject` of an `@Observable` class does not compile).
    static func owningWrapper(of typeName: String, passedTo modifier: String, index: ProjectModel) -> String {
        modifier == "environment" || index.classObservation(ofClass: typeName) == .observable ? "@State" : "@StateObject"
    }

    /// `RouterPath` → `routerPath`, `URLSession` → `urlSession`: a property name for the type.
    static func propertyName(for typeName: String) -> String {
        let leadingCapitals = typeName.prefix { $0.isUppercase }.count
        let lowered = leadingCapitals > 1 && leadingCapitals < typeName.count ? leadingCapitals - 1 : max(leadingCapitals, 1)
        return typeName.prefix(lowered).lowercased() + typeName.dropFirst(lowered)
    }
}
