import SwiftUI

/// A search box of the project's own: its `body` runs whenever its binding compares unequal.
struct TagQueryBox: View {
    @Binding var text: String
    var body: some View { TextField("Tag", text: $text) }
}

/// The binding is returned by a helper and used inside the content closure of another helper
/// (`carded { … }`, a `@ViewBuilder` parameter): built while `body` runs, given to a view.
struct TagFilterPanel: View {
    @State private var queries: [String: String] = [:]
    @State private var refreshes = 0
    var body: some View {
        VStack {
            queryRow(for: "colour")
            Button("Refresh \(refreshes)") { refreshes += 1 }
        }
    }

    @ViewBuilder
    private func queryRow(for key: String) -> some View {
        carded {
            TagQueryBox(text: queryBinding(for: key))
        }
    }

    private func carded<Body: View>(@ViewBuilder _ content: () -> Body) -> some View {
        VStack { content() }.padding(8)
    }

    private func queryBinding(for key: String) -> Binding<String> {
        Binding(get: { queries[key, default: ""] }, set: { queries[key] = $0 })
    }
}

/// A helper whose closure is an action (`() -> Void`): the binding is only written there.
struct TagClearPanel: View {
    @State private var queries: [String: String] = [:]
    var body: some View {
        VStack {
            Text(queries["colour", default: ""])
            clearButton {
                clearedBinding.wrappedValue = ""
            }
        }
    }

    private func clearButton(_ perform: @escaping () -> Void) -> some View {
        Button("Clear", action: perform)
    }

    private var clearedBinding: Binding<String> {
        Binding(get: { queries["colour", default: ""] }, set: { queries["colour"] = $0 })
    }
}

/// The helper is declared in an extension of the view: its content closure is built in `body` too.
struct TagSortPanel: View {
    @State private var orders: [String: String] = [:]
    @State private var refreshes = 0
    var body: some View {
        VStack {
            boxed { TagQueryBox(text: orderBinding) }
            Button("Refresh \(refreshes)") { refreshes += 1 }
        }
    }

    private var orderBinding: Binding<String> {
        Binding(get: { orders["order", default: ""] }, set: { orders["order"] = $0 })
    }
}

extension TagSortPanel {
    func boxed<Inner: View>(@ViewBuilder _ inner: () -> Inner) -> some View {
        HStack { inner() }.border(.gray)
    }
}
