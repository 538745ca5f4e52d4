// Lowering: from parsed Swift (syntax trees plus the project index) to a `ViewProgram` the engine
// can run. Only the view types involved are lowered: the root and the project views
// its body constructs, transitively up to a small depth. Whatever cannot be modelled becomes an
// opaque node or expression, so evidence that depends on it is inconclusive, never invented.
// Comments in Lowering/ cite SwiftUI behaviour by the numbers of docs/SWIFTUI-MODEL.md.

/// The lowered program and what the lowering could not model.
public struct LoweredProgram: Sendable {
    public var program: ViewProgram
    /// Reasons, in order met (also present as opaque nodes or expressions in the program).
    public var unmodelled: [String]
    /// Custom view types lowered, root first.
    public var typeNames: [String] { program.types.map(\.name) }
}

public struct Lowering: Sendable {
    public var index: ProjectModel
    public var trees: SourceTrees
    /// How many levels of project views below the root are lowered; deeper ones become leaves
    /// (their bodies are not counted, so nothing is claimed about them).
    public var maxTypeDepth: Int
    /// How deeply `@ViewBuilder` helpers and computed views are inlined into one another.
    public var maxInlineDepth: Int
    /// Types' declarations per file, shared by the lowerings of one check.
    public var declarations: TypeDeclarationIndex
    /// What site lowerings work out per type, shared by the sites of one check (nil: nothing kept).
    public var memo: SiteLoweringMemo?
    /// Which side of each `#available` branch off the way to a site is taken and named (nil: the
    /// clause's own side, named).
    public var availabilityArms: AvailabilityArms?

    public init(index: ProjectModel, trees: SourceTrees, maxTypeDepth: Int = 3, maxInlineDepth: Int = 4,
                declarations: TypeDeclarationIndex = TypeDeclarationIndex(), memo: SiteLoweringMemo? = nil) {
        self.index = index; self.trees = trees; self.maxTypeDepth = maxTypeDepth; self.maxInlineDepth = maxInlineDepth
        self.declarations = declarations; self.memo = memo
    }

    /// Lowers `root` and the project views it constructs. Nil when `root` is not a view type
    /// whose declaration and `body` can be found.
    public func program(root: String) -> LoweredProgram? {
        guard declaration(of: root) != nil else { return nil }
        var types: [ViewType] = []
        var unmodelled: [String] = []
        var queue: [(name: String, depth: Int)] = [(root, 0)]
        var seen: Set<String> = [root]
        while !queue.isEmpty {
            let (name, depth) = queue.removeFirst()
            guard let lowered = lowerType(name) else {
                unmodelled.append("`\(name)` has no `body` the engine can read")
                types.append(ViewType(name, fields: [], body: .opaque("`\(name).body` cannot be read")))
                continue
            }
            unmodelled += lowered.unmodelled
            var type = lowered.type
            if depth >= maxTypeDepth {
                // Below the cap the type is kept (its value is still compared) but its body is not
                // followed further: its own children become leaves.
                type.body = Lowering.flattenCustom(type.body, keep: seen)
            } else {
                for child in lowered.constructed where !seen.contains(child) {
                    seen.insert(child)
                    queue.append((child, depth + 1))
                }
            }
            types.append(type)
        }
        // Types constructed below the cap and never lowered become leaves.
        let known = Set(types.map(\.name))
        types = types.map { t in var t = t; t.body = Lowering.flattenCustom(t.body, keep: known); return t }
        // The host passes the root's arguments: stand-ins of the declared types.
        var arguments: [String: Value] = [:]
        let stored = index.index.viewType(named: root)?.storedProperties ?? []
        for field in types[0].fields where field.defaultValue == nil {
            switch field.kind {
            case .plain, .closure:
                arguments[field.name] = stored.first { $0.name == field.name }.map(Lowering.placeholder) ?? .string("‹\(field.name)›")
            default: break
            }
        }
        return LoweredProgram(program: ViewProgram(root: root, types: types, rootArguments: arguments),
                              unmodelled: unmodelled)
    }

    /// Replaces constructions of custom types not in `keep` with leaves of the same name.
    static func flattenCustom(_ t: ViewTemplate, keep: Set<String>) -> ViewTemplate {
        func f(_ t: ViewTemplate) -> ViewTemplate { flattenCustom(t, keep: keep) }
        switch t {
        case .custom(let name, let args) where !keep.contains(name):
            return .leaf(name, args.keys.sorted().map { args[$0]! })
        case .container(let n, let c): return .container(n, c.map(f))
        case .modified(let c, let m): return .modified(f(c), m)
        case .conditional(let e, let a, let b): return .conditional(e, f(a), b.map(f))
        case .switchOn(let e, let cases, let d):
            return .switchOn(e, cases.map { SwitchCase($0.value, f($0.content)) }, d.map(f))
        case .forEach(var fe): fe.content = f(fe.content); return .forEach(fe)
        case .anyView(let c): return .anyView(f(c))
        case .anyViewChoosing(let e, let a, let b): return .anyViewChoosing(e, f(a), f(b))
        default: return t
        }
    }

    // MARK: declarations

    /// The struct (or class) declaring `name`, in the file the index recorded.
    func declaration(of name: String) -> (tree: SyntaxTree, node: SyntaxTree.NodeID)? {
        guard let info = index.index.viewType(named: name), let tree = trees[info.path] else { return nil }
        let found = declarations.entry(named: name, in: tree).declarations.first { id in
            Int(tree.byteRange(id).lowerBound) <= info.offset && info.offset < tree.byteRange(id).upperBound
        }
        return found.map { (tree, $0) }
    }

    /// Members of `name` declared in its declaration and in extensions in the same file:
    /// computed properties and functions by name.
    func members(of name: String, declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String: SyntaxTree.NodeID] {
        var blocks: [SyntaxTree.NodeID] = []
        if let block = tree.child(declaration, kind: .memberBlock) { blocks.append(block) }
        blocks += declarations.entry(named: name, in: tree).extensionBlocks
        return Self.members(inBlocks: blocks, of: tree)
    }
}
