/// One file's edit applied to a built index without merging every file again.
///
/// An edit that leaves the file's `DeclarationDigest` unchanged (a keystroke in a body, a
/// comment, a blank line) changes none of the names, conformances, properties and sites the
/// index was built from, only where they are in the file. Everything the merge derives from
/// them (name ids, conformances, families, POD classes, which view each site constructs) is
/// then the same, and the only difference from a fresh merge is the file's positions: its view
/// types' offsets, lines and stored properties, the `==` it declares, and its construction
/// sites. This swaps those for the new summary's, in place.
extension ProjectIndex {
    /// The index with the positions of `old`'s file replaced by `new`'s. The two summaries are
    /// of one path with the same declaration digest; nil when they cannot be matched one to one
    /// (the caller merges the project again).
    public func replacingPositions(of old: FileSummary, with new: FileSummary) -> ProjectIndex? {
        guard old.path == new.path, old.declarations.count == new.declarations.count,
              old.sites.count == new.sites.count else { return nil }
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
        // Sites by their old byte range: the file's sites share one `SiteFile`, so a site in
        // the index is the file's when it holds that one.
        let oldSites = old.sites.first?.file
        var siteAt: [UInt64: Int] = [:]
        for k in old.sites.indices {
            let range = old.sites[k].record.byteRange
            if siteAt.updateValue(k, forKey: UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)) != nil { return nil }
        }

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
            guard let oldSites else { continue }
            for s in updated.viewTypes[v].instantiations.indices where updated.viewTypes[v].instantiations[s].file === oldSites {
                let range = updated.viewTypes[v].instantiations[s].record.byteRange
                guard let k = siteAt[UInt64(range.lowerBound) << 32 | UInt64(range.upperBound)] else { return nil }
                updated.viewTypes[v].instantiations[s] = new.sites[k]
            }
        }
        return updated
    }
}
