import SwiftUI

final class Dashboard: ObservableObject {
    @Published var headlines: [String] = []

    func refresh() async {
        try? await Task.sleep(for: .seconds(1))
    }
}

@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup {
            DashboardView()
        }
    }
}

/// The window's root content: it is on screen as long as its window is.
struct DashboardView: View {
    @StateObject private var dashboard = Dashboard()

    var body: some View {
        List(dashboard.headlines, id: \.self) { Text($0) }
            .onAppear {
                Task { await dashboard.refresh() }
            }
    }
}

#Preview {
    DashboardView()
}
