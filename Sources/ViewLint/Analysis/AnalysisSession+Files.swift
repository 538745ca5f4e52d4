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
    ///
    /// A file's bytes are let go once it is summarised (its summary keeps only the texts it
    /// reads), unless it is an open document or its bytes are reported (`keepsSource`): a
    /// check or a confirmation reads it again (`SlotReader.file`), so the whole project's
    /// bytes are never held at once after indexing.
    func summarise(_ names: [String], keepingFor keep: Set<String>, in store: TreeStore) {
        guard !names.isEmpty else { return }
        for name in names where slots[name]!.file == nil { _ = loadedFile(name) }
        // Each worker takes its file out of its own slot, so the bytes go as it is summarised.
        let entries = names.map { (name: $0, slot: slots[$0]!, keepsFile: keepsSource($0)) }
        let digesting = settings.incremental
        let outcomes = parallelMap(entries, jobs: settings.jobs, workerState: ParseBuffers.init) { buffers, entry -> FileSlot.Parsed? in
            guard let file = entry.slot.file else { return nil }
            if !entry.keepsFile { entry.slot.file = nil }
            if keep.contains(entry.name), store.hasRoom(forSource: file.bytes.count) {
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

    /// Whether the slot of the file called `name` keeps its bytes after it is summarised: an
    /// open document's are held anyway, and a file asked for is reported with its bytes when
    /// every file read is (`AnalysisSettings.reportsEveryFileRead`).
    func keepsSource(_ name: String) -> Bool {
        documents[name] != nil || (settings.reportsEveryFileRead && asked.contains(name))
    }

    /// Reads slots for the tree store (which parses a file on demand) without the lock the
    /// analysis holds: slots do not change while checks run. A file whose bytes were let go is
    /// read again, and used only if its content is still the one indexed (else it is not
    /// part of the analysis: a check of it finds nothing).
    struct SlotReader: @unchecked Sendable {
        let session: AnalysisSession
        init(_ session: AnalysisSession) { self.session = session }
        func file(_ name: String) -> SourceFile? {
            guard let slot = session.slots[name] else { return nil }
            if let file = slot.file { return file }
            guard slot.problem == nil, slot.declarations != nil,
                  case .success(let bytes) = session.reader.read(name, at: session.project.absolutePath(of: name)),
                  StableHash.ofContent(bytes) == slot.content else { return nil }
            return SourceFile(path: name, bytes: bytes)
        }
    }
}
