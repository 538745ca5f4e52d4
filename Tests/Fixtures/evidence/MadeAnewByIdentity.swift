import SwiftUI

let reminderDefaults = UserDefaults.standard

/// A screen that redraws itself by giving its list a new `.id` after each write: every update
/// makes the `Toggle` anew, with a closure binding or any other, so there is no `Toggle` that
/// stays for a stable binding to spare. The first `Toggle`'s counts end when it goes: unconfirmed,
/// never refuted on them.
struct ReminderSettings: View {
    @State private var redrawToken = UUID()

    var body: some View {
        List {
            Toggle("Remind me", isOn: Binding(get: { reminderDefaults.bool(forKey: "remind") }, set: { newValue in
                reminderDefaults.set(newValue, forKey: "remind")
                redrawToken = UUID()
            }))
        }
        .id(redrawToken)
    }
}

/// The same toggle without the redraw: the list stays, so the `Toggle` does too and its
/// re-checks can be counted.
struct QuietReminderSettings: View {
    @State private var remindsDaily = false
    @State private var snoozeMinutes = 10

    var body: some View {
        List {
            Toggle("Daily", isOn: Binding(get: { remindsDaily }, set: { remindsDaily = $0 }))
            Stepper("Snooze \(snoozeMinutes) min", value: $snoozeMinutes)
        }
    }
}
