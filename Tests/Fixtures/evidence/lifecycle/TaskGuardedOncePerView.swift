import SwiftUI

/// A flag of the view lets each view start its load once: coming back to the same view (a
/// pushed screen popped) starts none, but nothing cancels the load when the view goes away,
/// and a new view of it starts its own beside one still running.
struct ThreadDetail: View {
    @State private var messages: [String] = []
    @State private var didAppear = false

    var body: some View {
        Text(messages.first ?? "No messages")
            .onAppear {
                if !didAppear {
                    didAppear = true
                    Task {
                        messages = await fetchMessages()
                    }
                }
            }
    }

    private func fetchMessages() async -> [String] { ["Hello"] }
}

/// The same flag tested by a `guard`.
struct InboxDetail: View {
    @State private var unread = 0
    @State private var loaded = false

    var body: some View {
        Text("\(unread) unread")
            .onAppear {
                guard !loaded else { return }
                loaded = true
                Task { unread = await countUnread() }
            }
    }

    private func countUnread() async -> Int { 3 }
}

/// A flag something resets is no once-per-view guard.
struct OutboxDetail: View {
    @State private var pending = 0
    @State private var didAppear = false

    var body: some View {
        Text("\(pending) pending")
            .onAppear {
                if !didAppear {
                    didAppear = true
                    Task { pending = await countPending() }
                }
            }
            .onDisappear { didAppear = false }
    }

    private func countPending() async -> Int { 1 }
}
