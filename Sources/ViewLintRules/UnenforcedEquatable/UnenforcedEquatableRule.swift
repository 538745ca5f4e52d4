import ViewLint

/// A view with a custom `==` used without `.equatable()`: for a POD view SwiftUI compares the
/// fields bit by bit and never calls the `==`.
public struct UnenforcedEquatableRule: Rule {
    public static let description = RuleDescription(
        id: "unenforced_equatable",
        name: "Unenforced Equatable",
        summary: "A view with a custom `==` used without `.equatable()`",
        rationale: """
            SwiftUI decides whether a child view changed by comparing its old and new value. For a \
            view made only of plain values (Int, Double, Bool, enums without payloads, structs of \
            those — a POD type) it compares the bytes and ignores the view's `==`, so a custom \
            `==` written to skip irrelevant changes does nothing: `body` re-runs whenever any \
            field's bits change. Wrapping the view in `.equatable()` (an `EquatableView`) makes \
            SwiftUI call `==` for every type. A view that is not POD (it holds a String, an array, \
            a closure, a class reference or a property wrapper) already has its `==` called.
            """,
        howToFix: """
            Apply `.equatable()` where the view is created (`Badge(score: s).equatable()`), or \
            wrap it: `EquatableView(content: Badge(score: s))`. Make sure `==` compares everything \
            `body` shows, or the view will not update when it should.
            """,
        category: .invalidation,
        defaultSeverity: .warning,
        fixSafety: .unsafe(reason: "`.equatable()` makes SwiftUI trust your `==`; if it ignores a field `body` shows, the view stops updating for that field"),
        triggeringExamples: UnenforcedEquatableRuleExamples.triggering,
        nonTriggeringExamples: UnenforcedEquatableRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<UnenforcedEqualitySite>] {
        let tree = file.tree
        let index = context.index
        var findings: [RuleMatch<UnenforcedEqualitySite>] = []
        file.walk(.call, .funcDecl) { id in
            switch tree.kind(id) {
            case .call:
                guard file.viewCode.contains(id), !tree.isMethodCall(id), !tree.isImplicitMemberCall(id) else { break }
                let name = file.calleeName(id)
                guard index.isViewType(named: name), index.hasCustomEquality(typeNamed: name),
                      isPlacedAsView(id, in: tree), !isEnforced(id, in: tree) else { break }
                findings.append(RuleMatch(siteFinding(id, typeName: name, in: file, index: index),
                                          site: UnenforcedEqualitySite(typeName: name, construction: id,
                                                                          holdsOnlyPlainValues: index.podness(typeNamed: name).isPOD)))
            case .funcDecl:
                guard tree.nameEquals(id, "=="), let typeName = tree.enclosingTypeName(id),
                      index.isViewType(named: typeName), index.hasCustomEquality(typeNamed: typeName),
                      !index.hasInstantiationSites(typeNamed: typeName), let operatorRange = tree.nameTokenRange(id) else { break }
                let pod = index.podness(typeNamed: typeName)
                guard pod.isPOD else { break }
                findings.append(RuleMatch(finding(
                    "`\(typeName)` holds only plain values, so SwiftUI compares its fields itself and ignores this `==` unless a use is wrapped in `.equatable()`",
                    at: operatorRange, in: file,
                    help: "Apply `.equatable()` where `\(typeName)` is created, or remove the unused `==`."),
                    site: UnenforcedEqualitySite(typeName: typeName, construction: nil, holdsOnlyPlainValues: true)))
            default:
                break
            }
            return .visitChildren
        }
        return findings
    }

    private func siteFinding(_ call: SyntaxTree.NodeID, typeName: String, in file: LintFile, index: ProjectModel) -> Finding {
        let tree = file.tree
        let range = tree.nameRange(ofCallee: call)
        let fix = Fix(title: "Add `.equatable()`", safety: Self.description.fixSafety,
                      edits: [TextEdit(range: tree.byteRange(call).upperBound ..< tree.byteRange(call).upperBound, replacement: ".equatable()")])
        switch index.podness(typeNamed: typeName) {
        case .pod:
            return finding(
                "`\(typeName)` holds only plain values, so SwiftUI compares its fields and never calls its custom `==` here: `body` re-runs when any field changes",
                at: range, in: file, help: "Add `.equatable()` to make SwiftUI use `\(typeName).==`.", fix: fix)
        case .nonPOD(let reason):
            return finding(
                "`\(typeName)` has a custom `==` that SwiftUI already calls here, because it holds \(UnenforcedEquatableRule.spelled(reason)); `.equatable()` would only say so",
                at: range, in: file, help: "Optional: add `.equatable()` to show that SwiftUI uses this `==`.", fix: fix)
        case .unknown(let type):
            return finding(
                "`\(typeName)` has a custom `==`; SwiftUI uses it without `.equatable()` only if `\(type)` is not plain data, which ViewLint cannot tell",
                at: range, in: file, help: "Add `.equatable()` to make SwiftUI use `\(typeName).==` either way.", fix: fix)
        }
    }

    /// Whether the construction becomes part of a view hierarchy: a statement of a view
    /// builder or `body`, a `return`, a branch of `if`/`switch` there, or view content passed
    /// on. A value built to be stored, appended or passed to an ordinary function (a type that
    /// is a `View` but is used as data, such as an action) is not compared as a child view here.
    private func isPlacedAsView(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = call
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .memberAccess where tree.memberBase(parent) == node,
                 .call where tree.firstChild(parent) == node,
                 .postfixIfConfig:
                node = parent
            case .closure, .codeBlock, .returnStmt, .switchCase, .ifConfigClause:
                return true
            case .argument:
                // `EquatableView(content: X())`, `Card(content: X())`: view content passed on.
                guard let receiver = tree.parent(parent), tree.kind(receiver) == .call else { return false }
                let label = tree.label(parent)
                return label == "content" || label == "label" || tree.calleeName(receiver) == "EquatableView"
            default:
                return false
            }
        }
        return false
    }

    /// `.equatable()` later in the modifier chain, or `EquatableView(content: …)` around it.
    private func isEnforced(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if let (receiver, label) = tree.receivingCall(of: call), label == "content", tree.calleeName(receiver) == "EquatableView" {
            return true
        }
        var node = call
        // Walk up the modifier chain: call → memberAccess(base: call) → call(modifier) → …
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .memberAccess where tree.memberBase(parent) == node:
                if tree.nameEquals(parent, "equatable") { return true }
                node = parent
            case .call where tree.firstChild(parent) == node:
                node = parent
            case .postfixIfConfig:
                node = parent
            default:
                return false
            }
        }
        return false
    }
}

/// A view with a custom `==` used without `.equatable()`: where it is constructed, or (for a
/// view the project never constructs) its `==` declaration.
public struct UnenforcedEqualitySite: Sendable {
    public var typeName: String
    public var construction: SyntaxTree.NodeID?
    /// The view holds only plain values, so SwiftUI compares its fields and never calls its `==`.
    public var holdsOnlyPlainValues: Bool
}
