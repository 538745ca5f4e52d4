import ViewLint

/// A view's `@State` or `@StateObject` holding a project object that no code replaces: seeded
/// once per identity (docs/SWIFTUI-MODEL.md rule 15), the same object for the view's life, so
/// what a site reads of it changes only if the object's members do (`MemberKeeping`).
struct HeldObject {
    let property: String
    let wrapper: String
    let type: String

    init?(_ name: String, of view: ViewTypeInfo, index: ProjectModel) {
        guard let stored = view.storedProperties.first(where: { $0.name == name }), let wrapper = stored.wrapper,
              wrapper.kind == .state || wrapper.kind == .stateObject,
              let type = Self.simpleTypeName(stored.typeText.isEmpty ? Self.constructedType(stored.initializerText) : stored.typeText),
              index.declaredType(named: type)?.kind == .class,
              !index.replaces(property: name, inType: view.name) else { return nil }
        property = name
        self.wrapper = wrapper.name
        self.type = type
    }

    /// "`viewModel` is a `@State` holding one `Model` that nothing replaces".
    var description: String { "`\(property)` is a `@\(wrapper)` holding one `\(type)` that nothing replaces" }

    /// How a member keeps its value, as a clause ("`url` is computed only from what that object keeps").
    /// `seeded`: the object's own code sets the `var` while it is made (`init`, or a private
    /// method only `init` calls).
    static func describe(_ member: String, _ kept: MemberKeeping, seeded: Bool = false) -> String {
        switch kept {
        case .letProperty: return "`\(member)` is a `let`"
        case .unwrittenVar where seeded: return "`\(member)` is set only while that object is made"
        case .unwrittenVar: return "no code writes `\(member)`"
        case .computed: return "`\(member)` is computed only from what that object keeps"
        }
    }

    /// `Model` of an initializer `Model(…)` (`@StateObject private var model = Model()`), or of
    /// one with a trailing closure only (`let badge = Badge { … }`); "" for any other.
    static func constructedType(_ initializer: String?) -> String {
        guard let initializer, let open = initializer.firstIndex(where: { $0 == "(" || $0 == "{" }) else { return "" }
        return String(initializer[..<open])
    }

    /// `Model`, `Module.Model`, `Model?`: the simple name; nil for other shapes.
    static func simpleTypeName(_ text: String) -> String? {
        var name = text.filter { !$0.isWhitespace }
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }
}
