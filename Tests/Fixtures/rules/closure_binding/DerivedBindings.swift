import SwiftUI

enum Glyph: String {
    case star, heart, bolt

    init?(storedName: String) { self.init(rawValue: storedName) }
    var storedName: String { rawValue }
}

/// Stores the chosen glyph by name, and whether the user picked it.
final class BadgeModel: ObservableObject {
    @Published var glyphName: String?
    @Published var glyphIsCustom = false
    @Published private(set) var level = 0.5

    func setLevel(_ value: Double) { level = min(max(value, 0), 1) }
}

struct GlyphPicker: View {
    @Binding var glyph: Glyph?
    var body: some View {
        HStack {
            Button("Star") { glyph = .star }
            Button("Heart") { glyph = .heart }
            Button("None") { glyph = nil }
        }
    }
}

struct LevelDial: View {
    @Binding var level: Double
    var body: some View { Slider(value: $level) }
}

struct BadgeEditor: View {
    @ObservedObject var model: BadgeModel
    @State private var expanded = false

    var body: some View {
        VStack {
            // Converts `String?` to `Glyph?` and back: `$model.glyphName` is another type.
            GlyphPicker(glyph: Binding(get: { model.glyphName.flatMap(Glyph.init(storedName:)) }, set: { model.glyphName = $0?.storedName })) // expect: closure_binding@32 confirmed
            // Writes two properties.
            GlyphPicker(glyph: Binding(get: { model.glyphName.flatMap(Glyph.init(storedName:)) }, set: { newGlyph in // expect: closure_binding@32 confirmed
                model.glyphName = newGlyph?.storedName
                model.glyphIsCustom = true
            }))
            // Reads a property that only a method writes.
            LevelDial(level: Binding(get: { model.level }, set: { model.setLevel($0) })) // expect: closure_binding@30 confirmed
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
    }
}

/// A built-in control re-checks a new binding itself; the help still names what would be the same binding.
struct MutedToggle: View {
    @State private var muted: Set<String> = []
    let name: String

    var body: some View {
        Toggle(name, isOn: Binding(get: { muted.contains(name) }, set: { isOn in // expect: closure_binding@28
            if isOn { muted.insert(name) } else { muted.remove(name) }
        }))
    }
}

final class Counters {
    var taps = 0
}

/// `counters` is a plain reference: nothing of it can be projected with `$` as it is.
struct TapCounter: View {
    let counters: Counters
    @State private var label = "Taps"

    var body: some View {
        Stepper(label, value: Binding(get: { counters.taps }, set: { counters.taps = max($0, 0) })) // expect: closure_binding@31
            .onTapGesture { label = "Taps!" }
    }
}

final class Uploader: ObservableObject {
    @Published var isPublic = false
    func publish(_ value: Bool) async { isPublic = value }
}

/// A `set` that starts work: it calls no method of its own, it starts a task.
struct PublishToggle: View {
    @ObservedObject var uploader: Uploader

    var body: some View {
        Toggle("Public", isOn: Binding(get: { uploader.isPublic }, set: { value in Task { await uploader.publish(value) } })) // expect: closure_binding@32
    }
}
