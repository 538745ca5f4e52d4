import ViewLint

/// A switch among a menu's items or an alert's actions (docs/SWIFTUI-MODEL.md fact 53): SwiftUI
/// turns them into platform menu items or alert buttons, rebuilt from the content, which keep no
/// state and play no insertion or removal animation. The new identity a flip makes there loses
/// nothing, unless a view of this project in the switched part keeps state of its own (that
/// keeps it with its identity, as anywhere).
struct MenuItemSwitch: Hashable, Sendable {
    /// "a platform menu item", "a platform alert button".
    let shownAs: String

    /// The refutation where the switch is a menu's item and nothing in it keeps state; else nil.
    static func refutation(at site: IdentitySwitch, in tree: SyntaxTree, context: ConfirmationContext) -> Evidence? {
        let node: SyntaxTree.NodeID
        switch site {
        case .inline(let statement): node = statement
        case .helper(let call): node = call
        }
        guard let menu = MenuRows.menu(around: node, in: tree),
              !ConditionalModifierRule.holdsStateOrTasks(at: site, in: tree, index: context.index),
              KeptState(context: context).holders(under: ConditionalModifierRule.switchedRoots(at: site, in: tree), in: tree).isEmpty
        else { return nil }
        let one = menu.shownAs.hasSuffix("alert buttons") ? "a platform alert button" : "a platform menu item"
        return Evidence.refutedByStaticFact(
            "the switched view is among \(menu.rows), which SwiftUI shows as \(menu.shownAs): they keep no state and play no insertion or removal animation, and no view of this project in it keeps state, so the new identity each flip makes loses nothing")
            .based(on: MenuItemSwitch(shownAs: one))
    }
}
