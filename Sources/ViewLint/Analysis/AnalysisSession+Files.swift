/// How a session finds, reads and summarises its files: the content of each (an open document,
/// a file the reader vouches for unread, or bytes read) and each file's declarations and digests.
extension AnalysisSession {
    /// Finds each file's content: an open document, the reader's word that it is unchanged
    /// (with its digests remembered), or its bytes read.
    func resolveSlots(_ names: [String], progress: (@Sendable () -> Void)?) {
        let unresolved = names.filter { slots[$0] == nil }
        guard !unresolved.isEmpty else { return }
        let overlays = documents, reader = self.reader, digests = storedMemory.digests, project = self.project
        let resolved = parallelMap(unresolved, jobs: settings.jobs) { name -> FileSlot in
            defer { progress?() }
            if let bytes = overlays[name] { return FileSlot(name: name, bytes: bytes) }
            let path = project.absolutePath(of: name)
            if let content = reader.knownContent(of: name, at: path), let known = digests[AnalysisMemory.digestKey(content: content, name: name)] {
                return FileSlot(content: content, digests: known)
            }
            switch reader.read(name, at: path) {
            case .success(let bytes): return FileSlot(name: name, bytes: bytes)
            case .failure(let failure):
                return FileSlot(problem: InputError(path: name, message: "cannot read file: \(failure.message)"))
            }
        }
        for (name, slot) in zip(unresolved, resolved) {
            if slot.problem == nil, slot.digests == nil,
               let known = storedMemory.digests[AnalysisMemory.digestKey(content: slot.content, name: name)] {
                slot.digests = known
            }
            slots[name] = slot
        }
    }

    /// Parses files for their declarations and digests, keeping the trees of `keepingFor`
    /// files for their checks when the budget allows (one parse per file).
    func summarise(_ names: [String], keepingFor keep: Set<String>, in store: TreeStore) {
        guard !names.isEmpty else { return }
        for name in names where slots[name]!.file == nil { _ = loadedFile(name) }
        let files = names.map { slots[$0]!.file }
        let digesting = settings.incremental
        let outcomes = parallelMap(Array(zip(names, files)), jobs: settings.jobs, workerState: ParseBuffers.init) { buffers, entry -> FileSlot.Parsed? in
            guard let file = entry.1 else { return nil }
            if keep.contains(entry.0), store.hasRoom(forSource: file.bytes.count) {
                let parsed = ParsedSource(parsing: file)
                let outcome = FileSlot.Parsed(parsed, digesting: digesting)
                _ = store.keep(parsed)
                return outcome
            }
            let parsed = ParsedSource(parsing: file, reusing: &buffers)
            let outcome = FileSlot.Parsed(parsed, digesting: digesting)
            buffers.recycle(parsed)
            return outcome
        }
        for (name, outcome) in zip(names, outcomes) {
            guard let outcome else { continue }
            slots[name]!.declarations = outcome.declarations
            slots[name]!.digests = outcome.digests
            slots[name]!.gate = outcome.gate
        }
    }

    /// The file's bytes, read now if the reader vouched for it unread; nil when that fails
    /// (the slot then records the problem).
    @discardableResult
    func loadedFile(_ name: String) -> SourceFile? {
        if let file = slots[name]?.file { return file }
        guard slots[name]?.problem == nil else { return nil }
        switch reader.read(name, at: project.absolutePath(of: name)) {
        case .success(let bytes):
            let file = SourceFile(path: name, bytes: bytes)
            if StableHash.ofContent(bytes) != slots[name]?.content {
                // Changed since the reader vouched for it: analysed as read.
                slots[name] = FileSlot(name: name, bytes: bytes)
            } else {
                slots[name]!.file = file
            }
            return slots[name]!.file
        case .failure(let failure):
            slots[name] = FileSlot(problem: InputError(path: name, message: "cannot read file: \(failure.message)"))
            return nil
        }
    }

    /// Reads slots for the tree store (which parses a file on demand) without the lock the
    /// analysis holds: slots do not change while checks run.
    struct SlotReader: @unchecked Sendable {
        let session: AnalysisSession
        init(_ session: AnalysisSession) { self.session = session }
        func file(_ name: String) -> SourceFile? { session.slots[name]?.file }
    }
}
