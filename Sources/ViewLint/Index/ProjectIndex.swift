#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the whole project declares about SwiftUI view types, merged from per-file summaries.
public struct ProjectIndex: Sendable {
    /// View-family types in path, then source order.
    public internal(set) var viewTypes: [ViewTypeInfo] = []
    /// Readable by the in-place update (`ProjectIndex+FileUpdate`), which matches sites as the merge does.
    private(set) var byName: [String: Int] = [:]
    /// Module scoping (nil: one module, every lookup project-wide). See `ScopedLookup`.
    var scoping: ScopedLookup?
    /// The file whose point of view `viewType(named:)` takes (`seen(from:)`), or -1 for none.
    var viewer: Int32 = -1
    /// Its path, also without module scoping: a nested view that file declares is what its
    /// code means by the simple name (`Header` inside `Chart` is `Chart.Header`).
    var viewerPath: String?
    /// Nested view types (`Chart.Header`) by simple name: inside `Chart` (or its extensions),
    /// `Header(…)` is that type, whatever else shares the name.
    private(set) var nestedByName: [String: [Int]] = [:]
    /// Top-level view types that share a simple name with a nested one: a file declaring both
    /// means the top-level one by the simple name.
    private var topLevelSharingNested: [String: [Int]] = [:]
    /// Every file's `typealias`es by qualified name (`CustomizeViewsSettings.PlatformPicker`),
    /// with the file declaring each, in path then source order: what an alias names where
    /// (`resolvedTypeAlias`). Positions are not kept, so an edit that moves them keeps the table.
    private(set) var typeAliases: [String: [(path: String, alias: TypeAliasDeclaration)]] = [:]
    /// The aliases' simple names: most capitalised names asked about are no alias.
    private(set) var aliasNames: Set<String> = []

    /// Builds the index from all files of a run: summarise each (in parallel if wanted), then merge once.
    public init(trees: [SyntaxTree]) {
        self.init(summaries: trees.map { FileSummary(tree: $0) })
    }

    /// `scopes`: what each file can see (nil or one module: types resolve project-wide).
    public init(summaries: [FileSummary], scopes: ModuleScopes? = nil) {
        // Callers mostly pass files in path order already: check before sorting.
        var files = summaries
        // By index: zipping copies every summary (four references) to read its path.
        if files.indices.dropFirst().contains(where: { ProjectIndex.bytesPrecede(files[$0].path, files[$0 - 1].path) }) {
            files.sort { ProjectIndex.bytesPrecede($0.path, $1.path) }
        }
        var types: [TypeDeclarationSummary] = []
        var typePaths: [String] = []
        var extensions: [(TypeDeclarationSummary, String)] = []
        // Each declaration's file (position in `files`), for module-separated conformances.
        var typeFiles: [Int] = [], extensionFiles: [Int] = []
        var typealiases: [[String: TypeShape]] = []
        // By index, not `for file in files`: that copies each summary (four references).
        for f in files.indices {
            for declaration in files[f].declarations {
                if declaration.kind == .extension {
                    extensions.append((declaration, files[f].path))
                    extensionFiles.append(f)
                } else {
                    types.append(declaration)
                    typePaths.append(files[f].path)
                    typeFiles.append(f)
                }
            }
            if !files[f].typealiases.isEmpty { typealiases.append(files[f].typealiases) }
            for alias in files[f].typeAliasDeclarations {
                typeAliases[alias.qualifiedName, default: []].append((files[f].path, alias))
                // The simple name after the last `.`, found in the UTF-8 view (a `split` walks Characters).
                let name = alias.qualifiedName
                aliasNames.insert(name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.index(after: $0)...]) } ?? name)
            }
        }

        // Names become dense ids once, so conformances and families are arrays indexed by
        // name, not String-keyed dictionaries of Sets. The SwiftUI protocols are numbered
        // first: id < familyOf.count finds a name's family.
        var names = NameTable(capacity: 2 * (types.count + extensions.count) + 128)
        var familyOf: [UInt8] = []
        for (name, family) in ViewFamily.protocols {
            let id = Int(names.id(name))
            // Each protocol is listed once (`familiesByProtocol` would trap otherwise): a new id.
            assert(id == familyOf.count)
            familyOf.append(family.bit)
        }
        let equatable = names.id("Equatable"), hashable = names.id("Hashable")

        // Conformances by qualified name: declared, plus those added by extensions of that
        // name as written (`extension A.B: View`). A nested type is keyed apart from every
        // other type sharing its simple name (a model `ApiModel.Details` is not a view because
        // a `Details: View` exists); protocols keep their simple names, as inherited names are
        // read. `typeIDs` are simple names (the classifier's lookup, construction sites).
        var typeIDs: [Int32] = [], keyIDs: [Int32] = []
        typeIDs.reserveCapacity(types.count)
        keyIDs.reserveCapacity(types.count)
        var edges: [(name: Int32, parent: Int32)] = []
        edges.reserveCapacity(2 * (types.count + extensions.count))
        // By key: the first extension's `static func ==` (an index into `equalities`), or -1.
        var extensionEquals: [Int32] = []
        var equalities: [(path: String, offset: Int)] = []
        var modules = ModuleKeys(scopes: scopes, files: files)
        for k in 0 ..< types.count + extensions.count {
            let declaration = k < types.count ? types[k] : extensions[k - types.count].0
            let id = names.id(declaration.name)
            // Top-level names share their String's storage with `name`: `==` is one compare.
            var key = declaration.kind == .protocol || declaration.qualifiedName == declaration.name
                ? id : names.id(declaration.qualifiedName)
            if modules.separates, declaration.kind != .protocol {
                key = k < types.count
                    ? modules.typeKey(key, declaration.qualifiedName, file: typeFiles[k], names: &names)
                    : modules.extensionKey(key, file: extensionFiles[k - types.count])
            }
            if let first = declaration.firstInherited {
                edges.append((key, declaration.source.withBytes(first) { names.id(bytes: $0) }))
                for range in declaration.moreInherited {
                    edges.append((key, declaration.source.withBytes(range) { names.id(bytes: $0) }))
                }
            }
            if k < types.count {
                typeIDs.append(id)
                keyIDs.append(key)
            } else if let offset = declaration.staticEqualsOffset {
                if extensionEquals.count < names.count {
                    extensionEquals += repeatElement(-1, count: names.count - extensionEquals.count)
                }
                if extensionEquals[Int(key)] < 0 {
                    extensionEquals[Int(key)] = Int32(equalities.count)
                    equalities.append((extensions[k - types.count].1, offset))
                }
            }
        }
        // `typealias StoryView = Story & View` named in a conformance list stands for each
        // protocol it composes: the alias refines them as a protocol would (review s18 §3).
        let compositionAliases = ProjectIndex.compositionAliasEdges(typealiases, names: &names, into: &edges)
        let conformances = ConformanceLists(count: names.count, edges: edges)

        // Project protocols that refine a view-family protocol, to a fixed point.
        var protocolFamilies = [UInt8](repeating: 0, count: names.count)
        let protocolIDs = types.indices.filter { types[$0].kind == .protocol }.map { Int(typeIDs[$0]) }
        func families(of id: Int) -> UInt8 {
            var mask: UInt8 = 0
            for parent in conformances.parents(of: id) {
                mask |= Int(parent) < familyOf.count ? familyOf[Int(parent)] : 0
                mask |= protocolFamilies[Int(parent)]
            }
            return mask
        }
        var changed = true
        while changed {
            changed = false
            for id in protocolIDs + compositionAliases {
                let mask = protocolFamilies[id] | families(of: id)
                if mask != protocolFamilies[id] {
                    protocolFamilies[id] = mask
                    changed = true
                }
            }
        }

        // The classifier numbers declarations in `types` order, protocols left out.
        var declarations: [TypeDeclarationSummary] = [], declarationNameIDs: [Int32] = []
        declarations.reserveCapacity(types.count)
        declarationNameIDs.reserveCapacity(types.count)
        for (index, type) in types.enumerated() where type.kind != .protocol {
            declarations.append(type)
            declarationNameIDs.append(typeIDs[index])
        }
        var classifier = PODClassifier(names: &names, declarations: declarations, nameIDs: declarationNameIDs,
                                       typealiases: typealiases, protocolNameIDs: protocolIDs.map { Int32($0) })
        // The view type of each name id (the first one, if several share a simple name), -1.
        var viewOfName = [Int32](repeating: -1, count: names.count)
        // Few distinct family masks occur: one Set each, not one per type.
        var familySets = [Set<ViewFamily>?](repeating: nil, count: 256)
        // Each key's family mask, from every edge once: asking `families(of:)` per type is
        // quadratic in the declarations sharing a key (TCA declares some 570 `State`s, which
        // shared one key while keys were simple names).
        var familiesOfName = [UInt8](repeating: 0, count: names.count)
        for edge in edges {
            let parent = Int(edge.parent)
            familiesOfName[Int(edge.name)] |= (parent < familyOf.count ? familyOf[parent] : 0) | protocolFamilies[parent]
        }
        var declarationIndex = -1
        var firstOfNames: [Int] = []
        for (index, type) in types.enumerated() where type.kind != .protocol {
            declarationIndex += 1
            let id = Int(typeIDs[index]), key = Int(keyIDs[index])
            let familyMask = familiesOfName[key]
            guard familyMask != 0 else { continue }
            var properties = type.storedProperties
            for k in properties.indices {
                properties[k].pod = classifier.classify(propertyAt: k, in: declarationIndex)
            }
            let equality: (path: String, offset: Int)? = type.staticEqualsOffset.map { (typePaths[index], $0) }
                ?? (key < extensionEquals.count && extensionEquals[key] >= 0 ? equalities[Int(extensionEquals[key])] : nil)
            let kind: TypeDeclarationKind
            switch type.kind {
            case .class: kind = .class
            case .enum: kind = .enum
            case .actor: kind = .actor
            default: kind = .struct
            }
            if familySets[Int(familyMask)] == nil { familySets[Int(familyMask)] = ViewFamily.set(familyMask) }
            let info = ViewTypeInfo(
                name: type.name, qualifiedName: type.qualifiedName, kind: kind, path: typePaths[index],
                offset: type.offset, line: type.line, families: familySets[Int(familyMask)]!, storedProperties: properties,
                customEquality: equality,
                isEquatable: conformances.parents(of: key).contains { $0 == equatable || $0 == hashable },
                pod: classifier.classify(type: declarationIndex), instantiations: [])
            if viewOfName[id] < 0 {
                viewOfName[id] = Int32(viewTypes.count)
                firstOfNames.append(viewTypes.count)
            }
            viewTypes.append(info)
        }
        // Sized once: growing a String-keyed dictionary rehashes every name.
        byName.reserveCapacity(firstOfNames.count)
        for index in firstOfNames { byName[viewTypes[index].name] = index }
        if let scopes, let lookup = ScopedLookup(scopes: scopes, files: files.map(\.path), viewTypes: viewTypes) {
            scoping = lookup
        }
        // Most candidates construct no view (formatters, models). While every name is ASCII
        // the site's name is found by its bytes' hash in the name table, no String made;
        // otherwise by String `==` (`\u{212A}` == `K`), as `viewType(named:)` finds it.
        // Matches are found first and counted, so each view's list is allocated once.
        let table = names, byBytes = names.isByteKeyed
        for index in viewTypes.indices where viewTypes[index].qualifiedName != viewTypes[index].name {
            nestedByName[viewTypes[index].name, default: []].append(index)
        }
        for index in viewTypes.indices where viewTypes[index].qualifiedName == viewTypes[index].name
            && nestedByName[viewTypes[index].name] != nil {
            topLevelSharingNested[viewTypes[index].name, default: []].append(index)
        }
        var matches: [(view: Int32, file: Int32, site: Int32)] = []
        var siteCounts = [Int](repeating: 0, count: viewTypes.count)
        for f in files.indices {
            // Index, not `for site in`: most candidates are not views, and copying each one
            // (several strings) just to look at its name dominated the merge.
            let sites = files[f].sites
            for k in sites.indices {
                let view: Int?
                if byBytes, let id = sites[k].typeNameID(in: table) {
                    view = id < 0 || viewOfName[Int(id)] < 0 ? nil : Int(viewOfName[Int(id)])
                } else {
                    view = byName[sites[k].typeName]
                }
                if var view {
                    if let scoping {
                        // The type the site's file sees under that name, if any.
                        guard let visible = scoping.resolve(sites[k].typeName, from: Int32(f)) else { continue }
                        view = Int(visible)
                    }
                    if let inner = nestedView(sites[k].typeName, in: sites[k].enclosingType) { view = inner }
                    matches.append((Int32(view), Int32(f), Int32(k)))
                    siteCounts[view] += 1
                }
            }
        }
        for view in viewTypes.indices where siteCounts[view] > 0 {
            viewTypes[view].instantiations.reserveCapacity(siteCounts[view])
        }
        for match in matches {
            viewTypes[Int(match.view)].instantiations.append(files[Int(match.file)].sites[Int(match.site)])
        }
    }

    /// A hash of the name's bytes, or nil if it is not ASCII (the name table's and the sites'
    /// key: one function for both). FNV-style, eight bytes a step, the length mixed in last.
    @inline(__always)
    static func asciiHash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        let prime: UInt64 = 0x100_0000_01b3, high: UInt64 = 0x8080_8080_8080_8080
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        let count = bytes.count
        var tail: UInt64 = 0
        if count > 0, let start = bytes.base.baseAddress {
            // Loads stay inside `bytes`: whole words, then the last word again if the name is
            // at least a word long (shifted to its unhashed bytes), else byte by byte.
            let base = UnsafeRawPointer(start + bytes.startIndex)
            var k = 0
            while k + 8 <= count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: k, as: UInt64.self))
                if word & high != 0 { return nil }
                value = (value ^ word) &* prime
                value ^= value >> 29
                k += 8
            }
            // `rest` < 8, so every shift below is by less than 64 bits.
            let rest = count - k
            if rest > 0, count >= 8 {
                let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                tail = last &>> UInt64(8 * (8 - rest))
            } else if rest >= 4 {
                // Two four-byte loads that may overlap: the shared bytes are the same in both.
                let low = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: k, as: UInt32.self))
                let top = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: k + rest - 4, as: UInt32.self))
                tail = UInt64(low) | UInt64(top) &<< UInt64(8 * (rest - 4))
            } else {
                for i in 0 ..< rest { tail |= UInt64(base.load(fromByteOffset: k + i, as: UInt8.self)) &<< UInt64(8 * i) }
            }
            if tail & high != 0 { return nil }
        }
        value = (value ^ tail ^ UInt64(count) << 56) &* prime
        return value ^ value >> 32
    }

    /// Byte order, not `String <` (which is Unicode-aware and, for 1,700 long shared-prefix
    /// paths, costs more than the rest of the merge).
    static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                // memcmp compares as unsigned bytes; paths share long prefixes, a byte loop crawls.
                let shared = min(left.count, right.count)
                let order = shared == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shared)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }

    /// The view type called `name` (the first one, if several types share a simple name).
    /// From an index `seen(from:)` a file, the one that file sees (`viewType(named:from:)`).
    public func viewType(named name: String) -> ViewTypeInfo? {
        viewTypeIndex(named: name).map { viewTypes[$0] }
    }

    /// Where `viewType(named:)`'s type sits in `viewTypes`: a question about one of its fields
    /// reads it in place instead of copying the whole record.
    func viewTypeIndex(named name: String) -> Int? {
        if let viewerPath, let local = nestedView(name, declaredIn: viewerPath) { return local }
        if viewer >= 0, let scoping { return scoping.resolve(name, from: viewer).map { Int($0) } }
        return byName[name]
    }

    public func isViewType(_ name: String) -> Bool {
        if viewer >= 0, let scoping { return scoping.resolve(name, from: viewer) != nil }
        return byName[name] != nil
    }

    /// The view type called `name` that code in the file at `path` sees: declared in the file's
    /// own module or a module it imports (its own module's first, as Swift's shadowing goes).
    /// Nil when no visible project type has the name: a `Stepper` then means SwiftUI's.
    public func viewType(named name: String, from path: String) -> ViewTypeInfo? {
        if let local = nestedView(name, declaredIn: path) { return viewTypes[local] }
        guard let scoping, let file = scoping.ordinalByPath[path] else { return viewType(named: name) }
        return scoping.resolve(name, from: file).map { viewTypes[Int($0)] }
    }

    /// This index as the file at `path` sees it: `viewType(named:)` and `isViewType(_:)` resolve
    /// from that file. A path the index does not know sees the whole project.
    public func seen(from path: String) -> ProjectIndex {
        var copy = self
        copy.viewerPath = path
        guard let scoping, let file = scoping.ordinalByPath[path] else { return copy }
        copy.viewer = file
        return copy
    }

    /// Whether code in the file this index is seen from can call what the file at `path`
    /// declares: its own module or one it imports. Without module scoping, or for a file the
    /// scopes do not cover, every file is.
    public func declarationsVisible(in path: String) -> Bool {
        guard let scoping, viewer >= 0, let viewerScope = scoping.scopes[Int(viewer)],
              let file = scoping.ordinalByPath[path], let declared = scoping.scopes[Int(file)] else { return true }
        return declared.own.intersects(viewerScope.visible)
    }

    /// A nested view called `name` that the file at `path` declares, when the file declares
    /// no top-level view of that name (whose code would mean that one).
    func nestedView(_ name: String, declaredIn path: String) -> Int? {
        guard let nested = nestedByName[name], let local = nested.first(where: { viewTypes[$0].path == path }) else { return nil }
        let topLevel = topLevelSharingNested[name]?.contains { viewTypes[$0].path == path } ?? false
        return topLevel ? nil : local
    }

    /// The nested view `name` declared in `enclosing` (`Header` in `Chart`: `Chart.Header`,
    /// also as `App.Chart.Header`), when exactly one is.
    func nestedView(_ name: String, in enclosing: String) -> Int? {
        guard let candidates = nestedByName[name], !enclosing.isEmpty else { return nil }
        let suffix = enclosing + "." + name
        let found = candidates.filter {
            let qualified = viewTypes[$0].qualifiedName
            return qualified == suffix || qualified.hasSuffix("." + suffix)
        }
        return found.count == 1 ? found[0] : nil
    }
}

extension InstantiationSite {
    /// The id of the site's type name in a byte-keyed `NameTable`, -1 when it has none, nil
    /// when the name is not ASCII. Read from the bytes with the summary's hash, no String made.
    func typeNameID(in names: NameTable) -> Int32? {
        guard let hash = record.typeNameHash else { return nil }
        let range = record.typeNameRange
        return file.text.withBytes(range) { names.find(bytes: $0, hash: hash) ?? -1 }
    }
}

/// Each name id's inherited names, from every declaration of the name, as one flat array
/// (counting sort by name): thousands of small arrays cost a malloc and a free each.
struct ConformanceLists {
    private var starts: [Int32]
    private var parents: [Int32]

    init(count: Int, edges: [(name: Int32, parent: Int32)]) {
        var starts = [Int32](repeating: 0, count: count + 1)
        for edge in edges { starts[Int(edge.name) + 1] += 1 }
        for k in 0 ..< count { starts[k + 1] += starts[k] }
        var next = starts
        var parents = [Int32](repeating: 0, count: edges.count)
        for edge in edges {
            parents[Int(next[Int(edge.name)])] = edge.parent
            next[Int(edge.name)] += 1
        }
        self.starts = starts
        self.parents = parents
    }

    func parents(of id: Int) -> ArraySlice<Int32> {
        id + 1 < starts.count ? parents[Int(starts[id]) ..< Int(starts[id + 1])] : []
    }
}
