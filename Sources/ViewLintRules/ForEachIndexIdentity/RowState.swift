import ViewLint

/// The project views a row builds that hold state the row's identity keeps (`@State`,
/// `@StateObject`, an `@ObservedObject` the view makes itself), followed from the rows'
/// closure through helper methods of its type and into the bodies of the project views it
/// builds (a row's `WatchMagicViewRow`, a `switch` case's `EditorAreaView` a level down):
/// these lose or take over another element's state with the row, not only its animations.
struct RowState {
    let context: ConfirmationContext
    let owner: String
    /// Modifiers whose content is shown apart from the row (a sheet, a menu, a destination).
    static let presenters: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector", "alert", "confirmationDialog",
        "contextMenu", "swipeActions", "toolbar",
    ]
    /// Views whose bodies are read, at most.
    static let limit = 40

    /// SwiftUI views that keep state of their own with their identity: a scroll offset, text
    /// being edited, an expansion or a selection not bound from outside.
    static let builtInHolders: Set<String> = [
        "ScrollView", "TextField", "SecureField", "TextEditor", "DisclosureGroup", "TabView", "NavigationStack",
    ]

    /// The stateful views' names, in the order found (the row's own first).
    func holders(inRows call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        walkRows(call, in: tree).projectViews
    }

    /// The project views the rows' own code makes inside a `ForEach` keyed by its elements:
    /// their state stays with those elements, not with the outer row (`built` skips them).
    func innerKeyedViews(inRows call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        for inner in tree.descendants(of: call, kind: .call) where inner != call && isElementKeyed(inner, in: tree) {
            for made in tree.descendants(of: inner, kind: .call) where context.index.isViewType(named: tree.calleeName(made)) {
                names.insert(tree.calleeName(made))
            }
        }
        return names
    }

    /// A `ForEach` whose rows are keyed by their elements, not their positions.
    private func isElementKeyed(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        guard tree.calleeName(call) == "ForEach", !tree.isMethodCall(call), let data = tree.firstUnlabelledArgument(call) else { return false }
        return PositionKeying(data: data, key: tree.argument(call, labelled: "id"), call: call, in: tree, index: context.index) == nil
    }

    /// The SwiftUI views in the rows (as `holders` follows them) that keep state of their own.
    func builtInHolders(inRows call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        walkRows(call, in: tree).builtIns
    }

    /// The stateful views (of `holders`) whose construction carries an `.id(…)` reading what the
    /// view building it holds (`LoadableImageContent(…).id(stableMediaIdentifier)` in
    /// `LoadableImage`): a row given another element makes them anew, so their state reloads
    /// in place rather than staying with the other element. By view: the view with the `.id`,
    /// and the modifier as written.
    func reKeyedHolders(inRows call: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String: (by: String, id: String)] {
        walkRows(call, in: tree).reKeyed
    }

    private func walkRows(_ call: SyntaxTree.NodeID, in tree: SyntaxTree) -> (projectViews: [String], builtIns: [String], reKeyed: [String: (by: String, id: String)]) {
        guard let content = tree.trailingClosures(call).first.flatMap({ tree.value($0) })
                ?? tree.argument(call, labelled: "content") else { return ([], [], [:]) }
        var builtIns: [String] = []
        var found: [String] = []
        var reKeyed: [String: (by: String, id: String)] = [:]
        var seenViews: Set<String> = []
        var seenHelpers: Set<String> = []
        var pending: [(SyntaxTree, SyntaxTree.NodeID, String)] = [(tree, content, owner)]
        var read = 0
        func visit(view name: String, keyedBy: (by: String, id: String)? = nil) {
            guard seenViews.insert(name).inserted, let info = context.index.viewType(named: name) else { return }
            if Self.holdsState(info) {
                found.append(name)
                if let keyedBy { reKeyed[name] = keyedBy }
            } else if let other = context.trees[info.path], let body = context.declarations.members(of: name, in: other)["body"] {
                pending.append((other, body, name))
            }
        }
        while let (tree, node, type) = pending.popLast(), read < Self.limit {
            read += 1
            for (name, isView, at) in built(in: node, tree: tree) {
                if isView, Self.builtInHolders.contains(name), !context.index.isViewType(named: name) {
                    if !builtIns.contains(name) { builtIns.append(name) }
                } else if isView {
                    // Re-keyed by the view building it: only a view below the rows' own code.
                    visit(view: name, keyedBy: type == owner ? nil : reKeyingID(of: at, builtBy: type, in: tree))
                } else if seenHelpers.insert(type + "." + name).inserted,
                          let helper = context.declarations.members(of: type, in: tree)[name] {
                    // Methods and computed properties build as the row builds; a stored property
                    // is no helper, but a project view it holds (`let badge = Badge()`) is shown.
                    if tree.kind(helper) == .funcDecl || tree.isComputed(helper) {
                        pending.append((tree, helper, type))
                    } else if let view = storedView(name, of: type) {
                        visit(view: view)
                    }
                }
            }
        }
        return (found, builtIns, reKeyed)
    }

    /// `type` and "`.id(stableMediaIdentifier)`" when the construction `call` is modified by an
    /// `.id(…)` whose value reads a member of `type` (not a fresh value).
    private func reKeyingID(of call: SyntaxTree.NodeID, builtBy type: String, in tree: SyntaxTree) -> (by: String, id: String)? {
        var current = call
        while let access = tree.parent(current), tree.kind(access) == .memberAccess, tree.memberBase(access) == current,
              let modifier = tree.parent(access), tree.kind(modifier) == .call, tree.firstChild(modifier) == access {
            if tree.nameEquals(access, "id"), let value = tree.firstUnlabelledArgument(modifier), FreshValue.describe(value, in: tree) == nil {
                let members = context.declarations.members(of: type, in: tree)
                let stored = Set(context.index.viewType(named: type)?.storedProperties.map(\.name) ?? [])
                if tree.referencedNames(in: value).contains(where: { members[$0] != nil || stored.contains($0) }) {
                    return (type, "`.id(\(tree.excerpt(value)))`")
                }
            }
            current = modifier
        }
        return nil
    }

    /// The project view a stored property of `type` holds, by its written type or the
    /// construction it starts with (`let badge = Badge()`).
    private func storedView(_ name: String, of type: String) -> String? {
        guard let property = context.index.viewType(named: type)?.storedProperties.first(where: { $0.name == name }) else { return nil }
        let written = property.typeText.isEmpty ? HeldObject.constructedType(property.initializerText) : property.typeText
        guard let view = HeldObject.simpleTypeName(written) else { return nil }
        return context.index.isViewType(named: view) ? view : nil
    }

    /// The kinds of kept state the views hold, as a phrase: "`@State`", "`@State` and `@StateObject`".
    static func wrappers(of views: [String], index: ProjectModel) -> String {
        var kinds: [String] = []
        for view in views {
            for property in index.viewType(named: view)?.storedProperties ?? [] {
                let kind: String?
                switch property.wrapper?.kind {
                case .state?: kind = "@State"
                case .stateObject?: kind = "@StateObject"
                case .observedObject? where property.initializerByteRange != nil: kind = "@ObservedObject"
                default: kind = nil
                }
                if let kind, !kinds.contains(kind) { kinds.append(kind) }
            }
        }
        if kinds.isEmpty { kinds = ["@State"] }
        return kinds.sorted().map { "`\($0)`" }.joined(separator: " and ")
    }

    /// The input a stateful view reloads its state from when it changes (`.onChange(of: url)`,
    /// `.task(id: url)` on a plain stored property of its own), or nil. A row handed another
    /// element then keeps its state only until that reload: what shows is the content reloading
    /// in place instead of moving with its element, not another element's stale state.
    func reloadInput(of view: String) -> String? {
        guard let info = context.index.viewType(named: view), let tree = context.trees[info.path],
              let body = context.declarations.members(of: view, in: tree)["body"] else { return nil }
        let inputs = Set(info.storedProperties.filter { $0.wrapper == nil }.map(\.name))
        for call in tree.descendants(of: body, kind: .call) {
            let label: String
            switch tree.calleeName(call) {
            case "onChange": label = "of"
            case "task": label = "id"
            default: continue
            }
            guard let value = tree.argument(call, labelled: label) else { continue }
            var path = tree.memberPath(value) ?? (tree.kind(value) == .identifier ? [tree.name(value)] : [])
            if path.first == "self" { path.removeFirst() }
            if let root = path.first, inputs.contains(root) { return root }
        }
        return nil
    }

    /// Whether the view keeps state with its identity.
    static func holdsState(_ info: ViewTypeInfo) -> Bool { KeptState.keepsState(info) }

    /// The project views constructed under `node` (true) and the helpers of its own type it
    /// calls (`rowContent(for:at:)`, `self.meridiem(…)`; false).
    private func built(in node: SyntaxTree.NodeID, tree: SyntaxTree) -> [(String, Bool, SyntaxTree.NodeID)] {
        var names: [(String, Bool, SyntaxTree.NodeID)] = []
        tree.walk(from: node) { id, _ in
            // What a row presents or navigates to is made when shown, not kept with the row.
            if tree.kind(id) == .argument || tree.kind(id) == .trailingClosure, let call = tree.parent(id),
               tree.label(id) == "destination" || Self.presenters.contains(tree.calleeName(call)) && tree.isMethodCall(call) {
                return .skipChildren
            }
            // `tagStrip`, a computed property of the row's type: a helper too, also as the base of
            // a modifier chain (`avatar.frame(…)`, review s16b: ElementX StackedAvatarsView:27
            // missed the `@StateObject` two helpers down) or spelled `self.tagStrip`.
            let calledAs = { (node: SyntaxTree.NodeID) in tree.parent(node).map { tree.kind($0) == .call && tree.firstChild($0) == node } ?? false }
            if tree.kind(id) == .identifier, !calledAs(id), !tree.nameEquals(id, "self"), let first = tree.name(id).first, first.isLowercase {
                names.append((tree.name(id), false, id))
                return .visitChildren
            }
            if tree.kind(id) == .memberAccess, !calledAs(id), let base = tree.memberBase(id), tree.kind(base) == .identifier,
               tree.nameEquals(base, "self"), let first = tree.name(id).first, first.isLowercase {
                names.append((tree.name(id), false, id))
                return .skipChildren
            }
            guard tree.kind(id) == .call, let callee = tree.firstChild(id) else { return .visitChildren }
            let name = tree.calleeName(id)
            // Rows of a `ForEach` inside keyed by their own elements: their state stays with
            // those elements whichever outer row shows them (review s18: DDG macOS
            // ContinueSetUpView:70, cards keyed by feature inside lines keyed by position).
            if isElementKeyed(id, in: tree) { return .skipChildren }
            guard let first = name.first else { return .visitChildren }
            if first.isUppercase {
                if context.index.isViewType(named: name) || Self.builtInHolders.contains(name) { names.append((name, true, id)) }
            } else if tree.kind(callee) == .identifier
                        || tree.kind(callee) == .memberAccess && tree.memberBase(callee).map({ tree.nameEquals($0, "self") }) == true {
                names.append((name, false, id))
            }
            return .visitChildren
        }
        return names
    }
}

/// An `.id(…)` around the rows that reads their collection (`.id(tabs.hashValue)` on the
/// `ScrollView` whose helper builds them): every change of the collection makes the rows
/// anew, so none keeps its identity while showing another element. Around means the modified
/// view holds the rows, or calls the helper of the same type that builds them.
enum EnclosingIdentity {
    static func around(_ rows: PositionKeyedRows, in tree: SyntaxTree) -> String? {
        guard let collection = rows.collection, let root = ForEachIndexIdentityRule.storedPath(collection, in: tree)?.first,
              let type = tree.enclosingTypeDeclaration(rows.call) else { return nil }
        let helper = tree.ancestor(of: rows.call, in: [.funcDecl]).map { tree.name($0) }
        for call in tree.descendants(of: type, kind: .call) where tree.calleeName(call) == "id" && tree.isMethodCall(call) {
            guard let value = tree.firstUnlabelledArgument(call), tree.referencedNames(in: value).contains(root),
                  let callee = tree.firstChild(call), let modified = tree.memberBase(callee) else { continue }
            let range = tree.byteRange(modified)
            let holdsRows = range.contains(tree.byteRange(rows.call).lowerBound)
            let callsHelper = helper.map { name in
                tree.descendants(of: modified, kind: .call).contains { tree.calleeName($0) == name && !tree.isMethodCall($0) }
            } ?? false
            if holdsRows || callsHelper {
                return "`.id(\(tree.excerpt(value)))` around them (line \(tree.file.location(of: tree.nameRange(ofCallee: call).lowerBound).line)) makes every row anew whenever `\(root)` changes"
            }
        }
        return nil
    }
}
