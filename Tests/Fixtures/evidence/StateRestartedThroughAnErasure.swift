import Combine
import SwiftUI

// A publisher state restarted only under its own `if let`: through Combine's
// `eraseToAnyPublisher()`, which returns a publisher and never nil, the condition never flips;
// through `?.` the chain may be nil, so it may flip once.

struct PausingTicker: View {
    @State private var ticks: AnyPublisher<Date, Never>?
    @State private var count = 0

    init(interval: TimeInterval?) {
        _ticks = State(initialValue: interval.map { Timer.publish(every: $0, on: .main, in: .common).autoconnect().eraseToAnyPublisher() })
    }

    var body: some View {
        let label = Text("Ticks \(count)")
        if let ticks {
            label
                .onReceive(ticks) { _ in count += 1 }
                .onTapGesture { self.ticks = ticks.delay(for: 1, scheduler: RunLoop.main).eraseToAnyPublisher() }
        } else {
            label
        }
    }
}

struct OptionalTicker: View {
    let source: Timer.TimerPublisher?
    @State private var ticks: AnyPublisher<Date, Never>?
    @State private var count = 0

    init(source: Timer.TimerPublisher?) {
        self.source = source
        _ticks = State(initialValue: source?.autoconnect().eraseToAnyPublisher())
    }

    var body: some View {
        let label = Text("Ticks \(count)")
        if let ticks {
            label
                .onReceive(ticks) { _ in count += 1 }
                .onTapGesture { self.ticks = source?.autoconnect().eraseToAnyPublisher() }
        } else {
            label
        }
    }
}
