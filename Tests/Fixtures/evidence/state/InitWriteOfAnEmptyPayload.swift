import SwiftUI

// The form picks its tab in `init` from whether the message uses localized keys. The write is
// dropped; and the first `init` reads the message as the editor's state starts, `Message()`,
// whose keys are all empty: it writes 1, the tab's default, so seeding the state would show the
// same. The editor fills the message later, in `.onAppear`, and only later `init`s see that.
struct Message {
    var alert = Alert()
    var badge = ""
}

extension Message {
    struct Alert {
        var title = ""
        var titleKey = ""
        var bodyKey = ""
        var keyArguments: [String] = []

        var usesKeys: Bool {
            titleKey.count + bodyKey.count + keyArguments.count > 0
        }

        init() { }
    }
}

private struct MessageForm: View {
    @Binding private var message: Message
    @State private var selectedTab = 1

    init(message: Binding<Message>) {
        _message = message
        self.selectedTab = self.message.alert.usesKeys ? 2 : 1
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            TextField("Title", text: $message.alert.title).tag(1)
            TextField("Title key", text: $message.alert.titleKey).tag(2)
        }
    }
}

struct MessageEditor: View {
    @AppStorage("draft") private var draft = ""
    @State private var message = Message()

    var body: some View {
        VStack {
            MessageForm(message: $message)
            Text(message.badge)
        }
        .onAppear {
            message.alert.titleKey = draft
        }
    }
}

// The same form shown in a sheet: it is first made when the sheet opens, after the editor may
// have changed its message, so nothing is computed from the message as it starts.
private struct SheetForm: View {
    @Binding private var message: Message
    @State private var selectedTab = 1

    init(message: Binding<Message>) {
        _message = message
        self.selectedTab = self.message.alert.usesKeys ? 2 : 1
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            TextField("Title", text: $message.alert.title).tag(1)
        }
    }
}

struct SheetEditor: View {
    @State private var message = Message()
    @State private var isEditing = false

    var body: some View {
        Button("Edit \(message.badge)") { isEditing = true }
            .sheet(isPresented: $isEditing) {
                SheetForm(message: $message)
            }
    }
}
