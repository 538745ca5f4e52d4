import SwiftUI

// A row's binding derived from the selection and three more of the row's arguments: a subscript
// on the optional that keeps it must take all four, and the open reason names three of the five
// fields and says how many more.
struct Dish: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct DishRow: View {
    var dish: Dish
    var locked: Bool
    var open: Bool
    var limit: Int
    @Binding var picked: Dish?

    private var detailShown: Binding<Bool> {
        Binding<Bool> {
            picked == dish && !locked && open && limit > 0
        } set: { shown in
            if shown {
                picked = dish
            } else if picked == dish {
                picked = nil
            }
        }
    }

    var body: some View {
        Text(dish.title)
            .infoBubble(isShown: detailShown)
    }
}

struct InfoBubble: ViewModifier {
    @Binding var isShown: Bool

    func body(content: Content) -> some View {
        content.overlay(alignment: .trailing) {
            InfoMark(isShown: $isShown)
        }
    }
}

struct InfoMark: View {
    @Binding var isShown: Bool

    var body: some View {
        Image(systemName: isShown ? "info.circle.fill" : "info.circle")
    }
}

extension View {
    func infoBubble(isShown: Binding<Bool>) -> some View {
        modifier(InfoBubble(isShown: isShown))
    }
}

struct DishMenu: View {
    let dishes: [Dish]
    @State private var picked: Dish?
    @State private var locked = false
    @State private var open = true
    @State private var limit = 3

    var body: some View {
        List(selection: $picked) {
            ForEach(dishes) { dish in
                DishRow(dish: dish, locked: locked, open: open, limit: limit, picked: $picked)
                    .tag(dish)
            }
            Button("Lock") { locked.toggle(); open.toggle(); limit += 1 }
        }
    }
}
