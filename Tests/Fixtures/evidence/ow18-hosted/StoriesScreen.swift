import SwiftUI
import UIKit

struct StoriesScreen: View {
    @ObservedObject var model: StoriesModel

    init(source: String) {
        model = StoriesModel(source: source)
    }

    var body: some View {
        Text("\(model.source) \(model.index)")
            .onTapGesture { model.index += 1 }
    }
}

struct StoriesPresenter {
    func show(in controller: UIViewController) {
        let host = UIHostingController(rootView: StoriesScreen(source: "year").padding(8))
        controller.present(host, animated: true)
    }
}
