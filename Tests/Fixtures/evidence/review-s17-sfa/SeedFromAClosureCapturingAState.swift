import SwiftUI

final class ExportPromptModel: ObservableObject {
    @Published var isWorking = false
    private let onExport: () -> Void

    init(onExport: @escaping () -> Void) {
        self.onExport = onExport
    }

    func export() { onExport() }
}

struct ExportPrompt: View {
    @StateObject private var model: ExportPromptModel

    init(onExport: @escaping () -> Void) {
        _model = StateObject(wrappedValue: ExportPromptModel(onExport: onExport))
    }

    var body: some View {
        Button("Export") { model.export() }
            .disabled(model.isWorking)
    }
}

@Observable
final class ExportSettingsModel {
    func export(as format: String) {}
}

struct ExportSettingsView: View {
    @State private var model = ExportSettingsModel()
    @State private var format = "pdf"

    var body: some View {
        VStack {
            Picker("Format", selection: $format) {
                Text("PDF").tag("pdf")
                Text("Text").tag("txt")
            }
            ExportPrompt(onExport: { model.export(as: format) })
        }
    }
}
