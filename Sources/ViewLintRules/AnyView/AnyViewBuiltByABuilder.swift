import ViewLint

/// An `AnyView` a project result builder makes: `@DetailsBuilder func details() -> AnyView`, or
/// a parameter `@DetailsBuilder content: () -> AnyView`. When every result of the builder is an
/// `AnyView` and it has no `buildEither`/`buildOptional` (nor code of its own that chooses), the
/// code it builds has one static shape: each function or closure it builds erases one type
/// wherever it is written (a static fact, not a run). A parameter's closure is written by the
/// callers, so that verdict assumes they pass one written for it (or a function the builder
/// builds too): a closure made otherwise is not built by the builder, and could return any
/// `AnyView`.
extension AnyViewRule {
    func builderFact(_ type: SyntaxTree.NodeID, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        guard let built = Self.builtByBuilder(type, in: tree, index: context.index) else { return nil }
        let builder = "`@\(built.builder)`"
        let shape = "whose every result is one `AnyView` of the statements it is given and which has no `buildEither` or "
            + "`buildOptional`, so the code it builds cannot choose between views"
        let dependencies = built.files.filter { $0 != file.source.path }
        switch built.declaration {
        case .member(let name):
            return .refutedByStaticFact(
                "`\(name)` is built by \(builder), \(shape): it erases one type every time; identity and state are kept; only a cheap type check per update",
                dependencies: dependencies)
        case .parameter(let name):
            return .refutedByStaticFact(
                "each closure written for `\(name)` is built by \(builder), \(shape): each erases one type wherever it is written; identity and state are kept; only a cheap type check per update"
                    + " — assuming " + Self.callersWriteClosures(name, builder: builder),
                dependencies: dependencies)
        }
    }

    /// The assumption a parameter's verdict rests on: what the callers pass is a closure.
    static func callersWriteClosures(_ parameter: String, builder: String) -> String {
        "each call passes a closure written for `\(parameter)`, or a function or parameter \(builder) builds too, not a closure made otherwise, which could return any `AnyView`"
    }

    enum BuiltDeclaration {
        /// A function or computed property the builder builds: its display name.
        case member(String)
        /// A parameter whose closures the builder builds: its name.
        case parameter(String)
    }

    /// The declaration around the `AnyView` type node `type` when a single-type erasing builder
    /// (`ProjectModel.singleTypeErasingBuilder`) builds it: the type is the result of a function
    /// or computed property carrying the builder's attribute, or the result of a closure-typed
    /// parameter carrying it.
    static func builtByBuilder(_ type: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel)
        -> (declaration: BuiltDeclaration, builder: String, files: [String])? {
        guard let owner = tree.ancestor(of: type, in: [.parameter, .funcDecl, .variableDecl, .initDecl, .closure, .codeBlock]) else {
            return nil
        }
        func builder(of declaration: SyntaxTree.NodeID) -> (String, [String])? {
            for attribute in tree.children(declaration) where tree.kind(attribute) == .attribute {
                let name = tree.name(attribute)
                if let files = index.singleTypeErasingBuilder(named: name) { return (name, files) }
            }
            return nil
        }
        switch tree.kind(owner) {
        case .parameter:
            // `() -> AnyView` (behind `@escaping`): the type is the function type's result.
            guard let function = tree.parent(type), tree.kind(function) == .functionType, tree.children(function).last == type,
                  isParameterType(function, of: owner, in: tree), let (name, files) = builder(of: owner) else { return nil }
            let local = tree.parameterLocalName(owner)
            return (.parameter(local), name, files)
        case .funcDecl:
            guard tree.child(owner, kind: .returnClause).flatMap({ tree.firstChild($0) }) == type,
                  tree.child(owner, kind: .codeBlock) != nil, let (name, files) = builder(of: owner) else { return nil }
            let labels = tree.child(owner, kind: .parameterClause).map { tree.children($0, kind: .parameter).map { tree.name($0) + ":" } } ?? []
            return (.member("\(tree.name(owner))(\(labels.joined()))"), name, files)
        case .variableDecl:
            let bindings = Array(tree.children(owner, kind: .patternBinding))
            guard bindings.count == 1, let binding = bindings.first,
                  tree.child(binding, kind: .typeAnnotation).flatMap({ tree.firstChild($0) }) == type,
                  tree.child(binding, kind: .codeBlock) != nil || tree.child(binding, kind: .accessorBlock) != nil,
                  let (name, files) = builder(of: owner) else { return nil }
            return (.member(tree.name(binding)), name, files)
        default:
            return nil
        }
    }

    /// Whether `function` is `parameter`'s declared type, directly or behind `@escaping`.
    static func isParameterType(_ function: SyntaxTree.NodeID, of parameter: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = function
        while let up = tree.parent(node), up != parameter {
            guard tree.kind(up) == .attributedType else { return false }
            node = up
        }
        return tree.parent(node) == parameter
    }
}
