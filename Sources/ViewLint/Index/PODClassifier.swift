/// SWIFTUI-FACTS rules 5–6: decides whether a value compares bit by bit (POD). Project structs
/// and enums are classified from their declarations, recursively, with cycle protection.
///
/// Every view type's properties are classified, and many share model types, so a declaration's
/// classification is memoised (see `Memo`); names are resolved with one hash lookup.
struct PODClassifier {
    /// Everything a simple type name can mean, in the order `classify` consults it.
    private struct NameInfo {
        var standard: PODness?
        var alias: TypeShape?
        /// Declarations by simple name; nested ones (`Outer.Root`) are only found from inside `Outer`.
        var declarations: [TypeDeclarationSummary] = []
        var isProtocol = false
    }

    /// A declaration's classification reached with nothing being visited, and every name whose
    /// "being visited" state it checked (qualified names, `alias X`). With visiting set V the
    /// classification takes exactly the same path, so gives the same result, unless V holds
    /// one of those names.
    private struct Memo {
        var result: PODness
        var reach: [String]
    }

    private var names: [String: NameInfo] = [:]
    private var memos: [ObjectIdentifier: Memo] = [:]
    private var computing: Set<ObjectIdentifier> = []
    /// The names checked by each memoised classification in progress, innermost last.
    private var reachStack: [[String]] = []
    /// Each owner's lookup contexts, innermost first: `A.B`, `A` for `A.B`.
    private var contexts: [ObjectIdentifier: [String]] = [:]

    static let podStandardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float16", "Float80", "CGFloat", "Bool", "TimeInterval", "CGPoint", "CGSize", "CGRect", "CGVector",
        "Date", "UUID", "Edge", "HorizontalAlignment", "VerticalAlignment", "Alignment", "UnitPoint", "Angle",
        "EdgeInsets", "Axis", "ColorScheme", "ContentMode", "Visibility", "NSRange", "Duration",
    ]
    static let nonPODStandardTypes: [String: String] = [
        "String": "String", "Substring": "String", "Character": "String", "AttributedString": "String",
        "Array": "Array", "ContiguousArray": "Array", "Set": "Set", "Dictionary": "Dictionary", "Data": "Data",
        "URL": "URL", "AnyView": "existential view", "Color": "class reference", "Image": "class reference",
        "Font": "class reference", "Text": "String", "LocalizedStringKey": "String", "Binding": "Binding",
        "NSObject": "class reference", "UIImage": "class reference", "NSImage": "class reference",
        "UIColor": "class reference", "NSColor": "class reference", "Namespace.ID": "Namespace",
        "AnyHashable": "existential", "Error": "existential", "Published": "property wrapper",
    ]

    init(declarations: [TypeDeclarationSummary], typealiases: [String: TypeShape], protocols: [String]) {
        names.reserveCapacity(declarations.count + typealiases.count + 64)
        for name in PODClassifier.podStandardTypes { names[name, default: NameInfo()].standard = .pod }
        for (name, reason) in PODClassifier.nonPODStandardTypes {
            names[name, default: NameInfo()].standard = .nonPOD(reason: reason)
        }
        for (name, shape) in typealiases { names[name, default: NameInfo()].alias = shape }
        for declaration in declarations { names[declaration.name, default: NameInfo()].declarations.append(declaration) }
        for name in protocols { names[name, default: NameInfo()].isProtocol = true }
    }

    mutating func classify(property: StoredProperty, in owner: TypeDeclarationSummary) -> PODness {
        if let wrapper = property.wrapper { return .nonPOD(reason: "@\(wrapper.name)") }
        guard let shape = property.shape else {
            return .unknown(type: property.initializerText.map { "type of \($0)" } ?? "?")
        }
        var visiting: [String] = []
        return classify(shape, from: owner, &visiting)
    }

    mutating func classify(type: TypeDeclarationSummary) -> PODness {
        var visiting: [String] = []
        return classify(declaration: type, &visiting)
    }

    /// Records that the classification in progress checked whether `name` is being visited.
    private mutating func note(_ name: String) {
        guard !reachStack.isEmpty, !reachStack[reachStack.count - 1].contains(name) else { return }
        reachStack[reachStack.count - 1].append(name)
    }

    /// Swift's lookup, simplified: a generic parameter of the owner, then a type nested in the
    /// owner or one of its enclosing types, then a top-level type.
    private mutating func resolve(_ name: String, among candidates: [TypeDeclarationSummary],
                                  from owner: TypeDeclarationSummary?) -> TypeDeclarationSummary? {
        if let owner, candidates.contains(where: { $0.qualifiedName != name }) {
            for context in lookupContexts(of: owner) {
                let qualified = context + "." + name
                if let nested = candidates.first(where: { $0.qualifiedName == qualified }) { return nested }
            }
        }
        return candidates.first { $0.qualifiedName == name }
    }

    private mutating func lookupContexts(of owner: TypeDeclarationSummary) -> [String] {
        if let known = contexts[ObjectIdentifier(owner)] { return known }
        var result: [String] = []
        var context = owner.qualifiedName
        while true {
            result.append(context)
            guard let dot = context.lastIndex(of: ".") else { break }
            context = String(context[..<dot])
        }
        contexts[ObjectIdentifier(owner)] = result
        return result
    }

    private mutating func classify(_ shape: TypeShape, from owner: TypeDeclarationSummary?, _ visiting: inout [String]) -> PODness {
        switch shape {
        case .optional(let wrapped):
            return classify(wrapped, from: owner, &visiting)
        case .array: return .nonPOD(reason: "Array")
        case .dictionary: return .nonPOD(reason: "Dictionary")
        case .function: return .nonPOD(reason: "closure")
        case .existential(let text): return .nonPOD(reason: "existential \(text)")
        case .unknown(let text): return .unknown(type: text)
        case .tuple(let elements):
            var parts: [PODness] = []
            for element in elements { parts.append(classify(element, from: owner, &visiting)) }
            return combine(parts)
        case .named(let name, _):
            if owner?.genericParameters.contains(name) == true { return .unknown(type: "\(name) (generic parameter)") }
            guard let info = names[name] else { return .unknown(type: name) }
            if let standard = info.standard { return standard }
            if let aliased = info.alias {
                let key = "alias " + name
                note(key)
                if !visiting.contains(key) {
                    visiting.append(key)
                    defer { visiting.removeLast() }
                    return classify(aliased, from: owner, &visiting)
                }
            }
            if !info.declarations.isEmpty, let declaration = resolve(name, among: info.declarations, from: owner) {
                return classify(declaration: declaration, &visiting)
            }
            if info.isProtocol { return .nonPOD(reason: "existential \(name)") }
            return .unknown(type: name)
        }
    }

    private mutating func classify(declaration: TypeDeclarationSummary, _ visiting: inout [String]) -> PODness {
        if !visiting.isEmpty {
            note(declaration.qualifiedName)
            if visiting.contains(declaration.qualifiedName) { return .unknown(type: "\(declaration.qualifiedName) (recursive)") }
        }
        if let memo = memo(for: declaration), !visiting.contains(where: memo.reach.contains) {
            for name in memo.reach { note(name) }
            return memo.result
        }
        return classifyUnmemoised(declaration, &visiting)
    }

    /// The declaration's memo, computed now if need be; nil while it is being computed (a
    /// cycle through it), when the caller classifies it directly.
    private mutating func memo(for declaration: TypeDeclarationSummary) -> Memo? {
        let id = ObjectIdentifier(declaration)
        if let known = memos[id] { return known }
        guard computing.insert(id).inserted else { return nil }
        reachStack.append([])
        var visiting: [String] = []
        let result = classifyUnmemoised(declaration, &visiting)
        let memo = Memo(result: result, reach: reachStack.removeLast())
        computing.remove(id)
        memos[id] = memo
        return memo
    }

    private mutating func classifyUnmemoised(_ declaration: TypeDeclarationSummary, _ visiting: inout [String]) -> PODness {
        let name = declaration.qualifiedName
        note(name)
        guard !visiting.contains(name) else { return .unknown(type: "\(name) (recursive)") }
        visiting.append(name)
        defer { visiting.removeLast() }
        var parts: [PODness] = []
        switch declaration.kind {
        case .class, .actor: return .nonPOD(reason: "class reference \(declaration.name)")
        case .enum:
            if declaration.isIndirect { return .nonPOD(reason: "indirect enum \(declaration.name)") }
            for payload in declaration.enumPayloads { parts.append(classify(payload, from: declaration, &visiting)) }
        case .struct:
            for property in declaration.storedProperties {
                if let wrapper = property.wrapper {
                    parts.append(.nonPOD(reason: "@\(wrapper.name)"))
                } else if let shape = property.shape {
                    parts.append(classify(shape, from: declaration, &visiting))
                } else {
                    parts.append(.unknown(type: "\(declaration.name).\(property.name)"))
                }
            }
        default:
            return .unknown(type: name)
        }
        return nested(combine(parts), in: declaration.name)
    }

    /// Non-POD wins over unknown, unknown over POD.
    private func combine(_ parts: [PODness]) -> PODness {
        var result = PODness.pod
        for part in parts {
            switch part {
            case .nonPOD: return part
            case .unknown: if result == .pod { result = part }
            case .pod: break
            }
        }
        return result
    }

    private func nested(_ result: PODness, in name: String) -> PODness {
        if case .nonPOD(let reason) = result, !reason.hasPrefix(name + ":") { return .nonPOD(reason: "\(name): \(reason)") }
        return result
    }
}
