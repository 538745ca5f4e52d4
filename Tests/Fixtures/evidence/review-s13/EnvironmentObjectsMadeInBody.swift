import SwiftUI

// Environment objects made in `body`. Under `.allowsHitTesting(false)` no tap reaches the
// readers, so the summary says what is sure (a new object, a changed environment value for the
// view reading it) before any loss. A box that keeps only what it is made from loses nothing:
// refuted, and its help builds it from the construction's own arguments, offered as optional.
@Observable final class Router {
    var path: [String] = []
    var sheet: String?
}

struct ReplyPreview: View {
    @Environment(Router.self) private var router
    let title: String

    var body: some View {
        Button(title) { router.path.append(title) }
    }
}

struct Composer: View {
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            ReplyPreview(title: draft)
                .environment(Router())
                .allowsHitTesting(false)
        }
    }
}

final class Counter {
    var count = 0
}

final class CounterBox<Value: AnyObject>: ObservableObject {
    let value: Value

    init(value: Value) {
        self.value = value
    }
}

struct CounterFooter: View {
    @EnvironmentObject var box: CounterBox<Counter>

    var body: some View {
        Text("\(box.value.count)")
    }
}

struct CounterScreen: View {
    let counter: Counter
    @State private var label = ""

    var body: some View {
        VStack {
            TextField("Label", text: $label)
            CounterFooter()
        }
        .environmentObject(CounterBox(value: counter))
    }
}
