import SwiftUI

struct Reminder: Identifiable {
    let id: UUID
    var title: String
    var isUrgent: Bool
}

/// Type erasure in view code: each erasure point is reported once.
struct ReminderListView: View {
    let reminders: [Reminder]
    let footer: AnyView  // expect: any_view@17
    let makeAccessory: (Reminder) -> AnyView  // expect: any_view@38

    var body: some View {
        List {
            header
            ForEach(reminders) { reminder in
                AnyView(ReminderRow(reminder: reminder))  // expect: any_view@17
            }
            badge(for: reminders.count)
            footer
        }
    }

    private var header: AnyView {  // expect: any_view@25
        if reminders.isEmpty {
            return AnyView(Text("Nothing to do"))
        }
        return AnyView(Label("\(reminders.count) reminders", systemImage: "bell"))
    }

    private func badge(for count: Int) -> AnyView {  // expect: any_view@43
        count > 9 ? AnyView(Text("9+")) : AnyView(Image(systemName: "\(count).circle"))
    }
}

struct ReminderRow: View {
    let reminder: Reminder

    var body: some View {
        HStack {
            Text(reminder.title)
            if reminder.isUrgent {
                AnyView(erasing: Image(systemName: "exclamationmark"))  // expect: any_view@17
            }
        }
        .eraseToAnyView()  // expect: any_view@10
    }
}

extension View {
    func eraseToAnyView() -> AnyView {  // expect: any_view@30
        AnyView(self)
    }
}

struct Card<Content: View>: View {
    let content: Content

    var body: some View {
        content.padding().background(.thinMaterial)
    }
}

extension Card where Content == AnyView {  // expect: any_view@33
    init(title: String) {
        content = AnyView(Text(title))
    }
}

/// Return paths erasing different types: each switch of path replaces the subtree.
struct PriceCell: View {
    let price: Int?

    var body: some View { cell }

    private var cell: some View {
        guard let price else {
            return EmptyView().eraseToAnyView()  // expect: any_view@32
        }
        return Text("\(price) bells").eraseToAnyView()  // expect: any_view@39
    }
}

struct Wrapper: View {
    private let content: AnyView  // expect: any_view@26

    var body: some View { content }

    fileprivate init(content: AnyView) {  // expect: any_view@31
        self.content = content
    }
}

extension Wrapper {
    init(title: String) {
        self.init(content: Text(title).eraseToAnyView())
    }
}
