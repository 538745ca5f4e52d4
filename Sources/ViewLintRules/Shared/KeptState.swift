import ViewLint

/// The project views reached from some code that keep state with their identity (`@State`,
/// `@StateObject`, an `@ObservedObject` made in place) or start work as they appear (`.task`,
/// `.onAppear` in their body), followed into the bodies of the project views they build: what a
/// new identity resets even where a run, which hosts only so deep, counted none of it.
struct KeptState {
    let context: ConfirmationContext
    /// Views whose bodies are read, at most.
    static let limit = 40

    /// The holders' names, in the order found.
    func holders(under roots: [SyntaxTree.NodeID], in tree: SyntaxTree) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var pending = roots.map { (tree, $0) }
        var read = 0
        while let (tree, node) = pending.popLast(), read < Self.limit {
            read += 1
            for call in [node] + tree.descendants(of: node, kind: .call) where tree.kind(call) == .call && !tree.isMethodCall(call) {
                let name = tree.calleeName(call)
                guard name.first?.isUppercase == true, seen.insert(name).inserted,
                      let info = context.index.viewType(named: name), let other = context.trees[info.path],
                      let body = context.declarations.members(of: name, in: other)["body"] else { continue }
                if Self.keepsState(info) || Self.startsWork(body, in: other) {
                    found.append(name)
                } else {
                    pending.append((other, body))
                }
            }
        }
        return found
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
