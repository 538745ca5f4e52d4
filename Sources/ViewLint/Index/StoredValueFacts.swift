/// What a type's own code stores when it replaces one of its properties whole (`x = true`,
/// `self.x = nil`), for "can this only change one way" questions: a model flag every write sets
/// to `true` turns on once and never back. Collected in `ViewUsage(tree:)`'s pass beside
/// `MemberWrites`, which answers for writes through other receivers (`model.x = v`).
public struct StoredValues: Sendable, Equatable {
    /// The kinds of value stored.
    public struct Kinds: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let `true` = Kinds(rawValue: 1)
        public static let `false` = Kinds(rawValue: 2)
        public static let `nil` = Kinds(rawValue: 4)
        /// A value that is never nil (a literal, a closure, arithmetic, `Date()`).
        public static let value = Kinds(rawValue: 8)
        /// Anything else: an expression the pass cannot read, `+=`, `&x`, `$x`, `_x = …`.
        public static let other = Kinds(rawValue: 16)
    }

    /// Type → property → what its code stores outside `init`.
    public var stored: [String: [String: UInt8]] = [:]
    /// Type → properties its `init`s assign (their first value is not the declared default).
    public var seeded: [String: Set<String>] = [:]

    public init() {}

    mutating func merge(_ other: StoredValues) {
        stored.absorb(other.stored) { $0.merge($1) { $0 | $1 } }
        seeded.absorbUnion(other.seeded)
    }

    /// `target = value` (`parts` after the operator) or a compound assignment (`parts` nil);
    /// `seeds` when it is a statement of an `init` itself (not of a closure `init` sets up).
    static func noteAssignment(to target: SyntaxTree.NodeID, value parts: [SyntaxTree.NodeID]?, at node: SyntaxTree.NodeID,
                               seeds: Bool, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        if tree.kind(target) == .tupleExpr {
            // `(a, b) = pair`: each element's value is not read.
            for element in tree.children(target) {
                guard let value = tree.value(element) else { continue }
                noteAssignment(to: value, value: nil, at: node, seeds: seeds, in: tree, into: &recorder)
            }
            return
        }
        guard let (owner, name, underscored) = Self.ownProperty(target, at: node, in: tree, recorder: &recorder) else { return }
        if seeds {
            recorder.add(.seeded, owner, name)
            return
        }
        let kinds: Kinds = underscored ? .other : parts.map { Self.kinds(of: $0, in: tree) } ?? .other
        recorder.add(.stored, owner, name, detail: kinds.rawValue)
    }

    /// `&x` in the type's own code: written through a reference the pass cannot follow. (`$x`
    /// is noted by the pass itself, which knows the name and the type.)
    static func noteUnreadable(_ target: SyntaxTree.NodeID, in tree: SyntaxTree, into recorder: inout UsageRecorder) {
        guard let (owner, name, _) = Self.ownProperty(target, at: target, in: tree, recorder: &recorder) else { return }
        recorder.add(.stored, owner, name, detail: Kinds.other.rawValue)
    }

    /// `x`, `self.x` or `_x` in a type's code: the numbers of the type and of the property, and
    /// whether it was `_x`.
    static func ownProperty(_ target: SyntaxTree.NodeID, at node: SyntaxTree.NodeID, in tree: SyntaxTree,
                            recorder: inout UsageRecorder) -> (owner: Int32, name: Int32, underscored: Bool)? {
        let named: SyntaxTree.NodeID
        switch tree.kind(target) {
        case .identifier:
            named = target
        case .memberAccess:
            guard let base = tree.memberBase(target), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { return nil }
            named = target
        default:
            return nil
        }
        let number = recorder.number(nameOf: named)
        let name = recorder.name(number)
        guard !name.isEmpty, name != "self", let owner = recorder.owner(of: node) else { return nil }
        if name.hasPrefix("_"), name.count > 1 { return (owner, recorder.number(String(name.dropFirst())), true) }
        return (owner, number, false)
    }

    /// What an assigned value can be: `true`, `false`, `nil`, surely a value, or unknown.
    public static func kinds(of parts: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Kinds {
        if parts.count == 1 {
            switch tree.kind(parts[0]) {
            case .booleanLiteral: return tree.nameEquals(parts[0], "true") ? .true : .false
            case .nilLiteral: return .nil
            default: break
            }
        }
        return StoredValues.isSurelyNonNil(parts, in: tree) ? .value : .other
    }

    /// A value that is never nil whatever it reads: a literal (not `nil`), a closure, an
    /// interpolation, arithmetic or concatenation (`name + ".fill"`), `Date()`, `UUID()`.
    public static func isSurelyNonNil(_ parts: [SyntaxTree.NodeID], in tree: SyntaxTree) -> Bool {
        if parts.count == 1 { return isSurelyNonNil(parts[0], in: tree) }
        let operators = stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
        return !operators.isEmpty && operators.allSatisfy { tree.kind($0) == .binaryOperator && ["+", "-", "*", "/"].contains(tree.name($0)) }
    }

    public static func isSurelyNonNil(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        switch tree.kind(node) {
        case .stringLiteral, .integerLiteral, .floatLiteral, .booleanLiteral, .arrayLiteral, .dictionaryLiteral, .closure:
            return true
        case .sequenceExpr:
            return isSurelyNonNil(Array(tree.children(node)), in: tree)
        case .call:
            // A type erasure returns the erased type, never an optional, unless a `?` on the
            // way makes the whole chain optional (`publisher?.eraseToAnyPublisher()`).
            if tree.isMethodCall(node), nonOptionalErasures.contains(tree.calleeName(node)) {
                return !hasOptionalChaining(node, in: tree)
            }
            // `Date()`, `UUID()`; `UUID(uuidString:)` may be nil.
            return !tree.isMethodCall(node) && ["Date", "UUID"].contains(tree.calleeName(node))
                && tree.arguments(node).isEmpty && tree.trailingClosures(node).isEmpty
        default:
            return false
        }
    }

    /// Combine's erasing methods, declared to return `AnyPublisher` / `AnySubscriber` themselves.
    static let nonOptionalErasures: Set<String> = ["eraseToAnyPublisher", "eraseToAnySubscriber"]

    /// Whether a `?` (optional chaining) sits in the chain of calls and member accesses ending at `node`.
    static func hasOptionalChaining(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var current: SyntaxTree.NodeID? = node
        while let step = current {
            switch tree.kind(step) {
            case .postfixOperatorExpr:
                if tree.nameEquals(step, "?") { return true }
                current = tree.firstChild(step)
            case .call, .subscriptCall:
                current = tree.firstChild(step)
            case .memberAccess:
                current = tree.memberBase(step)
            default:
                return false
            }
        }
        return false
    }
}

extension ProjectModel {
    /// Whether the type's own code stores into `property` after a value is made, closures
    /// `init` sets up (a timer, a subscription) included.
    public func storesAfterInit(_ property: String, inType typeName: String) -> Bool {
        let groups = lookup.groups
        return groups.indices.contains { groups[$0].usage.storedValues.stored[typeName]?[property] != nil }
    }

    /// Every kind of value the project's code stores in `property` of `typeName` after a value
    /// is made, when every write is one the facts read: a bare or `self.` assignment in the
    /// type's own code (its declaration and extensions, in any file). Nil when some code writes
    /// a member of that name through another receiver (`model.x = v`, `$model.x`, a mutating
    /// method, a key path) or in a form whose value is not read. Empty: never written.
    /// Writes in subclasses are keyed by the subclass and are not seen here.
    public func storedValueKinds(of property: String, inType typeName: String) -> (kinds: StoredValues.Kinds, seededInInit: Bool)? {
        if writesMember(property) { return nil }
        let groups = lookup.groups
        var kinds: UInt8 = 0
        var seeded = false
        for group in groups.indices {
            let values = groups[group].usage.storedValues
            kinds |= values.stored[typeName]?[property] ?? 0
            seeded = seeded || values.seeded[typeName]?.contains(property) == true
        }
        let found = StoredValues.Kinds(rawValue: kinds)
        if found.contains(.other) { return nil }
        return (found, seeded)
    }
}
