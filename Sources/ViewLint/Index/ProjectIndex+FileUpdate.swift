/// One file's edit applied to a built index without merging every file again.
///
/// An edit that leaves the file's type declarations as they were (names, kinds, conformances,
/// stored properties, `==`, enum payloads, generic parameters, typealiases and what each
/// names where, imports) changes
/// nothing the merge derives from them: name ids, conformances, families, POD classes. What
/// can differ from a fresh merge is then where those declarations are (view types' offsets,
/// lines and stored properties, the `==` they declare) and the file's construction sites (a
/// keystroke in a body adds, removes or re-shapes calls). This swaps the positions and matches
/// the file's new sites to view types as the merge does, keeping every view's sites in file
/// order.
extension ProjectIndex {
    /// The index with `old`'s file replaced by `new` (two summaries of one path whose type
    /// declarations the caller found equal apart from positions, as `DeclarationDigest` hashes
    /// them); nil when they cannot be matched one to one (the caller merges the project again).
    public func replacingFile(_ old: FileSummary, with new: FileSummary) -> ProjectIndex? {
        guard old.path == new.path, old.declarations.count == new.declarations.count,
              old.typealiases == new.typealiases,
              old.typeAliasDeclarations == new.typeAliasDeclarations, old.imports == new.imports else { return nil }
        // Declarations by their old offset (types) and `==` offsets, old to new.
        var declarationAt: [Int: Int] = [:]
        var equalityOffsets: [Int: Int] = [:]
        for k in old.declarations.indices {
            let before = old.declarations[k], after = new.declarations[k]
            guard before.kind == after.kind, before.qualifiedName == after.qualifiedName,
                  before.storedProperties.count == after.storedProperties.count,
                  (before.staticEqualsOffset == nil) == (after.staticEqualsOffset == nil) else { return nil }
            if before.kind != .extension, declarationAt.updateValue(k, forKey: before.offset) != nil { return nil }
            if let offset = before.staticEqualsOffset {
                equalityOffsets[offset] = after.staticEqualsOffset!
            }
        }
        // The file's sites share one `SiteFile`: a site in the index is the file's when it
        // holds that one.
        let oldSites = old.sites.first?.file
        var updated = self
        for v in updated.viewTypes.indices {
            if updated.viewTypes[v].path == old.path {
                guard let k = declarationAt[updated.viewTypes[v].offset] else { return nil }
                let declaration = new.declarations[k]
                var properties = declaration.storedProperties
                let classified = updated.viewTypes[v].storedProperties
                guard properties.count == classified.count else { return nil }
                for p in properties.indices { properties[p].pod = classified[p].pod }
                updated.viewTypes[v].offset = declaration.offset
                updated.viewTypes[v].line = declaration.line
                updated.viewTypes[v].storedProperties = properties
            }
            if let equality = updated.viewTypes[v].customEquality, equality.path == old.path {
                guard let offset = equalityOffsets[equality.offset] else { return nil }
                updated.viewTypes[v].customEquality = (old.path, offset)
            }
            if let oldSites, updated.viewTypes[v].instantiations.contains(where: { $0.file === oldSites }) {
                updated.viewTypes[v].instantiations.removeAll { $0.file === oldSites }
            }
        }
        // The new sites, each where the merge would list it: after the sites of files before
        // this one in path order, in the file's order.
        var matched: [Int: [InstantiationSite]] = [:]
        let viewer = scoping?.ordinalByPath[new.path]
        for site in new.sites {
            let name = site.typeName
            guard var view = byName[name] else { continue }
            if let scoping {
                // Every file of the merge has an ordinal: a file without one is not this index's.
                guard let viewer else { return nil }
                guard let visible = scoping.resolve(name, from: viewer) else { continue }
                view = Int(visible)
            }
            if let inner = nestedView(name, in: site.enclosingType) { view = inner }
            matched[view, default: []].append(site)
        }
        for (view, sites) in matched {
            let list = updated.viewTypes[view].instantiations
            let at = list.firstIndex { Self.bytesPrecede(new.path, $0.path) } ?? list.count
            updated.viewTypes[view].instantiations.insert(contentsOf: sites, at: at)
        }
        return updated
    }
}
