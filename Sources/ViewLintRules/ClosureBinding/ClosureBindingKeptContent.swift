import ViewLint

// A closure binding inside content a project container keeps as a view value (`SpineContainer`):
// the built-in control that takes the binding runs no `body` of the project's, but the
// container's value holds the new binding, so the container's own `body` re-runs for it.

extension ClosureBindingRule {
    /// The binding goes to a built-in control inside content that `keeper`, a project container,
    /// stores as a view value: its `body` runs whenever that value (its arguments and the
    /// content's values, counted on the keeper leaf) compares unequal (rule 2). A container
    /// with its own `==` is compared with it: not modelled, left undecided.
    /// A keeper holding only part of its content (branches or rows off the way to the site,
    /// `SpineContainer.keeper`) decides only a refutation: what it holds on every evaluation
    /// comparing unequal as often without the binding shows the whole does too, while a count
    /// the fix lowers does not (a left-out branch may differ on those updates). The caller
    /// keeps that rule (`confirmWhereBuilt`).
    func confirmKept(_ binding: ClosureBindingSite, in file: LintFile, context: ConfirmationContext, lowered: LoweredSite,
                     receiverMark: Int, keeper: String, keptBy: inout [String]) -> Evidence {
        let types = context.index.viewTypes(named: keeper)
        guard types.count == 1, !types[0].isEquatable, types[0].customEquality == nil else {
            return .inconclusive("the binding is in content `\(keeper)` stores, and `\(keeper)` is compared with its own `==`, which decides whether its `body` re-runs",
                                 dependencies: lowered.dependencies)
        }
        var lowered = lowered
        let tree = file.tree
        let projection = binding.projection(in: tree, index: context.index)
        let fixName = binding.fixName(projection: projection, in: tree, index: context.index)
        let ownerFields = lowered.program.type(named: lowered.owner)?.fields ?? []
        let heldReads = HeldMemberReads(owner: lowered.owner, fields: ownerFields, tree: tree, declarations: context.declarations)
        if projection == nil { Self.nameUnresolvedSources(&lowered, fields: ownerFields, held: heldReads) }
        let fixed = lowered.program.rewritingExpression(at: 0) { written in
            Self.stableBinding(for: written, projection: projection, fields: ownerFields, held: heldReads)
        }
        let drivers = Self.driversTestingTheBinding(binding, in: tree, lowered: lowered)
        let experiment = SiteExperiment(program: lowered.program, fixed: fixed, drivers: drivers, site: 0,
                                        counted: receiverMark, options: context.options, measure: { $0.inputChanges })
        let wording = Self.countWording("`\(keeper).body` ran", fix: fixName,
                                        sameCountMeans: ": the rest of the content it keeps compares unequal as often") { $0.inputChanges }
        let evidence = Self.evidence(of: experiment, wording, lowered: lowered, context: context)
        // The keeper is counted; other views keeping the binding are not.
        keptBy.removeAll { $0 == keeper }
        return evidence
    }
}
