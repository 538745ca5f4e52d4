import Testing
@testable import ViewLint

/// What the project's code can change of a member (`MemberWrites`, `MemberKeeping`): every write
/// form counts, on any receiver, and a member nothing writes keeps the value it was made with.
@Suite struct MemberChangeFactsTests {
    static func model(_ code: String) -> ProjectModel {
        let tree = SyntaxTree.parse(SourceFile(path: "M.swift", text: code))
        return ProjectModel(index: ProjectIndex(trees: [tree]), facts: ProjectFacts(tree: tree))
    }

    static let writes = model("""
        import SwiftUI
        struct Settings { var title = ""; var tags: [String] = []; var level = 0; var order: [Int] = []
            var shown = false; var limit = 0; var items: [Int] = []; var keyed = 0; var picked = 0; var kept = 0 }
        extension Array { mutating func reset() { removeAll() } }
        struct Editor: View {
            @State private var settings = Settings()
            @State private var draft = Settings()
            @State private var other = Settings()
            @State private var fresh = Settings()
            init(seed: Settings) { self.settings = seed; _draft = State(initialValue: seed) }
            var body: some View {
                TextField("Title", text: $settings.title)
                ForEach(settings.items, id: \\.keyed) { Text("\\($0)") }
                Button("Go") {
                    settings.tags.append("new")
                    settings.level += 1
                    other.order.sort()
                    bump(&other.limit)
                    draft = Settings()
                    self.fresh.shown = true
                    settings.items.reset()
                }
                Toggle("Picked", isOn: binding(\\.picked))
            }
            func bump(_ value: inout Int) { value += 1 }
            func binding(_ path: WritableKeyPath<Settings, Int>) -> Binding<Bool> { .constant(false) }
        }
        """)

    @Test func everyWriteFormCountsOnAnyReceiver() {
        for member in ["title", "tags", "level", "order", "limit", "shown", "items", "picked"] {
            #expect(Self.writes.writesMember(member), "\(member)")
        }
        // A key path that keys rows is read, not written; `kept` is never mentioned.
        #expect(!Self.writes.writesMember("keyed"))
        #expect(!Self.writes.writesMember("kept"))
    }

    @Test func replacingIsWritingTheWholeProperty() {
        #expect(Self.writes.replaces(property: "draft", inType: "Editor"))
        // Writes in `init` are the seed; member writes do not replace the value.
        #expect(!Self.writes.replaces(property: "settings", inType: "Editor"))
        #expect(!Self.writes.replaces(property: "fresh", inType: "Editor"))
    }

    @Test func aMemberKeepsItsValueOnlyIfNothingCanChangeIt() {
        let model = Self.model("""
            import SwiftUI
            @Observable final class Post {
                let link: String?
                var likes = 0
                var caption = ""
                var note = ""
                @ObservationIgnored @AppStorage("size") var size = 0
                init(link: String?) { self.link = link; self.caption = "" }
                var url: URL? { link.flatMap(URL.init(string:)) }
                var summary: String { let prefix = "#"; return prefix + caption }
                var label: String { "\\(likes)" }
                var shout: String { caption.uppercased() + helper() }
                func helper() -> String { "" }
                func like() { likes += 1 }
            }
            func edit(_ post: Post) { post.note = "seen" }
            """)
        #expect(model.memberKeeping("link", ofType: "Post") == .letProperty)
        #expect(model.memberKeeping("caption", ofType: "Post") == .unwrittenVar)
        #expect(model.memberKeeping("url", ofType: "Post") == .computed)
        #expect(model.memberKeeping("summary", ofType: "Post") == .computed)
        // Written by the class's own method, by a free function, or by what a wrapper stores.
        #expect(model.memberKeeping("likes", ofType: "Post") == nil)
        #expect(model.memberKeeping("label", ofType: "Post") == nil)
        #expect(model.memberKeeping("note", ofType: "Post") == nil)
        #expect(model.memberKeeping("size", ofType: "Post") == nil)
        // A getter calling a method: what the method returns is not followed.
        #expect(model.memberKeeping("shout", ofType: "Post") == nil)
    }

    @Test func whatChangesWithoutAWriteNeverKeepsItsValue() {
        let model = Self.model("""
            import SwiftData
            import CoreData
            @Model final class Note { var text = ""; init() {} }
            final class Entry: NSManagedObject { @NSManaged var title: String; var cached = "" }
            final class Link { weak var owner: Entry?; unowned var root: Entry; var label = ""; init(root: Entry) { self.root = root } }
            """)
        // A store changes these, and a weak reference turns nil, with no write in the project.
        #expect(model.memberKeeping("text", ofType: "Note") == nil)
        #expect(model.memberKeeping("title", ofType: "Entry") == nil)
        #expect(model.memberKeeping("cached", ofType: "Entry") == nil)
        #expect(model.memberKeeping("owner", ofType: "Link") == nil)
        #expect(model.memberKeeping("root", ofType: "Link") == nil)
        #expect(model.memberKeeping("label", ofType: "Link") == .unwrittenVar)
    }
}
