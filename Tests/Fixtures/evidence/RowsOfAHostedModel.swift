import SwiftUI
import UIKit

// A view made only as the root of a new hosting controller keeps the one model it is given:
// what that model sets while it is made never changes, nor the `let`s of its elements.

struct Login: Identifiable {
    let id: Int
    let name: String
}

final class LoginGroup {
    let groupedLogins: [Login]

    init(logins: [Login]) {
        self.groupedLogins = logins
    }
}

final class LoginPromptModel: ObservableObject {
    @Published var promptLoginGroups: [LoginGroup] = []
    @Published var isBusy = false

    init(logins: [Login]) {
        fill(logins)
    }

    private func fill(_ logins: [Login]) {
        promptLoginGroups = [LoginGroup(logins: logins)]
    }
}

struct LoginPrompt: View {
    @ObservedObject var model: LoginPromptModel

    var body: some View {
        VStack {
            ForEach(model.promptLoginGroups.indices, id: \.self) { group in
                ForEach(model.promptLoginGroups[group].groupedLogins.indices, id: \.self) { index in
                    Text(model.promptLoginGroups[group].groupedLogins[index].name)
                }
            }
        }
    }
}

final class LoginPromptController: UIViewController {
    var logins: [Login] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let model = LoginPromptModel(logins: logins)
        let prompt = LoginPrompt(model: model)
        let host = UIHostingController(rootView: prompt)
        addChild(host)
        view.addSubview(host.view)
    }
}

// The same kind of prompt, but a SwiftUI parent also builds it: its model may be another.
struct PickerPrompt: View {
    @ObservedObject var model: LoginPromptModel

    var body: some View {
        ForEach(model.promptLoginGroups.indices, id: \.self) { group in
            Text("\(model.promptLoginGroups[group].groupedLogins.count)")
        }
    }
}

struct PickerScreen: View {
    @State private var logins: [Login] = []

    var body: some View {
        PickerPrompt(model: LoginPromptModel(logins: logins))
    }
}

final class PickerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: PickerPrompt(model: LoginPromptModel(logins: [])))
        addChild(host)
    }
}
