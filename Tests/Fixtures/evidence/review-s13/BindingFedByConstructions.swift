import SwiftUI

// The stand-in parent passes a view's `@Binding` as the project's constructions do. Every
// construction of `RuleEditor` goes through a generic convenience init that builds a new
// `Binding(get:set:)`, so a projection of `$rules` is new whenever the parent rebuilds it: the
// fix helps only on the editor's own updates, and the summary says so. `DraftEditor` is built
// nowhere in the project: the `$` location the engine gives it is an assumption, named.
struct SwipeRules: Equatable {
    var leading: [String] = []
    var trailing: [String] = []
}

final class RuleStore {
    static let shared = RuleStore()
    var rules: [String: SwipeRules] = [:]
}

struct RuleList: View {
    let title: String
    @Binding var actions: [String]

    var body: some View {
        Section(title) { Text(actions.joined(separator: ", ")) }
    }
}

struct RuleEditor: View {
    @Binding var rules: SwipeRules
    let onReset: () -> Void
    @State private var confirming = false

    var body: some View {
        Form {
            RuleList(title: "Leading", actions: Binding(get: { rules.leading }, set: { rules.leading = $0 }))
            Button("Reset") { confirming = true }
                .confirmationDialog("Reset these rules?", isPresented: $confirming) {
                    Button("Reset", action: onReset)
                }
        }
    }
}

extension RuleEditor {
    init<Key: Hashable>(_ key: Key, onReset: @escaping () -> Void) {
        self.init(rules: .init(get: { RuleStore.shared.rules["\(key)"] ?? SwipeRules() },
                               set: { RuleStore.shared.rules["\(key)"] = $0 }),
                  onReset: onReset)
    }
}

struct RuleSettings: View {
    @State private var resets = 0

    var body: some View {
        List {
            Text("Reset \(resets) times")
            RuleEditor("posts", onReset: { resets += 1 })
            RuleEditor("comments", onReset: { resets += 1 })
        }
    }
}

struct DraftEditor: View {
    @Binding var rules: SwipeRules
    let title: String

    var body: some View {
        Form {
            Text(title)
            RuleList(title: "Trailing", actions: Binding(get: { rules.trailing }, set: { rules.trailing = $0 }))
        }
    }
}

// Also rebuilt by every construction, with no update of its own: the fix changes nothing the
// engine can drive, so no refutation is claimed either.
struct PinnedRules: View {
    @Binding var rules: SwipeRules
    let onPin: (() -> Void)?

    var body: some View {
        RuleList(title: "Pinned", actions: Binding(get: { rules.leading }, set: { rules.leading = $0 }))
        if let onPin {
            Button("Pin", action: onPin)
        }
    }
}

extension PinnedRules {
    init<Key: Hashable>(pinned key: Key, onPin: (() -> Void)? = nil) {
        self.init(rules: .init(get: { RuleStore.shared.rules["\(key)"] ?? SwipeRules() },
                               set: { RuleStore.shared.rules["\(key)"] = $0 }),
                  onPin: onPin)
    }
}

struct PinnedSettings: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button("Pin \(count)") { count += 1 }
            PinnedRules(pinned: "posts", onPin: { count += 1 })
        }
    }
}
