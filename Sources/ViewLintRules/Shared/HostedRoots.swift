import ViewLint

/// Views every construction of which makes the root of a new hosting controller (UIKit or
/// AppKit code showing SwiftUI): the controller hosts a new view graph whose root that value
/// is, and SwiftUI never makes it again: its hosting wrapper's body re-runs with the same
/// value. So no parent's body runs again to re-make it, and no parent passes it a new argument
/// (`ImpossibleDrivers`). A root that code later replaces (`controller.rootView = View(…)`)
/// keeps its identity with new values: any code touching a `rootView` is not taken.
enum HostedRoots {
    /// The places (`EndOfYear.showStories`, `BookmarksController`) and their files, nil unless
    /// every construction outside previews (and there is one) is such a root.
    static func places(ofViewNamed name: String, path: String, context: ConfirmationContext) -> (places: [String], paths: [String])? {
        var places = Set<String>(), paths = Set<String>()
        for site in ImpossibleDrivers.constructions(ofViewNamed: name, path: path, index: context.index) {
            guard let tree = context.trees[site.path],
                  let call = tree.innermostNode(of: [.call], containing: site.byteRange),
                  let function = functionMakingNewRoot(call, in: tree, index: context.index) else { return nil }
            // Named by its function: the site's enclosing member may be a local `let`.
            let member = tree.kind(function) == .initDecl ? "init" : tree.name(function)
            places.insert("`\(tree.enclosingTypeName(function).map { $0 + "." } ?? "")\(member)`")
            paths.insert(site.path)
        }
        // `super.init(rootView: .init(viewModel: model))` names no type: the superclass's
        // generic argument says which view it makes.
        let simpleName = String(name.split(separator: ".").last ?? "")
        for host in context.index.hostingSubclasses(rooting: simpleName) {
            guard let tree = context.trees[host.path],
                  let declaration = context.declarations.declarations(named: host.name, in: tree).declarations.first(where: {
                      tree.kind($0) == .classDecl
                  }),
                  !touchesRootView(declaration, in: tree) else { return nil }
            places.insert("`\(host.name)`")
            paths.insert(host.path)
        }
        return places.isEmpty ? nil : (places.sorted(), paths.sorted())
    }

    /// The construction (outside any closure of its function) flows, through modifiers, calls'
    /// arguments and local `let`s, into the `rootView:` of a new hosting controller, in code
    /// that touches no `rootView` property.
    /// The function or initializer doing so, nil when it does not.
    private static func functionMakingNewRoot(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> SyntaxTree.NodeID? {
        guard let function = enclosingFunction(of: call, in: tree), !touchesRootView(function, in: tree),
              flowsToRoot(call, throughClosures: false, depth: 0, in: tree, index: index) else { return nil }
        return function
    }

    private static func enclosingFunction(of node: SyntaxTree.NodeID, in tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var current = node
        while let up = tree.parent(current) {
            switch tree.kind(up) {
            case .funcDecl, .initDecl: return up
            case .patternBinding where tree.child(up, kind: .initializerClause) == nil: return nil
            case .subscriptDecl, .memberBlock, .sourceFile: return nil
            default: current = up
            }
        }
        return nil
    }

    /// A use of a local `let` may sit in a closure (`ModalView { shown }` returns the same value
    /// each time it is called); the construction itself may not (a content closure makes a new
    /// value each time its container's body runs).
    private static func flowsToRoot(_ expression: SyntaxTree.NodeID, throughClosures: Bool, depth: Int,
                                    in tree: SyntaxTree, index: ProjectModel) -> Bool {
        var current = expression
        while let up = tree.parent(current) {
            switch tree.kind(up) {
            case .argument where tree.label(up) == "rootView":
                if let call = tree.parent(up), tree.kind(call) == .call, isNewHostingController(call, in: tree, index: index) {
                    return true
                }
            case .closure, .trailingClosure:
                guard throughClosures else { return false }
            case .patternBinding:
                // `let shown = Stories(…)` in a function body: every use must flow to a root.
                guard depth < 3, let declaration = tree.parent(up), tree.kind(declaration) == .variableDecl,
                      tree.isLetDeclaration(declaration), let body = tree.parent(declaration), tree.kind(body) == .codeBlock,
                      let function = tree.parent(body), [.funcDecl, .initDecl].contains(tree.kind(function)) else { return false }
                let name = tree.name(up)
                let binding = tree.byteRange(up)
                let uses = tree.descendants(of: body, kind: .identifier).filter {
                    tree.name($0) == name && !binding.contains(tree.byteRange($0).lowerBound)
                }
                return !uses.isEmpty && uses.allSatisfy {
                    flowsToRoot($0, throughClosures: true, depth: depth + 1, in: tree, index: index)
                }
            case .codeBlock, .funcDecl, .initDecl, .subscriptDecl, .memberBlock, .sourceFile:
                return false
            default:
                break
            }
            current = up
        }
        return false
    }

    /// `UIHostingController(rootView: …)` (or a project subclass, or `NSHostingView`), and
    /// `super.init(rootView: …)` / `self.init(rootView: …)` in a hosting controller subclass.
    private static func isNewHostingController(_ call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> Bool {
        let callee = tree.calleeName(call)
        if callee == "super" || callee == "self" {
            return tree.enclosingTypeName(call).map { index.isHostingControllerClass(named: $0) } ?? false
        }
        guard !tree.isMethodCall(call) else { return false }
        return callee == "NSHostingView" || index.isHostingControllerClass(named: callee)
    }

    /// Reads or writes a `rootView` (`controller.rootView = …`, `rootView.model`): the root may
    /// then be replaced by a new value of the same identity, or reached again.
    private static func touchesRootView(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.descendants(of: node, kind: .memberAccess).contains { tree.nameEquals($0, "rootView") }
            || tree.descendants(of: node, kind: .identifier).contains { tree.nameEquals($0, "rootView") }
    }
}
