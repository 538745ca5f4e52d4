import SwiftUI

// Closure bindings no `$` projection reproduces: the help says to make one, so the summary names
// the fix as that change, never as a binding the code already has.
final class Alerts: ObservableObject {
    @Published var enabled = false
    func setEnabled(_ on: Bool) { enabled = on }
}

struct AlertSettings: View {
    @ObservedObject var alerts: Alerts
    @State private var showsMore = false

    var body: some View {
        Form {
            Toggle("Alerts", isOn: Binding(get: { alerts.enabled }, set: { alerts.setEnabled($0) }))
            Button("More") { showsMore.toggle() }
        }
    }
}

final class Reminders: ObservableObject {
    @Published var count = 0
}

struct ReminderSettings: View {
    @ObservedObject var reminders: Reminders

    var body: some View {
        Form {
            Text("\(reminders.count) reminders")
            Toggle("Remind me", isOn: Binding(get: { UserDefaults.standard.bool(forKey: "remind") },
                                              set: { UserDefaults.standard.set($0, forKey: "remind") }))
        }
    }
}

// The presentation idiom over an optional: the help proposes a `Bool` kept in `@State`, and the
// summary names that change.
struct RetryBanner: View {
    @State private var failure: String?
    @State private var attempts = 0

    var body: some View {
        Button("Retry (\(attempts))") { attempts += 1 }
            .alert("Failed", isPresented: Binding(get: { failure != nil }, set: { if !$0 { failure = nil } })) {
                Button("OK") {}
            }
    }
}
