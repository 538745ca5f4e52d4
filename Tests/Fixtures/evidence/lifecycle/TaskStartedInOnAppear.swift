import SwiftUI

final class PriceFeed: ObservableObject {
    @Published var lastPrice: Double = 0

    func prices() -> AsyncStream<Double> {
        AsyncStream { continuation in continuation.finish() }
    }
}

/// A ticker that listens to a stream while it is on screen.
struct TickerView: View {
    @StateObject private var feed = PriceFeed()
    @State private var price: Double = 0

    var body: some View {
        Text(price, format: .number)
            .onAppear {
                Task {
                    for await value in feed.prices() { price = value }
                }
            }
    }
}

/// The same work kept in a property and cancelled when the view disappears.
struct CancellingTickerView: View {
    @StateObject private var feed = PriceFeed()
    @State private var price: Double = 0
    @State private var listener: Task<Void, Never>?

    var body: some View {
        Text(price, format: .number)
            .onAppear {
                listener = Task {
                    for await value in feed.prices() { price = value }
                }
            }
            .onDisappear { listener?.cancel() }
    }
}
