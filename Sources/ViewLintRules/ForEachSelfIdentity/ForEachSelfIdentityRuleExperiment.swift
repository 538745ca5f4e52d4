import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rule 36, fact 52): the rows' collection starts with three
/// elements and one element at a time is edited where the collection lives (a `@State`, the
/// parent's argument, a binding, a model's property), keeping what the element is. Counted at the
/// `ForEach`: rows given a new identity (with the state that goes with them) — as written, keyed by
/// the whole value, and keyed by a stable id. A collection the view cannot change is never edited.
extension ForEachSelfIdentityRule {
    public func confirm(_ rows: SelfKeyedRows, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        let request = SiteRequest(path: file.source.path, site: rows.call, marks: [(rows.call, SiteMark("rows"))])
        var lowered = try context.lowered(request)
        ImpossibleDrivers.prune(&lowered, in: file, context: context)
        let shown = "`\(tree.excerpt(rows.data))`"
        let source: DataSource, standIn: Bool
        if let path = Self.storedPath(rows.data, in: tree), let stored = DataSource(path: path, owner: lowered.owner, in: lowered.program) {
            if let unchanging = ForEachIndexIdentityRule.unchangingState(stored, shown: shown, lowered: lowered) { return unchanging }
            source = stored; standIn = false
        } else if ForEachIndexIdentityRule.rootCanChange(rows.data, in: tree, owner: lowered.program.type(named: lowered.owner))
                    || Self.readsComputedMember(rows.data, at: rows.call, in: tree) {
            // Filtered, sorted or computed from something that changes: edited as a collection of its own.
            source = DataSource.standIn(owner: lowered.owner, in: &lowered.program)
            lowered.assumptions.append("\(shown) changes like a stored array")
            standIn = true
        } else if let (wrapper, dynamic) = Self.bindingProjectingWrapper(rows.data, at: rows.call, in: tree, index: context.index) {
            guard dynamic else {
                return .inconclusive("\(shown) is the binding `@\(wrapper)` projects, which is not a `DynamicProperty`: SwiftUI does not update this view when it is written, and the engine does not follow what else does")
            }
            // `@AppSettings var accounts` with `var projectedValue: Binding<…>`: its binding is
            // a source of edits as a `@State`'s is, which the engine does not model inside it.
            let how: String
            switch RowBindingEdits(rows: rows.call, in: tree, index: context.index, lowering: context.lowering(for: file.source.path)) {
            case .edits(let edit)?: how = edit
            case .none(let binding)?:
                return .inconclusive("\(shown) is the binding `@\(wrapper)` projects and no row writes through `\(binding)`: what changes its elements is elsewhere, which the engine does not follow")
            case .unknown?, nil:
                return .inconclusive("\(shown) is the binding `@\(wrapper)` projects, and the engine does not follow what the rows do with their element's binding")
            case .handedInAction(let how)?:
                return .inconclusive("\(shown) is the binding `@\(wrapper)` projects, and a row only \(how): whether and when that edits the element is up to code that runs later, which the engine does not follow")
            }
            source = DataSource.standIn(owner: lowered.owner, in: &lowered.program)
            lowered.assumptions.append("`@\(wrapper)` (a `DynamicProperty` whose `projectedValue` is a `Binding`) updating this view when \(shown) is written, as a `@State` does")
            lowered.assumptions.append("a row editing its element (it \(how))")
            standIn = true
        } else {
            return .inconclusive("\(shown) does not come from a state, argument, binding or model of this view")
        }
        if let element = rows.hashKeyedElement {
            return .refutedByStaticFact("`\(element).id` is its `hashValue`, so rows keyed by it follow the whole value just as `\\.self` does: the fix changes nothing")
        }
        // The experiment edits a field and keys the fix by `id`: both must exist as such.
        if let element = ElementType(of: rows.data, at: rows.call, in: tree, index: context.index),
           let declared = context.index.declaredType(named: element.name), declared.kind != nil {
            if declared.kind == .struct, !declared.hasMutableStoredProperty {
                // No row writes through its binding: the edit the finding claims has no path.
                let edits = RowBindingEdits(rows: rows.call, in: tree, index: context.index)
                if case .none(let binding)? = edits {
                    return .refutedByStaticFact(Self.neverEditedThroughRows(element.name, binding: binding, rows: rows, in: tree,
                                                                           index: context.index))
                        .based(on: SelfKeyedRefutation.noRowWrites)
                }
                return .inconclusive(Self.replacedOnly(element.name, edits: edits, rows: rows, in: tree, index: context.index))
            }
            if declared.computedID != nil {
                return .inconclusive("`\(element.name).id` is computed, so whether it stays the same when an element is edited is not known")
            }
        }
        lowered.assumptions.append("\(shown) starting with three elements, then one element's field edited at a time")
        var written = lowered.program, fixed = lowered.program
        source.seed(&written, Self.states[0])
        source.seed(&fixed, Self.states[0])
        // Rows over `$items` get element bindings: the stand-in is bound the same way.
        let projected = tree.text(rows.data).hasPrefix("$")
        let data: Expr? = standIn ? (projected ? .binding(source.field, path: [], animated: false) : source.read) : nil
        written = written.rewritingView(at: 0) { Self.keyed($0, by: .selfValue, data: data) }
        fixed = fixed.rewritingView(at: 0) { Self.keyed($0, by: .keyPath("id"), data: data) }
        var edits = Driver("editing one element at a time", kind: source.kind, field: source.field,
                           steps: Self.states.dropFirst().map { source.step($0) }, semantics: [.v17plus])
        edits.keepsHeldConditions = true
        let experiment = SiteExperiment(program: written, fixed: fixed, drivers: [edits], site: 0, counted: 0,
                                        options: context.options, measure: { $0.replacements })
        let wording = EvidenceWording(
            fix: "rows keyed by a stable id",
            asWritten: { c, n in
                "rows were given a new identity \(c.replacements) times in \(n) edits"
                    + (c.stateDestroyed > 0 ? ", their state destroyed \(c.stateDestroyed) times" : "")
            },
            withFix: { c, _, _ in "\(c.replacements)" },
            refuted: { _ in "editing an element never gave its row a new identity" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    /// Rows over values with only `let` fields, none writing through its element's binding: no
    /// edit goes through a row, so none changes a row's id. What is left is a replacement of the
    /// collection, under which `\.self` makes a new row for an element whose fields changed: fresh
    /// state, where keying by `id` would keep the row's state seeded from the old value.
    static func neverEditedThroughRows(_ element: String, binding: String, rows: SelfKeyedRows, in tree: SyntaxTree,
                                       index: ProjectModel) -> String {
        let collection = collectionText(rows, in: tree)
        let kept = index.conforms(typeNamed: element, to: "Identifiable") ? "its `id`" : "what it is"
        return "`\(element)` has only `let` fields and no row writes through `\(binding)`, so no edit through a row changes its id; "
            + "an element changes only when \(collection) is replaced, and a new value that keeps \(kept) with other fields changed is then a new row "
            + "under `\\.self` (fresh state), where a key by `id` would keep the row and the state it made from the old value"
    }

    /// Why rows over values with only `let` fields stay open when a row may write through its
    /// binding (`edits`, never `.none`: that is refuted): an element changes only when a new value
    /// replaces it, and whether a replacement keeps what the element is (its `id`) while changing
    /// the rest depends on the data the code brings.
    static func replacedOnly(_ element: String, edits: RowBindingEdits?, rows: SelfKeyedRows, in tree: SyntaxTree,
                             index: ProjectModel) -> String {
        let kept = index.conforms(typeNamed: element, to: "Identifiable") ? "the same `id`" : "what it is"
        let data = "whether a new value keeps \(kept) while its other fields change depends on data the engine does not follow"
        switch edits {
        case .edits(let how)?, .handedInAction(let how)?:
            return "`\(element)` has only `let` fields: an element changes only when it is replaced whole (a row \(how)), and \(data)"
        default:
            return "`\(element)` has only `let` fields: an element changes only when it is replaced whole, and \(data)"
        }
    }

    /// The rows' collection as the code names it, without a `$`.
    private static func collectionText(_ rows: SelfKeyedRows, in tree: SyntaxTree) -> String {
        "`\(tree.excerpt(rows.data).drop { $0 == "$" })`"
    }

    /// The project property wrapper holding `$name` when its `projectedValue` is a `Binding`
    /// (`@AppSettings(\.accounts) var accounts`), and whether it is a `DynamicProperty`: only
    /// then does SwiftUI update the view through it (a plain wrapper's box it never watches).
    static func bindingProjectingWrapper(_ data: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree,
                                         index: ProjectModel) -> (name: String, dynamic: Bool)? {
        guard let path = projectedPath(data, in: tree), path.count == 1, LocalName(path[0], at: call, in: tree) == nil,
              let owner = tree.enclosingTypeName(call),
              let wrapper = index.viewType(named: owner)?.storedProperties.first(where: { $0.name == path[0] })?.wrapper,
              let declared = index.declaredType(named: wrapper.name), declared.kind == .struct, declared.declarationCount == 1,
              declared.properties["projectedValue"] == .named("Binding") else { return nil }
        return (wrapper.name, index.conforms(typeNamed: wrapper.name, to: "DynamicProperty"))
    }

    /// A refuted finding says what the code does and what was found instead.
    public func refutedMessage(at rows: SelfKeyedRows, evidence: Evidence) -> String? {
        if evidence.basis(as: SelfKeyedRefutation.self) == .noRowWrites {
            return "Rows are keyed by `\\.self`, but no row writes through its element's binding, so no edit through a row changes its id"
        }
        if rows.hashKeyedElement != nil {
            return "Rows are keyed by `\\.self`, but the elements' `id` is their hash too, so keying by it would change rows just as often"
        }
        return evidence.siteAsWritten == nil
            ? "Rows are keyed by `\\.self`, but this collection never changes, so no row gets a new identity"
            : "Rows are keyed by `\\.self`, but editing an element here never gave its row a new identity"
    }

    /// `items`, `$items`, `self.items`, `model.items` as a path of names.
    static func storedPath(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        ForEachIndexIdentityRule.storedPath(node, in: tree) ?? Self.projectedPath(node, in: tree)
    }

    /// `$items` / `$model.items`: the path behind a binding projection.
    private static func projectedPath(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        let text = tree.text(node).filter { !$0.isWhitespace }
        guard text.hasPrefix("$") else { return nil }
        let parts = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
        return parts
    }

    /// `starred` or `starred.filter { … }` where `var starred: [Contact] { … }` is a computed
    /// property of the view: it derives its elements from the view's data.
    static func readsComputedMember(_ data: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard let first = tree.memberNames(in: data).first(where: { $0 != "self" }),
              let type = tree.enclosingTypeDeclaration(call) else { return false }
        return tree.descendants(of: type, kind: .patternBinding).contains {
            tree.name($0) == first && tree.isComputed($0) && tree.enclosingTypeDeclaration($0) == type
        }
    }

    /// The collection: three elements, then one element's field edited at a time (its `id` kept).
    static let states: [Value] = {
        func e(_ k: Int, _ v: Int) -> Value { .record(["id": .string("e\(k)"), "field": .int(v)]) }
        return [.array([e(0, 0), e(1, 0), e(2, 0)]), .array([e(0, 0), e(1, 1), e(2, 0)]),
                .array([e(0, 0), e(1, 2), e(2, 0)]), .array([e(0, 1), e(1, 2), e(2, 0)])]
    }()

    /// The flagged rows keyed by `id`, over `data` when the collection is a stand-in.
    static func keyed(_ t: ViewTemplate, by id: IDStrategy, data: Expr?) -> ViewTemplate {
        t.rewritingRows { rows in
            rows.id = id
            if let data { rows.data = data }
        }
    }
}

/// Why a `\.self`-keyed rows finding was refuted without a run.
enum SelfKeyedRefutation: Hashable, Sendable {
    /// Elements with only `let` fields, and no row writes through its binding.
    case noRowWrites
}

extension ForEachSelfIdentityRule {
    /// A refutation for rows no edit goes through keeps the help's re-key only with its cost:
    /// keyed by `id`, a replaced element keeps its row and any state the row made from it.
    public func revise(_ finding: Finding, at rows: SelfKeyedRows, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted, let message = refutedMessage(at: rows, evidence: evidence) else { return finding }
        var revised = finding
        revised.message = message
        if evidence.basis(as: SelfKeyedRefutation.self) == .noRowWrites, let help = finding.help {
            revised.help = help + " Keyed by `id`, though, a replaced element with the same `id` keeps its row, and any `@State` the row made from the old value."
        }
        return revised
    }
}
