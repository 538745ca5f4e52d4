import Observation
import SwiftUI

protocol RoomOutput: AnyObject {
    func roomClosed()
}

struct RoomSettings {
    let roomId: String
    let title: String
}

@MainActor
@Observable
final class ThreadCoordinatorModel: RoomOutput {
    @ObservationIgnored
    let roomId: String
    @ObservationIgnored
    let settings: RoomSettings
    var showInfo = false

    init(roomId: String) {
        self.roomId = roomId
        self.settings = RoomSettings(roomId: roomId, title: "")
    }

    func roomClosed() {}
}

final class RoomInfoModel: ObservableObject {
    @Published var members: [String] = []
    let roomId: String

    init(roomId: String) {
        self.roomId = roomId
    }
}

struct RoomInfoView: View {
    @StateObject private var model: RoomInfoModel
    private weak var output: (any RoomOutput)?

    init(roomId: String, output: (any RoomOutput)?) {
        _model = StateObject(wrappedValue: RoomInfoModel(roomId: roomId))
        self.output = output
    }

    var body: some View {
        List(model.members, id: \.self) { Text($0) }
            .navigationTitle(model.roomId)
    }
}

struct ThreadCoordinatorView: View {
    @State private var model: ThreadCoordinatorModel

    init(roomId: String) {
        _model = State(initialValue: ThreadCoordinatorModel(roomId: roomId))
    }

    var body: some View {
        Text("Thread")
            .panel(isPresented: $model.showInfo) {
                RoomInfoView(roomId: model.roomId, output: model)
            }
    }
}

struct RoomSettingsCoordinatorView: View {
    @State private var model: ThreadCoordinatorModel

    init(roomId: String) {
        _model = State(initialValue: ThreadCoordinatorModel(roomId: roomId))
    }

    var body: some View {
        Text("Settings")
            .panel(isPresented: $model.showInfo) {
                RoomInfoView(roomId: model.settings.roomId, output: model)
            }
    }
}

extension View {
    /// A presentation of the app's own, shown over the view.
    func panel<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        overlay {
            if isPresented.wrappedValue { content() }
        }
    }
}

#Preview {
    RoomInfoView(roomId: UUID().uuidString, output: nil)
}
