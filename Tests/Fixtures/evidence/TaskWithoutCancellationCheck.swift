import Foundation
import SwiftUI

final class SyncSettings: ObservableObject {
    @Published var autoSync = false
}

enum Defaults {
    static func readAutoSync() async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) { continuation.resume(returning: true) }
        }
    }
}

struct SyncSheet: View {
    @EnvironmentObject private var settings: SyncSettings
    var body: some View {
        Toggle("Sync automatically", isOn: $settings.autoSync)
            .onAppear {
                Task {
                    if await Defaults.readAutoSync() { settings.autoSync = true }
                }
            }
    }
}
