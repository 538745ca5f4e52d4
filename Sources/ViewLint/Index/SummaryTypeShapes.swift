/// Reading type syntax into the index's `TypeShape`s and names.
extension SummaryCollector {
    /// The last name component of a type node (`SwiftUI.View` → `View`), generic arguments dropped.
    func lastName(of type: NodeID) -> String {
        switch tree.kind(type) {
        case .simpleType, .memberType, .metatypeType: return tree.name(type)
        case .attributedType:
            // `@unchecked Sendable`, `@MainActor View`
            if let inner = typeChild(of: type) { return lastName(of: inner) }
            return tree.text(type)
        default: return tree.text(type)
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

    func shape(of type: NodeID) -> TypeShape {
        switch tree.kind(type) {
        case .simpleType, .memberType:
            let name = tree.name(type)
            var arguments: [TypeShape] = []
            if let clause = tree.child(type, kind: .genericArgumentClause) {
                for argument in tree.children(clause) { arguments.append(shape(of: argument)) }
            }
            switch (name, arguments.count) {
            case ("Optional", 1): return .optional(arguments[0])
            case ("Array", 1): return .array(arguments[0])
            case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
            case ("Any", 0), ("AnyObject", 0): return .existential(name)
            default: return .named(name, arguments)
            }
        case .optionalType, .implicitlyUnwrappedType:
            return shapeParts(of: type).first.map { .optional(shape(of: $0)) } ?? .unknown(tree.text(type))
        case .arrayType:
            return shapeParts(of: type).first.map { .array(shape(of: $0)) } ?? .unknown(tree.text(type))
        case .dictionaryType:
            let parts = shapeParts(of: type)
            guard parts.count == 2, let key = parts.first, let value = parts.second else { return .unknown(tree.text(type)) }
            return .dictionary(shape(of: key), shape(of: value))
        case .tupleType:
            var elements: [TypeShape] = []
            for child in tree.children(type) {
                let kind = tree.kind(child)
                if SummaryCollector.isType(kind) || kind == .genericArgumentClause { elements.append(shape(of: child)) }
            }
            return elements.count == 1 ? elements[0] : .tuple(elements)
        case .functionType: return .function
        case .attributedType:
            return shapeParts(of: type).last.map { shape(of: $0) } ?? .unknown(tree.text(type))
        case .anyType, .compositionType: return .existential(tree.text(type))
        default: return .unknown(tree.text(type))
        }
    }

    /// What a stored property's type is when only its initializer says (`var n = 0`).
    func inferredShape(of value: NodeID) -> TypeShape? {
        switch tree.kind(value) {
        case .integerLiteral: return .named("Int", [])
        case .floatLiteral: return .named("Double", [])
        case .booleanLiteral: return .named("Bool", [])
        case .stringLiteral: return .named("String", [])
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
            default: break
            }
            return nil
        default: return nil
        }
    }
}
