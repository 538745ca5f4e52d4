/// Reading type syntax into the index's `TypeShape`s and names.
extension SummaryCollector {
    /// The last name component of a type node (`SwiftUI.View` → `View`), generic arguments dropped.
    func lastName(of type: NodeID) -> String {
        let range = lastNameRange(of: type)
        return CommonNames.shared.name(spelledBy: tree.bytes[range]) ?? tree.text(range)
    }

    /// Where `lastName(of:)` is in the file: its text is always these bytes.
    func lastNameRange(of type: NodeID) -> Range<Int> {
        switch tree.kind(type) {
        case .simpleType, .memberType, .metatypeType:
            return tree.nameRange(type) ?? 0 ..< 0
        case .attributedType:
            // `@unchecked Sendable`, `@MainActor View`
            if let inner = typeChild(of: type) { return lastNameRange(of: inner) }
            return tree.byteRange(type)
        default: return tree.byteRange(type)
        }
    }

    /// The children a type's shape is built from: types and generic argument clauses.
    private func shapeParts(of type: NodeID) -> (first: NodeID?, second: NodeID?, last: NodeID?, count: Int) {
        var first: NodeID?, second: NodeID?, last: NodeID?
        var count = 0
        for child in tree.children(type) {
            let kind = tree.kind(child)
            guard SummaryCollector.isType(kind) || kind == .genericArgumentClause else { continue }
            if count == 0 { first = child } else if count == 1 { second = child }
            last = child
            count += 1
        }
        return (first, second, last, count)
    }

    /// Whether the name token's bytes are exactly `name`. (Byte equality is String equality
    /// for the ASCII names tested here: no other spelling is canonically equivalent to them.)
    private func nameSpells(_ range: Range<Int>, _ name: StaticString) -> Bool {
        Token.bytes(tree.bytes, range, equal: name)
    }

    func shape(of type: NodeID) -> TypeShape {
        switch tree.kind(type) {
        case .simpleType, .memberType:
            let nameRange = tree.nameRange(type) ?? 0 ..< 0
            // `Parent.State` keeps its qualifier: TCA nests a `State` in every feature, and
            // the classifier must tell them apart (`SwiftUI.Color` falls back to `Color`).
            let qualified = tree.kind(type) == .memberType ? qualifiedName(ofMemberType: type) : nil
            guard let clause = tree.child(type, kind: .genericArgumentClause) else {
                if let qualified { return .named(qualified, []) }
                if let common = CommonShapes.shared.shape(named: tree.bytes[nameRange]) { return common }
                if nameSpells(nameRange, "Any") || nameSpells(nameRange, "AnyObject") { return .existential(tree.text(nameRange)) }
                return .named(tree.text(nameRange), [])
            }
            var arguments: [TypeShape] = []
            arguments.reserveCapacity(tree.children(clause).count)
            for argument in tree.children(clause) { arguments.append(shape(of: argument)) }
            switch arguments.count {
            case 0:
                if nameSpells(nameRange, "Any") || nameSpells(nameRange, "AnyObject") { return .existential(tree.text(nameRange)) }
            case 1:
                if nameSpells(nameRange, "Optional") { return .optional(arguments[0]) }
                if nameSpells(nameRange, "Array") { return .array(arguments[0]) }
            case 2:
                if nameSpells(nameRange, "Dictionary") { return .dictionary(arguments[0], arguments[1]) }
            default:
                break
            }
            if let qualified { return .named(qualified, arguments) }
            return .named(tree.text(nameRange), arguments)
        case .optionalType, .implicitlyUnwrappedType:
            guard let wrapped = shapeParts(of: type).first else { return .unknown(tree.text(type)) }
            return .optional(shape(of: wrapped))
        case .arrayType:
            guard let element = shapeParts(of: type).first else { return .unknown(tree.text(type)) }
            return .array(shape(of: element))
        case .dictionaryType:
            let parts = shapeParts(of: type)
            guard parts.count == 2, let key = parts.first, let value = parts.second else { return .unknown(tree.text(type)) }
            let keyShape = shape(of: key)
            return .dictionary(keyShape, shape(of: value))
        case .tupleType:
            var elements: [TypeShape] = []
            for child in tree.children(type) {
                let kind = tree.kind(child)
                if SummaryCollector.isType(kind) || kind == .genericArgumentClause { elements.append(shape(of: child)) }
            }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        case .functionType: return .function
        case .attributedType:
            guard let last = shapeParts(of: type).last else { return .unknown(tree.text(type)) }
            return shape(of: last)
        case .anyType, .compositionType: return .existential(tree.text(type))
        default: return .unknown(tree.text(type))
        }
    }

    /// A member type's components joined by `.` without generic arguments (`Outer<T>.Inner`
    /// is `Outer.Inner`), or nil when its base is not a chain of plain names (`[Int].Index`).
    func qualifiedName(ofMemberType type: NodeID) -> String? {
        qualifiedName(of: type, link: .memberType, root: .simpleType, capitalised: false)
    }

    /// `Counter.State()`: the callee's capitalised components joined by `.`, or nil.
    private func qualifiedName(ofCallee callee: NodeID) -> String? {
        qualifiedName(of: callee, link: .memberAccess, root: .identifier, capitalised: true)
    }

    /// The names of a chain of `link` nodes down to a `root` node, joined by `.`. Most chains
    /// are written `A.B.C` with nothing between the names, and are then one slice of the
    /// file's bytes: only generic arguments, spaces or backticks cost the component list.
    private func qualifiedName(of node: NodeID, link: SyntaxKind, root: SyntaxKind, capitalised: Bool) -> String? {
        func named(_ node: NodeID) -> Range<Int>? {
            guard let range = tree.nameRange(node) else { return nil }
            if capitalised {
                guard let first = tree.bytes[range].first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
            }
            return range
        }
        guard let last = named(node) else { return nil }
        var current = node, start = last.lowerBound, length = last.count, parts = 1
        while tree.kind(current) != root {
            guard tree.kind(current) == link, let base = tree.firstChild(current), let range = named(base) else { return nil }
            start = range.lowerBound
            length += range.count
            parts += 1
            current = base
        }
        if last.upperBound - start == length + parts - 1 { return tree.text(start ..< last.upperBound) }
        var ranges: [Range<Int>] = []
        current = node
        while true {
            ranges.append(tree.nameRange(current) ?? 0 ..< 0)
            guard tree.kind(current) != root, let base = tree.firstChild(current) else { break }
            current = base
        }
        return ranges.reversed().map { tree.text($0) }.joined(separator: ".")
    }

    /// What a stored property's type is when only its initializer says (`var n = 0`).
    func inferredShape(of value: NodeID) -> TypeShape? {
        switch tree.kind(value) {
        case .integerLiteral: return CommonShapes.int
        case .floatLiteral: return CommonShapes.double
        case .booleanLiteral: return CommonShapes.bool
        case .stringLiteral: return CommonShapes.string
        case .arrayLiteral: return .array(.unknown("element"))
        case .dictionaryLiteral: return .dictionary(.unknown("key"), .unknown("value"))
        case .closure: return .function
        case .call:
            guard let callee = tree.firstChild(value) else { return nil }
            switch tree.kind(callee) {
            case .identifier:
                let name = tree.name(callee)
                if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { return .named(name, []) }
            case .specializeExpr:
                if let base = tree.firstChild(callee), tree.kind(base) == .identifier { return .named(tree.name(base), []) }
            case .memberAccess:
                if let name = qualifiedName(ofCallee: callee) { return .named(name, []) }
            default: break
            }
            return nil
        default: return nil
        }
    }
}


/// Shapes of the standard library and framework types properties are most often declared
/// with, made once and shared (an indirect enum case is a heap box: reading `Int` anew made
/// a String and a box). Found from the name's bytes; other names are read as before.
struct CommonShapes: Sendable {
    static let int = TypeShape.named("Int", [])
    static let double = TypeShape.named("Double", [])
    static let bool = TypeShape.named("Bool", [])
    static let string = TypeShape.named("String", [])

    static let names = [
        "Int", "Double", "Bool", "String", "CGFloat", "Float", "Date", "UUID", "URL", "Data", "Color",
        "Int64", "Int32", "UInt", "UInt8", "Character", "CGSize", "CGPoint", "CGRect", "TimeInterval", "Decimal",
        "Image", "Font", "Edge", "Alignment", "Axis", "EdgeInsets", "LocalizedStringKey", "Text", "AnyView",
    ]

    static let shared = CommonShapes()
    private let table: ByteNameTable<TypeShape>

    private init() {
        var table = ByteNameTable<TypeShape>()
        for shape in [CommonShapes.int, CommonShapes.double, CommonShapes.bool, CommonShapes.string] {
            if case .named(let name, _) = shape { table.add(name, shape) }
        }
        for name in CommonShapes.names where table.value(for: name) == nil { table.add(name, .named(name, [])) }
        self.table = table
    }

    /// The shared `.named(name, [])` for a common name spelled by `bytes`, or nil.
    func shape(named bytes: Slice<UnsafeBufferPointer<UInt8>>) -> TypeShape? { table.value(for: bytes) }
}

/// The names types most often inherit or extend (SwiftUI's protocols and the standard ones),
/// as shared literals: most inherited names are one of these, and a literal is no new String.
struct CommonNames: Sendable {
    static let standard = [
        "Equatable", "Hashable", "Identifiable", "Codable", "Decodable", "Encodable", "Sendable", "CaseIterable",
        "Error", "ObservableObject", "PreviewProvider", "String", "Int", "Comparable", "CustomStringConvertible",
    ]

    static let shared = CommonNames()
    private let table: ByteNameTable<String>

    private init() {
        var table = ByteNameTable<String>()
        for name in ViewFamily.protocols.map(\.0) + CommonNames.standard where table.value(for: name) == nil {
            table.add(name, name)
        }
        self.table = table
    }

    func name(spelledBy bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? { table.value(for: bytes) }
}
