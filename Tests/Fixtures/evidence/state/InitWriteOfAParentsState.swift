import SwiftUI

struct Payload {
    var title = ""
    var localizedKey: String?
    var isLocalized: Bool { localizedKey != nil }
}

// The form picks its tab from the payload in `init`, but the write is dropped; and the parent
// fills the payload in `.onAppear`, after the form is first made, so the first value `init`
// writes comes from the payload as it starts: seeding the state would keep that one.
private struct PayloadForm: View {
    @Binding private var payload: Payload
    @State private var selectedTab = 1

    init(payload: Binding<Payload>) {
        _payload = payload
        self.selectedTab = self.payload.isLocalized ? 2 : 1
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            TextField("Title", text: $payload.title).tag(1)
            Text(payload.localizedKey ?? "").tag(2)
        }
    }
}

struct PayloadEditor: View {
    @AppStorage("savedKey") private var savedKey = ""
    @State private var payload = Payload()

    var body: some View {
        HStack {
            PayloadForm(payload: $payload)
        }
        .onAppear {
            payload = Payload(title: "Saved", localizedKey: savedKey.isEmpty ? nil : savedKey)
        }
    }
}
