import SwiftUI

// A builder whose every result erases its block, with no `buildEither` or `buildOptional`:
// the code it builds has one static shape, so each function or closure it builds erases one
// type wherever it is written.
@resultBuilder
struct DetailsBuilder {
    static func buildBlock<each Label: View, each Content: View>(
        _ rows: repeat LabeledContent<each Label, each Content>
    ) -> AnyView {
        .init(TupleView((repeat each rows)))
    }
}

// A builder that lets its code choose (`buildEither`): which view it erases is not one type.
@resultBuilder
struct ChoiceBuilder {
    static func buildExpression<V: View>(_ view: V) -> AnyView { .init(view) }
    static func buildBlock(_ view: AnyView) -> AnyView { view }
    static func buildEither(first: AnyView) -> AnyView { first }
    static func buildEither(second: AnyView) -> AnyView { second }
}

struct ProfileCard: View {
    let name: String
    let joined: Date
    let isMember: Bool

    var body: some View {
        VStack {
            details()
            badge
            DetailsButton(title: name) {
                LabeledContent("Name", value: name)
            }
        }
    }

    @DetailsBuilder
    private func details() -> AnyView {
        LabeledContent("Name", value: name)
        LabeledContent("Joined") { Text(joined, style: .date) }
    }

    @ChoiceBuilder
    private var badge: AnyView {
        if isMember {
            Image(systemName: "star.fill")
        } else {
            Text("Guest")
        }
    }
}

struct DetailsButton: View {
    @State private var isPresented = false
    private let details: AnyView
    private let title: String

    init(title: String, @DetailsBuilder details: () -> AnyView) {
        self.title = title
        self.details = details()
    }

    var body: some View {
        Button(title) { isPresented = true }
            .sheet(isPresented: $isPresented) {
                details
            }
    }
}
