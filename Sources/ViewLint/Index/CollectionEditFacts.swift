/// How the project's code edits collections, by the name they are kept under (any receiver, as
/// `MemberWrites` counts member writes): whether rows keyed by their position can come to show
/// another element depends on whether some code inserts, removes or moves elements before
/// others, not on whether the collection is a `var` (docs/SWIFTUI-MODEL.md, rule 36).
/// Collected in `ViewUsage(tree:)`'s pass, merged and digested with it.
public struct CollectionEdits: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `append`, `append(contentsOf:)`, `+=`: elements are added after the last.
        case appends
        /// `removeLast`, `popLast`, `removeAll()`, `xs = []`: elements leave from the end.
        case removesAtEnd
        /// `xs = xs.map { … }`: every element stays at its place, transformed.
        case inOrder
        /// `xs[i] = v`, `xs[i].done = true`, `xs[i].toggle()`: one element at its place.
        case inPlace
        /// `insert(_:at:)`: an element is put before others.
        case inserts
        /// `remove(at:)`, `removeFirst`, `removeAll(where:)`, `xs = xs.filter { … }`: an element
        /// before others leaves, and those after it move up.
        case removes
        /// `move`, `sort`, `shuffle`, `swapAt`, `xs = xs.sorted()`: elements change places.
        case moves
        /// `replaceSubrange`: any of the three.
        case reorders
        /// `xs = value`, `$xs`, `&xs`, a key path, a project `mutating func`: any new value.
        case replaces

        /// Hashed by case, not by its raw String: every file's edits are merged into sets of these.
        public func hash(into hasher: inout Hasher) {
            let ordinal: UInt8
            switch self {
            case .appends: ordinal = 0
            case .removesAtEnd: ordinal = 1
            case .inOrder: ordinal = 2
            case .inPlace: ordinal = 3
            case .inserts: ordinal = 4
            case .removes: ordinal = 5
            case .moves: ordinal = 6
            case .reorders: ordinal = 7
            case .replaces: ordinal = 8
            }
            hasher.combine(ordinal)
        }
    }

    /// Name → the kinds of edit some code makes to a collection kept under that name.
    public var edits: [String: Set<Kind>] = [:]
    /// Name → the value whose collection is edited, as far as the code says it (`x` of
    /// `var x: T`, `self` in `T`'s code; `.unknown` where it does not) → the kinds of edit: a
    /// write to another type's member of the name is not an edit of this type's (`edits` counts
    /// both).
    public var byReceiver: [String: [EditReceiver: Set<Kind>]] = [:]
    /// Name → the files whose code edits a collection kept under that name: what a verdict
    /// resting on those edits read.
    public var files: [String: Set<String>] = [:]

    public init() {}

    /// The kinds that put an element where another stood before it (rows keyed by position
    /// then show other elements).
    public static let shifting: Set<Kind> = [.inserts, .removes, .moves, .reorders]

    mutating func merge(_ other: CollectionEdits) {
        edits.absorbUnion(other.edits)
        byReceiver.absorb(other.byReceiver) { $0.merge($1) { $0.union($1) } }
        files.absorbUnion(other.files)
    }

    /// Array methods by what they do to the places of the elements before the last (looked up
    /// with the other method names `ViewUsage` knows, `ViewUsage.methodMeanings`).
    static let editingMethods: [String: Kind] = [
        "append": .appends,
        "removeLast": .removesAtEnd, "popLast": .removesAtEnd,
        "insert": .inserts,
        "remove": .removes, "removeFirst": .removes, "popFirst": .removes, "removeSubrange": .removes,
        "sort": .moves, "reverse": .moves, "shuffle": .moves, "move": .moves, "swapAt": .moves, "partition": .moves,
        "replaceSubrange": .reorders,
    ]
    /// Results that keep every element at its place, or may not (and how).
    static let inOrderResults: Set<String> = ["map"]
    static let reorderingResults: [String: Kind] = [
        "filter": .removes, "compactMap": .removes, "dropFirst": .removes, "dropLast": .removes, "prefix": .removes,
        "suffix": .removes, "sorted": .moves, "shuffled": .moves, "reversed": .moves,
    ]

    /// `target = value`, or `target op= value` (`compound` is the operator). A type's own `init`
    /// storing its property (`seeding`) gives it its first value: no edit.
    static func noteAssignment(to target: SyntaxTree.NodeID, value: [SyntaxTree.NodeID]?, compound: String?,
                               seeding: Bool, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        noteSubscripted(in: target, in: tree, into: &recorder)
        guard let name = Self.lastName(target, in: tree, recorder: &recorder) else { return }
        let direct = tree.kind(target) == .identifier
            || tree.kind(target) == .memberAccess && tree.memberBase(target).map { tree.kind($0) == .identifier && tree.nameEquals($0, "self") } == true
        if direct && seeding { return }
        let receiver = receiverType(of: target, in: tree, recorder: &recorder)
        if let compound {
            recorder.addEdit(name, compound == "+=" ? .appends : .replaces, receiver: receiver)
            return
        }
        recorder.addEdit(name, Self.kind(ofNewValue: value, for: recorder.name(name), in: tree), receiver: receiver)
    }

    /// `base.method(…)`: an edit of the collection `base` names, or of an element of one.
    /// `edit`: what `editingMethods` says of `method`; `mutating`: the method is one of
    /// `ViewUsage.mutatingMethods` (the caller has looked both up).
    static func noteMethodCall(_ method: Int32, edit: Kind?, call: SyntaxTree.NodeID, on base: SyntaxTree.NodeID, mutating: Bool,
                               in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        let kind: Kind
        if method == UsageRecorder.removeAll {
            kind = tree.arguments(call).isEmpty && tree.trailingClosures(call).isEmpty ? .removesAtEnd : .removes
        } else if let known = edit {
            kind = known
        } else if mutating, tree.kind(base) == .subscriptCall {
            // `rows[i].toggle()`: an element, at its place.
            noteSubscripted(in: base, in: tree, into: &recorder)
            return
        } else {
            return
        }
        noteSubscripted(in: base, in: tree, into: &recorder)
        guard tree.kind(base) != .subscriptCall, let name = Self.lastName(base, in: tree, recorder: &recorder) else { return }
        recorder.addEdit(name, kind, receiver: receiverType(of: base, in: tree, recorder: &recorder))
    }

    /// `$xs`, `&xs`, a key path through `xs`: written by code the pass does not see.
    static func noteUnknownWrite(of name: Int32, into recorder: inout UsageRecorder) {
        guard !recorder.name(name).isEmpty else { return }
        recorder.addEdit(name, .replaces)
    }

    /// `$xs` (`$a.xs`): a binding to the collection, through which code the pass does not see
    /// may write anything, unless it is subscripted at once (`$xs[i]`, `$a.xs[i]`): a binding
    /// to one element, written at its place.
    static func noteProjection(_ dollar: SyntaxTree.NodeID, named name: Int32, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        var node = dollar
        var member = name
        if let up = tree.parent(dollar), tree.kind(up) == .memberAccess, tree.memberBase(up) == dollar {
            node = up
            member = recorder.number(nameOf: up)
        }
        if let up = tree.parent(node), tree.kind(up) == .subscriptCall, tree.firstChild(up) == node {
            if !recorder.name(member).isEmpty { recorder.addEdit(member, .inPlace) }
            return
        }
        noteUnknownWrite(of: member, into: &recorder)
    }

    /// `&xs`, `&a.xs[i]` handed to a function: it may do anything to the collection named, and
    /// to every collection subscripted on the way (`swap(&xs[i], &xs[j])` moves elements).
    static func noteInout(_ operand: SyntaxTree.NodeID, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        if let name = Self.lastName(operand, in: tree, recorder: &recorder) { noteUnknownWrite(of: name, into: &recorder) }
        var node = operand
        while let base = tree.kind(node) == .memberAccess ? tree.memberBase(node) : tree.firstChild(node),
              [.memberAccess, .subscriptCall, .postfixOperatorExpr].contains(tree.kind(node)) {
            if tree.kind(node) == .subscriptCall, let name = Self.lastName(base, in: tree, recorder: &recorder) {
                noteUnknownWrite(of: name, into: &recorder)
            }
            node = base
        }
    }

    /// Every collection subscripted on the way to a written element: `a.rows[i].done = v` edits
    /// `rows` in place.
    private static func noteSubscripted(in target: SyntaxTree.NodeID, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        var node = target
        while true {
            switch tree.kind(node) {
            case .memberAccess:
                guard let base = tree.memberBase(node) else { return }
                node = base
            case .postfixOperatorExpr:
                guard let base = tree.firstChild(node) else { return }
                node = base
            case .subscriptCall:
                guard let base = tree.firstChild(node) else { return }
                if let name = Self.lastName(base, in: tree, recorder: &recorder) {
                    recorder.addEdit(name, .inPlace, receiver: receiverType(of: base, in: tree, recorder: &recorder))
                }
                node = base
            default:
                return
            }
        }
    }

    /// What `name = value` does to the places of its elements: `[]` empties it, `name.map { … }`
    /// keeps them, `name.filter { … }` may not, anything else is a new value.
    private static func kind(ofNewValue value: [SyntaxTree.NodeID]?, for name: String, in tree: SyntaxTree) -> Kind {
        if let value, value.count == 1, let literal = value.first, tree.kind(literal) == .arrayLiteral,
           tree.children(literal).isEmpty { return .removesAtEnd }
        guard let value, value.count == 1, let call = value.first, tree.kind(call) == .call, tree.isMethodCall(call),
              let callee = tree.firstChild(call), let receiver = tree.memberBase(callee),
              lastName(receiver, in: tree) == name else { return .replaces }
        let method = tree.calleeName(call)
        if inOrderResults.contains(method) { return .inOrder }
        if let kind = reorderingResults[method] { return kind }
        return .replaces
    }

    /// The name an expression keeps its value under: `x`, `self.x`, `a.b.x`, `x?`, `x!`; nil for
    /// a subscript, a call, `self`, or a bare name that is a local or a parameter (a function's
    /// `inout values` is no type's member `values`).
    static func lastName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        switch tree.kind(expression) {
        case .identifier:
            if tree.nameEquals(expression, "self") { return nil }
            let name = tree.name(expression)
            return isLocal(name, at: expression, in: tree) ? nil : name
        case .memberAccess:
            return tree.memberBase(expression) == nil ? nil : tree.name(expression)
        case .postfixOperatorExpr:
            return tree.firstChild(expression).flatMap { lastName($0, in: tree) }
        default:
            return nil
        }
    }

    /// The number of `lastName(expression)`.
    static func lastName(_ expression: SyntaxTree.NodeID, in tree: SyntaxTree, recorder: inout UsageRecorder) -> Int32? {
        switch tree.kind(expression) {
        case .identifier:
            if tree.nameEquals(expression, "self") { return nil }
            let number = recorder.number(nameOf: expression)
            return isLocal(recorder.name(number), at: expression, in: tree) ? nil : number
        case .memberAccess:
            return tree.memberBase(expression) == nil ? nil : recorder.number(nameOf: expression)
        case .postfixOperatorExpr:
            guard let operand = tree.firstChild(expression) else { return nil }
            return lastName(operand, in: tree, recorder: &recorder)
        default:
            return nil
        }
    }
}

extension CollectionEdits {
    /// Whether a bare `name` at `use` is a parameter of the closure, function or initializer
    /// around it, or a `var`/`let` declared earlier in a block around it (within that function).
    static func isLocal(_ name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current = use
        while let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .closure:
                if tree.closureParameterNames(parent).contains(name) { return true }
            case .funcDecl, .initDecl, .subscriptDecl, .accessorDecl:
                if let clause = tree.child(parent, kind: .parameterClause),
                   tree.children(clause, kind: .parameter).contains(where: { tree.parameterLocalName($0) == name }) { return true }
                if tree.kind(parent) != .accessorDecl { return false }
            case .codeBlock:
                for item in tree.children(parent) {
                    if item == current { break }
                    if tree.kind(item) == .variableDecl,
                       tree.children(item, kind: .patternBinding).contains(where: { tree.name($0) == name }) { return true }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return false
            default:
                break
            }
            current = parent
        }
        return false
    }
}

extension ProjectModel {
    /// The kinds of edit the project's code makes to collections kept under `name`, on any
    /// receiver, in the modules whose code can reach this point of view's (its own, those it
    /// imports, those importing it: another app's or a test target's `values.insert(…, at: 0)`
    /// is not this module's `values`): a project `mutating func` called on one counts as any new
    /// value.
    public func collectionEdits(of name: String) -> Set<CollectionEdits.Kind> {
        let groups = lookup.groups
        let related = groups.indices.filter { lookup.roles.indices.contains($0) && lookup.roles[$0]?.usage == true }
        var kinds = Set<CollectionEdits.Kind>()
        var mutating = Set<String>()
        for group in related {
            kinds.formUnion(groups[group].usage.collectionEdits.edits[name] ?? [])
            mutating.formUnion(groups[group].usage.memberWrites.mutatingFunctions)
        }
        for group in related where !kinds.contains(.replaces) {
            for (method, names) in groups[group].usage.memberWrites.methodCalls
            where names.contains(name) && mutating.contains(method) && !ViewUsage.mutatingMethods.contains(method) {
                kinds.insert(.replaces)
                break
            }
        }
        return kinds
    }
}
