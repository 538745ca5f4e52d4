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
    mutating func noteAssignment(to target: SyntaxTree.NodeID, value parts: [SyntaxTree.NodeID]?, at node: SyntaxTree.NodeID,
                                 seeds: Bool, in tree: SyntaxTree) {
        if tree.kind(target) == .tupleExpr {
            // `(a, b) = pair`: each element's value is not read.
            for element in tree.children(target) {
                guard let value = tree.value(element) else { continue }
                noteAssignment(to: value, value: nil, at: node, seeds: seeds, in: tree)
            }
            return
        }
        guard let (owner, name, underscored) = Self.ownProperty(target, at: node, in: tree) else { return }
        if seeds {
            seeded[owner, default: []].insert(name)
            return
        }
        let kinds: Kinds = underscored ? .other : parts.map { Self.kinds(of: $0, in: tree) } ?? .other
        stored[owner, default: [:]][name, default: 0] |= kinds.rawValue
    }

    /// `&x` or `$x` in the type's own code: written through a reference the pass cannot follow.
    mutating func noteUnreadable(_ target: SyntaxTree.NodeID, named name: String? = nil, in tree: SyntaxTree) {
        if let name {
            guard let owner = tree.enclosingTypeName(target) else { return }
            stored[owner, default: [:]][name, default: 0] |= Kinds.other.rawValue
            return
        }
        guard let (owner, name, _) = Self.ownProperty(target, at: target, in: tree) else { return }
        stored[owner, default: [:]][name, default: 0] |= Kinds.other.rawValue
    }

    /// `x`, `self.x` or `_x` in a type's code: the type, the property and whether it was `_x`.
    static func ownProperty(_ target: SyntaxTree.NodeID, at node: SyntaxTree.NodeID,
                            in tree: SyntaxTree) -> (owner: String, name: String, underscored: Bool)? {
        let name: String
        switch tree.kind(target) {
        case .identifier:
            name = tree.name(target)
        case .memberAccess:
            guard let base = tree.memberBase(target), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { return nil }
            name = tree.name(target)
        default:
            return nil
        }
        guard !name.isEmpty, name != "self", let owner = tree.enclosingTypeName(node) else { return nil }
        if name.hasPrefix("_"), name.count > 1 { return (owner, String(name.dropFirst()), true) }
        return (owner, name, false)
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
            // `Date()`, `UUID()`; `UUID(uuidString:)` may be nil.
            return !tree.isMethodCall(node) && ["Date", "UUID"].contains(tree.calleeName(node))
                && tree.arguments(node).isEmpty && tree.trailingClosures(node).isEmpty
        default:
            return false
        }
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
