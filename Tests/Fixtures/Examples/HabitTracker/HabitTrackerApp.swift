import SwiftUI

@main
struct HabitTrackerApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            TabView {
                HabitListView(store: store)
                    .tabItem { Label("Habits", systemImage: "checklist") }
                StatsView(store: store)
                    .tabItem { Label("Stats", systemImage: "chart.bar") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}
