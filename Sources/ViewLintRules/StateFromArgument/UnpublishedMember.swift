import ViewLint

/// `LockedView(source: viewModel.source)` where `viewModel` is the parent's `ObservableObject`
/// and `source` a plain `var` of its class, not `@Published` (review s18: PocketCasts
/// BookmarksLockedStateView:12): setting it publishes nothing, so a parent passes a new value
/// only if code sets it while the view is shown and something else then re-runs the parent's
/// `body`. The run's driver, "the parent passing a new `source`", rests on that: it is said as
/// an assumption, not shown as something that happens.
enum UnpublishedMember {
    /// The assumption, for a seed whose changing source is such a member at one of the parent's
    /// constructions passing `labels` (the seeding parameters' argument labels).
    static func assumption(for seed: SeededState, labels: [String], context: ConfirmationContext) -> String? {
        guard case .parentState(let parent, let property, _) = seed.source,
              let parentInfo = context.index.viewType(named: parent),
              let holder = parentInfo.storedProperties.first(where: { $0.name == property }),
              let wrapper = holder.wrapper, ChangingSource.objectWrappers.contains(wrapper.kind),
              let className = HeldObject.simpleTypeName(holder.typeText),
              context.index.classObservation(ofClass: className) == .observableObject,
              let declared = context.index.declaredType(named: className),
              let view = context.index.viewType(named: seed.viewType) else { return nil }
        let published = Set(context.index.publishedProperties(ofClass: className))
        for site in view.instantiations where site.enclosingType == parent {
            guard let construction = ConstructionCall(site) else { continue }
            for label in labels {
                guard let value = construction.argument(labelled: label) else { continue }
                let path = construction.tree.memberNames(in: value).filter { $0 != "self" }
                guard path.count == 2, path[0] == property, declared.plainVars.contains(path[1]), !published.contains(path[1]),
                      !publishesByHand(path[1], ofClass: className, declaredIn: declared.declaringPath, context: context) else { continue }
                return "`\(property).\(path[1])` changing while `\(seed.viewType)` is shown: it is a plain `var` of `\(className)`, not `@Published`, so setting it re-runs nothing, and a new value reaches `\(seed.viewType)` only when something else re-runs `\(parent).body`"
            }
        }
        return nil
    }

    /// A plain `var` whose observer publishes the change itself (`willSet {
    /// objectWillChange.send() }`): setting it re-runs the views observing the object, as a
    /// `@Published` one does (review ev20 #5).
    static func publishesByHand(_ member: String, ofClass className: String, declaredIn path: String?,
                                context: ConfirmationContext) -> Bool {
        guard let path, let tree = context.trees[path] else { return false }
        let found = context.declarations.declarations(named: className, in: tree)
        for declaration in found.declarations + found.extensionBlocks {
            for binding in tree.descendants(of: declaration, kind: .patternBinding) where tree.name(binding) == member {
                guard let accessors = tree.child(binding, kind: .accessorBlock) else { continue }
                // This object's own publisher (`objectWillChange.send()`, `self.…`), not another's.
                let sends = tree.descendants(of: accessors, kind: .call).contains { call in
                    guard tree.isMethodCall(call), tree.calleeName(call) == "send", let callee = tree.firstChild(call),
                          let base = tree.memberBase(callee) else { return false }
                    return ["objectWillChange", "self.objectWillChange"].contains(tree.textWithoutSpaces(base))
                }
                if sends { return true }
            }
        }
        return false
    }
}
