import SwiftUI

// A write in `init` through a member of a struct a `@State` holds: the changed copy goes back
// through the state's setter, which drops it before the view is installed.
struct SignatureSettings {
    var signature = ""
    var sendsReceipts = false
}

struct SignaturePane: View {
    @State private var settings = SignatureSettings()

    init(signature: String) {
        settings.signature = signature
    }

    var body: some View {
        TextField("Signature", text: $settings.signature)
    }
}

struct SignatureScreen: View {
    @State private var name = "Ada"
    var body: some View {
        SignaturePane(signature: name)
        Button("Rename") { name += "!" }
    }
}
