import SwiftUI

// Erasures chosen by a condition: the engine varies what chooses (a state, a model property
// behind a `guard`) and compares with the `@ViewBuilder` branch, which replaces the subtree
// just as often when the chosen type changes. An eraser that wraps only its receiver keeps
// one type at each use.
extension View {
    func erasedForList() -> AnyView { AnyView(self) }
}

final class ChoreBoard: ObservableObject {
    @Published var chores: [String] = []
    var isEmpty: Bool { chores.isEmpty }
}

struct ChoreHeader: View {
    @ObservedObject var board: ChoreBoard
    @State private var isHovering = false

    var body: some View {
        VStack {
            introduction()
            isHovering ? AnyView(Text("Chores")) : AnyView(Image(systemName: "checklist"))
        }
        .onHover { isHovering = $0 }
    }

    private func introduction() -> some View {
        guard board.isEmpty else {
            return EmptyView().erasedForList()
        }
        return Text("Add a chore to get started.")
            .erasedForList()
    }
}
