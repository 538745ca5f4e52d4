import SwiftUI

struct Profile {
    var name = ""
    var isPublic = false
}

struct ProfileView: View {
    @State private var profile = Profile()

    var body: some View {
        Form {
            TextField("Name", text: Binding(get: { profile.name }, set: { profile.name = $0 }))
            Toggle("Public", isOn: $profile.isPublic)
            AnyView(Text("Édité ✓"))
        }
    }
}
