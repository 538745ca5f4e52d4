import SwiftUI

// A detail pane that builds its loader from the selected id: the loader is made once, so picking
// another id keeps loading the first one.
final class ArticleLoader: ObservableObject {
    @Published var title = ""
    let articleID: Int

    init(articleID: Int) {
        self.articleID = articleID
    }
}

struct ArticlePane: View {
    @StateObject private var loader: ArticleLoader

    init(articleID: Int) {
        _loader = StateObject(wrappedValue: ArticleLoader(articleID: articleID))
    }

    var body: some View {
        Text(loader.title)
    }
}

struct ArticleReader: View {
    @State private var selectedID = 1

    var body: some View {
        HStack {
            Stepper("Article \(selectedID)", value: $selectedID)
            ArticlePane(articleID: selectedID)
        }
    }
}
