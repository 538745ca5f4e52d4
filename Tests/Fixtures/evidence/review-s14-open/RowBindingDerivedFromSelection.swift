import SwiftUI

// A row's binding derived from the list's selection: its value (`picked == recipe`) changes only
// in the rows a new selection picks or drops, while every change of `picked` re-runs every row.
struct Recipe: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct RecipeRow: View {
    var recipe: Recipe
    @Binding var picked: Recipe?

    private var detailShown: Binding<Bool> {
        Binding<Bool> {
            picked == recipe
        } set: { shown in
            if shown {
                picked = recipe
            } else if picked == recipe {
                picked = nil
            }
        }
    }

    var body: some View {
        Text(recipe.title)
            .detailBubble(isShown: detailShown)
    }
}

struct DetailBubble: ViewModifier {
    @Binding var isShown: Bool

    func body(content: Content) -> some View {
        content.overlay(alignment: .trailing) {
            BubbleMark(isShown: $isShown)
        }
    }
}

struct BubbleMark: View {
    @Binding var isShown: Bool

    var body: some View {
        Image(systemName: isShown ? "info.circle.fill" : "info.circle")
    }
}

extension View {
    func detailBubble(isShown: Binding<Bool>) -> some View {
        modifier(DetailBubble(isShown: isShown))
    }
}

struct RecipeList: View {
    let recipes: [Recipe]
    @State private var picked: Recipe?

    var body: some View {
        List(selection: $picked) {
            ForEach(recipes) { recipe in
                RecipeRow(recipe: recipe, picked: $picked)
                    .tag(recipe)
            }
        }
    }
}
