import ViewLint

/// The project views reached from some code that keep state with their identity (`@State`,
/// `@StateObject`, an `@ObservedObject` made in place) or start work as they appear (`.task`,
/// `.onAppear` in their body), followed into the bodies of the project views they build: what a
/// new identity resets even where a run, which hosts only so deep, counted none of it.
struct KeptState {
    let context: ConfirmationContext
    /// Views whose bodies are read, at most.
    static let limit = 40

    /// The holders, in the order found, as a message names them: "`CoverImage`", or for a
    /// project `ViewModifier` an `extension View` method applies, "`OnFirstAppear` (applied by
    /// `.onFirstAppear`)".
    func holders(under roots: [SyntaxTree.NodeID], in tree: SyntaxTree) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        // Each node with the view type whose code it is, for the helpers it names.
        var pending: [(SyntaxTree, SyntaxTree.NodeID, String?)] = roots.map { (tree, $0, tree.enclosingTypeName($0)) }
        var followed: Set<String> = []
        var read = 0
        while let (tree, node, owner) = pending.popLast(), read < Self.limit {
            read += 1
            let lowering = context.lowering(for: tree.file.path)
            // A computed property or method of the view the code names (`clippedAvatar` in a
            // body): what it builds is built here.
            if let owner {
                let members = context.declarations.members(of: owner, in: tree)
                for id in [node] + tree.descendants(of: node, kind: .identifier) where tree.kind(id) == .identifier {
                    let name = tree.name(id)
                    guard let member = members[name], name != "body", tree.kind(member) == .funcDecl || tree.isComputed(member),
                          followed.insert(owner + "." + name).inserted else { continue }
                    pending.append((tree, member, owner))
                }
            }
            for call in [node] + tree.descendants(of: node, kind: .call) where tree.kind(call) == .call {
                // A construction (`CoverImage(…)`, `.modifier(Fade())`'s `Fade(…)`), or a method
                // that applies a project modifier in its body.
                let types: [(name: String, shown: String)]
                if !tree.isMethodCall(call) {
                    types = [(tree.calleeName(call), "`\(tree.calleeName(call))`")]
                } else if Self.inConditionalTransform(call, below: node, in: tree, index: context.index) {
                    // `.if(!loaded) { $0.shimmering() }` inside the switched part: applied only
                    // on one side of its own condition, not always there to be reset.
                    types = []
                } else {
                    types = lowering.viewModifiersApplied(by: call, in: tree)
                        .map { ($0, "`\($0)` (applied by `.\(tree.calleeName(call))`)") }
                }
                for (name, shown) in types {
                    guard name.first?.isUppercase == true, seen.insert(name).inserted,
                          let info = context.index.viewType(named: name), let other = context.trees[info.path],
                          let body = context.declarations.members(of: name, in: other)["body"] else { continue }
                    if Self.keepsState(info) || Self.startsWork(body, in: other) {
                        found.append(shown)
                    } else {
                        pending.append((other, body, name))
                    }
                }
            }
        }
        return found
    }

    /// Whether `call` sits in a closure handed to a project conditional helper (`.if(c) { … }`)
    /// below `root`.
    static func inConditionalTransform(_ call: SyntaxTree.NodeID, below root: SyntaxTree.NodeID, in tree: SyntaxTree,
                                       index: ProjectModel) -> Bool {
        var current = call
        while let closure = tree.ancestor(of: current, in: [.closure]), tree.byteRange(root).contains(tree.byteRange(closure).lowerBound) {
            if let (holder, _) = tree.receivingCall(of: closure), index.conditionalHelper(named: tree.calleeName(holder)) != nil { return true }
            current = closure
        }
        return false
    }

    static func keepsState(_ info: ViewTypeInfo) -> Bool {
        info.storedProperties.contains { property in
            switch property.wrapper?.kind {
            case .state?, .stateObject?: return true
            case .observedObject?: return property.initializerByteRange != nil
            default: return false
            }
        }
    }

    static func startsWork(_ body: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.descendants(of: body, kind: .call).contains { tree.isMethodCall($0) && ["task", "onAppear"].contains(tree.calleeName($0)) }
    }
}

/// A confirmation's basis where the run counted no state or task in the switched part but the
/// code shows views in it that keep some: the message names them instead of "none counted".
struct UncountedKeptState: Hashable, Sendable {
    let views: [String]
}
