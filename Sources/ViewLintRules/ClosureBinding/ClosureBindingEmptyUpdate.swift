import ViewLint

/// The basis of the refutation below: the representable whose update method is empty.
struct EmptyUpdateBasis: Hashable, Sendable {
    let representable: String
    let method: String
}

/// A project representable whose update method is empty (`func updateUIViewController(_:context:) {}`):
/// a new binding makes SwiftUI call it, and the call does nothing, so whatever drives the
/// parent, the binding costs no body run and no UIKit/AppKit work. A static fact, not a run.
extension ClosureBindingRule {
    static func emptyUpdateFact(of representable: String, context: ConfirmationContext) -> Evidence? {
        let types = context.index.viewTypes(named: representable)
        guard types.count == 1, let type = types.first, type.families.contains(.representable),
              let update = context.index.representableUpdateMethod(ofType: representable),
              let tree = context.trees[type.path],
              let method = context.declarations.members(of: representable, in: tree)[update],
              tree.kind(method) == .funcDecl, let body = tree.child(method, kind: .codeBlock),
              tree.children(body).isEmpty else { return nil }  // no statement (comments are not nodes)
        return Evidence.refutedByStaticFact(
            "`\(representable).\(update)` is empty: SwiftUI calls it when the binding is new, and it does nothing, so no view body runs and nothing is updated because of the binding",
            dependencies: [type.path]).based(on: EmptyUpdateBasis(representable: representable, method: update))
    }

    static let optionalPrefix = "Optional, since here the binding makes no view body run more often: "

    /// A refuted finding keeps the default message. One refuted because the representable ignores
    /// the binding is not told to project it from a source (a write-only binding has none), one
    /// whose receiver re-runs whatever its binding is is told what to fix first, and any other
    /// help is offered as optional.
    public func revise(_ finding: Finding, at binding: ClosureBindingSite, evidence: Evidence) -> Finding {
        guard evidence.status == .refuted else { return finding }
        var revised = finding
        if let message = refutedMessage(at: binding, evidence: evidence) { revised.message = message }
        if let empty = evidence.basis(as: EmptyUpdateBasis.self) {
            revised.help = "Nothing to change for speed: `\(empty.representable).\(empty.method)` never reads the binding."
        } else if let rebuilt = evidence.basis(as: RebuiltCollectionBasis.self) {
            // Steadying the binding alone changes nothing: the array keeps the view unequal.
            revised.help = Self.rebuiltCollectionHelp(rebuilt)
        } else if let help = finding.help {
            // The change costs the user work for no body run spared: offered, not ordered (review
            // s14). Said here, not for every rule: some helps already say there is nothing to change.
            revised.help = Self.optionalPrefix + help.prefix(1).lowercased() + help.dropFirst()
        }
        return revised
    }
}
