import SwiftUI

// Rows keyed by position over a `@State` the view fills once and never writes again: the rows
// cannot move, so no insert or delete is invented to confirm the finding.
struct SkeletonLayout: View {
    @State private var sections: [Int]

    init(sections: [Int]) {
        _sections = State(initialValue: sections)
    }

    var body: some View {
        VStack {
            ForEach(sections.indices, id: \.self) { index in
                RoundedRectangle(cornerRadius: 8)
                    .frame(height: CGFloat(sections[index]) * 20)
            }
        }
    }
}
