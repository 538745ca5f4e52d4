import SwiftUI

// The switched view keeps state only through a project modifier that an extension method applies
// with `.modifier(…)`: `OnFirstAppear`'s `@State`, made anew with the view on each flip, so its
// action runs again. The message names it.

struct OnFirstAppear: ViewModifier {
    @State private var didAppear = false
    let action: () -> Void

    func body(content: Content) -> some View {
        content.onAppear {
            guard !didAppear else { return }
            didAppear = true
            action()
        }
    }
}

extension View {
    func onFirstAppear(perform action: @escaping () -> Void) -> some View {
        modifier(OnFirstAppear(action: action))
    }

    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

final class SubtitleModel: ObservableObject {
    @Published var names: [String] = []
    func refresh() { names = ["English", "Deutsch"] }
}

struct SubtitleEditor: View {
    @StateObject private var model = SubtitleModel()
    @State private var isEditing = false

    var body: some View {
        VStack {
            ForEach(model.names, id: \.self) { Text($0) }
            Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
        }
        .onFirstAppear { model.refresh() }
        .if(!isEditing) { $0.navigationTitle("Subtitles") }
    }
}
