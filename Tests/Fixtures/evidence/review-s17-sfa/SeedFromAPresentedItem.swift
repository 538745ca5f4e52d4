import Observation
import SwiftUI

/// A sheet item standing for one string: its id is the string itself.
struct NameItem: Identifiable {
    let value: String
    var id: String { value }
}

/// A sheet item whose title is not what it is identified by.
struct TitledItem: Identifiable {
    let id: UUID
    let title: String
}

final class NameCardModel: ObservableObject {
    @Published var isSaved = false
    let name: String

    init(name: String) {
        self.name = name
    }
}

struct NameCard: View {
    @StateObject private var model: NameCardModel

    init(name: String) {
        _model = StateObject(wrappedValue: NameCardModel(name: name))
    }

    var body: some View {
        Text(model.name)
            .bold(model.isSaved)
    }
}

struct TitleCard: View {
    @StateObject private var model: NameCardModel

    init(title: String) {
        _model = StateObject(wrappedValue: NameCardModel(name: title))
    }

    var body: some View {
        Text(model.name)
    }
}

struct Profile {
    let name: String
}

@Observable
final class NamesModel {
    var shown: NameItem?
    var titled: TitledItem?
    let profile: Profile

    init(profile: Profile) {
        self.profile = profile
    }
}

struct NamesView: View {
    @State private var model = NamesModel(profile: Profile(name: "me"))
    let names: [String]

    var body: some View {
        List(names, id: \.self) { name in
            Button(name) { model.shown = NameItem(value: name) }
        }
        .card(item: $model.shown) {
            NameCard(name: $0.value)
        }
        .card(item: $model.titled) { item in
            TitleCard(title: item.title)
        }
    }
}

struct ProfileView: View {
    @State private var model = NamesModel(profile: Profile(name: "me"))

    var body: some View {
        Text("Profile")
            .overlay {
                NameCard(name: model.profile.name)
                TitleCard(title: model.profile.name)
            }
    }
}

extension View {
    /// The app's own presentation of an item, over the view.
    func card<Item: Identifiable, Content: View>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        fullScreenCover(item: item) { content($0) }
    }
}
