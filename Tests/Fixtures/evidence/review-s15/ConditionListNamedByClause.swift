import SwiftUI

// A picker held under a condition list of two clauses: the summary names each clause whole,
// never one excerpt cut across the comma that reads as a single condition.
final class SpeechSettings: ObservableObject {
    @Published var configuration = Configuration()

    struct Configuration {
        var enableOnDeviceRecognition = false
        var locale = "en"
    }
}

struct SpeechSettingsView: View {
    @ObservedObject var settings: SpeechSettings
    let supportedRecognitionLocales: [String]

    var body: some View {
        Form {
            if settings.configuration.enableOnDeviceRecognition, !supportedRecognitionLocales.isEmpty {
                Picker("Language", selection: Binding(get: { settings.configuration.locale },
                                                      set: { settings.configuration.locale = $0 })) {
                    ForEach(supportedRecognitionLocales, id: \.self) { Text($0).tag($0) }
                }
            }
        }
    }
}
