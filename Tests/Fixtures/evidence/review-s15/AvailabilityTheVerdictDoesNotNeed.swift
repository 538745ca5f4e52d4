import SwiftUI

// `#available` / `#unavailable` branches the verdicts do not rest on: inside each row both
// sides show the same stateful cover, and beside the flagged field a link that only the newer
// OS shows. Each verdict holds on every OS, so neither may be given "assuming the app runs
// where … holds". (A driver read only on the newer OS keeps its clause: see ../availability.)
struct Cover: Equatable {
    var title: String
    var imageURL: String
}

struct CoverImage: View {
    let url: String
    @State private var loaded: String?

    var body: some View {
        Text(loaded ?? url)
            .task(id: url) { loaded = url }
    }
}

struct CoverShelf: View {
    @State private var covers: [Cover] = []
    let onPress: ((Cover) -> Void)?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(covers.indices, id: \.self) { offset in
                    let cover = covers[offset]
                    let label = CoverImage(url: cover.imageURL)
                    if #unavailable(iOS 18.0), onPress != nil {
                        label.onTapGesture { onPress?(cover) }
                    } else {
                        Button { onPress?(cover) } label: { label }
                    }
                }
            }
        }
        .onAppear { covers.insert(Cover(title: "new", imageURL: "new.png"), at: 0) }
    }
}

final class ServerSettings: ObservableObject {
    @Published var name = ""
    @Published var address = ""

    func rename(_ newName: String) { name = newName }
}

struct NameField: View {
    let title: String
    @Binding var text: String

    var body: some View {
        TextField(title, text: $text)
    }
}

struct ServerSettingsView: View {
    @StateObject private var settings = ServerSettings()

    var body: some View {
        Form {
            NameField(title: "Name", text: Binding(get: { settings.name }, set: { settings.rename($0) }))
            if #available(iOS 26.0, *) {
                NavigationLink {
                    Text("Address editor")
                } label: {
                    Text(settings.address)
                }
            }
        }
    }
}
