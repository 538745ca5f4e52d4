import ViewLint

enum ObjectOwnershipRuleExamples {
    /// Triggering, and the correction's starting point.
    static let stopwatch = """
            final class Timer: ObservableObject {
                @Published var seconds = 0
                func tick() { seconds += 1 }
            }
            struct Stopwatch: View {
                @↓ObservedObject var timer = Timer()
                var body: some View {
                    Text("\\(timer.seconds)")
                }
            }
            """

    static let triggering: [RuleExample] = [
        RuleExample(stopwatch, evidence: .confirmed("a new `Timer` replaced the one `timer` observed on 10 of 10 updates, losing its changes to `seconds`")),
        RuleExample("""
            final class Cart: ObservableObject {
                @Published var items: [String] = []
            }
            struct CartView: View {
                @↓State private var cart = Cart()
                var body: some View {
                    List(cart.items, id: \\.self) { Text($0) }
                    Button("Add") { cart.items.append("Tea") }
                }
            }
            """, evidence: .confirmed("the view missed 5 of 5 changes `cart` published")),
        RuleExample("""
            final class Lap: ObservableObject {
                @Published var seconds: Int
                init(seconds: Int) { self.seconds = seconds }
            }
            struct LapRow: View {
                @↓ObservedObject private var lap: Lap
                init(seconds: Int) {
                    self.lap = Lap(seconds: seconds)
                }
                var body: some View {
                    Stepper("\\(lap.seconds) s", value: $lap.seconds)
                }
            }
            """, evidence: .confirmed("a new `Lap` replaced the one `lap` observed on 10 of 10 updates")),
        RuleExample("""
            final class Session: ObservableObject {
                @Published var user: String?
            }
            @Observable final class Router {
                var path: [String] = []
            }
            struct RootView: View {
                var body: some View {
                    ContentView()
                        .environmentObject(↓Session())
                        .environment(↓Router())
                }
            }
            """),
        RuleExample("""
            @Observable final class Router {
                var path: [String] = []
            }
            extension View {
                func withRouting() -> some View {
                    environment(↓Router())
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        // A box handed in through `init` and kept in `@State` for its identity: the caller's choice.
        RuleExample("""
            final class CoordinatorBox: ObservableObject {
                @Published var title = ""
            }
            struct CoordinatedView: View {
                @State var box: CoordinatorBox
                init(box: CoordinatorBox) { _box = State(initialValue: box) }
                var body: some View { Text(box.title) }
            }
            """),
        // An image renderer draws its content once: nothing there updates.
        RuleExample("""
            @Observable final class Router { var path: [Int] = [] }
            struct ShareButton: View {
                var body: some View {
                    ShareLink(item: ImageRenderer(content: card).uiImage.map { Image(uiImage: $0) } ?? Image(systemName: "photo"),
                              preview: SharePreview("Card", image: Image(systemName: "photo")))
                }
                private var card: some View {
                    Text("Card").environment(Router())
                }
            }
            """),
        // Preview helpers build a fresh preview each time anyway.
        RuleExample("""
            @Observable final class Router { var path: [Int] = [] }
            extension View {
                func withPreviewEnvironment() -> some View {
                    self.environment(Router())
                }
            }
            """),
        RuleExample("""
            final class Timer: ObservableObject {
                @Published var seconds = 0
                static let shared = Timer()
            }
            struct Stopwatch: View {
                @StateObject private var timer = Timer()
                @ObservedObject var shared = Timer.shared
                var body: some View {
                    Text("\\(timer.seconds) \\(shared.seconds)")
                }
            }
            """),
        // An object handed in through `init`: the caller owns it.
        RuleExample("""
            final class Lap: ObservableObject {
                @Published var seconds = 0
            }
            struct LapRow: View {
                @ObservedObject private var lap: Lap
                init(lap: Lap) {
                    self.lap = lap
                }
                var body: some View {
                    Text("\\(lap.seconds)")
                }
            }
            """),
        RuleExample("""
            @Observable final class Library {
                var books: [String] = []
            }
            struct Shelf: View {
                @State private var library = Library()
                var body: some View {
                    List(library.books, id: \\.self) { Text($0) }
                }
            }
            """),
        RuleExample("""
            final class Session: ObservableObject {
                @Published var user: String?
            }
            @main
            struct ReaderApp: App {
                @StateObject private var session = Session()
                var body: some Scene {
                    WindowGroup {
                        ContentView().environmentObject(session)
                    }
                }
            }
            """),
        RuleExample("""
            final class Draft: ObservableObject {
                @Published var text = ""
            }
            struct Composer: View {
                // Kept for the editor below, which observes it; this view reads nothing from it.
                @State private var draft = Draft()
                var body: some View {
                    Editor(draft: draft)
                }
            }
            struct Editor: View {
                @ObservedObject var draft: Draft
                var body: some View { TextEditor(text: $draft.text) }
            }
            """),
    ]

    static let corrections: [RuleCorrection] = [
        RuleCorrection(stopwatch, """
            final class Timer: ObservableObject {
                @Published var seconds = 0
                func tick() { seconds += 1 }
            }
            struct Stopwatch: View {
                @StateObject private var timer = Timer()
                var body: some View {
                    Text("\\(timer.seconds)")
                }
            }
            """),
    ]
}
