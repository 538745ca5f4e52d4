/// What edits changed in the project model, by name, so that a long-lived session (the language
/// server) checks again only the files that can see the difference.
///
/// Every question a rule or an experiment asks the model goes through a name: a view type's
/// entry, a declared type's facts, a helper's, the usage facts of a type. A file's result can
/// change only if an entry it reads changed, and it reads entries by the names in its own code,
/// or in the code of the files its confirmation read (its dependencies). Entries derived from
/// other declarations (a type's view families from its conformances, a property's POD class
/// from its type's declaration, `conforms(typeNamed:to:)` along inheritance) are followed
/// through `references`: when a declaration changes, so does every declaration naming it.
public struct ModelChange: Sendable, Equatable {
    /// The model was merged with nothing to compare it with (the first model, a file joined or
    /// left, imports changed): any file may see something new.
    public var everything = false
    /// Identifiers whose entries in the model (or entries derived from them) changed.
    public var names: Set<String> = []
    /// The files (project names) whose edits the model took in since the change was last taken.
    public var files: Set<String> = []

    public init(everything: Bool = false, names: Set<String> = [], files: Set<String> = []) {
        self.everything = everything
        self.names = names
        self.files = files
    }

    mutating func formUnion(_ other: ModelChange) {
        everything = everything || other.everything
        names.formUnion(other.names)
        files.formUnion(other.files)
    }
}

/// One file's contribution to the project model, digested name by name (positions left out, as
/// in `DeclarationDigest`): comparing two versions of a file names the entries that differ.
struct FileContributions {
    /// By identifier: the declarations, typealiases, facts and usage facts the file
    /// contributes under that name.
    private(set) var declared: [String: UInt64] = [:]
    /// By identifier: the file's construction sites of that name. Most construct no project
    /// view; those the index drops (`changedNames` keeps only view names).
    private(set) var sites: [String: UInt64] = [:]

    init(_ declaration: DeclarationSummary) {
        let summary = declaration.summary, facts = declaration.facts
        for type in summary.declarations {
            Self.add(type.name, "declaration", to: &declared) { DeclarationDigest.add(type, to: &$0) }
        }
        for (name, shape) in summary.typealiases { Self.add(name, "typealias", to: &declared) { DeclarationDigest.add(shape, to: &$0) } }
        // What an alias names where: a use of it in another file resolves through the index.
        for alias in summary.typeAliasDeclarations {
            Self.add(alias.qualifiedName, "alias", to: &declared) { DeclarationDigest.add(alias, to: &$0) }
        }
        for site in summary.sites { Self.add(site.typeName, "site", to: &sites) { DeclarationDigest.add(site, to: &$0) } }
        for (type, properties) in facts.freshProperties {
            for (name, reason) in properties.sorted(by: { $0.key < $1.key }) {
                Self.add(type, "fresh", to: &declared) { $0.combine(name); $0.combine(reason) }
            }
        }
        for (type, names) in facts.constantProperties {
            Self.add(type, "constant", to: &declared) { DeclarationDigest.add(names.sorted(), to: &$0) }
        }
        for name in facts.identityIdentifiedClasses { Self.add(name, "identity-class", to: &declared) { _ in } }
        for name in facts.anyViewErasers { Self.add(name, "eraser", to: &declared) { _ in } }
        for (name, parents) in facts.protocolParents { Self.add(name, "protocol", to: &declared) { DeclarationDigest.add(parents, to: &$0) } }
        for (name, requirements) in facts.protocolRequirements {
            Self.add(name, "requirements", to: &declared) { DeclarationDigest.add(requirements, to: &$0) }
        }
        for (name, facts) in facts.classes { Self.add(name, "class", to: &declared) { DeclarationDigest.add(facts, to: &$0) } }
        for (name, type) in facts.declaredTypes { Self.add(name, "declared", to: &declared) { DeclarationDigest.add(type, to: &$0) } }
        for (name, helper) in facts.conditionalHelpers { Self.add(name, "helper", to: &declared) { DeclarationDigest.add(helper, to: &$0) } }
        for (name, types) in facts.staticMemberTypes { Self.add(name, "static", to: &declared) { DeclarationDigest.add(types.sorted(), to: &$0) } }
        let usage = facts.usage.tables
        for (tag, byType) in [("resynced", usage.resynced), ("identities", usage.identities), ("written", usage.written)] {
            for (type, names) in byType { Self.add(type, tag, to: &declared) { DeclarationDigest.add(names.sorted(), to: &$0) } }
        }
        for name in usage.rowContent { Self.add(name, "row", to: &declared) { _ in } }
        for name in usage.destinations { Self.add(name, "destination", to: &declared) { _ in } }
    }

    /// Adds one item to the digest of each identifier in `key` (a qualified name counts for
    /// each of its components). Item digests are summed, so the order dictionaries list them
    /// in does not matter.
    private static func add(_ key: String, _ tag: String, to digests: inout [String: UInt64], _ content: (inout StableHash) -> Void) {
        var hash = StableHash()
        hash.combine(tag)
        content(&hash)
        for word in Words.of(key) { digests[word, default: 0] &+= hash.value }
    }

    /// The identifiers whose contributions differ between two versions of a file: declared
    /// (what other declarations may derive facts from) and constructed (only the view's list
    /// of sites changed; names `isView` refuses are in no entry).
    static func changedNames(_ old: FileContributions, _ new: FileContributions,
                             isView: (String) -> Bool) -> (declared: Set<String>, constructed: Set<String>) {
        (differing(old.declared, new.declared), differing(old.sites, new.sites).filter(isView))
    }

    private static func differing(_ old: [String: UInt64], _ new: [String: UInt64]) -> Set<String> {
        var names: Set<String> = []
        for (word, digest) in old where new[word] != digest { names.insert(word) }
        for word in new.keys where old[word] == nil { names.insert(word) }
        return names
    }
}

/// Which declared names refer to which others, for one file: inheritance clauses, stored
/// property types and wrappers, enum payloads, typealias targets, and the same in the facts.
/// An entry derived from a declaration (its families, its properties' POD classes, a
/// conformance found along a chain) can change when any name it refers to does.
struct DeclarationReferences: Sendable {
    private(set) var edges: [(from: String, to: [String])] = []

    init(_ declaration: DeclarationSummary) {
        for type in declaration.summary.declarations {
            var words = type.inherited
            for property in type.storedProperties {
                words += Words.of(property.typeText)
                if let shape = property.shape { words += Words.of(shape.description) }
                if let wrapper = property.wrapper { words += Words.of(wrapper.name) }
            }
            for shape in type.enumPayloads { words += Words.of(shape.description) }
            add(type.name, words)
        }
        for (name, shape) in declaration.summary.typealiases { add(name, Words.of(shape.description)) }
        for alias in declaration.summary.typeAliasDeclarations where !alias.target.isEmpty {
            add(alias.qualifiedName, [alias.target])
        }
        let facts = declaration.facts
        for (name, parents) in facts.protocolParents { add(name, parents) }
        for (name, type) in facts.classes { add(name, type.inherited) }
        for (name, type) in facts.declaredTypes {
            var words = type.inherited
            for property in type.properties.values {
                switch property {
                case .named(let name): words.append(name)
                case .array(let element): words.append(element)
                case .unique: break
                }
            }
            add(name, words)
        }
    }

    private mutating func add(_ name: String, _ words: [String]) {
        let referenced = words.flatMap(Words.of)
        guard !referenced.isEmpty else { return }
        for from in Words.of(name) { edges.append((from, referenced)) }
    }

}

/// The project's `DeclarationReferences` turned around: which declared names refer to a name.
/// Kept in step with the files one edit at a time, so following a change costs what it reaches.
struct Referrers: Sendable {
    /// Name → the declared names referring to it, with how many references each.
    private var byName: [String: [String: Int]] = [:]

    init(_ files: [DeclarationReferences]) {
        for file in files { add(file, 1) }
    }

    mutating func replace(_ old: DeclarationReferences, with new: DeclarationReferences) {
        add(old, -1)
        add(new, 1)
    }

    private mutating func add(_ file: DeclarationReferences, _ step: Int) {
        for edge in file.edges {
            for name in Set(edge.to) {
                let count = byName[name, default: [:]][edge.from, default: 0] + step
                byName[name, default: [:]][edge.from] = count == 0 ? nil : count
                if byName[name]?.isEmpty == true { byName[name] = nil }
            }
        }
    }

    /// `names` with every declared name that refers to one of them, directly or through others.
    func closure(of names: Set<String>) -> Set<String> {
        var closed = names
        var pending = Array(names)
        while let name = pending.popLast() {
            guard let referring = byName[name] else { continue }
            for from in referring.keys where closed.insert(from).inserted { pending.append(from) }
        }
        return closed
    }
}

/// Identifiers in a text: runs of ASCII letters, digits, `_` and non-ASCII bytes, not starting
/// with a digit (`Parent.Row<Item>?` is `Parent`, `Row`, `Item`). Over source bytes the same
/// runs take in words of comments and strings too: a file "mentions" a name if it might.
public enum Words {
    public static func of(_ text: String) -> [String] {
        var words: [String] = []
        var text = text
        text.withUTF8 { bytes in
            scan(bytes) { words.append(String(decoding: bytes[$0], as: UTF8.self)) }
        }
        return words
    }

    /// The distinct words of `bytes`, hashed (`hash(_:)`) and sorted, for `mentions`.
    public static func hashes(of bytes: [UInt8]) -> [UInt64] {
        var hashes: [UInt64] = []
        bytes.withUnsafeBufferPointer { buffer in
            scan(buffer) { hashes.append(hash(buffer[$0])) }
        }
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count / 2)
        for value in hashes where unique.last != value { unique.append(value) }
        return unique
    }

    public static func hash(_ word: String) -> UInt64 {
        var word = word
        return word.withUTF8 { hash($0[...]) }
    }

    /// Whether sorted `hashes` hold `word`'s.
    public static func mentions(_ hashes: [UInt64], _ word: UInt64) -> Bool {
        var low = 0, high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == word
    }

    /// FNV-1a over the word's bytes.
    private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ word: (Range<Int>) -> Void) {
        var start = -1
        for k in 0 ..< bytes.count {
            let byte = bytes[k]
            let isWordByte = byte >= 0x80 || byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if isWordByte {
                if start < 0 { start = k }
            } else if start >= 0 {
                if !(bytes[start] >= 0x30 && bytes[start] <= 0x39) { word(start ..< k) }
                start = -1
            }
        }
        if start >= 0, !(bytes[start] >= 0x30 && bytes[start] <= 0x39) { word(start ..< bytes.count) }
    }
}
