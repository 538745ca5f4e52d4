import Observation
import SwiftUI

// Two return paths, each erasing its own view type. Each `AnyView(…)` is judged by the runs that
// built it: the preference is flipped, so both paths are taken and compared with a `@ViewBuilder`
// branch.
@Observable
final class PopoverPreferences {
    var showsPopover = true
}

struct PopoverModifier: ViewModifier {
    @Environment(PopoverPreferences.self) private var preferences
    @State private var hovering = false
    let name: String

    func body(content: Content) -> some View {
        if !preferences.showsPopover {
            return AnyView(content)
        }
        return AnyView(content.onHover { hovering = $0 })
    }
}
