import SwiftUI

// Views every construction hands a new `Binding(get:set:)` for `rules`, whose only change besides
// a parent's rebuild is an environment value they read (`ThemedRules`) or the value behind a
// second, `$`-projected binding (`FlaggedRules`).
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
        Text("\(title): \(actions.count)")
    }
}

struct ThemedRules: View {
    @Binding var rules: SwipeRules
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack {
            RuleList(title: "Leading", actions: Binding(get: { rules.leading }, set: { rules.leading = $0 }))
            if colorScheme == .dark {
                Divider()
            }
        }
    }
}

extension ThemedRules {
    init<Key: Hashable>(_ key: Key) {
        self.init(rules: .init(get: { RuleStore.shared.rules["\(key)"] ?? SwipeRules() },
                               set: { RuleStore.shared.rules["\(key)"] = $0 }))
    }
}

struct FlaggedRules: View {
    @Binding var rules: SwipeRules
    @Binding var compact: Bool

    var body: some View {
        VStack {
            RuleList(title: "Trailing", actions: Binding(get: { rules.trailing }, set: { rules.trailing = $0 }))
            if compact {
                Divider()
            }
        }
    }
}

extension FlaggedRules {
    init<Key: Hashable>(_ key: Key, compact: Binding<Bool>) {
        self.init(rules: .init(get: { RuleStore.shared.rules["\(key)"] ?? SwipeRules() },
                               set: { RuleStore.shared.rules["\(key)"] = $0 }),
                  compact: compact)
    }
}

struct RulesScreen: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
            ThemedRules("posts")
            FlaggedRules("mail", compact: $compact)
        }
    }
}
