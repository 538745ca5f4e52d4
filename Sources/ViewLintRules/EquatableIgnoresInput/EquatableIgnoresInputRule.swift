import ViewLint

/// A view's custom `==` that SwiftUI uses and that never compares a stored property `body`
/// shows: a new value of that property alone compares equal, so `body` does not run and the
/// view keeps showing the old one (docs/SWIFTUI-MODEL.md rules 4–7, §3c).
public struct EquatableIgnoresInputRule: Rule {
    public static let description = RuleDescription(
        id: "equatable_ignores_input",
        name: "Equatable Ignores Input",
        summary: "A view's custom `==` leaves out a property its `body` shows",
        rationale: """
            SwiftUI compares a child view's new value with its old one and runs `body` only when \
            they differ. A view that is `Equatable` and holds anything but plain values (a \
            String, an array, a class reference, a closure, a property wrapper) is compared with \
            its own `==`, and so is any view wrapped in `.equatable()`. If that `==` never \
            compares a stored property `body` reads, a parent passing a new value of that \
            property alone gets `true` back: `body` does not run and the view keeps showing the \
            old value. Property wrappers (`@State`, `@Binding`, `@ObservedObject`, \
            `@Environment`…) update the view by themselves, and leaving an action closure out of \
            `==` is the usual idiom (closures cannot be compared), so neither is reported; nor is \
            view content `==` cannot compare (`let content: Content`, `AnyView`), nor a property \
            `body` never reads, which `==` may rightly ignore. A property compared only in part \
            (`lhs.item.id == rhs.item.id`, `lhs.posts?.count == rhs.posts?.count`) counts as \
            compared: such an `==` is often deliberate (rows keyed by an id), and which ones are \
            not is beyond what ViewLint can tell.
            """,
        howToFix: """
            Compare the property in `==` (`&& lhs.title == rhs.title`). Leave it out only when it \
            cannot change unless a compared property does (a value derived from the compared `id` \
            when the model behind it never changes), and say so in a comment.
            """,
        category: .invalidation,
        defaultSeverity: .warning,
        fixSafety: .none,
        triggeringExamples: EquatableIgnoresInputRuleExamples.triggering,
        nonTriggeringExamples: EquatableIgnoresInputRuleExamples.nonTriggering
    )

    public static let findsOnlyInViewCode = true

    public init(options: RuleOptions) {}

    public func check(_ file: LintFile, context: LintContext) -> [RuleMatch<IgnoredInputSite>] {
        let tree = file.tree
        let index = context.index
        var findings: [RuleMatch<IgnoredInputSite>] = []
        for function in file.nodes(.funcDecl) {
            guard tree.nameEquals(function, "=="), tree.children(function, kind: .modifier).contains(where: { tree.nameEquals($0, "static") }), let typeName = tree.enclosingTypeName(function),
                  let info = Self.viewType(typeName, declaredIn: file, index: index),
                  info.isView, info.customEquality?.path == file.source.path, info.isEquatable,
                  let declaration = Self.declaration(of: info, in: file),
                  let operatorRange = tree.nameTokenRange(function) else { continue }
            // SwiftUI calls this `==` only for a view that is not plain data, or through `.equatable()`.
            let wrappedUse = info.instantiations.first { $0.isEquatableWrapped }
            guard !info.pod.isPOD && !Self.podnessUnknown(info.pod) || wrappedUse != nil else { continue }
            let stored = Set(info.storedProperties.map(\.name))
            let reads = ViewMemberReads(typeName: typeName, declaration: declaration, in: file, stored: stored)
            guard reads.members["body"] != nil, let equality = EqualityReads(function, reads: reads) else { continue }
            let shown = reads.reads(of: "body")
            let uncomparable = Self.uncomparableTypes(declaration, in: tree)
            let inputs = info.storedProperties.filter {
                Self.isInput($0, of: info, reads: reads) && !uncomparable.contains(Self.unwrapped($0.typeText))
            }
            let ignored = inputs.filter { shown[$0.name] != nil && !equality.compared.contains($0.name) }
            guard let first = ignored.first, let read = shown[first.name] else { continue }
            let line = tree.file.location(of: tree.byteRange(read).lowerBound).line
            let others = ignored.dropFirst().map { "`\($0.name)`" }
            let named = others.isEmpty ? "`\(first.name)`" : "`\(first.name)` (nor \(others.joined(separator: ", ")))"
            let message = "`\(typeName).==` never compares \(named), which `body` reads at line \(line): a new `\(first.name)` alone leaves `body` unrun and the view stale"
            let help = "Compare it in `==` (`&& lhs.\(first.name) == rhs.\(first.name)`), unless it changes only with a compared property."
            findings.append(RuleMatch(
                finding(fittedMessage(message, "`\(typeName).==` never compares `\(first.name)`, which `body` reads at line \(line): a new one alone leaves the view stale"),
                        at: operatorRange, in: file, help: help),
                site: IgnoredInputSite(typeName: typeName, properties: ignored.map(\.name), line: line,
                                       labels: reads.labels(setting: first.name),
                                       equatableUse: info.pod.isPOD ? wrappedUse.map { "\($0.enclosingDeclaration)" } : nil)))
        }
        return findings
    }

    static func podnessUnknown(_ pod: PODness) -> Bool {
        if case .unknown = pod { return true }
        return false
    }

    /// The view type of this name declared in this file: another project type may share the name
    /// (a nested type, another target's view), so the index is asked about this one.
    static func viewType(_ name: String, declaredIn file: LintFile, index: ProjectModel) -> ViewTypeInfo? {
        let here = index.viewTypes(named: name).filter { $0.path == file.source.path }
        return here.count == 1 ? here[0] : nil
    }

    static func declaration(of info: ViewTypeInfo, in file: LintFile) -> SyntaxTree.NodeID? {
        let tree = file.tree
        for kind in [SyntaxKind.structDecl, .classDecl, .enumDecl] {
            if let node = file.nodes(kind).first(where: { tree.name($0) == info.name && tree.byteRange($0).contains(info.offset) }) {
                return node
            }
        }
        return nil
    }

    /// Types `==` cannot compare, so leaving them out is the only choice: `AnyView`, and the
    /// type's generic parameters not constrained to `Equatable` (`let content: Content`, view
    /// content the parent builds, as in a wrapper that updates only when a given value changes).
    static func uncomparableTypes(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = ["AnyView"]
        guard let clause = tree.child(declaration, kind: .genericParameterClause) else { return names }
        for parameter in tree.children(clause, kind: .genericParameter) {
            let text = tree.text(parameter)
            if !["Equatable", "Hashable", "Comparable"].contains(where: { text.contains($0) }) { names.insert(tree.name(parameter)) }
        }
        return names
    }

    /// `Content` for `Content?`, `Content!` and ` Content `.
    static func unwrapped(_ typeText: String) -> String {
        String(typeText.filter { $0 != " " && $0 != "?" && $0 != "!" })
    }

    /// A stored property a parent can give another value: no property wrapper (those update the
    /// view themselves), no closure (the idiom leaves actions out of `==`), and not a constant —
    /// a `let` with a value, or a `var` with a value that no initializer of the type sets and no
    /// construction passes.
    static func isInput(_ property: StoredProperty, of info: ViewTypeInfo, reads: ViewMemberReads) -> Bool {
        guard property.wrapper == nil else { return false }
        if case .function? = property.shape { return false }
        if property.typeText.contains("->") { return false }
        guard property.initializerText != nil else { return true }
        if property.isLet { return false }
        if reads.initializersAssign(property.name) { return true }
        return info.instantiations.contains { $0.constructionText.contains("\(property.name):") }
    }
}

/// A view's `==` declaration and the stored properties it leaves out that `body` reads.
public struct IgnoredInputSite: Sendable {
    public var typeName: String
    /// In declaration order; the experiment changes the first.
    public var properties: [String]
    /// Where `body` first reads the first property.
    public var line: Int
    /// The argument labels through which a construction sets the first property (`title`, or
    /// `customTitle` where `init` assigns it from that parameter).
    public var labels: [String]
    /// For a view of plain values, the use wrapped in `.equatable()` that makes SwiftUI call `==`.
    public var equatableUse: String?
}
