import SwiftUI

// Rows over a collection the code only replaces as a whole: no insert, delete or move is the
// code's to try.

struct SamplePrompt {
    let text: String
    static let all = [SamplePrompt(text: "Plan a trip"), SamplePrompt(text: "Write a poem"), SamplePrompt(text: "Explain a joke")]
}

/// Set only as the view appears, on the main queue's next turn, to a new shuffle.
struct PromptGrid: View {
    @State private var prompts: [SamplePrompt] = []
    var send: (String) -> Void

    var body: some View {
        VStack {
            ForEach(0..<prompts.prefix(4).count, id: \.self) { index in // expect: foreach_index_identity@13 refuted
                Button(prompts[index].text) { send(prompts[index].text) }
            }
        }
        .onAppear {
            DispatchQueue.main.async {
                withAnimation {
                    prompts = SamplePrompt.all.shuffled()
                }
            }
        }
    }
}

/// The same, but each row keeps state of its own: run with the one change the code makes.
struct PromptCards: View {
    @State private var prompts: [SamplePrompt] = []

    var body: some View {
        VStack {
            ForEach(prompts.indices, id: \.self) { index in // expect: foreach_index_identity@13 confirmed
                PromptCard(text: prompts[index].text)
            }
        }
        .onAppear {
            DispatchQueue.main.async { prompts = SamplePrompt.all.shuffled() }
        }
    }
}

struct PromptCard: View {
    let text: String
    @State private var expanded = false

    var body: some View {
        Text(expanded ? text : String(text.prefix(8))).onTapGesture { expanded.toggle() }
    }
}

/// Written in a button too: not only as the view appears.
struct PromptEditor: View {
    @State private var prompts: [SamplePrompt] = []

    var body: some View {
        VStack {
            ForEach(prompts.indices, id: \.self) { index in // expect: foreach_index_identity@13 confirmed
                Text(prompts[index].text)
            }
            Button("Shuffle") { prompts = SamplePrompt.all.shuffled() }
        }
        .onAppear { prompts = SamplePrompt.all }
    }
}

enum Player: String, CaseIterable {
    case native, custom

    var formats: [String] {
        switch self {
        case .native: Self.nativeFormats
        case .custom: Self.customFormats
        }
    }

    static var nativeFormats: [String] { ["mp4", "mov"] }
    static var customFormats: [String] { ["mkv", "webm", "avi"] }
}

struct SettingKey<Value> {
    let name: String
    let fallback: Value
}

extension SettingKey where Value == Player {
    static var player: SettingKey<Player> { SettingKey(name: "player", fallback: .native) }
}

@propertyWrapper
struct Setting<Value>: DynamicProperty {
    let key: SettingKey<Value>
    init(_ key: SettingKey<Value>) { self.key = key }
    var wrappedValue: Value { key.fallback }
}

/// An enum's computed list, the view's property typed only by its wrapper's key.
struct FormatList: View {
    @Setting(.player) private var player

    var body: some View {
        List {
            ForEach(Array(player.formats.enumerated()), id: \.offset) { _, format in // expect: foreach_index_identity@13 refuted
                Text(format)
            }
        }
    }
}

/// Another type's member of the same name, which only shares it.
struct ExportProfile {
    var formats: [String] = []
}

func makeProfile(for player: Player) -> ExportProfile {
    var profile: ExportProfile = .init()
    profile.formats = player.formats
    profile.formats.append("gif")
    return profile
}
