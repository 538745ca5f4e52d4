// A project view on the way to a site that is given a closure holding it (`Card { … }`): the
// lowering shows that closure's content in place, in the body that builds it. Whether the view's
// own `body` also re-runs for a changed value depends on what it keeps (rules 2, 9–10):
// - a `@ViewBuilder` closure it calls in its `body` (`let content: () -> Content`) is compared
//   as a closure, which captures the builder's `self`: unequal on every update the builder's
//   data changes, with or without the flagged code, so showing the content in place counts the
//   same updates;
// - content stored as a view value (`let content: Content`, or an initializer storing
//   `content()`) is compared value by value: a new binding or closure inside it makes the view
//   unequal, and its `body` re-runs, where showing the content in place counts nothing;
// - an action closure (`let action: () -> Void`) that captures the flagged value is compared by
//   its captures: the same.
// The last two are named (`BodyLowering.keptBy`), so that a rule counting `body` runs for a
// changed value does not read their absence as evidence.

enum SpineContainer {
    enum Kind: Equatable {
        /// A `@ViewBuilder` closure called in the view's `body`.
        case contentBuilder
        /// Content stored as a view value, or a field the lowering cannot tell.
        case keptContent
        /// A closure that returns nothing: an action the view keeps.
        case keptClosure
    }

    /// What `typeName` keeps of `closure`, passed in `call`.
    static func kind(of closure: SyntaxTree.NodeID, in call: SyntaxTree.NodeID, constructing typeName: String,
                     tree: SyntaxTree, lowering: Lowering) -> Kind {
        guard let field = field(receiving: closure, in: call, constructing: typeName, tree: tree, lowering: lowering) else {
            return .keptContent
        }
        return kind(ofFieldType: field.typeText)
    }

    /// `() -> Content` is a content builder, `() -> Void` an action, `Content` a kept value; a
    /// type the declaration leaves to inference cannot be told and counts as kept.
    static func kind(ofFieldType text: String) -> Kind {
        let type = Array(text.filter { !$0.isWhitespace })
        guard let arrow = type.indices.dropLast().last(where: { type[$0] == "-" && type[$0 + 1] == ">" }) else { return .keptContent }
        let result = String(type[(arrow + 2)...])
        return result == "Void" || result == "()" || result == "Swift.Void" ? .keptClosure : .contentBuilder
    }

    /// The stored property the closure argument goes to: by label, through the initializer the
    /// call fits, or in memberwise order (the next field without a default).
    static func field(receiving closure: SyntaxTree.NodeID, in call: SyntaxTree.NodeID, constructing typeName: String,
                      tree: SyntaxTree, lowering: Lowering) -> StoredProperty? {
        guard let properties = lowering.index.index.viewType(named: typeName)?.storedProperties else { return nil }
        let labelled = tree.arguments(call), trailing = tree.trailingClosures(call)
        let all = labelled + trailing
        guard let position = all.firstIndex(where: { tree.value($0) == closure }) else { return nil }
        let label = tree.label(all[position])
        if !label.isEmpty, let named = properties.first(where: { $0.name == label }) { return named }
        if let initialized = lowering.initializedFields(of: typeName, labels: labelled.map { tree.label($0) }, trailing: trailing.count) {
            return initialized[position].flatMap { set in properties.first { $0.name == set.field } }
        }
        guard label.isEmpty else { return nil }
        let labels = Set(labelled.map { tree.label($0) })
        var unlabelledBefore = all[..<position].filter { tree.label($0).isEmpty }.count
        for property in properties where !labels.contains(property.name) && !hasDefault(property) {
            if unlabelledBefore == 0 { return property }
            unlabelledBefore -= 1
        }
        return nil
    }

    /// A property memberwise construction may leave out: it has an initial value, or a wrapper
    /// other than `@Binding` provides one.
    static func hasDefault(_ property: StoredProperty) -> Bool {
        property.initializerText != nil || (property.wrapper != nil && property.wrapper?.kind != .binding)
    }
}
