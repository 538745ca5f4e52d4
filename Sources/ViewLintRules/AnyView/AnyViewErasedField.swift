import ViewLint

/// A project declaration typed `AnyView` that a construction is handed to, outside view code
/// (so not reported itself): `Shelf(items: names.map { AnyView(Text($0)) })` where the project's
/// one `Shelf` stores `let items: [AnyView]`. The erasure is what that declaration asks for, so
/// "return `some View` instead" cannot be followed at the call.
public struct ErasedField: Sendable, Equatable {
    /// The type declaring the field (`Shelf`).
    public var owner: String
    /// The field (`items`).
    public var field: String
    /// Its declared type, as the rule reads it (`[AnyView]` or `AnyView`).
    public var declared: String

    /// "`items` of `Shelf` (declared `[AnyView]`)".
    var spelled: String { "`\(field)` of `\(owner)` (declared `\(declared)`)" }

    func help(refuted: Bool) -> String {
        refuted
            ? "Keep it, or make `\(owner)` generic over the view type `\(field)` holds: that would spare SwiftUI a type check per update."
            : "\(spelled) asks for this erasure: to drop it, make `\(owner)` generic over the view type it holds, or build one view type whose content varies."
    }
}

extension AnyViewRule {
    /// The field of a project type outside view code that takes this construction: as the
    /// argument itself, or as the one result of a `map`-style closure that is the argument.
    /// Only a type declared once, with no `init` of its own (so a label names its stored field).
    func erasedField(taking call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> ErasedField? {
        var value = call
        if let closure = tree.parent(value), tree.kind(closure) == .closure, tree.closureItems(closure) == [value],
           let holder = tree.parent(closure), tree.kind(holder) == .trailingClosure || tree.kind(holder) == .argument,
           let mapping = tree.parent(holder), tree.kind(mapping) == .call, tree.isMethodCall(mapping),
           ["map", "compactMap"].contains(tree.calleeName(mapping)) {
            value = mapping
        }
        guard let (receiver, label) = tree.receivingCall(of: value), !label.isEmpty, !tree.isMethodCall(receiver) else { return nil }
        let owner = tree.calleeName(receiver)
        guard let declared = index.declaredType(named: owner), declared.declarationCount == 1, !declared.declaresInit,
              index.viewTypes(named: owner).isEmpty else { return nil }
        return erasedPropertyType(label, of: owner, index: index).map { ErasedField(owner: owner, field: label, declared: $0) }
    }

    /// How the project's type `owner` declares its property `name` when the declaration erases:
    /// "AnyView" (`AnyView`, `AnyView?`) or "[AnyView]"; nil for any other or no declared type.
    func erasedPropertyType(_ name: String, of owner: String, index: ProjectModel) -> String? {
        switch index.declaredType(named: owner)?.properties[name] {
        case .named("AnyView")?: return "AnyView"
        case .array(element: "AnyView")?: return "[AnyView]"
        default: return nil
        }
    }
}
