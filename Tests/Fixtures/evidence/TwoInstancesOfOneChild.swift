import SwiftUI

// Two instances of one child type, each given its own closure binding: each finding is counted
// at its own instance, so fixing one does not hide the other.
struct LabeledField: View {
    let label: String
    @Binding var text: String

    var body: some View {
        HStack {
            Text(label)
            TextField(label, text: $text)
        }
    }
}

final class Profile: ObservableObject {
    @Published var firstName = ""
    @Published var lastName = ""
}

struct ProfileForm: View {
    @ObservedObject var profile: Profile
    @State private var saveCount = 0

    var body: some View {
        Form {
            LabeledField(label: "First", text: Binding(get: { profile.firstName }, set: { profile.firstName = $0 }))
            LabeledField(label: "Last", text: Binding(get: { profile.lastName }, set: { profile.lastName = $0 }))
            Button("Save \(saveCount)") { saveCount += 1 }
        }
    }
}
