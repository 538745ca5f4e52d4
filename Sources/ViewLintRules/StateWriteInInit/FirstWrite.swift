import ViewLint

/// What the first `init` of a view writes to a state, computed from the code for each
/// construction of the view: from constants it passes (or a parameter's default), or from a
/// parent's `@State` as it starts where the parent's `body` makes the view on its first run
/// (`ArgumentOrigin`), read through project structs' defaults (`KnownValueReader`). With the
/// seed `State(initialValue:)` the state would hold that first value; later values reach only
/// later `init`s, dropped with the seed too. So where every first value is the state's default
/// the seed changes nothing (review s12 #40: ControlRoom's `APSFormView` picks tab 1, its
/// default, from a payload that is empty until the parent's `onAppear`).
struct FirstWrite {
    typealias NodeID = SyntaxTree.NodeID

    /// One construction's first value: the view that makes it, and the parent state it reads.
    struct Source {
        /// Nil where the value reads no argument (the same for every construction).
        let parent: String?
        let value: KnownValue
        let origin: ArgumentOrigin?
    }

    var sources: [Source]
    /// The state's default, computed the same way.
    let defaultValue: KnownValue
    /// The files read, and the structs whose defaults were read.
    var paths: [String]
    var typesRead: [String]

    /// The parents' states some construction reads as they start (those that change later).
    var origins: [ArgumentOrigin] {
        var found: [ArgumentOrigin] = []
        for origin in sources.compactMap(\.origin) where !found.contains(origin) { found.append(origin) }
        return found
    }

    /// The one value every construction writes first, when they agree.
    var commonValue: KnownValue? {
        guard let first = sources.first?.value,
              sources.allSatisfy({ KnownValue.same($0.value, first) == true }) else { return nil }
        return first
    }

    /// Whether every first value is the default (true), none is (false), or it cannot be told.
    var equalsDefault: Bool? {
        let answers = sources.map { KnownValue.same($0.value, defaultValue) }
        if answers.allSatisfy({ $0 == true }) { return true }
        if answers.allSatisfy({ $0 == false }) { return false }
        return nil
    }

    /// The first values of a whole-state write (`x = …`) in `initializer` of `owner`; nil where
    /// any construction's cannot be computed.
    static func compute(_ write: DroppedStateWrite, in initializer: NodeID, owner: String, file: LintFile,
                        parameters: [InitParameter], defaultText: String, context: ConfirmationContext) -> FirstWrite? {
        let tree = file.tree
        guard write.replacesState, let sequence = tree.parent(write.target), tree.kind(sequence) == .sequenceExpr,
              let body = tree.child(initializer, kind: .codeBlock) else { return nil }
        let parts = Array(tree.children(sequence))
        guard parts.count >= 3, parts[0] == write.target, tree.kind(parts[1]) == .assignmentOperator else { return nil }
        let valueParts = Array(parts.dropFirst(2))
        let read = Set(valueParts.flatMap { tree.referencedNames(in: $0) })
        // A local of the `init` may hold anything by the time of the write.
        let locals = Set(tree.descendants(of: body, kind: .patternBinding).map { tree.name($0) })
        guard read.isDisjoint(with: locals) else { return nil }
        let clause = tree.child(initializer, kind: .parameterClause)
        let parameterNodes = clause.map { tree.children($0, kind: .parameter) } ?? []
        let used = parameters.filter { read.contains($0.localName) }
        var reader = KnownValueReader(context: context)
        var scope = KnownValueReader.Scope(tree: tree, typeContext: owner)
        let defaultTree = SyntaxTree.parse(SourceFile(path: "", text: defaultText))
        guard let defaultNode = defaultTree.children(defaultTree.root).first,
              let defaultValue = reader.value(of: defaultNode, in: KnownValueReader.Scope(tree: defaultTree, typeContext: owner))
        else { return nil }

        func writtenValue(_ values: [String: KnownValue], reader: inout KnownValueReader) -> KnownValue? {
            scope.names = values
            // `self.p` reads the parameter `p` where the `init` stores only `p` there.
            scope.selfNames = values.filter { storesOnlyParameter($0.key, in: body, tree: tree) }
            return reader.value(ofParts: valueParts, in: scope)
        }

        var sources: [Source] = []
        if used.isEmpty {
            guard let value = writtenValue([:], reader: &reader) else { return nil }
            sources.append(Source(parent: nil, value: value, origin: nil))
        } else {
            guard !used.contains(where: { $0.label == "_" }) else { return nil }
            let sites = (context.index.viewType(named: owner)?.instantiations ?? [])
                .filter { !context.index.isPreview($0) }
            guard !sites.isEmpty else { return nil }
            for site in sites {
                guard let construction = ConstructionCall(site), callsThisInit(construction, parameters: parameters) else { return nil }
                var values: [String: KnownValue] = [:]
                var origin: ArgumentOrigin?
                for parameter in used {
                    if let argument = construction.argument(labelled: parameter.label) {
                        guard let (value, from) = argumentValue(argument, in: construction, site: site, reader: &reader,
                                                                context: context) else { return nil }
                        values[parameter.localName] = value
                        if let from {
                            // One parent state per construction is named; two would need a longer summary.
                            guard origin == nil || origin == from else { return nil }
                            origin = from
                        }
                    } else {
                        guard let node = parameterNodes.first(where: { tree.parameterLocalName($0) == parameter.localName }),
                              let defaultNode = tree.child(node, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
                              let value = reader.value(of: defaultNode, in: KnownValueReader.Scope(tree: tree, typeContext: owner))
                        else { return nil }
                        values[parameter.localName] = value
                    }
                }
                guard let value = writtenValue(values, reader: &reader) else { return nil }
                sources.append(Source(parent: site.enclosingType, value: value, origin: origin))
            }
        }
        return FirstWrite(sources: sources, defaultValue: defaultValue, paths: reader.paths, typesRead: reader.typesRead)
    }

    /// What a construction passes for a parameter as the view is first made: a parent's
    /// `@State` as it starts (bare, `self.`, `$`, or a member of one), or constants.
    static func argumentValue(_ argument: NodeID, in construction: ConstructionCall, site: InstantiationSite,
                              reader: inout KnownValueReader,
                              context: ConfirmationContext) -> (KnownValue, ArgumentOrigin?)? {
        let tree = construction.tree
        if var path = tree.memberPath(argument), !path.isEmpty {
            if path.first == "self" { path.removeFirst() }
            if var name = path.first, !name.isEmpty {
                if name.hasPrefix("$") { name.removeFirst() }
                if let origin = ArgumentOrigin(state: name, at: site, context: context) {
                    guard let start = origin.startValue(reader: &reader, context: context) else { return nil }
                    var value = start
                    for member in path.dropFirst() {
                        guard let next = reader.member(member, of: value) else { return nil }
                        value = next
                    }
                    return (value, origin)
                }
            }
        }
        let scope = KnownValueReader.Scope(tree: tree, typeContext: site.enclosingType)
        return reader.value(of: argument, in: scope).map { ($0, nil) }
    }

    /// Whether a construction can be a call of the `init` with these parameters: it passes
    /// every one without a default and no label the `init` lacks. A view with two `init`s may
    /// be made with the other one, whose writes are not these.
    static func callsThisInit(_ construction: ConstructionCall, parameters: [InitParameter]) -> Bool {
        let tree = construction.tree
        let labels = tree.arguments(construction.call).map { tree.label($0) }
        let declared = Set(parameters.map { $0.label == "_" ? "" : $0.label })
        let unlabelled = parameters.filter { $0.label == "_" }.count
        guard labels.allSatisfy(declared.contains), labels.filter(\.isEmpty).count <= unlabelled else { return false }
        return parameters.allSatisfy { $0.hasDefault || $0.label == "_" || labels.contains($0.label) }
    }

    /// Every assignment in the `init` to `name` (`name`, `_name`, `self.name`, `self._name`)
    /// stores the parameter `name` itself, and there is one.
    static func storesOnlyParameter(_ name: String, in body: NodeID, tree: SyntaxTree) -> Bool {
        var stores = 0, other = false
        tree.walk(from: body) { id, _ in
            guard tree.kind(id) == .sequenceExpr else { return .visitChildren }
            let parts = Array(tree.children(id))
            guard parts.count >= 3,
                  tree.kind(parts[1]) == .assignmentOperator || ViewUsage.isCompoundAssignment(parts[1], in: tree),
                  var path = tree.memberPath(parts[0]) else { return .visitChildren }
            if path.first == "self" { path.removeFirst() }
            guard path == [name] || path == ["_" + name] else { return .visitChildren }
            if tree.kind(parts[1]) == .assignmentOperator, parts.count == 3, tree.kind(parts[2]) == .identifier,
               tree.name(parts[2]) == name {
                stores += 1
            } else {
                other = true
            }
            return .visitChildren
        }
        return stores > 0 && !other
    }
}
