import SwiftUI

enum StreamQuality: String, CaseIterable, Identifiable {
    case low, high
    var id: String { rawValue }
}

final class StreamSettings: ObservableObject {
    @Published var quality: StreamQuality = .low
}

// A screen whose sections are declared in extensions in other files
// (SettingsScreen+QualitySection.swift), and the alias they share in a third
// (SettingsScreen+Aliases.swift).
struct SettingsScreen: View {
    @StateObject private var settings = StreamSettings()

    var body: some View {
        Form {
            QualitySection(settings: settings)
        }
    }
}
