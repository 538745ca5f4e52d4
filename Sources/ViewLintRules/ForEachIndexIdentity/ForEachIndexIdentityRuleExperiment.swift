import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 36–37, E21, §3d): the collection whose positions key
/// the rows starts with three elements and is edited where it lives (a `@State`, the parent's
/// argument, a binding, a model's property): an insert at the front, a delete, a move. Each row
/// tracks the element it shows; a row that keeps its identity (its `@State`, its animations) while
/// showing another element is counted — as written, and keyed by the elements' ids. A collection
/// the view cannot change (a constant, a global) is never edited.
extension ForEachIndexIdentityRule {
    public func confirm(_ rows: PositionKeyedRows, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        // Built in an action, never in a body: decided before lowering, which hosts bodies only.
        if let handed = ActionBuiltRows.handedToNewHost(rows, in: tree) {
            return .refutedByStaticFact(handed, dependencies: [])
        }
        let request = SiteRequest(path: file.source.path, site: rows.call, marks: [(rows.call, SiteMark("rows"))])
        var lowered = try context.lowered(request)
        let pruned = ImpossibleDrivers.prune(&lowered, in: file, context: context)
        if case .rangeCount(let bound) = rows.shape {
            return confirmRangeCount(bound, in: file, lowered: lowered, context: context)
        }
        if let menu = rows.menu,
           RowState(context: context, owner: lowered.owner).holders(inRows: rows.call, in: tree).isEmpty {
            return .refutedByStaticFact("the rows are \(menu.rows), which SwiftUI shows as \(menu.shownAs): they keep no state and play no insert, delete or move animation, and no view of this project in them holds state, so a row keyed by its position loses nothing when another element takes its place",
                                        dependencies: lowered.dependencies).based(on: RowsRefutation.menuItems)
        }
        if let identity = rows.rowIdentity {
            // No state passes on, but an insert or a move still animates as the rows at and
            // after it replaced in place, not as rows moving: whether that matters depends on
            // whether the changes are animated, which is not decided here.
            return .inconclusive("each row's view is given \(identity), which reads the element it shows: a row handed another element is made anew, so no state passes from one element to the next; what keying by position still changes is how an insert or a move animates (as the rows after it replaced in place, not moved)")
        }
        guard var collection = rows.collection else {
            return .inconclusive("the rows count positions in something that is not a collection the code names")
        }
        var shown = "`\(tree.excerpt(collection))`"
        // A name the view makes itself (a local `let`, an `if let`, a computed property): decided
        // from what makes it.
        var followed: CollectionOrigin?
        if let origin = CollectionOrigin(collection, at: rows.call, in: tree) {
            let made = "`\(tree.excerpt(origin.expression))`"
            if Self.isConstant(origin.expression, in: tree, index: context.index) {
                return .refutedByStaticFact("`\(origin.name)` is made only from constants (\(made)), whose elements keep their places, so its rows never move",
                                            dependencies: lowered.dependencies)
            }
            if let function = CollectionOrigin.calledFunction(origin.expression, in: tree) {
                return .inconclusive("`\(origin.name)` is the result of `\(function)(…)`, which the engine does not evaluate")
            }
            followed = origin
            shown = "`\(origin.name)` (\(made))"
            if Self.storedPath(origin.expression, in: tree) != nil { collection = origin.expression }
        }
        // A calendar's weekday names: seven, always in weekday order (Sunday first).
        if let path = Self.storedPath(collection, in: tree), path.count == 2, Self.weekdaySymbols.contains(path[1]),
           Self.isCalendar(path[0], of: lowered.owner, index: context.index) {
            return .refutedByStaticFact("\(shown) is a `Calendar`'s `\(path[1])`: seven weekday names, always in weekday order (Sunday first) whatever the locale, so its rows never move (assuming a calendar of seven-day weeks, as every Foundation calendar is, and the view's calendar not changing while it is shown)",
                                        dependencies: lowered.dependencies)
        }
        // `viewModel.rules` where `rules` is a `let` (or a `var` no code writes): set when its
        // holder was made; where it is computed from what the model holds, what changes it is
        // not the model's publishing.
        switch Self.holder(of: collection, at: rows.call, in: tree, index: context.index) {
        case .kept(let holder, let kept):
            // Held for the view's life by a `@StateObject` nothing replaces: fixed, a static fact.
            let member = Self.storedPathThroughElements(collection, in: tree)?.0.last ?? ""
            // A `var` the type's own code fills while an object is made (its `init`, or a
            // private method only `init` calls) keeps that value as surely as one nothing writes.
            let seeded = kept == .unwrittenVar && context.index.storedValueKinds(of: member, inType: holder)?.seededInInit == true
            if let kept, let path = Self.storedPath(collection, in: tree), path.count == 2,
               let view = context.index.viewType(named: lowered.owner),
               let held = HeldObject(path[0], of: view, index: context.index), held.type == holder {
                return .refutedByStaticFact("\(held.description), and \(HeldObject.describe(path[1], kept, seeded: seeded)), so \(shown) never changes and its rows never move",
                                            dependencies: lowered.dependencies)
            }
            // An object the view is given only as a new hosting controller's root keeps it too,
            // and so does each member (`groups[i].items`) that keeps its value in turn.
            if kept != nil, let (path, _) = Self.storedPathThroughElements(collection, in: tree), path.count >= 2,
               let view = context.index.viewType(named: lowered.owner),
               let held = NewHostingRoot.heldObject(path[0], of: view, context: context),
               let chain = Self.keptChain(path.dropFirst(), from: held.type, index: context.index), chain.holder == holder {
                return .refutedByStaticFact("\(held.description), and \(chain.clauses.joined(separator: ", and ")), so \(shown) never changes and its rows never move",
                                            dependencies: lowered.dependencies)
            }
            // A `let` declared with a constant: every `holder` holds the same rows.
            if kept == .letProperty, let constant = HolderReplacedRows.constantLet(member, of: holder, context: context) {
                return .refutedByStaticFact("\(shown) is a `let` of `\(holder)` declared `= \(constant.value)`: every `\(holder)` holds that same constant, so whichever one the view is given, its rows never move",
                                            dependencies: lowered.dependencies + (constant.path == file.source.path ? [] : [constant.path]))
            }
            let what: String
            switch kept {
            case .letProperty: what = "\(shown) is a `let` of `\(holder)`"
            case .unwrittenVar where seeded:
                what = "\(shown) is a `var` of `\(holder)` set only while one is made (in its `init`, or a private method only `init` calls)"
            case .unwrittenVar: what = "\(shown) is a `var` of `\(holder)` that no code in the project writes"
            case .computed: what = "\(shown) is computed only from what `\(holder)` keeps (`let`s, `var`s no code writes)"
            case nil: return .inconclusive("\(shown) is computed from what `\(holder)` holds, and the engine does not follow what changes it")
            }
            if HolderReplacedRows.rowsHoldNoState(rows, lowered: lowered, in: tree, context: context) {
                return .refutedByStaticFact(HolderReplacedRows.refutation(what, when: "when another `\(holder)` takes its place", shown: shown),
                                            dependencies: lowered.dependencies).based(on: RowsRefutation.replacedWhole)
            }
            return .inconclusive("\(what): it changes only when another `\(holder)` takes its place, which the engine does not follow")
        case .outside(let type, let member):
            // Not read, so nothing is said of how it changes (a Flux store's `state` changes on
            // every dispatch, not when another store takes its place).
            return .inconclusive("\(shown) is read through `\(type)`'s `\(member)`, and `\(type)` is a type this project does not declare: the engine cannot read what changes its `\(member)`, so whether the rows' elements ever shift is not known")
        case nil:
            break
        }
        // Replaced only as a whole (an enum's computed list, a state set only as the view
        // appears): no insert, delete or move is the code's to try.
        let replacement = WholeReplacement.lifecycleState(collection, rows: rows.call, owner: lowered.owner, in: tree, context: context)
            ?? WholeReplacement.enumComputed(collection, owner: lowered.owner, in: tree, context: context)
        if let replacement, let shownValue = HolderReplacedRows.shownViewValue(inRows: rows.call, in: tree),
           Self.statefulRowTypes(in: lowered.program, owner: lowered.owner, rows: rows, tree: tree, context: context).isEmpty,
           RowState(context: context, owner: lowered.owner).builtInHolders(inRows: rows.call, in: tree).isEmpty {
            // Stateless but for a view the rows do not build (fact 54): what it holds decides.
            return .inconclusive("\(replacement.why): \(replacement.when), a new value takes the whole collection's place, and each row keyed by its position shows the element then at its place; the rows show \(shownValue), a view they do not build, and whether it holds state that would stay with its place is not known",
                                 dependencies: lowered.dependencies)
        }
        if let replacement, HolderReplacedRows.rowsHoldNoState(rows, lowered: lowered, in: tree, context: context) {
            return .refutedByStaticFact(replacement.refutation(shown: shown), dependencies: lowered.dependencies)
                .based(on: RowsRefutation.replacedWhole)
        }
        var source: DataSource
        // The kinds of edit the project's code makes, where they are known.
        var codeEdits: (Set<EditPlan.Edit>, name: String)?
        // Whether every edit that moves an element is assumed (the code only stores it whole).
        var movesOnlyAssumed = false
        let drivers = followed.map { Self.drivers(of: $0.expression, owner: lowered.owner, in: file, context: context) }
        if let replacement {
            // Rows that keep state: run the one change the code makes, on a stand-in.
            source = DataSource.standIn(owner: lowered.owner, in: &lowered.program)
            lowered.assumptions += replacement.assumptions
        } else if let followed, Self.storedPath(followed.expression, in: tree) == nil {
            // Made from the view's data by an expression the engine does not lower
            // (`if … { [a] + xs } else { xs }`): edited as a collection of its own.
            guard let drivers, !drivers.isEmpty else {
                return .inconclusive("\(shown) does not come from a state, argument, binding or model of this view")
            }
            source = DataSource.standIn(owner: lowered.owner, in: &lowered.program)
            let from = drivers.map { "`\($0)`" }.joined(separator: ", ")
            lowered.assumptions.append("\(shown) changing like a stored array when \(from) changes")
        } else if let path = Self.storedPath(collection, in: tree), let stored = DataSource(path: path, owner: lowered.owner, in: lowered.program) {
            source = stored
            if let unchanging = Self.unchangingState(stored, shown: shown, lowered: lowered) { return unchanging }
            if case .state = stored.kind, stored.member == nil, Self.isPrivateState(stored.field, of: lowered.owner, in: tree, context: context),
               let writes = InPlaceWrites.onlyInPlace(stored.field, under: Self.declarationRoots(of: lowered.owner, in: tree, context: context), in: tree) {
                if writes.keepElements {
                    return .refutedByStaticFact("\(shown) is a private `@State` this file changes only in place, each write changing an element's members or putting back the element with the same `id` where `firstIndex(where:)` found it (`\(writes.first)`): no row is inserted, removed or moved, and each row keeps showing the element it was made for",
                                                dependencies: lowered.dependencies)
                }
                return .inconclusive("\(shown) is a private `@State` this file changes only by replacing elements where they are (`\(writes.first)`): no row is inserted, removed or moved, and a row shows another element only if the element put back is another one, which the engine cannot tell")
            }
            if case .argument = stored.kind, !pruned.builtOnlyInActions.isEmpty {
                // A stored argument of a view value is fixed; a member of one may be a class's.
                if stored.member == nil, let hosted = HostedOnceRows(ofViewNamed: lowered.owner, path: file.source.path, context: context) {
                    return .refutedByStaticFact(hosted.why(owner: lowered.owner, shown: shown),
                                                dependencies: lowered.dependencies + hosted.paths.filter { $0 != file.source.path })
                        .based(on: RowsRefutation.hostedOnce)
                }
                let places = pruned.builtOnlyInActions.joined(separator: ", ")
                return .inconclusive("`\(lowered.owner)` is made only in an action (in \(places)) and handed on, never rebuilt by a body: whether the same view is ever given another \(shown) is not known")
            }
            // The parent is assumed to pass a new collection only where the project shows a
            // construction to assume it of: with none, nothing says a shown view gets another.
            if case .argument = stored.kind, stored.member == nil,
               context.index.viewType(named: lowered.owner)?.instantiations.isEmpty ?? true {
                let name = lowered.owner.split(separator: ".").last.map(String.init) ?? lowered.owner
                if !context.index.recordsConstructions(ofTypeNamed: name) {
                    return .inconclusive("`\(lowered.owner)` has the name of a SwiftUI type, and the engine does not read constructions written `\(name)(…)`: whether a shown one is ever given another \(shown), with other elements at the rows' places, is not known")
                }
                return .inconclusive("no construction of `\(lowered.owner)` the engine can read passes \(shown): whether a shown one is ever given another, with other elements at the rows' places, is not known")
            }
            if case .argument = stored.kind, stored.member == nil,
               case .holds(let sites, let files, _)? = Self.constantPerConstruction.fact(field: stored.field, of: lowered.owner,
                                                                                    in: file, context: context) {
                let count = sites == 1 ? "its one construction passes" : "each of its \(sites) constructions passes"
                return .refutedByStaticFact("\(count) \(shown) as a constant (an array literal, an enum's `allCases`, a `let` constant, or a `let` part of one), whose elements keep their places, so its rows never move",
                                            dependencies: files.filter { $0 != file.source.path })
            }
            let found = RowEdits.found(for: stored, index: context.index)
            // The files whose edits decide it are read too, whichever type they edit.
            for path in found?.edits.files ?? [] where path != file.source.path && !lowered.dependencies.contains(path) {
                lowered.dependencies.append(path)
            }
            let membersOnly = found.flatMap { found in
                found.edits.kinds.contains(.inPlace) && found.edits.kinds.isSubset(of: [.appends, .inPlace])
                    ? InPlaceMemberWrites.onlyMembers(of: found.name, in: found.edits.files, trees: context.trees) : nil
            }
            switch RowEdits.answer(for: stored, found: found, dependencies: lowered.dependencies, membersOnly: membersOnly) {
            case .decided(let evidence): return evidence
            case .assume(let assumption):
                movesOnlyAssumed = true
                // Rows over `0..<xs.count` that read no element are tried on the count alone,
                // which names its own assumption.
                if rows.shape != .constantRange || rows.position?.readsElement != false { lowered.assumptions.append(assumption) }
            case .run:
                if let byName = RowEdits.byNameAssumption(found) { lowered.assumptions.append(byName) }
                if let found, found.edits.kinds.isEmpty { lowered.assumptions.append(StandInReader.editsMadeUp(shown, found: found, index: context.index)) }
            case .runOnly(let edits, let name):
                codeEdits = (edits, name)
                if let byName = RowEdits.byNameAssumption(found) { lowered.assumptions.append(byName) }
            }
        } else if let followed {
            // Read through an object or value whose member the engine cannot follow: not made up.
            guard let path = Self.storedPath(followed.expression, in: tree), path.count >= 2 else {
                return .inconclusive("\(shown) does not come from a state, argument, binding or model of this view")
            }
            return .inconclusive("\(shown) is read through `\(path[0])`, and the engine does not follow what changes its `\(path[1])`")
        } else if Self.rootCanChange(collection, in: tree, owner: lowered.program.type(named: lowered.owner)) {
            // A member of an outer row's element that keeps its id for life: fixed per outer row.
            if let fresh = FreshElementRows(collection, at: rows.call, in: tree, index: context.index) {
                return .refutedByStaticFact(fresh.why, dependencies: lowered.dependencies).based(on: RowsRefutation.freshElementMember)
            }
            // Nested in, or computed from, something that changes: edited as a collection of its
            // own only where the code shows its elements can shift.
            // A member's edits are read by name across the project: those files are read too.
            if let path = WholeReplacement.basePath(of: collection, in: tree), path.count >= 2 {
                for path in context.index.collectionEdits(of: path[path.count - 1], onType: nil).files
                where path != file.source.path && !lowered.dependencies.contains(path) {
                    lowered.dependencies.append(path)
                }
            }
            let feed = StandInReader(file: file, context: context, owner: lowered.owner).feed(of: collection)
            guard case .run(let assumption, let only) = feed else {
                return HolderReplacedRows.decided(feed, rows: rows, shown: shown, lowered: lowered, in: tree, context: context)
                    ?? Self.decided(feed, dependencies: lowered.dependencies)
            }
            source = DataSource.standIn(owner: lowered.owner, in: &lowered.program)
            lowered.assumptions.append(assumption)
            codeEdits = only
        } else if let function = CollectionOrigin.calledFunction(collection, in: tree) {
            if let result = FixedHelperResult.of(collection, owner: lowered.owner, in: tree, context: context) {
                let resting = result.assumptions.isEmpty ? "" : " (assuming \(result.assumptions.joined(separator: ", ")))"
                return .refutedByStaticFact(result.why + resting, dependencies: lowered.dependencies)
            }
            return .inconclusive("the rows count the result of `\(function)(…)`, which the engine does not evaluate")
        } else if let root = Self.storedPath(collection, in: tree)?.first,
                  let computed = StandInReader(file: file, context: context, owner: lowered.owner).computedFeed(root, shown: shown) {
            // Made by the view's own computed properties (`formula.parts`): from what they read.
            guard case .run(let assumption, let only) = computed else {
                return HolderReplacedRows.decided(computed, rows: rows, shown: shown, lowered: lowered, in: tree, context: context)
                    ?? Self.decided(computed, dependencies: lowered.dependencies)
            }
            source = DataSource.standIn(owner: lowered.owner, in: &lowered.program)
            lowered.assumptions.append(assumption)
            codeEdits = only
        } else {
            return .inconclusive("\(shown) does not come from a state, argument, binding or model of this view")
        }
        if source.field == DataSource.standInField {
            Self.vary(collection, followed: followed?.name, rows: rows.call, in: tree, lowered: &lowered)
        }
        if let position = rows.position {
            // Rows over `0..<xs.count` that read no element show nothing another element could
            // replace: what goes wrong is the row count SwiftUI keeps (rule 37).
            if rows.shape == .constantRange, !position.readsElement {
                lowered.assumptions.append("\(shown) going from 3 to 4, 2 and 5 elements")
                let sizes: [Value] = [3, 4, 2, 5].map { n in .array((0..<n).map(Self.element)) }
                return Self.keptRowCount(source, values: sizes, count: { .derived("count", [$0]) { v in .int(v[0].arrayValue?.count ?? 0) } },
                                         changing: "\(shown) changing", lowered: lowered, context: context)
            }
            // A row that reads another row's element by position (`xs[index - 1]`) is defined by
            // its place next to the others (a level of a path: row i lists the children of row
            // i - 1). Keyed by element it would still read whatever sits before it, so keying by
            // position may be the code's meaning; with no edit of the code moving an element, a
            // confirmation would rest on nothing but the edits assumed.
            if let neighbour = position.readsNeighbour, movesOnlyAssumed {
                return .inconclusive("each row reads another row's element by its position (\(neighbour)), so a row stands for its place next to the others (as a level of a path does), and the code only stores \(shown) whole: no edit of the code is seen to move an element to another place, and keyed by element a row would still read whatever sits beside it. Keying by position may be what the code means",
                                     dependencies: lowered.dependencies)
            }
            if let use = position.usedAsData {
                guard !Self.statefulRowTypes(in: lowered.program, owner: lowered.owner, rows: rows, tree: tree, context: context).isEmpty else {
                    return .inconclusive("the rows use their position as data (\(use)) and no view of this project in them holds `@State` or `@StateObject`: keyed by position, a row stays the row at its place, which may be what the code means")
                }
                lowered.assumptions.append("each row standing for its element, not its position (it uses \(use))")
            }
        }
        let counts = rows.collection.map { HeldCounts.bounds(of: $0, rows: rows.call, in: tree) } ?? CountBounds()
        let allowed = codeEdits?.0 ?? Set(EditPlan.Edit.allCases)
        guard let plan = replacement.map(EditPlan.init(replacingAll:)) ?? EditPlan(allowed: allowed, counts: counts) else {
            return .inconclusive(EditPlan.noneLeft(code: codeEdits?.name, counts: counts))
        }
        lowered.assumptions.append(replacement == nil ? "\(shown) starting with \(EditPlan.elements(plan.start.count))"
            : "\(shown) holding \(EditPlan.elements(plan.start.count)) when a new value replaces them")
        let rowMark = lowered.program.marks.count
        lowered.program.marks.append(SiteMark("row"))
        var written = lowered.program
        var fixed = lowered.program
        source.seed(&written, Self.value(plan.start))
        source.seed(&fixed, Self.value(plan.start))
        var read = source.read
        // `ForEach($items)`: the rows are given bindings to the elements, which `$item` projects.
        if tree.text(collection).hasPrefix("$"), source.member == nil, source.property == nil, [.state, .binding].contains(source.kind) {
            read = .binding(source.field, path: [], animated: false)
        }
        written = written.rewritingView(at: 0) { Self.rows($0, data: read, shape: rows.shape, keyedByID: false, rowMark: rowMark) }
        fixed = fixed.rewritingView(at: 0) { Self.rows($0, data: read, shape: rows.shape, keyedByID: true, rowMark: rowMark) }
        written.marks[rowMark] = SiteMark("row", tracking: Self.shownElementID(read, rows.shape, keyedByID: false))
        fixed.marks[rowMark] = SiteMark("row", tracking: Self.shownElementID(read, rows.shape, keyedByID: true))
        var edits = Driver(plan.described(allowed: allowed, code: codeEdits?.name, counts: counts), kind: source.kind, field: source.field,
                           steps: plan.steps.map { source.step(Self.value($0)) }, semantics: [.v17plus])
        edits.keepsHeldConditions = true
        var experiment = SiteExperiment(program: written, fixed: fixed, drivers: [edits], site: 0, counted: rowMark,
                                        options: context.options, measure: { $0.trackedChanges + $0.staleRowCounts })
        experiment.countsEveryInstance = true
        // Which element a row shows and whether it kept its identity are decided at the row,
        // whatever its content does.
        experiment.contentMatters = false
        let stateful = Self.statefulRowTypes(in: written, owner: lowered.owner, rows: rows, tree: tree, context: context)
        // Every stateful view reloads from an input when it changes: the kept state is replaced
        // soon after, so the cost is a reload in place, not another element's stale state.
        let rowState = RowState(context: context, owner: lowered.owner)
        // Or a view above it makes it anew with an `.id(…)` of what it is given (review s16b:
        // ElementX StackedAvatarsView:27, `LoadableImage`'s `.id(stableMediaIdentifier)`).
        let reKeyed = rowState.reKeyedHolders(inRows: rows.call, in: tree)
        let reloads = stateful.compactMap { view in
            rowState.reloadInput(of: view).map { (view, "reloads it when its `\($0)` changes", "`\($0)`") } ?? reKeyed[view].map { (view, "`\($0.by)` makes anew when its \($0.id) changes", "\($0.id) in `\($0.by)`") }
        }
        // A `ScrollView` or `TextField` in the row keeps its own state with the row: that moves
        // to the other element whatever the project's views reload.
        let builtIns = rowState.builtInHolders(inRows: rows.call, in: tree)
        let reloaded: String
        if stateful.isEmpty || reloads.count != stateful.count || !builtIns.isEmpty {
            reloaded = ""
        } else {
            let when = reloads.count == 1 ? "which \(reloads[0].1)"
                : "each reloading it when its input changes (" + reloads.map(\.2).joined(separator: ", ") + ")"
            reloaded = ", \(when), so the content reloads in place instead of moving with its element"
        }
        // State a view above makes anew is not kept: the row keeps its identity, the state is
        // made again for the element now shown.
        let remadeOnly = !reloaded.isEmpty && stateful.allSatisfy { rowState.reloadInput(of: $0) == nil }
        let holder = stateful.isEmpty ? "its identity (animations, transitions)"
            : remadeOnly ? "its identity (not its \(RowState.wrappers(of: stateful, index: context.index)): `\(stateful.joined(separator: "`, `"))`\(reloaded))"
            : "its \(RowState.wrappers(of: stateful, index: context.index)) (in `\(stateful.joined(separator: "`, `"))`\(reloaded))"
        // Rows reading neither element nor position show no element: a row kept its state while
        // standing for another one (a delete takes the last row's state, not the deleted one's).
        let showing = rows.showsNoElement ? "standing for" : "showing"
        let wording = EvidenceWording(
            fix: "rows keyed by the elements' ids (each element appearing once)",
            asWritten: { c, _ in "a row kept \(holder) while \(showing) another element \(c.trackedChanges == 1 ? "once" : "\(c.trackedChanges) times")" },
            withFix: { c, _, _ in c.trackedChanges == 1 ? "once" : "\(c.trackedChanges) times" },
            refuted: { [remade = EnclosingIdentity.around(rows, in: tree)] _ in
                "rows kept showing the element they were made for, keyed by position or by id" + (remade.map { ": \($0)" } ?? "")
            })
        let evidence = context.evidence(of: experiment, wording, lowered: lowered)
        return reloaded.isEmpty ? evidence : evidence.based(on: RowsConfirmation.reloadsInPlace)
    }
}
