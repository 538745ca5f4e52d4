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

// The same choice on a preference the model sets in `init` (no literal start): a declared
// `Bool` is unknown at first and then takes `false` and `true` in turn, so both paths are taken.
@Observable
final class BadgePreferences {
    var showsBadge: Bool {
        didSet { UserDefaults.standard.set(showsBadge, forKey: "showsBadge") }
    }

    init(defaults: UserDefaults = .standard) {
        showsBadge = defaults.bool(forKey: "showsBadge")
    }
}

struct BadgeModifier: ViewModifier {
    @Environment(BadgePreferences.self) private var preferences

    func body(content: Content) -> some View {
        if preferences.showsBadge {
            return AnyView(content.overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) })
        }
        return AnyView(content)
    }
}

// What changes the preferences: a property no code writes would be no change to vary.
struct PreferencesForm: View {
    @Bindable var popovers: PopoverPreferences
    @Bindable var badges: BadgePreferences

    var body: some View {
        Toggle("Popover", isOn: $popovers.showsPopover)
        Toggle("Badge", isOn: $badges.showsBadge)
    }
}
