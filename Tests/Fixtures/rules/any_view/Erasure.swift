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
