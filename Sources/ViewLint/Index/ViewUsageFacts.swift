/// How the project's view code uses its types, for rules whose question spans files (is this
/// view a list row? does its parent re-identify it? does it edit its own state?). Collected from
/// one file's code in one pass over its nodes, merged like the other facts and digested with them.
///
/// One file's facts are kept numbered (`FileUsage`): the tables below are made of them when
/// asked, and when they are merged into facts that hold tables (`merge`).
public struct ViewUsage: Sendable, Equatable {
    /// The facts as String-keyed tables.
    struct Tables: Sendable, Equatable {
        var resynced: [String: Set<String>] = [:]
        var identities: [String: Set<String>] = [:]
        var written: [String: Set<String>] = [:]
        var rowContent: Set<String> = []
        var destinations: Set<String> = []
        var memberWrites = MemberWrites()
        var storedValues = StoredValues()
        var collectionEdits = CollectionEdits()

        mutating func merge(_ other: Tables) {
            resynced.absorbUnion(other.resynced)
            identities.absorbUnion(other.identities)
            written.absorbUnion(other.written)
            rowContent.formUnion(other.rowContent)
            destinations.formUnion(other.destinations)
            memberWrites.merge(other.memberWrites)
            storedValues.merge(other.storedValues)
            collectionEdits.merge(other.collectionEdits)
        }
    }

    /// The facts when they are tables (merged facts, or facts built as tables); empty while
    /// `file` holds them.
    private var merged = Tables()
    /// One file's facts as its pass collected them, until they are merged or changed.
    private var file: FileUsage?

    /// The facts as tables (made from a file's numbered facts each time they are asked for).
    var tables: Tables { file?.tables ?? merged }

    /// One file's facts as its pass collected them; nil once they are tables.
    var numbered: FileUsage? { file }

    /// Type → root names its code watches with `.onChange(of:)`, `.task(id:)`, `.onReceive`.
    public var resynced: [String: Set<String>] {
        get { file?.tables.resynced ?? merged.resynced }
        _modify { makeTables(); yield &merged.resynced }
    }
    /// Type → root names its code passes to `.id(…)`: changing them makes a new view.
    public var identities: [String: Set<String>] {
        get { file?.tables.identities ?? merged.identities }
        _modify { makeTables(); yield &merged.identities }
    }
    /// Type → root names of its properties its code writes: assigns (outside `init`), mutates,
    /// passes as `$name` or `&name`.
    public var written: [String: Set<String>] {
        get { file?.tables.written ?? merged.written }
        _modify { makeTables(); yield &merged.written }
    }
    /// Types built as `ForEach`/`List` row content.
    public var rowContent: Set<String> {
        get { file?.tables.rowContent ?? merged.rowContent }
        _modify { makeTables(); yield &merged.rowContent }
    }
    /// Types built as a pushed or presented screen: `NavigationLink` destinations,
    /// `navigationDestination`, `sheet`, `fullScreenCover`, `popover` content.
    public var destinations: Set<String> {
        get { file?.tables.destinations ?? merged.destinations }
        _modify { makeTables(); yield &merged.destinations }
    }
    /// Members the code writes on any receiver, and properties it replaces whole.
    public var memberWrites: MemberWrites {
        get { file?.tables.memberWrites ?? merged.memberWrites }
        _modify { makeTables(); yield &merged.memberWrites }
    }
    /// What types' own code stores in their properties (`StoredValueFacts`).
    public var storedValues: StoredValues {
        get { file?.tables.storedValues ?? merged.storedValues }
        _modify { makeTables(); yield &merged.storedValues }
    }
    /// How the code edits collections, by name (`CollectionEditFacts`).
    public var collectionEdits: CollectionEdits {
        get { file?.tables.collectionEdits ?? merged.collectionEdits }
        _modify { makeTables(); yield &merged.collectionEdits }
    }

    public init() {}

    /// Keeps the facts as tables from now on: what facts that are asked many questions (a
    /// module's merged facts) hold, so that no question makes them again.
    mutating func makeTables() {
        guard let numbered = file.take() else { return }
        numbered.add(to: &merged)
    }

    mutating func merge(_ other: ViewUsage) {
        makeTables()
        if let numbered = other.file { numbered.add(to: &merged) } else { merged.merge(other.merged) }
    }

    public static func == (a: ViewUsage, b: ViewUsage) -> Bool { a.tables == b.tables }

    static let presenters: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]
    public static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "sort", "reverse",
        "shuffle", "formUnion", "subtract", "formIntersection", "updateValue", "removeValue", "merge",
        "move", "swapAt", "popLast", "replaceSubrange",
    ]

    public init(tree: SyntaxTree) {
        var recorder = UsageRecorder(tree: tree)
        ViewUsage.collect(tree, into: &recorder)
        file = recorder.finish()
    }

    private static func collect(_ tree: SyntaxTree, into recorder: inout UsageRecorder) {
        let made = WhileMadeCode(tree: tree)
        for id in usageNodes(tree) {
            switch tree.kind(id) {
            case .call:
                noteCall(id, made: made, in: tree, into: &recorder)
            case .identifier:
                // `$name`: a binding the view hands out, through which its state is written.
                if ViewUsage.startsWithDollar(tree[id].name, in: tree), tree[id].name >= 0 {
                    let name = String(tree.name(id).dropFirst())
                    if !name.isEmpty, name.first?.isNumber == false, let owner = recorder.owner(of: id) {
                        let number = recorder.number(name)
                        recorder.add(.written, owner, number)
                        MemberWrites.noteProjection(id, named: number, owner: owner, in: tree, into: &recorder)
                        // Written through the binding by code the pass does not read.
                        recorder.add(.stored, owner, number, detail: StoredValues.Kinds.other.rawValue)
                        CollectionEdits.noteProjection(id, named: number, in: tree, into: &recorder)
                    }
                }
            case .inoutExpr:
                if let operand = tree.firstChild(id) {
                    noteWrite(to: operand, at: id, in: tree, into: &recorder)
                    MemberWrites.noteWrite(to: operand, at: id, inInitializer: false, in: tree, into: &recorder)
                    StoredValues.noteUnreadable(operand, in: tree, into: &recorder)
                    CollectionEdits.noteInout(operand, in: tree, into: &recorder)
                }
            case .sequenceExpr:
                let parts = tree.children(id)
                guard parts.count >= 3, let target = parts.first else { break }
                let operation = parts[parts.startIndex + 1]
                if tree.kind(operation) == .assignmentOperator || ViewUsage.isCompoundAssignment(operation, in: tree) {
                    // `written` and `replaced` say what changes outside `init`, counting what a
                    // closure `init` sets up writes (a timer, a subscription) as `init`'s: a new
                    // object sets that up again. StoredValues says what a value can become after
                    // it is made, so there only `init`'s own statements seed. A private method
                    // only `init` calls is `init`'s (`WhileMadeCode`).
                    let inInitializer = made.inInitializer(id, in: tree)
                    if !inInitializer { noteWrite(to: target, at: id, in: tree, into: &recorder) }
                    MemberWrites.noteWrite(to: target, at: id, inInitializer: inInitializer, in: tree, into: &recorder)
                    let seeds = inInitializer && (tree.ancestor(of: id, in: [.closure, .initDecl]).map { tree.kind($0) == .initDecl } == true
                        || made.isStatementWhileMade(id, in: tree))
                    let assigned = tree.kind(operation) == .assignmentOperator ? Array(parts.dropFirst(2)) : nil
                    StoredValues.noteAssignment(to: target, value: assigned, at: id, seeds: seeds, in: tree, into: &recorder)
                    CollectionEdits.noteAssignment(to: target, value: assigned, compound: assigned == nil ? tree.name(operation) : nil,
                                                   seeding: seeds, in: tree, into: &recorder)
                }
            case .keyPath:
                for name in MemberWrites.writableNames(ofKeyPath: id, in: tree) {
                    let number = recorder.number(name)
                    recorder.add(.members, number)
                    CollectionEdits.noteUnknownWrite(of: number, into: &recorder)
                }
            case .funcDecl:
                if tree.hasModifier(id, "mutating") { recorder.add(.mutatingFunctions, recorder.number(nameOf: id)) }
            default:
                break
            }
        }
    }

    /// The nodes `collect` looks at, in tree order: calls, writes, key paths, function
    /// declarations and identifiers starting with `$`. Picked out in one unchecked pass, since
    /// most of a file's nodes are none of these and reading each through `SyntaxTree` costs
    /// more than the pick.
    private static func usageNodes(_ tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        tree.withFlatTree { flat in
            var found: [SyntaxTree.NodeID] = []
            for index in flat.nodes.indices {
                switch flat.nodes[index].kind {
                case .call, .inoutExpr, .sequenceExpr, .keyPath, .funcDecl:
                    found.append(SyntaxTree.NodeID(index))
                case .identifier:
                    let name = flat.nodes[index].name
                    guard name >= 0 else { continue }
                    let token = flat.tokens[Int(name)]
                    if token.length > 0, flat.bytes[Int(token.offset)] == UInt8(ascii: "$") { found.append(SyntaxTree.NodeID(index)) }
                default:
                    continue
                }
            }
            return found
        }
    }

    /// Whether token `index` spells a name starting with `$` (as `tokenText(index).hasPrefix("$")`
    /// answers, without making a String of every identifier: only a `$` followed by a non-ASCII
    /// byte, which could combine with it, is asked of the text).
    static func startsWithDollar(_ index: Int32, in tree: SyntaxTree) -> Bool {
        guard index >= 0 else { return false }
        let token = tree.tokens[Int(index)]
        let start = Int(token.offset)
        guard token.length > 0, tree.file.bytes[start] == UInt8(ascii: "$") else { return false }
        guard token.length > 1, tree.file.bytes[start + 1] >= 0x80 else { return true }
        return tree.tokenText(index).hasPrefix("$")
    }

    private static func noteCall(_ call: SyntaxTree.NodeID, made: WhileMadeCode, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        guard tree.isMethodCall(call) || tree.isImplicitMemberCall(call) else {
            noteConstruction(call, named: tree.calleeNameToken(of: call), in: tree, into: &recorder)
            return
        }
        // The called name by its number: the names `methodMeanings` knows are numbered alike in
        // every file, so the number says what the name is to these facts and to `CollectionEdits`
        // (most method names are nothing to either).
        let nameToken = tree.calleeNameToken(of: call)
        let method = nameToken >= 0 ? recorder.number(token: nameToken) : recorder.number("")
        let meaning = UsageRecorder.meaning(of: method)
        let role = meaning?.role ?? []
        let watched: SyntaxTree.NodeID?
        if role.contains(.watchesOf) {
            watched = tree.argument(call, labelled: "of")
        } else if role.contains(.watchesID) {
            watched = tree.argument(call, labelled: "id")
        } else if role.contains(.watchesFirst) {
            watched = tree.firstUnlabelledArgument(call)
        } else if role.contains(.identity) {
            if let value = tree.firstUnlabelledArgument(call), let owner = recorder.owner(of: call) {
                recorder.add(.identities, owner)
                for name in tree.referencedNames(in: value) {
                    let number = recorder.number(name)
                    recorder.add(.identities, owner, number)
                }
            }
            watched = nil
        } else {
            watched = nil
            if let callee = tree.firstChild(call), let base = tree.memberBase(callee),
               !ViewUsage.mutatesOwnWhileMade(base, at: call, made: made, in: tree) {
                let mutating = role.contains(.mutating)
                if mutating { noteWrite(to: base, at: call, in: tree, into: &recorder) }
                MemberWrites.noteMethodCall(method, on: base, mutating: mutating, in: tree, into: &recorder)
                CollectionEdits.noteMethodCall(method, edit: meaning?.edit, call: call, on: base, mutating: mutating, in: tree,
                                               into: &recorder)
            }
        }
        if let watched, let owner = recorder.owner(of: call) {
            recorder.add(.resynced, owner)
            for name in tree.referencedNames(in: watched) {
                let number = recorder.number(name)
                recorder.add(.resynced, owner, number)
            }
        }
        if role.contains(.presenter) {
            for closure in tree.trailingClosures(call).compactMap({ tree.value($0) }) {
                for name in ViewUsage.constructedViews(in: closure, tree: tree, throughWrappers: true) { recorder.add(.destinations, name) }
            }
        }
    }

    /// What a method's name makes of a call to these facts.
    struct MethodRole: OptionSet {
        let rawValue: UInt8
        /// `onChange(of:)`, `task(id:)`, `onReceive(_:)`: the argument is watched.
        static let watchesOf = MethodRole(rawValue: 1)
        static let watchesID = MethodRole(rawValue: 2)
        static let watchesFirst = MethodRole(rawValue: 4)
        /// `id(_:)`: a new value makes a new view.
        static let identity = MethodRole(rawValue: 8)
        /// In `mutatingMethods`.
        static let mutating = MethodRole(rawValue: 16)
        /// In `presenters`.
        static let presenter = MethodRole(rawValue: 32)
    }

    /// What a method's name is to these facts, and the collection edit a call of it makes
    /// (`CollectionEdits.editingMethods`).
    struct MethodMeaning {
        var role: MethodRole = []
        var edit: CollectionEdits.Kind?
    }

    /// `presenters`, `mutatingMethods`, the watching methods and the collection-editing methods
    /// in one table: one hash of a called name answers them all.
    static let methodMeanings: [String: MethodMeaning] = {
        var table: [String: MethodMeaning] = [
            "onChange": MethodMeaning(role: .watchesOf), "task": MethodMeaning(role: .watchesID),
            "onReceive": MethodMeaning(role: .watchesFirst), "id": MethodMeaning(role: .identity),
        ]
        for name in mutatingMethods { table[name, default: MethodMeaning()].role.insert(.mutating) }
        for name in presenters { table[name, default: MethodMeaning()].role.insert(.presenter) }
        for (name, kind) in CollectionEdits.editingMethods { table[name, default: MethodMeaning()].edit = kind }
        return table
    }()

    /// A construction (`ForEach { … }`, `NavigationLink(destination:)`), its name compared in
    /// the source's bytes: most calls are neither, and need no String.
    private static func noteConstruction(_ call: SyntaxTree.NodeID, named name: Int32, in tree: SyntaxTree,
                                         into recorder: inout UsageRecorder) {
        if tree.tokenEquals(name, "ForEach") || tree.tokenEquals(name, "List") {
            if let closure = tree.trailingClosures(call).last.flatMap({ tree.value($0) }) ?? tree.argument(call, labelled: "content") {
                for view in ViewUsage.constructedViews(in: closure, tree: tree) { recorder.add(.rowContent, view) }
            }
        } else if tree.tokenEquals(name, "NavigationLink") {
            if let destination = tree.argument(call, labelled: "destination") {
                for view in ViewUsage.constructedViews(in: destination, tree: tree, throughWrappers: true) { recorder.add(.destinations, view) }
            }
            // `NavigationLink { Destination() } label: { … }`
            let trailing = tree.trailingClosures(call)
            if trailing.count >= 2, tree.label(trailing[0]).isEmpty, let closure = tree.value(trailing[0]) {
                for view in ViewUsage.constructedViews(in: closure, tree: tree, throughWrappers: true) { recorder.add(.destinations, view) }
            }
        }
    }

    /// `items.append(x)` or `self.items.append(x)` as a statement of a class's `init` (or of a
    /// method only `init` calls): the object's own property filled while it is made, no later change.
    static func mutatesOwnWhileMade(_ base: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, made: WhileMadeCode, in tree: SyntaxTree) -> Bool {
        let own = tree.kind(base) == .identifier && !tree.nameEquals(base, "self")
            || tree.kind(base) == .memberAccess && tree.memberBase(base).map { tree.kind($0) == .identifier && tree.nameEquals($0, "self") } == true
        guard own, let declaration = tree.enclosingTypeDeclaration(call),
              tree.kind(declaration) == .classDecl || tree.kind(declaration) == .actorDecl else { return false }
        return made.isStatementWhileMade(call, in: tree)
    }

    private static func noteWrite(to target: SyntaxTree.NodeID, at node: SyntaxTree.NodeID, in tree: SyntaxTree,
                                  into recorder: inout UsageRecorder) {
        guard let root = ViewUsage.storedRootNode(target, in: tree), let owner = recorder.owner(of: node) else { return }
        let number = recorder.number(nameOf: root)
        recorder.add(.written, owner, number)
    }

    /// The stored property a target expression writes: `x`, `self.x`, `x.field`, `x[k]`, `x?`.
    public static func storedRoot(_ target: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        storedRootNode(target, in: tree).map { tree.name($0) }
    }

    /// The node whose name `storedRoot` answers.
    static func storedRootNode(_ target: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var node = target
        while true {
            switch tree.kind(node) {
            case .identifier:
                return tree.nameEquals(node, "self") ? nil : node
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return nil }
                if tree.kind(base) == .identifier, tree.nameEquals(base, "self") { return node }
                node = base
            case .subscriptCall, .postfixOperatorExpr:
                guard let base = tree.firstChild(node) else { return nil }
                node = base
            default:
                return nil
            }
        }
    }

    public static func isCompoundAssignment(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.kind(node) == .binaryOperator else { return false }
        let spelled = tree.name(node)
        return spelled.count >= 2 && spelled.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelled)
    }

    /// Containers a presented screen is commonly wrapped in: their content is the screen.
    static let screenWrappers: Set<String> = ["NavigationStack", "NavigationView", "Group", "ZStack", "VStack", "ScrollView"]

    /// Capitalised constructions that are the content of a closure (or the expression itself):
    /// `Row(item: item)`, `Row(item: item).padding()`, each statement of a builder closure; with
    /// `throughWrappers`, also what a `NavigationStack { … }` or `Group { … }` there holds.
    static func constructedViews(in expression: SyntaxTree.NodeID, tree: SyntaxTree, throughWrappers: Bool = false) -> [String] {
        let items = tree.kind(expression) == .closure ? tree.closureItems(expression) : [expression]
        var names: [String] = []
        for item in items {
            var node = tree.kind(item) == .returnStmt ? tree.firstChild(item) : item
            // `let picker = Picker(…)` in a presentation closure, shown below.
            if throughWrappers, tree.kind(item) == .variableDecl {
                node = tree.child(item, kind: .patternBinding).flatMap { tree.child($0, kind: .initializerClause) }.flatMap { tree.firstChild($0) }
            }
            if let current = node { node = tree.modifiedView(current) }
            guard let view = node, tree.kind(view) == .call, !tree.isMethodCall(view), !tree.isImplicitMemberCall(view) else { continue }
            let constructed = tree.calleeName(view)
            if throughWrappers, screenWrappers.contains(constructed), let content = tree.trailingClosures(view).first.flatMap({ tree.value($0) }) {
                names += constructedViews(in: content, tree: tree, throughWrappers: true)
            } else if constructed.first?.isUppercase == true {
                names.append(constructed)
            }
        }
        return names
    }
}
