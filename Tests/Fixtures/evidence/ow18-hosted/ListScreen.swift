import SwiftUI
import UIKit

struct ListScreen: View {
    @ObservedObject var style = ListStyle()
    @ObservedObject var model: ListModel

    var body: some View {
        List(model.items, id: \.self) { item in
            Text(item).lineLimit(style.expanded ? nil : 1)
        }
        .onTapGesture { style.expanded.toggle() }
    }
}

// The screen is made once, as the root of this controller: `.init(model:)` names no type.
final class ListController: UIHostingController<ListScreen> {
    init(model: ListModel) {
        super.init(rootView: .init(model: model))
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
