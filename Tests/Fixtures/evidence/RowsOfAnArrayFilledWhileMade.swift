import SwiftUI

// Rows keyed by position over a model's array that only its making fills: `init` calls a
// private method that fills it, and so does the `didSet` of a property only `init` sets (Swift
// runs no observer for an `init` setting its own property). Held by a `@StateObject` nothing
// replaces, the rows never move (a static fact); handed in as an `@ObservedObject`, another
// object may take its place (open). A model whose public method sets that property runs the
// observer later: its array changes, and the experiment runs.
struct Passkey: Identifiable {
    let id: String
    let name: String
}

final class PasskeyPromptModel: ObservableObject {
    @Published var groups: [[Passkey]] = []
    @Published var showsMore = false
    private let all: [Passkey]

    private(set) var expanded = false {
        didSet { fillGroups() }
    }

    init(all: [Passkey], expanded: Bool) {
        self.all = all
        self.expanded = expanded
        fillGroups()
    }

    private func fillGroups() {
        groups = []
        showsMore = !expanded && all.count > 3
        if expanded {
            groups.append(all)
        } else {
            groups.append(Array(all.prefix(3)))
        }
    }
}

struct PasskeyPromptSheet: View {
    @ObservedObject var model: PasskeyPromptModel

    var body: some View {
        ForEach(model.groups.indices, id: \.self) { group in
            Text("\(model.groups[group].count) passkeys")
        }
    }
}

struct PasskeyPromptScreen: View {
    @StateObject private var model = PasskeyPromptModel(all: [], expanded: false)

    var body: some View {
        ForEach(model.groups.indices, id: \.self) { group in
            Text("\(model.groups[group].count) passkeys")
        }
    }
}

final class ExpandablePasskeyModel: ObservableObject {
    @Published var groups: [[Passkey]] = []
    private let all: [Passkey]

    private(set) var expanded = false {
        didSet { fillGroups() }
    }

    init(all: [Passkey]) {
        self.all = all
        fillGroups()
    }

    func expand() { expanded = true }

    private func fillGroups() {
        groups = expanded ? [all] : [Array(all.prefix(3))]
    }
}

struct ExpandablePasskeyScreen: View {
    @StateObject private var model = ExpandablePasskeyModel(all: [])

    var body: some View {
        ForEach(model.groups.indices, id: \.self) { group in
            Text("\(model.groups[group].count) passkeys")
        }
        Button("More") { model.expand() }
    }
}
