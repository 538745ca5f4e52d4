import SwiftUI

// A favourite button building its model from what the detail screen passes: the recipe comes from
// a view model that never changes it after `init`, the servings from a state a button sets. Only
// the servings can change while the button stays, so the message names them.
struct Recipe {
    let name: String
}

final class RecipeViewModel: ObservableObject {
    @Published var recipe: Recipe
    @Published var isSaving = false

    init(recipe: Recipe) {
        self.recipe = recipe
    }
}

final class FavoriteModel: ObservableObject {
    @Published var isFavorite = false
    let recipe: Recipe
    let servings: Int?

    init(recipe: Recipe, servings: Int?) {
        self.recipe = recipe
        self.servings = servings
    }
}

struct FavoriteButton: View {
    @StateObject private var model: FavoriteModel

    init(recipe: Recipe, servings: Int?) {
        _model = StateObject(wrappedValue: FavoriteModel(recipe: recipe, servings: servings))
    }

    var body: some View {
        Button(model.isFavorite ? "Saved" : "Save") { model.isFavorite.toggle() }
    }
}

struct RecipeDetail: View {
    @StateObject private var viewModel = RecipeViewModel(recipe: Recipe(name: "Soup"))
    @State private var servings: Int?

    var body: some View {
        VStack {
            Text(viewModel.recipe.name)
            FavoriteButton(recipe: viewModel.recipe, servings: servings)
            Button("Serve four") { servings = 4 }
        }
    }
}
