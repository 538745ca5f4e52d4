import SwiftUI

struct ShareAction {
    let title: String
}

/// The erased label sits in both branches of `if let link`, and in the second only under
/// `else if let action`: flipping `link` would leave the branch whose `action` is held.
struct ConfirmBar: View {
    let link: URL?
    let action: ShareAction?
    let compact: Bool

    var body: some View {
        HStack {
            Text("Confirm?")
            confirmButton(content: AnyView(Image(systemName: "checkmark").padding(compact ? 2 : 6)), action: action, link: link)
        }
    }

    @ViewBuilder
    private func confirmButton(content: some View, action: ShareAction?, link: URL?) -> some View {
        if let link {
            Link(destination: link) { content }
        } else if let action {
            Button { print(action.title) } label: { content }
        } else {
            EmptyView()
        }
    }
}

/// No condition is held under the choice: flipping `link` stays a driver.
struct PlainChoiceBar: View {
    let link: URL?
    let compact: Bool

    var body: some View {
        choice(content: AnyView(Image(systemName: "xmark").padding(compact ? 2 : 6)), link: link)
    }

    @ViewBuilder
    private func choice(content: some View, link: URL?) -> some View {
        if let link {
            Link(destination: link) { content }
        } else {
            Button { } label: { content }
        }
    }
}

/// A state choosing the side: held at the side whose `action` is held, and not varied.
struct ToggleBar: View {
    @State private var showsLink = false
    let action: ShareAction?
    let link: URL

    var body: some View {
        VStack {
            Toggle("Link", isOn: $showsLink)
            pick(content: AnyView(Image(systemName: "star").padding(2)))
        }
    }

    @ViewBuilder
    private func pick(content: some View) -> some View {
        if showsLink {
            Link(destination: link) { content }
        } else if let action {
            Button { print(action.title) } label: { content }
        }
    }
}
