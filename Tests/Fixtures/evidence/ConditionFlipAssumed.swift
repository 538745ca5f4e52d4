import SwiftUI

// A conditional modifier is judged by flipping its condition directly: whether the app ever
// flips it is an assumption the summary names.
struct DraftBanner: View {
    let title: String
    let isDraft: Bool

    var body: some View {
        HStack {
            Image(systemName: "doc")
            if isDraft {
                Text(title).italic()
            } else {
                Text(title)
            }
        }
    }
}

struct DraftList: View {
    @State private var showsDrafts = true

    var body: some View {
        VStack {
            DraftBanner(title: "Notes", isDraft: showsDrafts)
            Toggle("Drafts", isOn: $showsDrafts)
        }
    }
}
