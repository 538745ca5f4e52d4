import SwiftUI

/// A type that is a View but is mostly passed around as data: building it to store or append
/// is not placing a child view, so no site is reported there.
struct TapAction: View, Equatable {
    let id: Int
    let perform: () -> Void

    static func == (lhs: TapAction, rhs: TapAction) -> Bool { lhs.id == rhs.id }

    var body: some View {
        Button("Tap", action: perform)
    }
}

final class ActionQueue {
    var actions: [TapAction] = []

    func enqueue(_ id: Int) {
        actions.append(TapAction(id: id, perform: {}))
    }
}

struct ActionsView: View {
    let queue: ActionQueue
    private let primary = TapAction(id: 0, perform: {})

    var body: some View {
        VStack {
            primary
            ForEach(queue.actions, id: \.id) { action in
                action
            }
            TapAction(id: 1, perform: {})  // expect: unenforced_equatable@13
        }
    }
}
