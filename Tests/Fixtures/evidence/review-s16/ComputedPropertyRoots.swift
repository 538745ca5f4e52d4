import SwiftUI

// Rows over a member of a computed property of the same view, itself computed from another
// over a `@Binding`: the collection comes from the binding, through the view's own getters.
struct Recipe: Equatable {
    var steps: [String]
    static let blank = Recipe(steps: [])
}

struct Menu: Equatable {
    var recipes: [String: Recipe]
}

struct StepField: View {
    let number: Int
    @State private var draft = ""

    var body: some View {
        TextField("Step \(number)", text: $draft)
    }
}

struct RecipeEditor: View {
    @Binding var menu: Menu
    let dish: String

    private var current: Recipe? { menu.recipes[dish] }

    private var recipe: Recipe { current ?? Recipe.blank }

    var body: some View {
        VStack {
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                StepField(number: index + 1)
                    .help(step)
            }
            Button("Add step") { menu.recipes[dish, default: .blank].steps.insert("New", at: 0) }
        }
    }
}
