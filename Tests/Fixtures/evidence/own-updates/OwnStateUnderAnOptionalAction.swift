import SwiftUI

// The editor's own update is a flag its confirming button sets, inside `if let onShare`: every
// construction passes a closure for it, directly or through an init that wraps a closure it is
// given, so the branch is built and the flag is an update of the editor's own.
struct LabelRules: Equatable {
    var first: [String] = []
    var second: [String] = []
}

final class LabelStore {
    static let shared = LabelStore()
    var rules: [String: LabelRules] = [:]
}

struct LabelList: View {
    let title: String
    @Binding var labels: [String]

    var body: some View {
        Section(title) { Text(labels.joined(separator: ", ")) }
    }
}

struct LabelEditor: View {
    @Binding var rules: LabelRules
    let onShare: (() -> Void)?
    @State private var confirmingShare = false

    var body: some View {
        Form {
            LabelList(title: "First", labels: Binding(get: { rules.first }, set: { rules.first = $0 }))
            if let onShare {
                Button("Share") { confirmingShare = true }
                    .confirmationDialog("Share these labels?", isPresented: $confirmingShare) {
                        Button("Share", action: onShare)
                    }
            }
        }
    }
}

extension LabelEditor {
    init<Key: Hashable>(_ key: Key, onShare share: ((Key) -> Void)? = nil) {
        let onShare: (() -> Void)?
        if let share {
            onShare = { share(key) }
        } else {
            onShare = nil
        }
        self.init(rules: .init(get: { LabelStore.shared.rules["\(key)"] ?? LabelRules() },
                               set: { LabelStore.shared.rules["\(key)"] = $0 }),
                  onShare: onShare)
    }
}

struct LabelSettings: View {
    @State private var shares = 0

    var body: some View {
        List {
            Text("Shared \(shares) times")
            LabelEditor("posts", onShare: { _ in shares += 1 })
            LabelEditor("comments", onShare: { _ in shares += 1 })
        }
    }
}
