import SwiftUI

final class LogoutPromptModel: ObservableObject {
    @Published var isWorking = false
    private let onBackUp: () -> Void
    private let onConfirm: () -> Void

    init(onBackUp: @escaping () -> Void, onConfirm: @escaping () -> Void) {
        self.onBackUp = onBackUp
        self.onConfirm = onConfirm
    }

    func backUp() { onBackUp() }
    func confirm() { onConfirm() }
}

struct LogoutPrompt: View {
    @StateObject private var model: LogoutPromptModel

    init(onBackUp: @escaping () -> Void, onConfirm: @escaping () -> Void) {
        _model = StateObject(wrappedValue: LogoutPromptModel(onBackUp: onBackUp, onConfirm: onConfirm))
    }

    var body: some View {
        VStack {
            Button("Back up first") { model.backUp() }
            Button("Log out") { model.confirm() }
        }
        .disabled(model.isWorking)
    }
}

@Observable
final class AccountSettingsModel {
    var showLogout = false
    func backUpKeys() {}
    func logOut(keepingDrafts: Bool) {}
}

struct AccountSettingsView: View {
    @State private var model = AccountSettingsModel()

    var body: some View {
        Button("Log out") { model.showLogout = true }
            .overlay {
                if model.showLogout {
                    LogoutPrompt {
                        model.backUpKeys()
                    } onConfirm: {
                        let keep = false
                        model.logOut(keepingDrafts: keep)
                    }
                }
            }
    }
}
