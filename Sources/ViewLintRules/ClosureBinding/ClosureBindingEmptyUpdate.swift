import ViewLint

/// A project representable whose update method is empty (`func updateUIViewController(_:context:) {}`):
/// a new binding makes SwiftUI call it, and the call does nothing, so whatever drives the
/// parent, the binding costs no body run and no UIKit/AppKit work. A static fact, not a run.
/// The basis of that refutation: the representable whose update method is empty.
struct EmptyUpdateBasis: Hashable, Sendable {
    let representable: String
    let method: String
}

extension ClosureBindingRule {
    static func emptyUpdateFact(of representable: String, context: ConfirmationContext) -> Evidence? {
        let types = context.index.viewTypes(named: representable)
        guard types.count == 1, let type = types.first, type.families.contains(.representable),
              let update = context.index.representableUpdateMethod(ofType: representable), update != "update method",
              let tree = context.trees[type.path] else { return nil }
        let found = context.declarations.declarations(named: representable, in: tree)
        var bodies: [SyntaxTree.NodeID] = []
        for root in found.declarations + found.extensionBlocks {
            guard let members = tree.kind(root) == .memberBlock ? root : tree.child(root, kind: .memberBlock) else { continue }
            for member in tree.children(members) where tree.kind(member) == .funcDecl && tree.name(member) == update {
                guard let body = tree.child(member, kind: .codeBlock) else { return nil }
                bodies.append(body)
            }
        }
        // One declaration of the method, with no statement in it (comments are not nodes).
        guard bodies.count == 1, tree.children(bodies[0]).isEmpty else { return nil }
        return Evidence.refutedByStaticFact(
            "`\(representable).\(update)` is empty: SwiftUI calls it when the binding is new, and it does nothing, so no view body runs and nothing is updated because of the binding",
            dependencies: [type.path]).based(on: EmptyUpdateBasis(representable: representable, method: update))
    }

    /// A refuted finding keeps the default message; one refuted because the representable ignores
    /// the binding is not told to project it from a source (a write-only binding has none).
    public func revise(_ finding: Finding, at binding: ClosureBindingSite, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted else { return finding }
        var revised = finding
        if let message = refutedMessage(at: binding, evidence: evidence) { revised.message = message }
        if let empty = evidence.basis(as: EmptyUpdateBasis.self) {
            revised.help = "Nothing to change for speed: `\(empty.representable).\(empty.method)` never reads the binding."
        }
        return revised
    }
}
