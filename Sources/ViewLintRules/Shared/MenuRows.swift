import ViewLint

/// Rows that are a menu's items (a `Menu`'s content, a `.contextMenu`'s items) or an alert's
/// actions (`.alert`, `.confirmationDialog`): SwiftUI shows them as platform menu items (UIMenu /
/// NSMenu) or alert buttons (UIAlertController / NSAlert), which keep no state of their own and
/// play no insertion, removal or move animations (docs/SWIFTUI-MODEL.md rule 53). Keyed by
/// position, such a row loses nothing when another element takes its place, unless a view of
/// this project in it holds state: that the caller checks.
enum MenuRows {
    /// Where the rows are shown and what SwiftUI makes of them.
    struct Place: Sendable, Equatable {
        /// "a `Menu`'s items", "an `.alert`'s actions".
        var rows: String
        /// "platform menu items", "platform alert buttons".
        var shownAs: String
    }

    /// The menu or alert whose content the rows are built in, in the same body, else nil. The
    /// nearest one decides: rows in a `Menu`'s label or an alert's `message:` are not its items.
    /// Rows in a helper of the type (`var buttons: some View`, `func items()`) are the items of
    /// the menus or alerts that every use of the helper in this file is in.
    static func menu(around rows: SyntaxTree.NodeID, in tree: SyntaxTree, depth: Int = 0) -> Place? {
        var node = rows
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .funcDecl, .variableDecl:
                return depth < 2 ? throughHelper(parent, in: tree, depth: depth) : nil
            case .initDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return nil
            case .argument, .trailingClosure:
                guard let call = tree.parent(parent), tree.kind(call) == .call else { break }
                let items = "platform menu items"
                switch tree.calleeName(call) {
                case "Menu":
                    return tree.controlClosureRole(parent, in: call) == .content ? Place(rows: "a `Menu`'s items", shownAs: items) : nil
                case "contextMenu":
                    return isItems(parent, labels: ["menuItems", "menu"], in: call, tree: tree) ? Place(rows: "a `.contextMenu`'s items", shownAs: items) : nil
                case let name where name == "alert" || name == "confirmationDialog":
                    guard tree.isMethodCall(call), isItems(parent, labels: ["actions"], in: call, tree: tree),
                          !holdsTextInput(rows, in: tree) else { return nil }
                    return Place(rows: "\(name == "alert" ? "an" : "a") `.\(name)`'s actions", shownAs: "platform alert buttons")
                default:
                    break
                }
            default:
                break
            }
            node = parent
        }
        return nil
    }

    /// The `Picker` whose options the rows are (its content, in the same body), and, unless the
    /// picker lays its options out as rows (`.inline`, `.navigationLink`), the place they are
    /// shown: segments, wheel rows, menu items or radio buttons, which keep no state and play no
    /// row animation (fact 53).
    static func pickerOptions(around rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> (picker: SyntaxTree.NodeID, place: Place?)? {
        var node = rows
        while let parent = tree.parent(node) {
            switch tree.kind(parent) {
            case .funcDecl, .variableDecl, .initDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return nil
            case .argument, .trailingClosure:
                guard let call = tree.parent(parent), tree.kind(call) == .call,
                      !tree.isMethodCall(call), tree.calleeName(call) == "Picker" else { break }
                guard tree.controlClosureRole(parent, in: call) == .content else { return nil }
                let place = laysOptionsOutAsRows(call, in: tree) ? nil
                    : Place(rows: "a `Picker`'s options", shownAs: "the picker's choices (menu items, segments or wheel rows)")
                return (call, place)
            default:
                break
            }
            node = parent
        }
        return nil
    }

    /// `Picker(…) { … }.pickerStyle(.inline)` (or `.navigationLink`): options shown as list rows.
    private static func laysOptionsOutAsRows(_ picker: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        var node = picker
        while let access = tree.parent(node), tree.kind(access) == .memberAccess, tree.memberBase(access) == node,
              let call = tree.parent(access), tree.kind(call) == .call {
            if tree.calleeName(call) == "pickerStyle",
               let style = tree.firstUnlabelledArgument(call).map({ tree.text($0) }),
               style.contains("inline") || style.contains("Inline") || style.contains("navigationLink") || style.contains("NavigationLink") {
                return true
            }
            node = call
        }
        return false
    }

    /// The place of a helper every use of which in this file is in one menu's or alert's items.
    private static func throughHelper(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree, depth: Int) -> Place? {
        guard tree.isMemberOrTopLevel(declaration), let type = tree.enclosingTypeName(declaration),
              !tree.hasModifier(declaration, "public"), !tree.hasModifier(declaration, "open") else { return nil }
        let name: String
        if tree.kind(declaration) == .funcDecl {
            name = tree.name(declaration)
        } else {
            let bindings = tree.children(declaration, kind: .patternBinding)
            guard bindings.count == 1, let binding = bindings.first, tree.isComputed(binding) else { return nil }
            name = tree.name(binding)
        }
        var found: Place?
        var uses = 0
        for id in tree.descendants(kind: .identifier) where tree.name(id) == name && !tree.byteRange(declaration).contains(tree.byteRange(id).lowerBound) {
            guard let parent = tree.parent(id) else { continue }
            // `other.buttons` names another value's member; `self.buttons` is this helper.
            if tree.kind(parent) == .memberAccess, tree.firstChild(parent) != id {
                guard let base = tree.memberBase(parent), tree.kind(base) == .identifier, tree.nameEquals(base, "self") else { continue }
            }
            // Another type's member of that name, or a local, is not this helper.
            if LocalName(name, at: id, in: tree) != nil || tree.enclosingTypeName(id) != type { continue }
            guard let place = menu(around: id, in: tree, depth: depth + 1),
                  found == nil || found == place else { return nil }
            found = place
            uses += 1
        }
        for access in tree.descendants(kind: .memberAccess) where tree.name(access) == name {
            guard let base = tree.memberBase(access), tree.kind(base) == .identifier, tree.nameEquals(base, "self"),
                  tree.enclosingTypeName(access) == type else { continue }
            guard let place = menu(around: access, in: tree, depth: depth + 1),
                  found == nil || found == place else { return nil }
            found = place
            uses += 1
        }
        guard uses > 0, var place = found else { return nil }
        let kind = tree.kind(declaration) == .funcDecl ? "`\(name)(…)`" : "`\(name)`"
        if !place.rows.contains(" (through ") { place.rows += " (through \(kind), which this file uses only there)" }
        return place
    }

    /// The closure labelled with one of `labels`, or the first unlabelled trailing closure when
    /// none is: `.contextMenu { items }`, `.contextMenu(menuItems:)`, `.alert("…", isPresented:)
    /// { actions } message: { … }`; not a context menu's `preview:` or an alert's `message:`.
    private static func isItems(_ argument: SyntaxTree.NodeID, labels: Set<String>, in call: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        let label = tree.label(argument)
        if labels.contains(label) { return true }
        guard label.isEmpty else { return false }
        let unlabelled = tree.children(call).filter { tree.kind($0) == .trailingClosure && tree.label($0).isEmpty }
        let labelledItems = tree.children(call).contains { tree.kind($0) == .argument && labels.contains(tree.label($0)) }
        return !labelledItems && unlabelled.first == argument
    }

    /// An alert's text field keeps what is typed in it with its row: not an alert's plain button.
    private static func holdsTextInput(_ rows: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.descendants(of: rows, kind: .call).contains { ["TextField", "SecureField"].contains(tree.calleeName($0)) }
    }
}
