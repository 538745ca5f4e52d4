import SwiftUI

// Optional and `Bool` states a view seeds once and writes in ways that flip a condition at most
// once, or never: the engine flips them only as often as the code can.

// Written only under `if let`, with a value: nil for the view's whole life, or never.
struct CoverBanner: View {
    let artwork: String?
    @State private var shownArtwork: String?
    @State private var likes = 0

    init(artwork: String?) {
        self.artwork = artwork
        _shownArtwork = State(initialValue: artwork)
    }

    var body: some View {
        let caption = Text("Likes \(likes)").onTapGesture { likes += 1 }
        if let shownArtwork {
            caption
                .overlay(Image(systemName: shownArtwork))
                .onLongPressGesture { self.shownArtwork = shownArtwork + ".circle" }
        } else {
            caption
        }
    }
}

// Written again only under `if let`, with a value the engine cannot read: at most one change.
struct RefreshingBadge: View {
    @State private var refresher: Timer.TimerPublisher?
    @State private var refreshes = 0

    init(every interval: TimeInterval?) {
        _refresher = State(initialValue: interval.map { Timer.publish(every: $0, on: .main, in: .common) })
    }

    var body: some View {
        let count = Text("Refreshed \(refreshes)")
        if let refresher {
            count
                .onReceive(refresher) { _ in refreshes += 1 }
                .onTapGesture { self.refresher = Timer.publish(every: refresher.interval * 2, on: .main, in: .common) }
        } else {
            count
        }
    }
}

// Every write stores a value: nil at first, then a value for good (one switch).
struct InitialsBadge: View {
    @State private var initials: String?

    var body: some View {
        VStack {
            if let initials {
                Circle().overlay(Text(initials))
            } else {
                Circle()
            }
            Button("Sign in") { initials = "JD" }
        }
    }
}

// Every write stores `true`: the placeholder goes away once.
struct LoadingCard: View {
    @State private var isLoaded = false

    var body: some View {
        VStack {
            if !isLoaded {
                Text("Card").redacted(reason: .placeholder)
            } else {
                Text("Card")
            }
        }
        .task { isLoaded = true }
    }
}

// A state seeded in `init` that a button clears and another sets: it flips back and forth.
struct DismissibleTip: View {
    @State private var tip: String?

    init(tip: String?) {
        _tip = State(initialValue: tip)
    }

    var body: some View {
        VStack {
            if let tip {
                Text("Tips").overlay(Text(tip))
            } else {
                Text("Tips")
            }
            Button("Dismiss") { tip = nil }
            Button("Remind me") { tip = "Swipe to archive" }
        }
    }
}

// Every write stores nil: the note goes away once and never comes back.
struct WelcomeNote: View {
    @State private var note: String? = "Welcome"

    var body: some View {
        VStack {
            if note != nil {
                Text("Home").underline()
            } else {
                Text("Home")
            }
            Button("Got it") { note = nil }
        }
    }
}
