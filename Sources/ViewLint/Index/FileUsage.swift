/// One file's usage facts (`ViewUsage`) as its pass collects them: each name numbered once per
/// file (`NameTable`, found by its bytes) and each fact one record of eight bytes, instead of
/// String-keyed dictionaries of sets hashed and grown at every occurrence. A file's facts stay
/// in this form while the run keeps them; names become String keys again only when facts are
/// merged (`ViewUsage.merge`) or read (`ViewUsage.tables`).
struct FileUsage: Sendable, Equatable {
    /// Which table of `ViewUsage.Tables` a record belongs to.
    enum Fact: UInt8, Sendable {
        case resynced, identities, written, rowContent, destinations
        case members, replaced, methodCalls, mutatingFunctions
        case stored, seeded, edits, editFiles
    }

    struct Record: Sendable, Equatable {
        var fact: Fact
        /// `stored`: the `StoredValues.Kinds` bits; `edits`: the kind's index in
        /// `CollectionEdits.Kind.allCases` (its `second`: the receiver's number in `receivers`,
        /// -1 where the code does not say); else 0.
        var detail: UInt8
        /// The key's name (a type, a method, a collection) or the fact's one name.
        var first: Int32
        /// The name in the key's set; -1 for a fact of one name, or a key whose set may be
        /// empty (`.id(…)` of an expression that names nothing still lists its type).
        var second: Int32

        /// Fact, key, name + 1 and detail from the high bits down, so that packed records sort
        /// by fact, then key, then name, and a `stored` record's kinds are its low five bits.
        var packed: UInt64 {
            precondition(first >= 0 && first < 1 << 28 && second < (1 << 27) - 1 && detail < 32,
                         "a file's usage facts number at most 2^27 names")
            return UInt64(fact.rawValue) << 60 | UInt64(first) << 32 | UInt64(second + 1) << 5 | UInt64(detail)
        }

        init(fact: Fact, detail: UInt8, first: Int32, second: Int32) {
            self.fact = fact
            self.detail = detail
            self.first = first
            self.second = second
        }

        init(packed: UInt64) {
            fact = Fact(rawValue: UInt8(packed >> 60))!
            first = Int32(packed >> 32 & 0xFFF_FFFF)
            second = Int32(packed >> 5 & 0x7FF_FFFF) - 1
            detail = UInt8(packed & 0x1F)
        }
    }

    /// Name by number: only names some record uses.
    private(set) var names: [String]
    /// Packed (`Record.packed`), ascending, without repeats (a property's `stored` kinds in one
    /// record).
    private(set) var packed: [UInt64]
    /// Receiver by number (`CollectionEdits.EditReceiver`): what an `edits` record's `second` numbers.
    private(set) var receivers: [CollectionEdits.EditReceiver]

    var records: [Record] { packed.map(Record.init(packed:)) }

    /// The facts as String-keyed tables.
    var tables: ViewUsage.Tables {
        var tables = ViewUsage.Tables()
        add(to: &tables)
        return tables
    }

    /// Adds these facts to `tables` (what `ViewUsage.Tables.merge` does with these as tables):
    /// the records of one key are together, so each key is looked up once and a key new to
    /// `tables` takes its set as it is.
    func add(to tables: inout ViewUsage.Tables) {
        var start = 0
        while start < packed.count {
            let head = Record(packed: packed[start])
            var end = start + 1
            while end < packed.count, packed[end] >> 32 == packed[start] >> 32 { end += 1 }
            let key = names[Int(head.first)]
            let group = packed[start ..< end].lazy.map(Record.init(packed:))
            switch head.fact {
            case .resynced: insertNames(of: group, into: &tables.resynced[key])
            case .identities: insertNames(of: group, into: &tables.identities[key])
            case .written: insertNames(of: group, into: &tables.written[key])
            case .replaced: insertNames(of: group, into: &tables.memberWrites.replaced[key])
            case .methodCalls: insertNames(of: group, into: &tables.memberWrites.methodCalls[key])
            case .seeded: insertNames(of: group, into: &tables.storedValues.seeded[key])
            case .rowContent: tables.rowContent.insert(key)
            case .destinations: tables.destinations.insert(key)
            case .members: tables.memberWrites.members.insert(key)
            case .mutatingFunctions: tables.memberWrites.mutatingFunctions.insert(key)
            case .stored:
                var kinds: [String: UInt8] = [:]
                for record in group { kinds[names[Int(record.second)], default: 0] |= record.detail }
                absorbing(kinds, into: &tables.storedValues.stored[key]) { $0.merge($1) { $0 | $1 } }
            case .edits:
                var kinds = Set<CollectionEdits.Kind>(), byReceiver: [CollectionEdits.EditReceiver: Set<CollectionEdits.Kind>] = [:]
                for record in group {
                    let kind = FileUsage.editKinds[Int(record.detail)]
                    kinds.insert(kind)
                    byReceiver[record.second >= 0 ? receivers[Int(record.second)] : .unknown, default: []].insert(kind)
                }
                absorbing(kinds, into: &tables.collectionEdits.edits[key]) { $0.formUnion($1) }
                absorbing(byReceiver, into: &tables.collectionEdits.byReceiver[key]) { $0.merge($1) { $0.union($1) } }
            case .editFiles: insertNames(of: group, into: &tables.collectionEdits.files[key])
            }
            start = end
        }
    }

    /// The kinds by their index in a record's detail (`allCases` would build the array per record).
    private static let editKinds = CollectionEdits.Kind.allCases

    /// The names of a key's records into its set: a key already in the tables (the usual case,
    /// a type's code spread over files) takes them in place, with no set made to be unioned.
    private func insertNames(of group: some Collection<Record>, into slot: inout Set<String>?) {
        guard var existing = slot else {
            slot = set(group)
            return
        }
        // Moved out, so `existing` holds the only reference and grows without a copy.
        slot = nil
        for record in group where record.second >= 0 { existing.insert(names[Int(record.second)]) }
        slot = existing
    }

    /// The names of a key's records (a record without one lists the key alone).
    private func set(_ group: some Collection<Record>) -> Set<String> {
        var names = Set<String>(minimumCapacity: group.count)
        for record in group where record.second >= 0 { names.insert(self.names[Int(record.second)]) }
        return names
    }

    /// `records` put in order without repeats, keeping only the names they use, renumbered
    /// (an `edits` record's receiver keeps its number in `receivers`).
    init(names allNames: [String], records unordered: [Record], receivers: [CollectionEdits.EditReceiver] = []) {
        // Renumbered in the order records first use them (a loop, not a closure: a nested
        // function capturing the arrays checked exclusive access at every call).
        var number = [Int32](repeating: -1, count: allNames.count)
        var names: [String] = []
        var packed: [UInt64] = []
        packed.reserveCapacity(unordered.count)
        for var record in unordered {
            let first = Int(record.first)
            if number[first] < 0 {
                number[first] = Int32(names.count)
                names.append(allNames[first])
            }
            record.first = number[first]
            if record.second >= 0, record.fact != .edits {
                let second = Int(record.second)
                if number[second] < 0 {
                    number[second] = Int32(names.count)
                    names.append(allNames[second])
                }
                record.second = number[second]
            }
            packed.append(record.packed)
        }
        packed.sort()
        // Repeats dropped in place.
        var count = 0
        let storedFact = UInt64(Fact.stored.rawValue)
        for k in packed.indices {
            let record = packed[k]
            if count > 0 {
                let last = packed[count - 1]
                if record == last { continue }
                // One record per stored property, its kinds together.
                if record >> 60 == storedFact, last >> 5 == record >> 5 {
                    packed[count - 1] = last | record
                    continue
                }
            }
            packed[count] = record
            count += 1
        }
        // Copied to their size: the run keeps every file's facts.
        self.names = Array(names[...])
        self.packed = Array(packed[..<count])
        self.receivers = receivers
    }
}

/// Collects one file's `FileUsage`: numbers names as they are met, by their bytes where they
/// come from a token, and keeps one record per fact met.
struct UsageRecorder {
    let tree: SyntaxTree
    private var table: NameTable
    private var names: [String]
    private var records: [FileUsage.Record] = []
    /// The last type declaration asked about and its name's number: most facts in a row are
    /// in the same type.
    private var lastOwner: (declaration: SyntaxTree.NodeID, id: Int32?)?
    /// The number of the file's path, once an edit needs it.
    private var path: Int32 = -1
    /// Type declaration → the numbers of the properties its body declares
    /// (`declaresProperty(nameOf:in:)`).
    var declaredProperties: [SyntaxTree.NodeID: Set<Int32>] = [:]
    /// The receivers of the file's edits, numbered (`number(_:)` of a receiver).
    var receivers: [CollectionEdits.EditReceiver] = []
    var receiverNumbers: [CollectionEdits.EditReceiver: Int32] = [:]

    init(tree: SyntaxTree) {
        self.tree = tree
        table = UsageRecorder.methodTable.table
        names = UsageRecorder.methodTable.names
    }

    /// `ViewUsage.methodMeanings`' names numbered first, the same in every file, so a called
    /// method's number tells its meaning without a String or a hash of one.
    private static let methodTable: (table: NameTable, names: [String], meanings: [ViewUsage.MethodMeaning]) = {
        var table = NameTable()
        var names: [String] = [], meanings: [ViewUsage.MethodMeaning] = []
        for (name, meaning) in ViewUsage.methodMeanings.sorted(by: { $0.key < $1.key }) {
            _ = table.id(name)
            names.append(name)
            meanings.append(meaning)
        }
        return (table, names, meanings)
    }()

    /// The number of `removeAll`, whose edit depends on its arguments.
    static let removeAll = Int32(methodTable.names.firstIndex(of: "removeAll")!)

    /// What `ViewUsage.methodMeanings` says of the name numbered `id`.
    static func meaning(of id: Int32) -> ViewUsage.MethodMeaning? {
        Int(id) < methodTable.meanings.count ? methodTable.meanings[Int(id)] : nil
    }

    /// The number of `name`.
    mutating func number(_ name: String) -> Int32 {
        let id = table.id(name)
        if Int(id) == names.count { names.append(name) }
        return id
    }

    /// The number of the name token `index` spells (backticks dropped), as `number(tree.tokenText…)`
    /// of that name would give, without making a String unless the name is new.
    mutating func number(token index: Int32) -> Int32 {
        let range = tree.tokens[Int(index)].nameByteRange
        let before = table.count
        let id = tree.file.bytes.withUnsafeBufferPointer { table.id(bytes: $0[range]) }
        if table.count != before { names.append(tree.file.text(range)) }
        return id
    }

    /// The number of the node's name (`tree.name(node)`, "" when it has no name token).
    mutating func number(nameOf node: SyntaxTree.NodeID) -> Int32 {
        let index = tree[node].name
        return index >= 0 ? number(token: index) : number("")
    }

    /// The name numbered `id`.
    func name(_ id: Int32) -> String { names[Int(id)] }

    /// The number of the name of the type whose code holds `node` (`tree.enclosingTypeName`).
    mutating func owner(of node: SyntaxTree.NodeID) -> Int32? {
        guard let declaration = tree.enclosingTypeDeclaration(node) else { return nil }
        if let last = lastOwner, last.declaration == declaration { return last.id }
        let id: Int32?
        if tree.kind(declaration) == .extensionDecl {
            id = number(tree.extendedTypeName(of: declaration))
        } else {
            id = number(nameOf: declaration)
        }
        lastOwner = (declaration, id)
        return id
    }

    mutating func add(_ fact: FileUsage.Fact, _ first: Int32, _ second: Int32 = -1, detail: UInt8 = 0) {
        records.append(FileUsage.Record(fact: fact, detail: detail, first: first, second: second))
    }

    mutating func add(_ fact: FileUsage.Fact, _ first: String, _ second: String? = nil, detail: UInt8 = 0) {
        let key = number(first)
        add(fact, key, second.map { number($0) } ?? -1, detail: detail)
    }

    /// An edit of the collection named `name`, of the receiver numbered `receiver` (-1: not
    /// known), and this file as one that edits it.
    mutating func addEdit(_ name: Int32, _ kind: CollectionEdits.Kind, receiver: Int32 = -1) {
        add(.edits, name, receiver, detail: UInt8(CollectionEdits.Kind.allCases.firstIndex(of: kind)!))
        if path < 0 { path = number(tree.file.path) }
        add(.editFiles, name, path)
    }

    func finish() -> FileUsage {
        FileUsage(names: names, records: records, receivers: receivers)
    }
}
