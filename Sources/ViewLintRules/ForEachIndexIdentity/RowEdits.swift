import ViewLint

/// What the project's edits of the rows' collection say before any run (docs/SWIFTUI-MODEL.md,
/// rule 36): a row keyed by its position comes to show another element only when some code puts
/// an element before others, removes one before others, or moves one. The experiment's own edits
/// (an insert at the front, a delete and a move) are the code's only when the code makes them;
/// otherwise the verdict says what the code does, or names the assumption.
enum RowEdits {
    enum Answer {
        /// Decided without a run: a static refutation, or an inconclusive reason.
        case decided(Evidence)
        /// Run the experiment, assuming this of the collection's new values.
        case assume(String)
        /// The code itself inserts, removes or moves elements (or may, with any new value):
        /// run every edit.
        case run
        /// The code makes only these kinds of edit that move elements, to the collection kept
        /// as `name`: run those.
        case runOnly(Set<EditPlan.Edit>, name: String)
    }

    /// The name the project's code edits the collection under: a view's own `@State`, an
    /// observed model's property, or the member of a value the parent passes (`state.rows`, as
    /// the reducer writes it); nil for a whole argument or binding, which its parent edits under
    /// another name.
    static func editedName(_ source: DataSource) -> String? {
        switch source.kind {
        case .state: return source.field
        case .observable: return source.property
        case .argument: return source.member
        default: return nil
        }
    }

    /// The type holding the collection, where the code says it: the view for its own `@State`,
    /// the type written for the view's property for a model's or a passed value's member.
    static func holderType(of source: DataSource, index: ProjectModel) -> String? {
        switch source.kind {
        case .state where source.property == nil && source.member == nil:
            return source.owner
        case .observable, .argument:
            guard case .named(let type)? = index.declaredType(named: source.owner)?.properties[source.field] else { return nil }
            return type
        default:
            return nil
        }
    }

    /// The code's edits of the collection `source` keeps, under the name it is edited by,
    /// matched to its holder's type where that is known.
    struct Found {
        let name: String
        let holder: String?
        let edits: NamedCollectionEdits

        /// " (by name: `DeviceProfile.directPlayProfiles`)" where edits of another type's member
        /// of the name are counted because the holder's type is not known; "" otherwise.
        var byName: String {
            holder == nil && !edits.otherTypes.isEmpty ? " (by name: " + edits.otherMembers(name).joined(separator: ", ") + ")" : ""
        }
    }

    static func found(for source: DataSource, index: ProjectModel) -> Found? {
        guard let name = editedName(source) else { return nil }
        let holder = holderType(of: source, index: index)
        return Found(name: name, holder: holder, edits: index.collectionEdits(of: name, onType: holder))
    }

    /// `membersOnly`: where every in-place write of the collection changes a member of an
    /// element, not its `id` (`InPlaceMemberWrites`), the first such write's text.
    static func answer(for source: DataSource, found: Found?, dependencies: [String], membersOnly: String? = nil) -> Answer {
        guard let found else {
            // The parent edits it under its own name: what it does is assumed, and said.
            switch source.kind {
            case .argument, .binding:
                return .assume("the parent passing a new `\(source.field)` that may put other elements at the rows' places (as an insert, a delete or a move does)")
            default:
                return .run
            }
        }
        let name = found.name, byName = found.byName
        let kinds = found.edits.kinds
        if kinds.isEmpty {
            if let holder = found.holder, !found.edits.otherTypes.isEmpty {
                let others = found.edits.otherMembers(name).joined(separator: ", ")
                return .decided(.inconclusive("no code in the project edits `\(holder)`'s `\(name)` (the edits of \(others) are of other types that only share its name), and the engine does not follow what else may change it", dependencies: dependencies))
            }
            return .run
        }
        if !kinds.isDisjoint(with: CollectionEdits.shifting) {
            // Whole new values stored too: every edit is tried, and those the code does not
            // make itself are what a new value is assumed to do (review s14 #25).
            if let whole = storedWhole(kinds, name: name, byName: byName) { return .assume(whole) }
            let edits = EditPlan.edits(for: kinds)
            return kinds.contains(.replaces) || edits.count == EditPlan.Edit.allCases.count ? .run : .runOnly(edits, name: name)
        }
        if kinds.contains(.replaces) {
            return .assume("each new `\(name)` the code stores\(byName) may put other elements at the rows' places (as an insert, a delete or a move does)")
        }
        let code = described(kinds)
        // Elements removed at the end and others appended in one change stand where the removed
        // ones stood: as much a replacement at their places as `xs[i] = v`.
        if let membersOnly, kinds.contains(.inPlace), kinds.isSubset(of: [.appends, .inPlace]) {
            // Appending adds rows after the last; a member changed in place leaves the element
            // the one its row was made for: keyed by position or by id, every row keeps its own.
            return .decided(.refutedByStaticFact("the project's code changes `\(name)`\(byName) only \(kinds.contains(.appends) ? "by appending to it and " : "")by changing members of its elements where they are, never an `id` (`\(membersOnly)`): no element is inserted, removed or moved before another, and an element changed in place is still the element its row was made for, so each row keeps showing it", dependencies: dependencies))
        }
        if kinds.contains(.inPlace) || kinds.isSuperset(of: [.appends, .removesAtEnd]) {
            return .decided(.inconclusive("the project's code changes `\(name)`\(byName) only \(code): no row is inserted, removed or moved before another, and a row shows another element only if another element is put at its place (or removed at the end and another appended in the same change), which the engine cannot tell", dependencies: dependencies))
        }
        return .decided(.refutedByStaticFact("the project's code changes `\(name)`\(byName) only \(code): no element is inserted, removed or moved before another, so each row keeps showing the element it was made for", dependencies: dependencies))
    }

    /// Where the code both shifts elements of `name` and stores whole new values under it: the
    /// experiment's edits the code does not make itself stand for what a new value may do, and
    /// are named as assumed (nil when the code makes every one, or stores no whole value).
    static func storedWhole(_ kinds: Set<CollectionEdits.Kind>, name: String, byName: String = "") -> String? {
        guard kinds.contains(.replaces), !kinds.isDisjoint(with: CollectionEdits.shifting) else { return nil }
        let made = EditPlan.edits(for: kinds)
        let assumed = EditPlan.Edit.allCases.filter { !made.contains($0) }.map { edit -> String in
            switch edit {
            case .insertAtFront: return "an insert at the front"
            case .deleteFromMiddle: return "a delete"
            case .move: return "a move"
            }
        }
        guard !assumed.isEmpty else { return nil }
        let own = described(kinds)
        return "each new `\(name)` the code stores whole\(byName) putting other elements at the rows' places as \(assumed.joined(separator: " or ")) does"
            + (own.isEmpty ? "" : " (the code itself otherwise changes `\(name)` only \(own))")
    }

    /// For a run on edits matched by name: the assumption that names the other types' members.
    static func byNameAssumption(_ found: Found?) -> String? {
        guard let found, !found.byName.isEmpty else { return nil }
        return "the edits of collections kept as `\(found.name)`\(found.byName) being edits of this one"
    }

    /// The kinds of edit, as one phrase ("by appending to it and by removing elements from its end").
    static func described(_ kinds: Set<CollectionEdits.Kind>) -> String {
        CollectionEdits.Kind.allCases.filter(kinds.contains).map(describe).filter { !$0.isEmpty }.joined(separator: " and ")
    }

    private static func describe(_ kind: CollectionEdits.Kind) -> String {
        switch kind {
        case .appends: return "by appending to it"
        case .removesAtEnd: return "by removing elements from its end or emptying it"
        case .inOrder: return "by mapping it in order (`\u{2026}.map { \u{2026} }`)"
        case .inPlace: return "by replacing elements at their places (`[i] = \u{2026}`)"
        case .inserts: return "by inserting elements before others"
        case .removes: return "by removing elements before others"
        case .moves: return "by moving elements"
        case .reorders, .replaces: return ""
        }
    }
}
