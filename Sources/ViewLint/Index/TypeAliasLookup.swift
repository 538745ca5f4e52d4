/// What a project `typealias` names, where a use of it is written: `PlatformPicker(…, selection:)`
/// with `typealias PlatformPicker = Picker` in the enclosing view (or in an extension of a type
/// around the use, in any file of the module) is SwiftUI's `Picker`, and a rule or the lowering
/// asking "is this SwiftUI's / a project view?" asks it of `Picker`.
public struct ResolvedTypeAlias: Sendable, Equatable {
    /// The alias as written at the use, and the simple name of the type it names (generic
    /// arguments dropped: `Picker` for `Picker<Text, Int, some View>`).
    public let alias: String
    public let target: String
    /// Set when the alias is declared in several `#if` clauses naming different types: the
    /// clause taken (the first one, as the lowering takes the first clause of code), e.g.
    /// "`#if os(tvOS)`".
    public let clause: String?
    /// The types the other clauses name.
    public let otherTargets: [String]

    /// What a verdict resting on this resolution assumes, when the code does not decide it.
    public var assumption: String? {
        guard let clause else { return nil }
        let others = otherTargets.map { "`\($0)`" }.joined(separator: " or ")
        return "`\(alias)` is `\(target)` (its `typealias` under \(clause); other builds make it \(others))"
    }

    /// The alias `name` declared by `declarations` (one scope's, in path then source order).
    /// One `#if` convention for aliases and code: the first clause is taken, as the lowering
    /// takes the first clause of an `#if` in a body (`Lowering.compiledClause`). Taking the
    /// last here while code took the first made one verdict describe two builds at once (an
    /// `#if os(tvOS)` alias read as its `#else` type inside `#if os(tvOS)` code).
    init?(_ name: String, declarations: [TypeAliasDeclaration]) {
        guard let taken = declarations.first, !taken.target.isEmpty else { return nil }
        alias = name
        target = taken.target
        let others = Array(Set(declarations.map(\.target).filter { $0 != taken.target && !$0.isEmpty })).sorted()
        if !others.isEmpty, let clause = taken.clause {
            self.clause = clause
            otherTargets = others
        } else {
            clause = nil
            otherTargets = []
        }
    }
}

/// One `typealias` a file declares, as the index keeps it (positions left out, so an edit that
/// moves it changes nothing the index derives).
public struct TypeAliasDeclaration: Sendable, Hashable {
    /// The alias named inside the types around it (`CustomizeViewsSettings.PlatformPicker`, as
    /// `TypeDeclarationSummary.qualifiedName` names a nested type; an extension's members are
    /// named by the extended type as written); the bare name at the top level.
    public var qualifiedName: String
    /// The simple name of the type it names ("" for a function, tuple or other type).
    public var target: String
    /// The `#if` clause it is declared in, described (`#if os(tvOS)`, "`#else` of `#if os(tvOS)`"); nil outside any.
    public var clause: String?
    /// `private`/`fileprivate`: only its own file sees it.
    public var isFilePrivate: Bool

    init(qualifiedName: String, declaration: SyntaxTree.NodeID, in tree: borrowing SyntaxTree) {
        self.qualifiedName = qualifiedName
        target = tree.aliasedTypeName(declaration)
        if let clause = tree.parent(declaration), tree.kind(clause) == .ifConfigClause {
            self.clause = tree.clauseDescription(clause)
        } else {
            clause = nil
        }
        isFilePrivate = tree.children(declaration).contains {
            tree.kind($0) == .modifier && (tree.nameEquals($0, "private") || tree.nameEquals($0, "fileprivate"))
        }
    }
}

extension SyntaxTree {
    /// The qualified names of the types around `use`, innermost first, then "" (the top level):
    /// the scopes whose `typealias`es a use sees, nearer hiding farther as in Swift. Named as
    /// `SummaryCollector` names them: an extension by the type it extends as written.
    func aliasScopes(at use: NodeID) -> [String] {
        var names: [String] = []
        var scope = parent(use)
        search: while let current = scope {
            switch kind(current) {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
                names.append(name(current))
            case .extensionDecl:
                guard let type = children(current).first(where: { kind($0) == .simpleType || kind($0) == .memberType }) else { return [""] }
                let written = textWithoutSpaces(type)
                names.append(kind(type) == .memberType && !written.contains("<") ? written : name(type))
                break search
            default:
                break
            }
            scope = parent(current)
        }
        var scopes = [""]
        var prefix = ""
        for name in names.reversed() {
            prefix = prefix.isEmpty ? name : prefix + "." + name
            scopes.append(prefix)
        }
        return scopes.reversed()
    }

    /// `#else` of `#if os(tvOS)`, `#if os(iOS)`, `#elseif os(macOS)`.
    func clauseDescription(_ clause: NodeID) -> String {
        let directive = name(clause)
        let condition = { (clause: NodeID) -> String in
            children(clause).first.map { textOnOneLine($0) } ?? ""
        }
        if directive == "#else", let ifConfig = parent(clause), let first = children(ifConfig).first, first != clause {
            return "`#else` of `#if \(condition(first))`"
        }
        return "`\(directive) \(condition(clause))`"
    }

    /// The simple name of the type a `typealias` names ("" for a function, tuple or other type).
    func aliasedTypeName(_ declaration: NodeID) -> String {
        guard let type = children(declaration).last(where: { kind($0) == .simpleType || kind($0) == .memberType }),
              children(declaration).last == type else { return "" }
        return name(type)
    }
}

extension ProjectIndex {
    /// Whether code in the file at `viewer` can use what the file at `path` declares (as
    /// `declarationsVisible(in:)`, from a file named rather than the index's point of view).
    func declarations(in path: String, visibleFrom viewer: String) -> Bool {
        guard path != viewer, let scoping, let seeing = scoping.ordinalByPath[viewer], let viewerScope = scoping.scopes[Int(seeing)],
              let file = scoping.ordinalByPath[path], let declared = scoping.scopes[Int(file)] else { return true }
        return declared.own.intersects(viewerScope.visible)
    }

    /// The alias `name` as code in the file at `path`, inside the types `scopes` (innermost
    /// first, "" last), sees it: the nearest scope declaring one visible from there (its own
    /// module's or an imported one's; a `private` alias only in its own file).
    func resolvedTypeAlias(_ name: String, scopes: [String], from path: String) -> ResolvedTypeAlias? {
        for scope in scopes {
            guard let declared = typeAliases[scope.isEmpty ? name : scope + "." + name] else { continue }
            let visible = declared.filter { ($0.path == path || !$0.alias.isFilePrivate) && declarations(in: $0.path, visibleFrom: path) }
            if !visible.isEmpty { return ResolvedTypeAlias(name, declarations: visible.map(\.alias)) }
        }
        return nil
    }
}

extension ProjectModel {
    /// The type the alias `name` names at `use` in `tree`, from the index's table of every
    /// file's aliases: declared in a type around `use` (or an extension of it, in any file of
    /// the module) or at the top level. Nil when no visible alias has that name. Only aliases of
    /// a named type (`= Picker`, `= Foo<Bar>`, `= Module.Foo`) resolve; a function or tuple type does not.
    public func resolvedTypeAlias(_ name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> ResolvedTypeAlias? {
        guard !name.isEmpty, index.aliasNames.contains(name) else { return nil }
        return index.resolvedTypeAlias(name, scopes: tree.aliasScopes(at: use), from: tree.file.path)
    }

    /// The type `name` names at `use`: itself, unless it is a `typealias` around `use` and the
    /// project declares no type of that name (which would hide the alias).
    public func typeNamed(_ name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> String {
        typeAlias(named: name, at: use, in: tree)?.target ?? name
    }

    /// The alias `name` resolves to at `use`, as `typeNamed` takes it (nil when `name` is not
    /// capitalised, a type the project declares hides it, or no alias is around `use`): for
    /// callers that also name its assumption.
    public func typeAlias(named name: String, at use: SyntaxTree.NodeID, in tree: SyntaxTree) -> ResolvedTypeAlias? {
        // The alias table first: almost no capitalised call names an alias, and it is one probe.
        guard name.first?.isUppercase == true, index.aliasNames.contains(name), declaredType(named: name) == nil else { return nil }
        return resolvedTypeAlias(name, at: use, in: tree)
    }
}
