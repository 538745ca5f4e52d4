/// What a project `typealias` names, where a use of it is written: `PlatformPicker(…, selection:)`
/// with `typealias PlatformPicker = Picker` in the enclosing view is SwiftUI's `Picker`, and a
/// rule or the lowering asking "is this SwiftUI's / a project view?" asks it of `Picker`.
public struct ResolvedTypeAlias: Sendable, Equatable {
    /// The alias as written at the use, and the simple name of the type it names (generic
    /// arguments dropped: `Picker` for `Picker<Text, Int, some View>`).
    public let alias: String
    public let target: String
    /// Set when the alias is declared in several `#if` clauses naming different types: the
    /// clause taken (the last one, as the project's alias table takes it), e.g. "`#else`".
    public let clause: String?
    /// The types the other clauses name.
    public let otherTargets: [String]

    /// What a verdict resting on this resolution assumes, when the code does not decide it.
    public var assumption: String? {
        guard let clause else { return nil }
        let others = otherTargets.map { "`\($0)`" }.joined(separator: " or ")
        return "`\(alias)` is `\(target)` (its `typealias` under \(clause); other builds make it \(others))"
    }
}

extension SyntaxTree {
    /// The type `name` names at `use` when a `typealias` of that name is declared in a type
    /// around `use` or at the top level of this file (in any `#if` clause there); nil when none is.
    /// A nearer declaration hides a farther one, as in Swift. Only aliases of a named type
    /// (`= Picker`, `= Foo<Bar>`, `= Module.Foo`) resolve; a function or tuple type does not.
    public func resolvedTypeAlias(_ name: String, at use: NodeID) -> ResolvedTypeAlias? {
        guard !name.isEmpty else { return nil }
        var scope = parent(use)
        while let current = scope {
            switch kind(current) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                if let members = children(current).first(where: { kind($0) == .memberBlock }),
                   let found = aliasDeclarations(name, in: members) {
                    return resolved(name, from: found)
                }
            case .sourceFile:
                if let found = aliasDeclarations(name, in: current) { return resolved(name, from: found) }
            default:
                break
            }
            scope = parent(current)
        }
        return nil
    }

    /// The `typealias name` declarations directly in `container`, with the `#if` clause each is
    /// in (nil outside any). Nil when there are none.
    private func aliasDeclarations(_ name: String, in container: NodeID) -> [(declaration: NodeID, clause: NodeID?)]? {
        var found: [(declaration: NodeID, clause: NodeID?)] = []
        func collect(_ node: NodeID, clause: NodeID?) {
            for child in children(node) {
                switch kind(child) {
                case .typealiasDecl where self.name(child) == name:
                    found.append((child, clause))
                case .ifConfig:
                    for inner in children(child) where kind(inner) == .ifConfigClause { collect(inner, clause: inner) }
                default:
                    break
                }
            }
        }
        collect(container, clause: nil)
        return found.isEmpty ? nil : found
    }

    private func resolved(_ name: String, from found: [(declaration: NodeID, clause: NodeID?)]) -> ResolvedTypeAlias? {
        let targets = found.map { aliasedTypeName($0.declaration) }
        // The last declaration is the one taken, as `SummaryCollector` keeps the last alias.
        guard let target = targets.last, !target.isEmpty else { return nil }
        let others = Array(Set(targets.filter { $0 != target && !$0.isEmpty })).sorted()
        guard !others.isEmpty, let clause = found.last?.clause else {
            return ResolvedTypeAlias(alias: name, target: target, clause: nil, otherTargets: [])
        }
        return ResolvedTypeAlias(alias: name, target: target, clause: clauseDescription(clause), otherTargets: others)
    }

    /// `#else` of `#if os(tvOS)`, `#if os(iOS)`, `#elseif os(macOS)`.
    private func clauseDescription(_ clause: NodeID) -> String {
        let directive = name(clause)
        let condition = { (clause: NodeID) -> String in
            children(clause).first.map { text($0).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ") } ?? ""
        }
        if directive == "#else", let ifConfig = parent(clause), let first = children(ifConfig).first, first != clause {
            return "`#else` of `#if \(condition(first))`"
        }
        return "`\(directive) \(condition(clause))`"
    }

    /// The simple name of the type a `typealias` names ("" for a function, tuple or other type).
    private func aliasedTypeName(_ declaration: NodeID) -> String {
        guard let type = children(declaration).last(where: { kind($0) == .simpleType || kind($0) == .memberType }),
              children(declaration).last == type else { return "" }
        return name(type)
    }
}

extension ProjectModel {
    /// The type `name` names at `use`: itself, unless it is a `typealias` around `use` and the
    /// project declares no type of that name (which would hide the alias).
    public func typeNamed(_ name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        guard name.first?.isUppercase == true, declaredType(named: name) == nil,
              let alias = tree.resolvedTypeAlias(name, at: use) else { return name }
        return alias.target
    }
}
