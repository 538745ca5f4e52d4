import SwiftUI

// Rows over a property wrapper's binding whose only hand-off of the element binding is in an
// action (a router pushing an editor): what edits the element runs later, and the reason says so.
struct Profile: Hashable {
    var name: String
    var bitrate: Int
}

@propertyWrapper
struct StoredProfiles: DynamicProperty {
    @State private var value: [Profile] = []

    var wrappedValue: [Profile] {
        get { value }
        nonmutating set { value = newValue }
    }

    var projectedValue: Binding<[Profile]> { $value }
}

enum Route {
    case editProfile(profile: Binding<Profile>)
}

final class Router: ObservableObject {
    func route(to route: Route) {}
}

struct ProfileList: View {
    @StoredProfiles var profiles: [Profile]
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            ForEach($profiles, id: \.self) { $profile in
                Button {
                    router.route(to: .editProfile(profile: $profile))
                } label: {
                    Text(profile.name)
                }
            }
        }
    }
}

struct DisclosureRow<Label: View>: View {
    private let action: () -> Void
    private let label: Label

    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    var body: some View {
        Button(action: action) {
            HStack {
                label
                Image(systemName: "chevron.right")
            }
        }
    }
}

struct ProfileDisclosureList: View {
    @StoredProfiles var profiles: [Profile]
    @EnvironmentObject var router: Router

    var body: some View {
        List {
            ForEach($profiles, id: \.self) { $profile in
                DisclosureRow {
                    router.route(to: .editProfile(profile: $profile))
                } label: {
                    Text(profile.name)
                }
            }
        }
    }
}
