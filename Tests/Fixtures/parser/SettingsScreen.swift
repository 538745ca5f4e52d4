import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

struct SettingsScreen: View {
    @Environment(\.dismiss) private var dismiss
    @AppStorage("theme") private var theme: Theme = .system
    @State private var showsReset = false
    @State private var volume: Double = 0.5
    let sections: [String]

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { option in
                            Text(option.rawValue.capitalized).tag(option)
                        }
                    }
                    Slider(value: $volume, in: 0...1) { Text("Volume \(Int(volume * 100))") }
                }
                ForEach(sections.indices, id: \.self) { i in
                    if i.isMultiple(of: 2) {
                        Text(sections[i]).bold()
                    } else {
                        Text(sections[i])
                    }
                }
                Button(role: .destructive) { showsReset = true } label: { Label("Reset", systemImage: "trash") }
            }
            .navigationTitle("Settings")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .alert("Reset?", isPresented: $showsReset) {
                Button("Reset", role: .destructive) { theme = .system }
            }
        }
    }
}

struct VolumeBadge: View, Equatable {
    let level: Int
    var body: some View {
        Text(level > 50 ? "Loud" : "Quiet")
            .padding(4)
    }
    static func == (lhs: VolumeBadge, rhs: VolumeBadge) -> Bool { lhs.level / 10 == rhs.level / 10 }
}

#Preview {
    SettingsScreen(sections: ["A", "B"])
}
