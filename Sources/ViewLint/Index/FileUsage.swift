/// One file's usage facts (`ViewUsage`) as its pass collects them: each name numbered once per
/// file (`NameTable`, found by its bytes) and each fact one small record, instead of
/// String-keyed dictionaries of sets hashed and grown at every occurrence. A file's facts stay
/// in this form while the run keeps them; names become Strings keys again only when facts are
/// merged (`ViewUsage.merge`) or read (`ViewUsage.tables`).
struct FileUsage: Sendable, Equatable {
    /// Which table of `ViewUsage.Tables` a record belongs to.
    enum Fact: UInt8, Sendable, Comparable {
        case resynced, identities, written, rowContent, destinations
        case members, replaced, methodCalls, mutatingFunctions
        case stored, seeded, edits

        static func < (a: Fact, b: Fact) -> Bool { a.rawValue < b.rawValue }
    }

    struct Record: Sendable, Equatable {
        var fact: Fact
        /// `stored`: the `StoredValues.Kinds` bits; `edits`: the kind's index in
        /// `CollectionEdits.Kind.allCases`; else 0.
        var detail: UInt8
        /// The key's name (a type, a method, a collection) or the fact's one name.
        var first: Int32
        /// The name in the key's set; -1 for a fact of one name, or a key whose set may be
        /// empty (`.id(…)` of an expression that names nothing still lists its type).
        var second: Int32

        /// The order records are kept in: by fact, key, name, detail.
        static func precedes(_ a: Record, _ b: Record) -> Bool {
            if a.fact != b.fact { return a.fact < b.fact }
            if a.first != b.first { return a.first < b.first }
            if a.second != b.second { return a.second < b.second }
            return a.detail < b.detail
        }
    }

    /// Name by number: only names some record uses.
    private(set) var names: [String]
    /// In `Record.precedes` order, without repeats (a property's `stored` kinds in one record).
    private(set) var records: [Record]

    /// The facts as String-keyed tables.
    var tables: ViewUsage.Tables {
        var tables = ViewUsage.Tables()
        add(to: &tables)
        return tables
    }

    /// Adds these facts to `tables` (what `ViewUsage.Tables.merge` does with these as tables).
    func add(to tables: inout ViewUsage.Tables) {
        // Each name is made a String key once per record; the array holds them already.
        for record in records {
            let first = names[Int(record.first)]
            let second = record.second >= 0 ? names[Int(record.second)] : nil
            switch record.fact {
            case .resynced: Self.insert(second, under: first, into: &tables.resynced)
            case .identities: Self.insert(second, under: first, into: &tables.identities)
            case .written: Self.insert(second, under: first, into: &tables.written)
            case .rowContent: tables.rowContent.insert(first)
            case .destinations: tables.destinations.insert(first)
            case .members: tables.memberWrites.members.insert(first)
            case .replaced: Self.insert(second, under: first, into: &tables.memberWrites.replaced)
            case .methodCalls: Self.insert(second, under: first, into: &tables.memberWrites.methodCalls)
            case .mutatingFunctions: tables.memberWrites.mutatingFunctions.insert(first)
            case .stored: tables.storedValues.stored[first, default: [:]][second ?? "", default: 0] |= record.detail
            case .seeded: Self.insert(second, under: first, into: &tables.storedValues.seeded)
            case .edits: tables.collectionEdits.edits[first, default: []].insert(CollectionEdits.Kind.allCases[Int(record.detail)])
            }
        }
    }

    private static func insert(_ name: String?, under key: String, into table: inout [String: Set<String>]) {
        if let name { table[key, default: []].insert(name) } else if table[key] == nil { table[key] = [] }
    }

    /// `records` put in order without repeats, keeping only the names they use, renumbered.
    init(names allNames: [String], records unordered: [Record]) {
        var records = unordered
        records.sort(by: Record.precedes)
        var kept: [Record] = []
        kept.reserveCapacity(records.count)
        for record in records {
            if var last = kept.last, last.fact == record.fact, last.first == record.first, last.second == record.second {
                if record.fact == .stored {
                    last.detail |= record.detail
                    kept[kept.count - 1] = last
                    continue
                }
                if last.detail == record.detail { continue }
            }
            kept.append(record)
        }
        var number = [Int32](repeating: -1, count: allNames.count)
        var names: [String] = []
        func renumbered(_ id: Int32) -> Int32 {
            guard id >= 0 else { return id }
            if number[Int(id)] < 0 {
                number[Int(id)] = Int32(names.count)
                names.append(allNames[Int(id)])
            }
            return number[Int(id)]
        }
        for k in kept.indices {
            kept[k].first = renumbered(kept[k].first)
            kept[k].second = renumbered(kept[k].second)
        }
        self.names = names
        self.records = kept
    }
}

/// Collects one file's `FileUsage`: numbers names as they are met, by their bytes where they
/// come from a token, and keeps one record per fact met.
struct UsageRecorder {
    private let tree: SyntaxTree
    private var table: NameTable
    private var names: [String]
    private var records: [FileUsage.Record] = []
    /// The last type declaration asked about and its name's number: most facts in a row are
    /// in the same type.
    private var lastOwner: (declaration: SyntaxTree.NodeID, id: Int32?)?

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

    mutating func addEdit(_ name: Int32, _ kind: CollectionEdits.Kind) {
        add(.edits, name, detail: UInt8(CollectionEdits.Kind.allCases.firstIndex(of: kind)!))
    }

    func finish() -> FileUsage {
        FileUsage(names: names, records: records)
    }
}
