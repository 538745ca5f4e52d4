import SwiftUI

struct AppSettings {
    var darkMode = false
    var reminders = true
    var reminderHour = 9
}

struct SettingsView: View {
    @State private var settings = AppSettings()
    @State private var showsAbout = false

    var body: some View {
        Form {
            // A get/set pair that only reads and writes one property: `$settings.darkMode`
            // is the same binding without a new closure pair on every body run.
            AppearanceToggle(isOn: Binding(
                get: { settings.darkMode },
                set: { settings.darkMode = $0 }
            ))
            Toggle("Reminders", isOn: $settings.reminders)
            Stepper("Hour: \(settings.reminderHour)", value: $settings.reminderHour, in: 0...23)
            Button("About") { showsAbout = true }
        }
        .sheet(isPresented: $showsAbout) {
            Text("Habit Tracker 1.0")
        }
    }
}

struct AppearanceToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Image(systemName: isOn ? "moon.fill" : "sun.max")
            Toggle("Dark mode", isOn: $isOn)
        }
    }
}
