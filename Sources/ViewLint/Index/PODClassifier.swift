/// SWIFTUI-FACTS rules 5–6: decides whether a value compares bit by bit (POD). Project structs
/// and enums are classified from their declarations, recursively, with cycle protection.
struct PODClassifier {
    /// Declarations by simple name; nested ones (`Outer.Root`) are only found from inside `Outer`.
    private var declarations: [String: [TypeDeclarationSummary]] = [:]
    private let typealiases: [String: TypeShape]
    private let protocols: Set<String>

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

    init(declarations: [TypeDeclarationSummary], typealiases: [String: TypeShape], protocols: Set<String>) {
        for declaration in declarations {
            self.declarations[declaration.name, default: []].append(declaration)
        }
        self.typealiases = typealiases
        self.protocols = protocols
    }

    func classify(property: StoredProperty, in owner: TypeDeclarationSummary) -> PODness {
        if let wrapper = property.wrapper { return .nonPOD(reason: "@\(wrapper.name)") }
        guard let shape = property.shape else {
            return .unknown(type: property.initializerText.map { "type of \($0)" } ?? "?")
        }
        var visiting: Set<String> = []
        return classify(shape, from: owner, &visiting)
    }

    func classify(type: TypeDeclarationSummary) -> PODness {
        var visiting: Set<String> = []
        return classify(declaration: type, &visiting)
    }

    /// Swift's lookup, simplified: a generic parameter of the owner, then a type nested in the
    /// owner or one of its enclosing types, then a top-level type.
    private func resolve(_ name: String, from owner: TypeDeclarationSummary?) -> TypeDeclarationSummary? {
        guard let candidates = declarations[name] else { return nil }
        if var context = owner?.qualifiedName {
            while true {
                if let nested = candidates.first(where: { $0.qualifiedName == context + "." + name }) { return nested }
                guard let dot = context.lastIndex(of: ".") else { break }
                context = String(context[..<dot])
            }
        }
        return candidates.first { $0.qualifiedName == name }
    }

    private func classify(_ shape: TypeShape, from owner: TypeDeclarationSummary?, _ visiting: inout Set<String>) -> PODness {
        switch shape {
        case .optional(let wrapped):
            return classify(wrapped, from: owner, &visiting)
        case .array: return .nonPOD(reason: "Array")
        case .dictionary: return .nonPOD(reason: "Dictionary")
        case .function: return .nonPOD(reason: "closure")
        case .existential(let text): return .nonPOD(reason: "existential \(text)")
        case .unknown(let text): return .unknown(type: text)
        case .tuple(let elements):
            return combine(elements.map { classify($0, from: owner, &visiting) })
        case .named(let name, _):
            if owner?.genericParameters.contains(name) == true { return .unknown(type: "\(name) (generic parameter)") }
            if PODClassifier.podStandardTypes.contains(name) { return .pod }
            if let reason = PODClassifier.nonPODStandardTypes[name] { return .nonPOD(reason: reason) }
            if let aliased = typealiases[name], !visiting.contains("alias " + name) {
                visiting.insert("alias " + name)
                defer { visiting.remove("alias " + name) }
                return classify(aliased, from: owner, &visiting)
            }
            if let declaration = resolve(name, from: owner) { return classify(declaration: declaration, &visiting) }
            if protocols.contains(name) { return .nonPOD(reason: "existential \(name)") }
            return .unknown(type: name)
        }
    }

    private func classify(declaration: TypeDeclarationSummary, _ visiting: inout Set<String>) -> PODness {
        let name = declaration.qualifiedName
        guard !visiting.contains(name) else { return .unknown(type: "\(name) (recursive)") }
        visiting.insert(name)
        defer { visiting.remove(name) }
        switch declaration.kind {
            case .class, .actor: return .nonPOD(reason: "class reference \(declaration.name)")
            case .enum:
                if declaration.isIndirect { return .nonPOD(reason: "indirect enum \(declaration.name)") }
                return nested(combine(declaration.enumPayloads.map { classify($0, from: declaration, &visiting) }), in: declaration.name)
            case .struct:
                return nested(combine(declaration.storedProperties.map { property in
                    if let wrapper = property.wrapper { return .nonPOD(reason: "@\(wrapper.name)") }
                    guard let shape = property.shape else { return .unknown(type: "\(declaration.name).\(property.name)") }
                    return classify(shape, from: declaration, &visiting)
                }), in: declaration.name)
            default:
                return .unknown(type: name)
        }
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
