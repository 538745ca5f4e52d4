import SwiftUI

@Observable final class BookShelf {
    var names: [String] = []
    func add(_ name: String) { names.append(name) }
}

struct NamePicker: View {
    @Binding var name: String?
    var body: some View { Button("Choose") { name = "Picked" } }
}

struct BookShelfScreen: View {
    let shelf: BookShelf
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Tapped \(taps)") { taps += 1 }
            #if os(visionOS)
            spatialPicker
            #endif
            #if os(macOS)
            desktopPicker
            #endif
        }
    }

    @ViewBuilder private var spatialPicker: some View {
        let target = shelf
        NamePicker(name: Binding(get: { nil }, set: { if let name = $0 { target.add(name) } }))
    }

    @ViewBuilder private var desktopPicker: some View {
        let target = shelf
        NamePicker(name: Binding(get: { nil }, set: { if let name = $0 { target.add(name) } }))
    }
}

final class NoteDraft: ObservableObject {
    @Published var heading = ""
    @Published var characters = 0
}

struct HeadingField: View {
    @Binding var heading: String
    var body: some View { TextField("Heading", text: $heading) }
}

struct NoteScreen: View {
    @ObservedObject var draft: NoteDraft
    var body: some View {
        VStack {
            HeadingField(heading: Binding(get: { draft.heading }, set: { draft.heading = $0 }))
            Text("\(draft.characters) characters")
        }
    }
}

struct NoteLine { var text: String }

final class NoteSections: ObservableObject {
    @Published var lines: [String: NoteLine] = [:]
    @Published var edits = 0
}

struct SectionEditor: View {
    @ObservedObject var sections: NoteSections
    let key: String
    var body: some View {
        VStack {
            HeadingField(heading: Binding(get: { sections.lines[key]?.text ?? "" },
                                          set: { sections.lines[key] = NoteLine(text: $0) }))
            Text("\(sections.edits) edits")
        }
    }
}

#if os(watchOS)
// Declared for watchOS only: its versions are watchOS's.
final class Volume: ObservableObject {
    @Published var level = 0.0
    @Published var muted = false
}

struct VolumeCrown: View {
    @ObservedObject var volume: Volume
    var body: some View {
        VStack {
            LevelDial(level: Binding(get: { volume.level }, set: { volume.level = $0 }))
            Toggle("Mute", isOn: $volume.muted)
        }
    }
}

struct LevelDial: View {
    @Binding var level: Double
    var body: some View { Text("\(level)") }
}
#endif
