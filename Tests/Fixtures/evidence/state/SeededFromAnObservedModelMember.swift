import SwiftUI

// The favourite button of SeededFromAKeptModelMember.swift, under a screen that only observes its view
// model: the parent may hand it another model, so the dish is a changing source too, though no
// code writes it after `init`; the message names the first changing source, the model.
struct Dish {
    let name: String
}

final class DishViewModel: ObservableObject {
    @Published var dish: Dish
    @Published var isSaving = false

    init(dish: Dish) {
        self.dish = dish
    }
}

final class StarModel: ObservableObject {
    @Published var isFavorite = false
    let dish: Dish
    let servings: Int?

    init(dish: Dish, servings: Int?) {
        self.dish = dish
        self.servings = servings
    }
}

struct StarButton: View {
    @StateObject private var model: StarModel

    init(dish: Dish, servings: Int?) {
        _model = StateObject(wrappedValue: StarModel(dish: dish, servings: servings))
    }

    var body: some View {
        Button(model.isFavorite ? "Saved" : "Save") { model.isFavorite.toggle() }
    }
}

struct DishDetail: View {
    @ObservedObject var viewModel: DishViewModel
    @State private var servings: Int?

    var body: some View {
        VStack {
            Text(viewModel.dish.name)
            StarButton(dish: viewModel.dish, servings: servings)
            Button("Serve four") { servings = 4 }
        }
    }
}
