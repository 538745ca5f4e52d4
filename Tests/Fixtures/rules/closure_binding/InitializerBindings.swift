import SwiftUI

enum SortOrder: Hashable {
    case newest, oldest, top
}

/// Its init wraps the binding it is given in a new `Binding(get:set:)` on every construction.
struct SortMenu: View {
    enum Choice: Hashable {
        case known(SortOrder)
        case unknown
    }

    @Binding var choice: Choice

    init(sort: Binding<SortOrder>) {
        _choice = .init(get: { .known(sort.wrappedValue) }, set: {  // expect: closure_binding@19 confirmed
            if case .known(let order) = $0 { sort.wrappedValue = order }
        })
    }

    var body: some View {
        Text(choice == .known(.newest) ? "Newest" : "Other")
    }
}

struct FeedScreen: View {
    @State private var sort = SortOrder.newest
    @State private var unread = 0

    var body: some View {
        VStack {
            SortMenu(sort: $sort)
            Button("Unread \(unread)") { unread += 1 }
        }
    }
}

/// Built nowhere in the project: no parent to host.
struct UnusedFilter: View {
    @Binding var isOn: Bool

    init(enabled: Binding<Bool>) {
        _isOn = Binding(get: { enabled.wrappedValue }, set: { enabled.wrappedValue = $0 })  // expect: closure_binding@17 inconclusive
    }

    var body: some View {
        Text(isOn ? "On" : "Off")
    }
}

/// Its only parent passes a binding to what it reads and nothing else: every change the engine
/// can make changes the bound value.
struct LimitStepper: View {
    @Binding var limit: Int

    init(value: Binding<Int>) {
        _limit = Binding(get: { max(0, value.wrappedValue) }, set: { value.wrappedValue = $0 })  // expect: closure_binding@18 inconclusive
    }

    var body: some View {
        Text("Limit \(limit)")
    }
}

struct LimitScreen: View {
    @State private var limit = 3

    var body: some View {
        LimitStepper(value: $limit)
    }
}
