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

        // Conformances: declared, plus those added by extensions.
        var conformances: [String: Set<String>] = [:]
        for type in types { conformances[type.name, default: []].formUnion(type.inherited) }
        var extensionEquals: [String: (String, Int)] = [:]
        for (ext, path) in extensions {
            conformances[ext.name, default: []].formUnion(ext.inherited)
            if let offset = ext.staticEqualsOffset, extensionEquals[ext.name] == nil { extensionEquals[ext.name] = (path, offset) }
        }

        // Project protocols that refine a view-family protocol, to a fixed point.
        var protocolFamilies: [String: Set<ViewFamily>] = [:]
        let protocols = types.filter { $0.kind == .protocol }
        var changed = true
        while changed {
            changed = false
            for proto in protocols {
                var families = protocolFamilies[proto.name] ?? []
                for parent in conformances[proto.name] ?? [] {
                    if let family = ViewFamily.of(protocolName: parent) { families.insert(family) }
                    families.formUnion(protocolFamilies[parent] ?? [])
                }
                if families != protocolFamilies[proto.name] ?? [] {
                    protocolFamilies[proto.name] = families
                    changed = true
                }
            }
        }

        var classifier = PODClassifier(declarations: types.filter { $0.kind != .protocol }, typealiases: typealiases,
                                       protocols: protocols.map(\.name))
        for (index, type) in types.enumerated() where type.kind != .protocol {
            var families: Set<ViewFamily> = []
            for name in conformances[type.name] ?? [] {
                if let family = ViewFamily.of(protocolName: name) { families.insert(family) }
                if !protocolFamilies.isEmpty, let inherited = protocolFamilies[name] { families.formUnion(inherited) }
            }
            guard !families.isEmpty, let conforms = conformances[type.name] else { continue }
            var properties = type.storedProperties
            for k in properties.indices { properties[k].pod = classifier.classify(property: properties[k], in: type) }
            let equality: (path: String, offset: Int)? = type.staticEqualsOffset.map { (typePaths[index], $0) }
                ?? extensionEquals[type.name].map { (path: $0.0, offset: $0.1) }
            let kind: TypeDeclarationKind
            switch type.kind {
            case .class: kind = .class
            case .enum: kind = .enum
            case .actor: kind = .actor
            default: kind = .struct
            }
            let info = ViewTypeInfo(
                name: type.name, qualifiedName: type.qualifiedName, kind: kind, path: typePaths[index],
                offset: type.offset, line: type.line, families: families, storedProperties: properties,
                customEquality: equality, isEquatable: conforms.contains("Equatable") || conforms.contains("Hashable"),
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
                if allASCII, let hash = ProjectIndex.asciiHash(files[f].sites[k].typeName),
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
        return name.withUTF8 { bytes in
            var value: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                if byte >= 0x80 { return nil }
                value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return value
        }
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
