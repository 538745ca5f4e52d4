/// The project model of a session's last analysis, with what it was built from, so that an
/// edit to one file does not merge every file of the project again.
///
/// When the same files are analysed and each changed file kept its declaration digest (the
/// edit moved code, or changed a body, a comment, whitespace), the model is the last one with
/// those files' positions replaced (`ProjectIndex.replacingPositions`); the facts hold no
/// positions and are equal. Otherwise (a declaration, conformance, `==`, property or
/// construction site changed, a file joined or left, or digests are not kept) the project is
/// merged again; `builds` counts how often each happened.
struct ProjectModelCache {
    private(set) var builds = ModelBuildCounts()
    /// Off: every change merges the project again (how the benchmark measures what updating
    /// in place saves).
    var updatesInPlace = true
    private var last: Built?

    private struct Built {
        var names: [String]
        /// Per file, in `names` order: its content hash, declarations and declaration digest.
        var contents: [UInt64]
        var declarations: [DeclarationSummary]
        var digests: [UInt64?]
        var model: ProjectModel
    }

    /// One file as the model is built from it.
    struct Input {
        var content: UInt64
        var declarations: DeclarationSummary
        var digest: UInt64?
    }

    /// The model of `names` (each file's input from `input`, read for every file only when
    /// the project is merged again); `merge` builds it from scratch.
    mutating func model(of names: [String], content: (String) -> UInt64, input: (String) -> Input,
                        merge: ([DeclarationSummary]) -> ProjectModel) -> ProjectModel {
        if var built = last, built.names == names {
            let changed = names.indices.filter { content(names[$0]) != built.contents[$0] }
            if changed.isEmpty {
                builds.reused += 1
                return built.model
            }
            let inputs = changed.map { input(names[$0]) }
            if updatesInPlace, let index = updated(built, changed: changed, inputs: inputs) {
                for (k, input) in zip(changed, inputs) {
                    built.contents[k] = input.content
                    built.declarations[k] = input.declarations
                }
                built.model = built.model.replacingIndex(index)
                last = built
                builds.updated += 1
                return built.model
            }
        }
        last = nil
        let inputs = names.map(input)
        let declarations = inputs.map(\.declarations)
        let model = merge(declarations)
        last = Built(names: names, contents: inputs.map(\.content), declarations: declarations,
                     digests: inputs.map(\.digest), model: model)
        builds.merged += 1
        return model
    }

    /// The last index with the changed files' positions replaced, or nil when a changed file's
    /// declarations differ (or are not digested).
    private func updated(_ built: Built, changed: [Int], inputs: [Input]) -> ProjectIndex? {
        var index = built.model.index
        for (k, input) in zip(changed, inputs) {
            guard let before = built.digests[k], let after = input.digest, before == after,
                  let replaced = index.replacingPositions(of: built.declarations[k].summary,
                                                          with: input.declarations.summary) else { return nil }
            index = replaced
        }
        return index
    }

    /// Forgets the model (the project was walked again).
    mutating func reset() { last = nil }
}

/// How a session's analyses found their project model (`AnalysisSession.modelBuilds`).
public struct ModelBuildCounts: Sendable, Equatable {
    /// Nothing had changed since the last model.
    public var reused = 0
    /// The changed files' positions were replaced in the last model.
    public var updated = 0
    /// Every file was merged again.
    public var merged = 0

    public init() {}
}
