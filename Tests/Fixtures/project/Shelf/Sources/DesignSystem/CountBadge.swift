import SwiftUI

/// Shows a count; equal when the ids match, so a changed count alone does not redraw it once
/// `.equatable()` is applied.
public struct CountBadge: View, Equatable {
    public let id: Int
    public let count: Int

    public init(id: Int, count: Int) {
        self.id = id
        self.count = count
    }

    public static func == (lhs: CountBadge, rhs: CountBadge) -> Bool {
        lhs.id == rhs.id
    }

    public var body: some View {
        Text("\(count)")
            .padding(4)
    }
}
