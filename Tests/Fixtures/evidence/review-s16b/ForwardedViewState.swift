import Observation
import SwiftUI

struct PrivacyBindings {
    var hopDistance = 10
}

struct PrivacyState {
    var hidesAvatars = false
    var isSaving = false
    var bindings = PrivacyBindings()
}

enum PrivacyAction {
    case setHidesAvatars(Bool)
}

final class PrivacyModel {
    var context: Context

    init() {
        context = Context(viewState: PrivacyState())
        context.model = self
    }

    func handle(_ action: PrivacyAction) {
        switch action {
        case .setHidesAvatars(let hides):
            context.viewState.hidesAvatars = hides
        }
    }

    @dynamicMemberLookup
    @Observable final class Context {
        fileprivate weak var model: PrivacyModel?
        fileprivate(set) var viewState: PrivacyState

        subscript<T>(dynamicMember keyPath: WritableKeyPath<PrivacyBindings, T>) -> T {
            get { viewState.bindings[keyPath: keyPath] }
            set { viewState.bindings[keyPath: keyPath] = newValue }
        }

        func send(_ action: PrivacyAction) {
            model?.handle(action)
        }

        fileprivate init(viewState: PrivacyState) {
            self.viewState = viewState
        }
    }
}

struct SettingRow<Custom: View>: View {
    enum Kind {
        case toggle(Binding<Bool>)
        case custom(() -> Custom)
    }

    let title: String
    let kind: Kind

    var body: some View {
        switch kind {
        case .toggle(let isOn):
            Toggle(title, isOn: isOn)
        case .custom(let content):
            content()
        }
    }
}

struct PrivacyScreen: View {
    @Bindable var context: PrivacyModel.Context

    var body: some View {
        Form {
            avatarsSection
            distanceSection
        }
        .onAppear { context.send(.setHidesAvatars(false)) }
    }

    @ViewBuilder
    private var avatarsSection: some View {
        let binding = Binding(get: {
            context.viewState.hidesAvatars
        }, set: { newValue in
            context.send(.setHidesAvatars(newValue))
        })

        Section {
            SettingRow<EmptyView>(title: "Hide avatars", kind: .toggle(binding))
                .disabled(context.viewState.isSaving)
        }
    }

    @ViewBuilder
    private var distanceSection: some View {
        let binding = Binding(get: {
            Double(context.hopDistance)
        }, set: { newValue in
            context.hopDistance = Int(newValue)
        })

        Section {
            SettingRow(title: "Distance", kind: .custom {
                VStack {
                    Text("\(context.hopDistance) m")
                    Slider(value: binding, in: 1...100)
                }
            })
        }
    }
}

struct VolumeScreen: View {
    @State private var level = 3
    @State private var caption = "Volume"

    var body: some View {
        Form {
            volumeSection
            Button("Rename") { caption += "!" }
        }
    }

    @ViewBuilder
    private var volumeSection: some View {
        let binding = Binding(get: {
            Double(level)
        }, set: { newValue in
            level = Int(newValue)
        })

        Section(caption) {
            SettingRow(title: "Volume", kind: .custom {
                Slider(value: binding, in: 0...10)
            })
        }
    }
}
