/// What the whole project declares about SwiftUI view types, merged from per-file summaries.
public struct ProjectIndex: Sendable {
    /// View-family types in path, then source order.
    public private(set) var viewTypes: [ViewTypeInfo] = []
    private var byName: [String: Int] = [:]

    /// Builds the index from all files of a run: summarise each (in parallel if wanted), then merge once.
    public init(trees: [SyntaxTree]) {
        self.init(summaries: trees.map { FileSummary(tree: $0) })
    }

    public init(summaries: [FileSummary]) {
        // Callers mostly pass files in path order already: check before sorting.
        var files = summaries
        if !zip(files, files.dropFirst()).allSatisfy({ !ProjectIndex.bytesPrecede($1.path, $0.path) }) {
            files.sort { ProjectIndex.bytesPrecede($0.path, $1.path) }
        }
        var types: [TypeDeclarationSummary] = []
        var typePaths: [String] = []
        var extensions: [(TypeDeclarationSummary, String)] = []
        var typealiases: [String: TypeShape] = [:]
        for file in files {
            for declaration in file.declarations {
                if declaration.kind == .extension {
                    extensions.append((declaration, file.path))
                } else {
                    types.append(declaration)
                    typePaths.append(file.path)
                }
            }
            typealiases.merge(file.typealiases) { old, _ in old }
        }

        // Names become dense ids once, so conformances and families are arrays indexed by
        // name, not String-keyed dictionaries of Sets (a SipHash and a Set per type). The
        // SwiftUI protocols are numbered first: id < familyOf.count finds a name's family.
        var ids: [String: Int32] = [:]
        func nameID(_ name: String) -> Int32 {
            if let known = ids[name] { return known }
            let new = Int32(ids.count)
            ids[name] = new
            return new
        }
        var familyOf: [UInt8] = []
        for (name, family) in ViewFamily.protocols {
            let id = Int(nameID(name))
            if id == familyOf.count { familyOf.append(family.bit) } else { familyOf[id] |= family.bit }
        }
        let equatable = nameID("Equatable"), hashable = nameID("Hashable")

        // Conformances by name: declared, plus those added by extensions (a type sees those of
        // every declaration sharing its name).
        var conformances = [[Int32]](repeating: [], count: ids.count)
        var typeIDs: [Int] = []
        typeIDs.reserveCapacity(types.count)
        var extensionEquals: [Int: (String, Int)] = [:]
        for k in 0 ..< types.count + extensions.count {
            let declaration = k < types.count ? types[k] : extensions[k - types.count].0
            let id = Int(nameID(declaration.name))
            if id == conformances.count { conformances.append([]) } // new ids come one at a time
            for name in declaration.inherited {
                let parent = nameID(name)
                if Int(parent) == conformances.count { conformances.append([]) }
                conformances[id].append(parent)
            }
            if k < types.count {
                typeIDs.append(id)
            } else if let offset = declaration.staticEqualsOffset, extensionEquals[id] == nil {
                extensionEquals[id] = (extensions[k - types.count].1, offset)
            }
        }

        // Project protocols that refine a view-family protocol, to a fixed point.
        var protocolFamilies = [UInt8](repeating: 0, count: ids.count)
        let protocolIDs = types.indices.filter { types[$0].kind == .protocol }.map { typeIDs[$0] }
        func families(of id: Int) -> UInt8 {
            var mask: UInt8 = 0
            for parent in conformances[id] {
                mask |= Int(parent) < familyOf.count ? familyOf[Int(parent)] : 0
                mask |= protocolFamilies[Int(parent)]
            }
            return mask
        }
        var changed = true
        while changed {
            changed = false
            for id in protocolIDs {
                let mask = protocolFamilies[id] | families(of: id)
                if mask != protocolFamilies[id] {
                    protocolFamilies[id] = mask
                    changed = true
                }
            }
        }

        var classifier = PODClassifier(declarations: types.filter { $0.kind != .protocol }, typealiases: typealiases,
                                       protocols: types.filter { $0.kind == .protocol }.map(\.name))
        for (index, type) in types.enumerated() where type.kind != .protocol {
            let id = typeIDs[index]
            let familyMask = families(of: id)
            guard familyMask != 0 else { continue }
            var properties = type.storedProperties
            for k in properties.indices { properties[k].pod = classifier.classify(property: properties[k], in: type) }
            let equality: (path: String, offset: Int)? = type.staticEqualsOffset.map { (typePaths[index], $0) }
                ?? extensionEquals[id].map { (path: $0.0, offset: $0.1) }
            let kind: TypeDeclarationKind
            switch type.kind {
            case .class: kind = .class
            case .enum: kind = .enum
            case .actor: kind = .actor
            default: kind = .struct
            }
            let info = ViewTypeInfo(
                name: type.name, qualifiedName: type.qualifiedName, kind: kind, path: typePaths[index],
                offset: type.offset, line: type.line, families: ViewFamily.set(familyMask), storedProperties: properties,
                customEquality: equality,
                isEquatable: conformances[id].contains { $0 == equatable || $0 == hashable },
                pod: classifier.classify(type: type), instantiations: [])
            if byName[type.name] == nil { byName[type.name] = viewTypes.count }
            viewTypes.append(info)
        }
        // Most candidates construct no view (formatters, models): a bitmap of the view names'
        // byte hashes turns them away before a String hash and key comparisons. Only for ASCII
        // names, where `==` is byte equality (`\u{212A}` == `K`).
        var viewNameBits = [UInt64](repeating: 0, count: 64)
        var allASCII = true
        for name in byName.keys {
            guard let hash = ProjectIndex.asciiHash(name) else { allASCII = false; break }
            viewNameBits[Int(hash >> 6 & 63)] |= 1 << (hash & 63)
        }
        for f in files.indices {
            // Index, not `for site in`: most candidates are not views, and copying each one
            // (several strings) just to look at its name dominated the merge.
            for k in files[f].sites.indices {
                if allASCII, let hash = files[f].sites[k].typeNameASCIIHash,
                   viewNameBits[Int(hash >> 6 & 63)] & 1 << (hash & 63) == 0 {
                    continue
                }
                if let index = byName[files[f].sites[k].typeName] {
                    viewTypes[index].instantiations.append(files[f].sites[k])
                }
            }
        }
    }

    /// FNV-1a of the name's bytes, or nil if it is not ASCII.
    static func asciiHash(_ name: String) -> UInt64? {
        var name = name
        return name.withUTF8 { asciiHash($0[...]) }
    }

    static func asciiHash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            if byte >= 0x80 { return nil }
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return value
    }

    /// Byte order, not `String <` (which is Unicode-aware and, for 1,700 long shared-prefix
    /// paths, costs more than the rest of the merge).
    static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                for k in 0 ..< min(left.count, right.count) where left[k] != right[k] { return left[k] < right[k] }
                return left.count < right.count
            }
        }
    }

    /// The view type called `name` (the first one, if several types share a simple name).
    public func viewType(named name: String) -> ViewTypeInfo? {
        byName[name].map { viewTypes[$0] }
    }

    public func isViewType(_ name: String) -> Bool { byName[name] != nil }
}

extension InstantiationSite {
    /// `ProjectIndex.asciiHash(typeName)` from the bytes, without making the String.
    var typeNameASCIIHash: UInt64? {
        source.withUnsafeBufferPointer {
            ProjectIndex.asciiHash($0[Int(typeNameRange.lowerBound) ..< Int(typeNameRange.upperBound)])
        }
    }
}
