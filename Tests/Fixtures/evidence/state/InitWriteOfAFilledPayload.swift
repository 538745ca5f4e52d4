import SwiftUI

// The same form, but the editor's message starts with a title key: the first `init` writes 2,
// which differs from the tab's default, so the dropped write shows tab 1 where the seed would
// show tab 2, and no assumption about the first value is needed.
struct Greeting {
    var keys = Keys()

    struct Keys {
        var titleKey = ""
        var bodyKey = ""

        var isEmpty: Bool { titleKey.isEmpty && bodyKey.isEmpty }
    }
}

private struct GreetingForm: View {
    @Binding private var greeting: Greeting
    @State private var selectedTab = 1

    init(greeting: Binding<Greeting>) {
        _greeting = greeting
        self.selectedTab = self.greeting.keys.isEmpty ? 1 : 2
    }

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Plain").tag(1)
            TextField("Title key", text: $greeting.keys.titleKey).tag(2)
        }
    }
}

struct GreetingEditor: View {
    @State private var greeting = Greeting(keys: Greeting.Keys(titleKey: "welcome.title"))

    var body: some View {
        HStack {
            GreetingForm(greeting: $greeting)
        }
    }
}
