import Observation
import SwiftUI

final class StampModel: ObservableObject {
    @Published var isShown = true
    let label: String
    let stampedAt: Date

    init(label: String, stampedAt: Date) {
        self.label = label
        self.stampedAt = stampedAt
    }
}

struct Stamp: View {
    @StateObject private var model: StampModel

    init(label: String, stampedAt: Date = Date()) {
        _model = StateObject(wrappedValue: StampModel(label: label, stampedAt: stampedAt))
    }

    var body: some View {
        Text("\(model.label) \(model.stampedAt.formatted())")
            .opacity(model.isShown ? 1 : 0)
    }
}

struct Label {
    let text: String
}

@Observable
final class StampCoordinatorModel {
    let title: Label

    init(title: Label) {
        self.title = title
    }
}

struct StampCoordinatorView: View {
    @State private var model = StampCoordinatorModel(title: Label(text: "Draft"))

    var body: some View {
        Stamp(label: model.title.text)
    }
}
