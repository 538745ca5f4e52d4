/// The project model of a session's last analysis, with what it was built from, so that an
/// edit to one file does not merge every file of the project again, and with what each edit
/// changed in it (`ModelChange`), so that a long-lived session re-checks only the files that
/// can see the change.
///
/// When the same files are analysed again, each changed file is taken in by itself:
/// - the same declaration digest (a body, a comment, whitespace): its positions are replaced
///   in the index (`ProjectIndex.replacingFile`); nothing changed by name;
/// - the same type declarations, other construction sites or facts (a call typed in a body, a
///   state written): the index takes the file's positions and sites in place, and the facts of
///   the modules holding the file are merged again only if its facts changed
///   (`ProjectModel.replacingFacts`);
/// - other type declarations (a property added, a type renamed, a conformance): the index is
///   merged again, and the facts of the modules holding the file.
/// Either way the names whose entries differ are recorded, with every declaration that refers
/// to them. A file joining or leaving the project, changed imports, or a first model merge
/// everything and record that anything may have changed. `builds` counts each kind.
struct ProjectModelCache {
    private(set) var builds = ModelBuildCounts()
    /// Off: every change merges the project again (how the benchmark measures what updating
    /// in place saves). The change by name is recorded either way.
    var updatesInPlace = true
    private var last: Built?
    /// What changed since `takeChange()` was last called.
    private var pending = ModelChange()

    private struct Built {
        var names: [String]
        /// Per file, in `names` order: its content hash, declarations and declaration digest.
        var contents: [UInt64]
        var declarations: [DeclarationSummary]
        var digests: [UInt64?]
        var scopes: ModuleScopes?
        /// Per file, in `names` order, and turned around; made when a declaration first changes.
        var references: [DeclarationReferences]?
        var referrers: Referrers?
        var model: ProjectModel
    }

    /// One file as the model is built from it.
    struct Input {
        var content: UInt64
        var declarations: DeclarationSummary
        var digest: UInt64?
    }

    /// The model of `names` (each file's input from `input`, read for every file only when
    /// the project is merged again; `scopes` for that merge).
    mutating func model(of names: [String], content: (String) -> UInt64, input: (String) -> Input,
                        scopes: ([DeclarationSummary]) -> ModuleScopes?) -> ProjectModel {
        // Taken out, so that its arrays are changed in place below, not copied.
        if var built = last.take(), built.names == names {
            let changed = names.indices.filter { content(names[$0]) != built.contents[$0] }
            if changed.isEmpty {
                builds.reused += 1
                last = built
                return built.model
            }
            if let model = update(&built, changed: changed, inputs: changed.map { input(names[$0]) }) {
                last = built
                return model
            }
        }
        let inputs = names.map(input)
        let declarations = inputs.map(\.declarations)
        let fileScopes = scopes(declarations)
        let model = Linter.projectModel(declarations, scopes: fileScopes)
        last = Built(names: names, contents: inputs.map(\.content), declarations: declarations,
                     digests: inputs.map(\.digest), scopes: fileScopes, references: nil, referrers: nil, model: model)
        builds.merged += 1
        pending.formUnion(ModelChange(everything: true, files: Set(names)))
        return model
    }

    /// Takes in the changed files one by one; nil when one of them changes what the model's
    /// scoping rests on (its imports), or no digest is kept (then the project is merged again).
    private mutating func update(_ built: inout Built, changed: [Int], inputs: [Input]) -> ProjectModel? {
        let previous = built.model.index
        var index = previous
        var names: Set<String> = [], constructed: Set<String> = []
        var mergeIndex = false, mergeFacts = false
        for (k, input) in zip(changed, inputs) {
            let old = built.declarations[k], new = input.declarations
            guard let before = built.digests[k], let after = input.digest,
                  old.summary.imports == new.summary.imports else { return nil }
            if before != after {
                let differing = FileContributions.changedNames(FileContributions(old), FileContributions(new)) {
                    previous.isViewType($0) || index.isViewType($0)
                }
                names.formUnion(differing.declared)
                constructed.formUnion(differing.constructed)
                if !Self.sameTypeDeclarations(old.summary, new.summary) { mergeIndex = true }
                mergeFacts = mergeFacts || Self.factsDigest(old.facts) != Self.factsDigest(new.facts)
            }
            if !mergeIndex && updatesInPlace {
                if let replaced = index.replacingFile(old.summary, with: new.summary) { index = replaced } else { mergeIndex = true }
            }
            built.contents[k] = input.content
            built.declarations[k] = new
            built.digests[k] = input.digest
            if built.references != nil {
                let references = DeclarationReferences(new)
                built.referrers!.replace(built.references![k], with: references)
                built.references![k] = references
            }
        }
        if !updatesInPlace {
            built.model = Linter.projectModel(built.declarations, scopes: built.scopes)
            builds.merged += 1
        } else {
            if mergeIndex {
                index = ProjectIndex(summaries: built.declarations.map(\.summary), scopes: built.scopes)
                builds.merged += 1
            }
            if mergeFacts {
                // The modules holding none of the changed files keep their merged facts.
                built.model = built.model.replacingFacts(index: index, files: built.declarations.map { ($0.summary.path, $0.facts) },
                                                         changed: Set(changed.map { built.names[$0] }), scopes: built.scopes)
                if !mergeIndex { builds.factsMerged += 1 }
            } else {
                built.model = built.model.replacingIndex(index)
                if !mergeIndex { builds.updated += 1 }
            }
        }
        if !names.isEmpty {
            // A declaration that refers to a changed name may derive something else from it.
            if built.references == nil {
                built.references = built.declarations.map(DeclarationReferences.init)
                built.referrers = Referrers(built.references!)
            }
            names = built.referrers!.closure(of: names)
        }
        // A view's construction sites are its own entry: nothing else is derived from them.
        pending.formUnion(ModelChange(names: names.union(constructed), files: Set(changed.map { built.names[$0] })))
        return built.model
    }

    /// The type declarations of two versions of a file, equal apart from where they are.
    private static func sameTypeDeclarations(_ a: FileSummary, _ b: FileSummary) -> Bool {
        guard a.declarations.count == b.declarations.count, a.typealiases == b.typealiases,
              a.typeAliasDeclarations == b.typeAliasDeclarations else { return false }
        for k in a.declarations.indices {
            var first = StableHash(), second = StableHash()
            DeclarationDigest.add(a.declarations[k], to: &first)
            DeclarationDigest.add(b.declarations[k], to: &second)
            if first.value != second.value { return false }
        }
        return true
    }

    private static func factsDigest(_ facts: ProjectFacts) -> UInt64 {
        var hash = StableHash()
        DeclarationDigest.add(facts, to: &hash)
        return hash.value
    }

    /// What changed in the model since the last call (and forgets it).
    mutating func takeChange() -> ModelChange {
        defer { pending = ModelChange() }
        return pending
    }

    /// Forgets the model (the project was walked again).
    mutating func reset() { last = nil }
}

/// How a session's analyses found their project model (`AnalysisSession.modelBuilds`).
public struct ModelBuildCounts: Sendable, Equatable {
    /// Nothing had changed since the last model.
    public var reused = 0
    /// The changed files' positions and sites were replaced in the last model.
    public var updated = 0
    /// The index was updated in place and the facts merged again (a file's facts changed).
    public var factsMerged = 0
    /// Every file was merged again.
    public var merged = 0

    public init() {}
}
