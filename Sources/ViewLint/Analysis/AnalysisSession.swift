/// The analysis of one project, shared by every front end: `viewlint lint`, `--fix`,
/// `baseline` and the git hooks drive a session once per run; `viewlint lsp` keeps one alive for
/// the editor, with open documents overriding the files on disk.
///
/// A session analyses the whole project (its index covers every file) and reports on the files
/// asked for, so a file gets the same findings, severities and evidence however it is linted.
/// Each file's result is kept with what it was computed from: its own content, the settings, the
/// project's declarations (without positions), and the code of the other files its
/// confirmation read. Only files whose inputs changed are checked again.
///
/// For the language server:
///
///     let session = AnalysisSession(project: Project.discover(…), settings: AnalysisSettings(…))
///     session.setDocument("App/Row.swift", bytes: buffer)   // didOpen / didChange
///     let result = session.analyze(openDocuments)           // findings for those files only
///     session.removeDocument("App/Row.swift")               // didClose: the disk copy again
///     session.filesChanged(["App/Model.swift"])             // didChangeWatchedFiles
///     session.fix(["App/Row.swift"])                        // source.fixAll: new bytes per file
///
/// Files are named as the project names them (root-relative paths, `Project.name(of:)`);
/// findings and errors carry those names as their paths. Thread-safe: calls are serialised.
public final class AnalysisSession: @unchecked Sendable {
    public private(set) var project: Project
    public private(set) var settings: AnalysisSettings
    /// The settings as given, before `deploying` added what the project's manifests decide: a
    /// walked-again project is deployed from them, so the salt is never hashed in twice.
    private var givenSettings: AnalysisSettings
    /// Digests and results, for a front end that keeps them between runs (the CLI's cache).
    public var memory: AnalysisMemory {
        get { lock.withLock { storedMemory } }
        set { lock.withLock { storedMemory = newValue } }
    }

    // Read and written by the session's file handling too (AnalysisSession+Files.swift), always
    // under `lock`.
    var storedMemory: AnalysisMemory
    let reader: any ProjectFileReader
    var overlays: [String: [UInt8]] { lock.withLock { documents } }
    var documents: [String: [UInt8]] = [:]
    var slots: [String: FileSlot] = [:]
    /// The files the running analysis was asked for.
    var asked: Set<String> = []
    /// The last project model, updated file by file when it can be (`ProjectModelCache`).
    private var models = ProjectModelCache()
    /// An analysis let every file's facts go (`AnalysisSettings.keepsFileFacts` off): the next
    /// one summarises every file again.
    private var factsReleased = false
    /// The model an analysis that let the files' facts go made (nil otherwise): held until the
    /// next analysis, so that a one-shot command, which keeps its session to the process's exit
    /// (`ProcessLifetime`), does not free a large project's model dictionary by dictionary.
    private var releasedFactsModel: ProjectModel?
    private let lock = Lock()

    public init(project: Project, settings: AnalysisSettings, memory: AnalysisMemory = AnalysisMemory(),
                reader: any ProjectFileReader = DiskReader()) {
        self.project = project
        self.givenSettings = settings
        self.settings = AnalysisSession.deploying(settings, to: project)
        self.storedMemory = memory
        self.reader = reader
    }

    // MARK: documents and changes

    /// An editor buffer (or standard input) for the file called `name`: it replaces the file's
    /// content on disk until `removeDocument`. A name the project did not list joins it.
    public func setDocument(_ name: String, bytes: [UInt8]) {
        lock.withLock {
            forgetDocumentDigests(name)
            documents[name] = bytes
            slots[name] = nil
            project.include([name])
        }
    }

    /// The file called `name` is read from disk again.
    public func removeDocument(_ name: String) {
        lock.withLock {
            forgetDocumentDigests(name)
            documents[name] = nil
            slots[name] = nil
            if FileSystem.status(project.absolutePath(of: name)) == nil { project.remove([name]) }
        }
    }

    /// A buffer's digests are dropped when its text changes: kept, an editing session would add
    /// one entry per keystroke. (A file on disk keeps its entry, which the CLI's cache stores.)
    private func forgetDocumentDigests(_ name: String) {
        guard documents[name] != nil, let content = slots[name]?.content else { return }
        storedMemory.digests[AnalysisMemory.digestKey(content: content, name: name)] = nil
    }

    /// Files created, changed or deleted on disk (names). Created Swift files join the project;
    /// deleted ones leave it.
    public func filesChanged(_ names: [String]) {
        lock.withLock {
            var gone: Set<String> = []
            for name in names {
                slots[name] = nil
                if documents[name] == nil, FileSystem.status(project.absolutePath(of: name)) == nil { gone.insert(name) }
            }
            project.remove(gone)
            project.include(names.filter { !gone.contains($0) && $0.hasSuffix(".swift") })
        }
    }

    /// New settings (a configuration reloaded): every result is checked again.
    public func updateSettings(_ new: AnalysisSettings) {
        lock.withLock {
            givenSettings = new
            settings = AnalysisSession.deploying(new, to: project)
        }
    }

    /// The binding semantics code deploying to `targets` can run with: only the newer one when
    /// every declared platform is new enough.
    static func semantics(_ targets: DeploymentTargets) -> Set<Semantics> {
        targets.allNewerBehaviour ? [.v17plus] : [.v17plus, .pre17]
    }

    /// The settings with the semantics the project's deployment targets allow, mixed into every
    /// result's key (a changed deployment target, or the platforms a target builds for, checks
    /// every file again).
    static func deploying(_ settings: AnalysisSettings, to project: Project) -> AnalysisSettings {
        var copy = settings
        copy.semantics = AnalysisSession.semantics(project.modules.deploymentTargets)
        // Checked files are named relative to the project's root; the map holds absolute paths.
        let project = project
        copy.targetPlatforms = { project.modules.targetPlatforms(ofFile: project.absolutePath(of: $0)) }
        // Each file runs with what the targets compiling it deploy to (mlem's app target at
        // iOS 26 never runs the older behaviour, whatever the project-level default says).
        copy.fileSemantics = { AnalysisSession.semantics(project.modules.deploymentTargets(ofFile: project.absolutePath(of: $0))) }
        let modules = project.modules
        let platforms = modules.targetPlatformsKey, deployments = modules.deploymentTargetsKey
        if copy.semantics != [.v17plus, .pre17] || !platforms.isEmpty || !deployments.isEmpty {
            var salt = StableHash()
            salt.combine(settings.cacheSalt)
            if copy.semantics != [.v17plus, .pre17] { salt.combine("newer semantics only") }
            salt.combine(platforms)
            salt.combine(deployments)
            copy.cacheSalt = salt.value
        }
        return copy
    }

    /// A project walked again (files added or removed in bulk, a manifest changed).
    public func updateProject(_ new: Project) {
        lock.withLock {
            project = new
            project.include(Array(documents.keys))
            settings = AnalysisSession.deploying(givenSettings, to: new)
            let files = Set(new.files)
            slots = slots.filter { files.contains($0.key) || documents[$0.key] != nil }
            models.reset()
        }
    }

    // MARK: analysis

    /// Findings for the files called `names` (each checked again only if its inputs changed),
    /// with the whole project indexed. `progress` is called once per file as it is read (or
    /// vouched for unread), from any thread.
    public func analyze(_ names: [String], progress: (@Sendable () -> Void)? = nil) -> AnalysisResult {
        lock.withLock { analyzeLocked(names, progress: progress) }
    }

    private func analyzeLocked(_ names: [String], progress: (@Sendable () -> Void)?) -> AnalysisResult {
        let asked = Array(Set(names)).sorted()
        project.include(asked)
        let all = project.files
        let askedSet = Set(asked)
        self.asked = askedSet
        let store = TreeStore(budget: settings.treeBudget) { [slots = SlotReader(self)] in slots.file($0) }
        defer { store.releaseAll() }
        releasedFactsModel = nil

        if factsReleased {
            for slot in slots.values { slot.declarations = nil }
            models.reset()
            factsReleased = false
        }
        resolveSlots(all, progress: progress)
        // Parsed now: files whose digests are unknown (or, not incremental, whose declarations are).
        let unparsed = all.filter { name in
            guard let slot = slots[name], slot.problem == nil else { return false }
            return settings.incremental ? slot.digests == nil : slot.declarations == nil
        }
        summarise(unparsed, keepingFor: askedSet, in: store)

        let valid = all.filter { slots[$0]?.problem == nil }
        let indexDigest = settings.incremental ? projectDigest(valid) : 0
        var configurations = FileConfigurations(settings: settings)
        var linters: [String: Linter] = [:]
        var configurationErrors: [String: InputError] = [:]
        var misses: [String] = []
        var keys: [String: UInt64] = [:]
        var uncheckable: [String: InputError] = [:]
        for name in asked where slots[name]?.problem == nil {
            let configured: (linter: Linter, digest: UInt64)
            switch configurations.linter(forFile: project.absolutePath(of: name)) {
            case .success(let found): configured = found
            case .failure(let problem):
                configurationErrors[name] = InputError(path: name, message: "its configuration cannot be read: \(problem.path):\(problem.line):\(problem.column): \(problem.message)")
                continue
            }
            var key = StableHash()
            key.combine(slots[name]!.content)
            key.combine(indexDigest)
            key.combine(configured.digest)
            keys[name] = key.value
            linters[name] = configured.linter
            if !settings.incremental || !isCurrent(storedMemory.results[name], key: key.value) { misses.append(name) }
        }

        if !misses.isEmpty {
            // The checks need the project model: every file's declarations.
            summarise(valid.filter { slots[$0]!.declarations == nil }, keepingFor: Set(misses), in: store)
            let current = settings.keepsFileFacts ? projectModel(valid) : projectModelReleasingFacts(valid)
            if !settings.keepsFileFacts { releasedFactsModel = current }
            let trees = SourceTrees(provider: store)
            let linters = linters
            let ordered = CheckOrder.grouped(misses, membership: project.moduleMembership(misses),
                                             imports: misses.map { slots[$0]?.declarations?.summary.imports.map(\.name) ?? [] },
                                             moduleIDs: project.modules.idsByName)
            // A file that cannot hold a finding (`CheckGate`) is neither checked nor parsed again.
            let gates = Dictionary(uniqueKeysWithValues: ordered.compactMap { name in slots[name]?.gate.map { (name, $0) } })
            let checks = parallelMap(ordered, jobs: settings.jobs, workerState: ParseBuffers.init) { buffers, name in
                if linters[name]!.findsOnlyInViewCode, let gate = gates[name], !gate.mayFind(in: current.seen(from: name)) {
                    store.release(name)
                    return Linter.FileCheck(findings: [], diagnostics: [], dependencies: [])
                }
                guard let (parsed, fresh) = store.parsed(name, reusing: &buffers) else {
                    // Its bytes were let go after indexing, and reading it again failed or gave
                    // other content: checking it would place findings in code the index never saw.
                    var unchecked = Linter.FileCheck(findings: [], diagnostics: [], dependencies: [])
                    unchecked.problem = InputError(path: name, message: "the file changed (or could not be read again) while it was being linted: it was not checked; lint it again")
                    return unchecked
                }
                var check = linters[name]!.check(parsed, model: current, trees: trees)
                // The bytes checked are the ones reported with its findings.
                if !check.findings.isEmpty { check.source = parsed.tree.file }
                store.release(name)
                if fresh { buffers.recycle(parsed) }
                return check
            }
            for (name, check) in zip(ordered, checks) {
                if let problem = check.problem {
                    uncheckable[name] = problem
                    storedMemory.results[name] = nil
                    continue
                }
                if let source = check.source, slots[name]?.file == nil { slots[name]?.file = source }
                var findings = check.findings
                findings.sort(by: Linter.reportOrder)
                let dependencies = check.dependencies.compactMap { dependency in
                    slots[dependency]?.digests.map { Dependency(name: dependency, code: $0.code) }
                }
                storedMemory.results[name] = FileResult(key: keys[name]!, dependencies: dependencies, findings: findings)
            }
        }
        for name in valid where settings.incremental {
            let slot = slots[name]!
            storedMemory.digests[AnalysisMemory.digestKey(content: slot.content, name: name)] = slot.digests
        }

        var result = AnalysisResult()
        for name in asked {
            if let problem = slots[name]?.problem ?? configurationErrors[name] ?? uncheckable[name] {
                result.errors.append(problem)
                continue
            }
            let findings = storedMemory.results[name]?.findings ?? []
            result.findings += findings
            let reported = !findings.isEmpty || (settings.reportsEveryFileRead && slots[name]?.file != nil)
            if reported, let file = loadedFile(name) { result.sources[name] = file }
        }
        result.notes = all.filter { !askedSet.contains($0) }.compactMap { slots[$0]?.problem } + project.problems
        result.checked = misses
        result.reused = keys.count - misses.count
        result.examined = asked.filter { slots[$0]?.problem == nil || slots[$0]?.file != nil }.count
        return result
    }

    /// Whether a stored result still holds: same key, and every file its confirmation read has
    /// the code it had then.
    private func isCurrent(_ result: FileResult?, key: UInt64) -> Bool {
        guard let result, result.key == key else { return false }
        return result.dependencies.allSatisfy { slots[$0.name]?.digests?.code == $0.code }
    }

    /// What every result depends on: the settings, each file's name, modules and declaration
    /// digest.
    private func projectDigest(_ names: [String]) -> UInt64 {
        var hash = StableHash()
        hash.combine(settings.cacheSalt)
        hash.combine(settings.configuration.confirm ? "confirm" : "no-confirm")
        let membership = project.moduleMembership(names)
        for (name, modules) in zip(names, membership) {
            hash.combine(name)
            hash.combine(slots[name]!.digests!.declarations)
            for module in modules { hash.combine(project.modules.modules[Int(module)].name) }
        }
        return hash.value
    }

    private func projectModel(_ names: [String]) -> ProjectModel {
        models.model(of: names, content: { self.slots[$0]!.content }, input: { name in
            let slot = self.slots[name]!
            return ProjectModelCache.Input(content: slot.content, declarations: slot.declarations!,
                                           digest: slot.digests?.declarations)
        }, scopes: { declarations in moduleScopes(names, summaries: declarations.map(\.summary)) })
    }

    private func moduleScopes(_ names: [String], summaries: [FileSummary]) -> ModuleScopes {
        let membership = project.moduleMembership(names)
        return ModuleScopes(files: names.indices.map { (names[$0], membership[$0], summaries[$0].imports) }, map: project.modules)
    }

    /// The model `projectModel` makes, with each file's facts moved out of its slot and let go
    /// as they are merged in (`keepsFileFacts` off): the merged facts and every file's are never
    /// all held at once. Nothing is cached: the next analysis summarises every file again.
    private func projectModelReleasingFacts(_ names: [String]) -> ProjectModel {
        models.reset()
        factsReleased = true
        var summaries: [FileSummary] = []
        var files: [(path: String, facts: ProjectFacts)] = []
        summaries.reserveCapacity(names.count)
        files.reserveCapacity(names.count)
        for name in names {
            let slot = slots[name]!
            let declarations = slot.declarations!
            // Each file keeps its summary, which its check reads.
            slot.declarations = DeclarationSummary(summary: declarations.summary, facts: ProjectFacts())
            summaries.append(declarations.summary)
            files.append((declarations.summary.path, declarations.facts))
        }
        let scopes = moduleScopes(names, summaries: summaries)
        let index = ProjectIndex(summaries: summaries, scopes: scopes)
        return ProjectModel(index: index, consuming: &files, scopes: scopes)
    }

    /// How many files hold their own declaration facts (for tests of `keepsFileFacts`).
    var filesHoldingFacts: Int {
        lock.withLock { slots.values.filter { $0.declarations?.facts.usage.numbered != nil }.count }
    }

    /// What changed in the project model, by name, since the last call: a front end that keeps
    /// results between analyses (the language server) re-checks the files that can see it.
    public func takeModelChange() -> ModelChange {
        lock.withLock { models.takeChange() }
    }

    /// How the project model was found for each analysis that checked files: reused, updated
    /// for the files that changed, or merged from every file again.
    public var modelBuilds: ModelBuildCounts { lock.withLock { models.builds } }

    /// Whether an edit that keeps a file's declarations updates the project model in place
    /// (the default) or merges every file again (for benchmarks to compare the two).
    public var updatesModelInPlace: Bool {
        get { lock.withLock { models.updatesInPlace } }
        set { lock.withLock { models.updatesInPlace = newValue } }
    }
}

extension DeclarationSummary {
    /// A file's summary with other facts (none, once a one-shot analysis lets them go).
    init(summary: FileSummary, facts: ProjectFacts) {
        self.summary = summary
        self.facts = facts
    }
}
