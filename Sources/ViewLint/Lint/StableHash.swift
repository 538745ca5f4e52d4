/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine, for cache
/// keys. (Swift's `Hasher` is seeded randomly per process, so it cannot key anything stored.)
public struct StableHash: Sendable, Equatable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// A string and a terminator, so that ("ab", "c") and ("a", "bc") differ. The bytes are
    /// read from the String's contiguous UTF-8 when it has one: iterating `utf8` costs about
    /// four times as much per byte, and a digest hashes every site's path.
    public mutating func combine(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ combine(bytes: $0) }) == nil { combine(bytes: text.utf8) }
        combine(bytes: CollectionOfOne(0xFF))
    }

    public mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }

    /// A content hash for file bytes: FNV-1a's multiply over 8-byte words instead of bytes,
    /// with a fold of the high half after each step (a multiply only carries bits upward), and
    /// the length mixed in. Eight times fewer steps than `combine(bytes:)`: on a warm cache run, hashing
    /// every file byte by byte was a tenth of the time. Not FNV-1a; stable in the same way.
    public static func ofContent(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash().value ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words {
                hash ^= UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                hash &*= 0x0000_0100_0000_01b3
                hash ^= hash >> 29
            }
            for index in (words * 8)..<raw.count {
                hash ^= UInt64(raw[index])
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// Sixteen lowercase hex digits.
    public static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What one file contributes to the project-wide knowledge rules consult (the index's
/// `FileSummary` and the declaration `ProjectFacts`), reduced to a stable digest. When every
/// file's digest is unchanged, every rule sees the same project, so cached findings of an
/// unchanged file stay valid even though other files' bodies changed.
///
/// Positions (offsets, lines, ranges) are left out: a line added above a declaration changes
/// where it is, not what it is. Code that follows a position into another file reads that file's
/// tree, and the analysis records such reads as the result's dependencies (`SourceTrees`), so a
/// moved declaration re-checks exactly the files that looked at it.
///
/// Every stored field is hashed by hand (reflection was 4× slower than linting on a cold
/// cache). `DeclarationDigestTests` lists the fields through reflection, so a field added to
/// these types fails a test until it is hashed here too.
public enum DeclarationDigest {
    public static func of(_ declaration: DeclarationSummary) -> UInt64 {
        of(summary: declaration.summary, facts: declaration.facts)
    }

    public static func of(summary: FileSummary, facts: ProjectFacts) -> UInt64 {
        var hash = StableHash()
        add(summary, to: &hash)
        add(facts, to: &hash)
        return hash.value
    }

    static func add(_ summary: FileSummary, to hash: inout StableHash) {
        hash.combine(summary.path)
        hash.combine(UInt64(summary.imports.count))
        for imported in summary.imports {
            hash.combine(imported.name)
            hash.combine(imported.exported ? "exported" : "plain")
        }
        hash.combine(UInt64(summary.declarations.count))
        for declaration in summary.declarations { add(declaration, to: &hash) }
        hash.combine(UInt64(summary.typealiases.count))
        for (name, shape) in summary.typealiases.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(shape, to: &hash)
        }
        hash.combine(UInt64(summary.typeAliasDeclarations.count))
        for alias in summary.typeAliasDeclarations { add(alias, to: &hash) }
        hash.combine(UInt64(summary.sites.count))
        for site in summary.sites { add(site, to: &hash) }
    }

    /// One type, protocol or extension, without its position. (Also what
    /// `ModelChange` compares declaration by declaration.)
    static func add(_ declaration: TypeDeclarationSummary, to hash: inout StableHash) {
        hash.combine(declaration.kind.rawValue)
        hash.combine(declaration.name)
        hash.combine(declaration.qualifiedName)
        add(declaration.inherited, to: &hash)
        hash.combine(UInt64(declaration.storedProperties.count))
        for property in declaration.storedProperties { add(property, to: &hash) }
        hash.combine(declaration.staticEqualsOffset == nil ? "no ==" : "==")
        hash.combine(UInt64(declaration.enumPayloads.count))
        for shape in declaration.enumPayloads { add(shape, to: &hash) }
        hash.combine(declaration.isIndirect ? "indirect" : "direct")
        add(declaration.genericParameters, to: &hash)
    }

    static func add(_ site: InstantiationSite, to hash: inout StableHash) {
        // The lazily read texts are hashed from their bytes, as `combine(_ text:)` would
        // hash the Strings (the same digest for valid UTF-8), without making them.
        // `line` and `column` are read from the byte range and the file's line table.
        let source = site.file.text, record = site.record
        add(source, record.typeNameRange, to: &hash) // `typeNameHash` is derived from these bytes
        hash.combine(site.path)
        add(source, record.enclosingTypeRange, to: &hash)
        if record.enclosingMemberIsInit { hash.combine("init") } else { add(source, record.enclosingMemberRange, to: &hash) }
        hash.combine(UInt64(record.modifierCount))
        for modifier in site.siteModifiers {
            add(source, modifier.nameRange, to: &hash)
            add(source, modifier.byteRange, to: &hash)
            hash.combine(modifier.conditional ? "conditional" : "plain")
        }
        hash.combine(record.wrappedInEquatableView ? "equatable-view" : "plain")
    }

    static func add(_ property: StoredProperty, to hash: inout StableHash) {
        hash.combine(property.name)
        hash.combine(property.isLet ? "let" : "var")
        if let wrapper = property.wrapper {
            hash.combine(wrapper.kind.rawValue)
            hash.combine(wrapper.name)
            hash.combine(wrapper.arguments)
        } else {
            hash.combine("-")
        }
        if let range = property.typeTextRange { add(property.source, range, to: &hash) } else { hash.combine("") }
        if let shape = property.shape { add(shape, to: &hash) } else { hash.combine("-") }
        if let range = property.initializerByteRange {
            add(property.source, range.compact, to: &hash)
        } else {
            hash.combine("\u{0}none")
        }
        // `pod` is filled in by the index from the other fields: not an input; positions are
        // left out (see above).
    }

    static func add(_ facts: ProjectFacts, to hash: inout StableHash) {
        hash.combine(UInt64(facts.freshProperties.count))
        for (type, properties) in facts.freshProperties.sorted(by: { $0.key < $1.key }) {
            hash.combine(type)
            for (name, reason) in properties.sorted(by: { $0.key < $1.key }) {
                hash.combine(name)
                hash.combine(reason)
            }
            hash.combine("|")
        }
        hash.combine(UInt64(facts.constantProperties.count))
        for (type, names) in facts.constantProperties.sorted(by: { $0.key < $1.key }) {
            hash.combine(type)
            add(names.sorted(), to: &hash)
        }
        add(facts.identityIdentifiedClasses.sorted(), to: &hash)
        add(facts.anyViewErasers.sorted(), to: &hash)
        hash.combine(UInt64(facts.protocolParents.count))
        for (name, parents) in facts.protocolParents.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(parents, to: &hash)
        }
        hash.combine(UInt64(facts.protocolRequirements.count))
        for (name, requirements) in facts.protocolRequirements.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(requirements, to: &hash)
        }
        hash.combine(UInt64(facts.classes.count))
        for (name, facts) in facts.classes.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(facts, to: &hash)
        }
        hash.combine(UInt64(facts.declaredTypes.count))
        for (name, type) in facts.declaredTypes.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(type, to: &hash)
        }
        hash.combine(UInt64(facts.conditionalHelpers.count))
        for (name, helper) in facts.conditionalHelpers.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(helper, to: &hash)
        }
        hash.combine(UInt64(facts.staticMemberTypes.count))
        for (name, types) in facts.staticMemberTypes.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            add(types.sorted(), to: &hash)
        }
        // Order-free, read from a file's numbered facts as they are.
        hash.combine(digest(of: facts.usage))
    }

    static func add(_ facts: ClassFacts, to hash: inout StableHash) {
        hash.combine(facts.isObservableMacro ? "observable" : "class")
        add(facts.inherited, to: &hash)
        hash.combine(UInt64(facts.properties.count))
        for p in facts.properties {
            hash.combine(p.name)
            hash.combine(p.isPublished ? "published" : p.isObservationIgnored ? "ignored" : "plain")
            hash.combine(p.initializerText ?? "")
            hash.combine(p.typeText ?? "")
        }
        // What `init` refills decides what a replaced object loses.
        hash.combine(UInt64(facts.refilled.count))
        for (name, refill) in facts.refilled.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            hash.combine(refill.source)
            hash.combine(refill.afterHop ? "hop" : "at once")
            hash.combine(UInt64(refill.alternatives.count))
            for alternative in refill.alternatives { hash.combine(alternative) }
            hash.combine(refill.chosenBy ?? "")
        }
        // What a dynamic member reads decides which changes re-run a view reading one.
        hash.combine(facts.dynamicMembersReadThrough ?? "")
        for name in facts.declaredMembers.sorted() { hash.combine(name) }
        for name in facts.methods.sorted() { hash.combine(name) }
        // Which methods end at once decides whether a task awaiting them is reported.
        for name in facts.methodsEndingAtOnce.sorted() { hash.combine(name) }
    }

    static func add(_ helper: ConditionalHelper, to hash: inout StableHash) {
        hash.combine(UInt64(helper.conditionParameters.count))
        for parameter in helper.conditionParameters {
            hash.combine(parameter.label)
            hash.combine(UInt64(parameter.unlabelledPosition))
            hash.combine(parameter.hasDefault ? "default" : "required")
            hash.combine(parameter.localName)
            hash.combine(parameter.typeText)
            hash.combine(parameter.nilTest?.rawValue ?? "-")
        }
        hash.combine(helper.hidesWhenTrue.map { $0 ? "hides when true" : "hides when false" } ?? "-")
    }

    static func add(_ type: DeclaredType, to hash: inout StableHash) {
        hash.combine(type.kind?.rawValue ?? "-")
        hash.combine(UInt64(type.declarationCount))
        hash.combine(type.declaringPath ?? "-")
        add(type.inherited, to: &hash)
        hash.combine(type.hasMutableStoredProperty ? "mutable" : "immutable")
        hash.combine(type.declaresInit ? "init" : "memberwise")
        hash.combine(type.computedID.map { "computed id " + $0 } ?? "")
        hash.combine(UInt64(type.idDeclarations))
        hash.combine(type.hostingMethods.sorted().joined(separator: ","))
        hash.combine(type.otherViewMethods.sorted().joined(separator: ","))
        hash.combine(type.letProperties.sorted().joined(separator: ","))
        hash.combine(type.plainVars.sorted().joined(separator: ","))
        hash.combine(type.staticVars.sorted().joined(separator: ","))
        for (name, reads) in type.computedReads.sorted(by: { $0.key < $1.key }) { hash.combine(name); add(reads, to: &hash) }
        hash.combine(type.definesEquality ? "equality" : "synthesized")
        hash.combine(type.hasPayloadCases ? "payload cases" : "no payload cases")
        add(type.genericParameters, to: &hash)
        add(type.namesUsedInMembers.sorted(), to: &hash)
        // Only when present: digests of types without it stay as they were.
        if !type.superclassArguments.isEmpty { hash.combine("superclass arguments"); add(type.superclassArguments, to: &hash) }
        if let builder = type.resultBuilder {
            hash.combine(builder.isDeclaredBuilder ? "result builder" : "build methods")
            add(builder.finalResults.sorted(), to: &hash)
            add(builder.blockResults.sorted(), to: &hash)
            add(builder.choosers.sorted(), to: &hash)
            add(builder.files.sorted(), to: &hash)
        } else {
            hash.combine("no builder")
        }
        hash.combine(UInt64(type.properties.count))
        for (name, property) in type.properties.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            switch property {
            case .named(let typeName): hash.combine("named"); hash.combine(typeName)
            case .array(let element): hash.combine("array"); hash.combine(element)
            case .unique: hash.combine("unique")
            }
        }
    }

    /// A protocol's associated types and its requirements' written types.
    static func add(_ requirements: ProtocolRequirements, to hash: inout StableHash) {
        add(requirements.associatedTypes, to: &hash)
        hash.combine(UInt64(requirements.members.count))
        for (name, type) in requirements.members.sorted(by: { $0.key < $1.key }) {
            hash.combine(name)
            hash.combine(type)
        }
    }

    /// One `typealias` as the index keeps it: where it is declared and what it names.
    static func add(_ alias: TypeAliasDeclaration, to hash: inout StableHash) {
        hash.combine(alias.qualifiedName)
        hash.combine(alias.target)
        hash.combine(alias.clause ?? "")
        hash.combine(alias.isFilePrivate ? "file" : "module")
    }

    static func add(_ shape: TypeShape, to hash: inout StableHash) {
        switch shape {
        case .named(let name, let arguments):
            hash.combine("named")
            hash.combine(name)
            hash.combine(UInt64(arguments.count))
            for argument in arguments { add(argument, to: &hash) }
        case .optional(let wrapped): hash.combine("optional"); add(wrapped, to: &hash)
        case .array(let element): hash.combine("array"); add(element, to: &hash)
        case .dictionary(let key, let value): hash.combine("dictionary"); add(key, to: &hash); add(value, to: &hash)
        case .tuple(let elements):
            hash.combine("tuple")
            hash.combine(UInt64(elements.count))
            for element in elements { add(element, to: &hash) }
        case .function: hash.combine("function")
        case .existential(let text): hash.combine("existential"); hash.combine(text)
        case .unknown(let text): hash.combine("unknown"); hash.combine(text)
        }
    }

    /// `source[range]` and the terminator: what `combine(_ text:)` hashes for the text
    /// `source.text(range)` whenever the bytes are valid UTF-8 (a summary's lazy texts).
    static func add(_ source: SummaryText, _ range: Range<UInt32>, to hash: inout StableHash) {
        source.withBytes(range) { hash.combine(bytes: $0) }
        hash.combine(bytes: CollectionOfOne(0xFF))
    }

    static func add(_ strings: [String], to hash: inout StableHash) {
        hash.combine(UInt64(strings.count))
        for string in strings { hash.combine(string) }
    }

    static func add(_ range: Range<Int>?, to hash: inout StableHash) {
        guard let range else { hash.combine(UInt64.max); return }
        hash.combine(UInt64(range.lowerBound))
        hash.combine(UInt64(range.upperBound))
    }
}

extension DeclarationDigest {
    /// A digest of usage facts: the same for a file's numbered facts as for the tables they
    /// make, read without making them tables.
    static func digest(of usage: ViewUsage) -> UInt64 {
        usage.numbered.map { digest(of: $0) } ?? digest(of: usage.tables)
    }

    /// One fact's share of a usage digest: the fact, its detail, its key and its name (none for
    /// a fact of one name, or a key listed with no names).
    private static func share(_ fact: FileUsage.Fact, _ key: String, _ name: String?, detail: UInt8 = 0) -> UInt64 {
        var hash = StableHash()
        hash.combine(UInt64(fact.rawValue) << 8 | UInt64(detail))
        hash.combine(key)
        if let name { hash.combine(name) }
        return hash.value
    }

    /// An edit's share: the collection's name, the edit's kind and its receiver, whole.
    private static func share(edit key: String, _ receiver: CollectionEdits.EditReceiver, detail: UInt8) -> UInt64 {
        var hash = StableHash()
        hash.combine(UInt64(FileUsage.Fact.edits.rawValue) << 8 | UInt64(detail))
        hash.combine(key)
        combine(receiver, into: &hash)
        return hash.value
    }

    private static func combine(_ receiver: CollectionEdits.EditReceiver, into hash: inout StableHash) {
        switch receiver {
        case .unknown:
            hash.combine(UInt64(0))
        case .type(let type):
            hash.combine(UInt64(1))
            hash.combine(type)
        case .member(let owner, let property):
            hash.combine(UInt64(2))
            hash.combine(owner)
            hash.combine(property)
        case .element(let holder, let collection):
            hash.combine(UInt64(3))
            combine(holder, into: &hash)
            hash.combine(collection)
        }
    }

    /// The sum of the records' shares: the same whatever order the names were numbered in.
    private static func digest(of usage: FileUsage) -> UInt64 {
        var sum: UInt64 = 0
        let packed = usage.packed, names = usage.names
        for k in packed.indices {
            let record = FileUsage.Record(packed: packed[k])
            // A key listed alone that has names too: the tables hold it with those names only.
            if record.second < 0, record.fact == .resynced || record.fact == .identities,
               k + 1 < packed.count, packed[k + 1] >> 32 == packed[k] >> 32 { continue }
            if record.fact == .edits {
                sum &+= share(edit: names[Int(record.first)], record.second >= 0 ? usage.receivers[Int(record.second)] : .unknown,
                              detail: record.detail)
                continue
            }
            sum &+= share(record.fact, names[Int(record.first)], record.second >= 0 ? names[Int(record.second)] : nil,
                          detail: record.detail)
        }
        return sum
    }

    /// The shares of the records these tables stand for.
    private static func digest(of tables: ViewUsage.Tables) -> UInt64 {
        var sum: UInt64 = 0
        func add(_ fact: FileUsage.Fact, _ table: [String: Set<String>]) {
            for (key, names) in table {
                if names.isEmpty { sum &+= share(fact, key, nil) }
                for name in names { sum &+= share(fact, key, name) }
            }
        }
        func add(_ fact: FileUsage.Fact, _ names: Set<String>) {
            for name in names { sum &+= share(fact, name, nil) }
        }
        add(.resynced, tables.resynced)
        add(.identities, tables.identities)
        add(.written, tables.written)
        add(.rowContent, tables.rowContent)
        add(.destinations, tables.destinations)
        add(.members, tables.memberWrites.members)
        add(.replaced, tables.memberWrites.replaced)
        add(.methodCalls, tables.memberWrites.methodCalls)
        add(.mutatingFunctions, tables.memberWrites.mutatingFunctions)
        for (key, properties) in tables.storedValues.stored {
            for (name, kinds) in properties { sum &+= share(.stored, key, name, detail: kinds) }
        }
        add(.seeded, tables.storedValues.seeded)
        for (key, receivers) in tables.collectionEdits.byReceiver {
            for (receiver, kinds) in receivers {
                for kind in kinds {
                    sum &+= share(edit: key, receiver, detail: UInt8(CollectionEdits.Kind.allCases.firstIndex(of: kind)!))
                }
            }
        }
        add(.editFiles, tables.collectionEdits.files)
        return sum
    }
}
