import Testing
import ViewLint

/// The help of `foreach_index_identity` names a key the element has: `\.element.id` only for
/// `Identifiable` elements, `\.element` / `\.self` for values such as `String` or an enum.
@Suite struct PositionKeyHelpTests {
    static let code = """
        import SwiftUI
        struct Step: Identifiable { let id = UUID(); var title: String }
        enum Mood: String, CaseIterable { case calm, busy }
        struct Steps: View {
            @State private var steps: [Step] = []
            @State private var names: [String] = []
            @State private var moods: [Mood] = []
            var body: some View {
                VStack {
                    ForEach(Array(steps.enumerated()), id: \\.offset) { _, step in Text(step.title) }
                    ForEach(Array(names.enumerated()), id: \\.offset) { _, name in Text(name) }
                    ForEach(moods.indices, id: \\.self) { i in Text(moods[i].rawValue) }
                    Button("Add") { steps.insert(Step(title: "x"), at: 0); names.insert("a", at: 0); moods.insert(.calm, at: 0) }
                }
            }
        }
        """

    @Test func helpNamesAKeyTheElementHas() {
        // In source order: the `Step` rows, the `String` rows, the `Mood` rows.
        let help = LintTestSupport.lint(Self.code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help == [
            "Key by the element instead: `id: \\.element.id`, if each element appears once (repeated ids leave rows' identity undefined).",
            "Key by the element instead: `id: \\.element` if the values are unique and rows never edit them; otherwise wrap them in an `Identifiable` type.",
            "Use `ForEach(moods, id: \\.self)` if the values are unique and rows never edit them, or give `Mood` a stable `id`.",
        ])
    }

    /// Rows that edit their `String` through a binding: a key made of the value would change on
    /// every keystroke, so the help asks for an identity instead of `\.self`.
    @Test func editedValuesAreGivenAnIdentity() {
        let code = """
            import SwiftUI
            final class HostsModel: ObservableObject { @Published var hosts: [String] = ["a", "b"] }
            struct HostsEditor: View {
                @ObservedObject var model: HostsModel
                var body: some View {
                    ForEach(model.hosts.indices, id: \\.self) { index in
                        TextField("Host", text: $model.hosts[index])
                        Button("Remove") { model.hosts.remove(at: index) }
                    }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help.count == 1)
        #expect(help.first?.contains("give each element an identity (a struct with a stored `id`)") == true, "\(help)")
        #expect(help.first?.contains("\\.self") == false, "\(help)")
    }

    /// Rows that use their position as data keep it in the help's element key; rows over
    /// `0..<xs.count` that read only their position are told to add `id: \.self`; an element
    /// type the code does not fix gets the "each element appears once" condition.
    @Test func theHelpKeepsThePositionTheRowsUse() {
        let code = """
            import SwiftUI
            struct Picker3: View {
                let labels: [String]
                let points: [CGFloat]
                let items: [Payload]
                @Binding var chosen: Int
                var body: some View {
                    VStack {
                        ForEach(0..<labels.count, id: \\.self) { i in Button(labels[i]) { chosen = i } }
                        ForEach(0..<points.count) { i in Color.clear.onTapGesture { chosen = i } }
                        ForEach(Array(items.enumerated()), id: \\.offset) { _, item in Text(item.title) }
                    }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help.count == 3)
        #expect(help.first?.hasPrefix("The rows use their position as data (`chosen = i`)") == true, "\(help)")
        // `String` has no `id`: the key is the value.
        #expect(help.first?.contains("`ForEach(Array(labels.enumerated()), id: \\.element) { index, element in … }` if the values are unique") == true, "\(help)")
        #expect(help.dropFirst().first?.hasPrefix("Add `id: \\.self`: the rows read only their position") == true, "\(help)")
        #expect(help.last?.hasPrefix("If each element appears once, key by it instead") == true, "\(help)")
    }

    /// A project struct that is neither `Identifiable` nor `Hashable` (only `Equatable`, or
    /// nothing) cannot be its own key: `id: \.self` / `\.element` would not compile (review s7:
    /// Aidoku FilterGroupsView:35, DuckDuckGo BrowsersComparisonChart:102). A `Hashable` one can.
    @Test func aStructThatIsNotHashableIsNotOfferedAsItsOwnKey() {
        let code = """
            import SwiftUI
            struct Shelf: Equatable {
                let title: String
                static func == (lhs: Shelf, rhs: Shelf) -> Bool { lhs.title == rhs.title }
            }
            struct Bin { var label: String }
            struct Tag: Codable, Hashable { var name: String }
            struct Shelves: View {
                @State private var shelves: [Shelf] = []
                @State private var bins: [Bin] = []
                @State private var tags: [Tag] = []
                @State private var picked = 0
                var body: some View {
                    VStack {
                        ForEach(shelves.indices, id: \\.self) { i in Text(shelves[i].title) }
                        ForEach(Array(bins.enumerated()), id: \\.offset) { _, bin in Text(bin.label) }
                        ForEach(tags.indices, id: \\.self) { i in Text(tags[i].name) }
                        ForEach(shelves.indices, id: \\.self) { i in Button(shelves[i].title) { picked = i } }
                        Button("Add") {
                            shelves.insert(Shelf(title: "x"), at: 0); bins.insert(Bin(label: "y"), at: 0); tags.insert(Tag(name: "z"), at: 0)
                        }
                    }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help == [
            "`Shelf` is neither `Identifiable` nor `Hashable`, so `id: \\.self` would not compile: make `Shelf` `Identifiable` (an `id` each element keeps) and use `ForEach(shelves)`, or make it `Hashable` and use `ForEach(shelves, id: \\.self)` if the values are unique and rows never edit them.",
            "`Bin` is neither `Identifiable` nor `Hashable`, so `id: \\.element` would not compile: make `Bin` `Identifiable` (an `id` each element keeps) and key by `id: \\.element.id`, or make it `Hashable` and key by `id: \\.element` if the values are unique and rows never edit them.",
            "Use `ForEach(tags, id: \\.self)` if the values are unique and rows never edit them, or give `Tag` a stable `id`.",
            "The rows use their position as data (`picked = i`): if each row means its position, keying by it is right (say so with `// viewlint:disable:next foreach_index_identity`); if it stands for an element, make `Shelf` `Identifiable` (an `id` each element keeps), then key it by the element and keep the position: `ForEach(Array(shelves.enumerated()), id: \\.element.id) { index, element in … }`.",
        ])
    }

    /// An enum is `Hashable` by itself only when no case carries values: `Pane` (`case one(Editor)`,
    /// `Equatable` and `Codable` only) is offered no `\.element` (review s15 #4, CodeEdit
    /// EditorLayoutView:64), `Side` (no payloads) is offered `\.self`, and `Route` (payloads, made
    /// `Hashable` in an extension) `\.element`.
    @Test func anEnumWithPayloadsIsHashableOnlyWhenItSaysSo() {
        let code = """
            import SwiftUI
            struct Editor: Equatable, Codable { var name: String }
            enum Pane: Equatable {
                case one(Editor)
                case split([Pane])
            }
            extension Pane: Codable {}
            enum Side { case leading, trailing }
            enum Route {
                case detail(id: Int)
                case home
            }
            extension Route: Hashable {}
            struct Workspace: View {
                @State private var panes: [Pane] = []
                @State private var sides: [Side] = []
                @State private var routes: [Route] = []
                var body: some View {
                    VStack {
                        ForEach(Array(panes.enumerated()), id: \\.offset) { _, pane in Text("\\(String(describing: pane))") }
                        ForEach(sides.indices, id: \\.self) { i in Text(sides[i] == .leading ? "L" : "R") }
                        ForEach(Array(routes.enumerated()), id: \\.offset) { _, route in Text("\\(String(describing: route))") }
                        Button("Add") { panes.insert(.split([]), at: 0); sides.insert(.leading, at: 0); routes.insert(.home, at: 0) }
                    }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help == [
            "`Pane` is neither `Identifiable` nor `Hashable`, so `id: \\.element` would not compile: make `Pane` `Identifiable` (an `id` each element keeps) and key by `id: \\.element.id`, or make it `Hashable` and key by `id: \\.element` if the values are unique and rows never edit them.",
            "Use `ForEach(sides, id: \\.self)` if the values are unique and rows never edit them, or give `Side` a stable `id`.",
            "Key by the element instead: `id: \\.element` if the values are unique and rows never edit them, or give `Route` a stable `id`.",
        ])
    }

    /// A scroll position bound around the rows scrolls by their position keys: the help says
    /// what keying by element asks of it, so following it does not stop the paging.
    @Test func aScrollPositionOnThePositionKeysIsNamed() {
        let code = """
            import SwiftUI
            struct Banner: Identifiable { let id: Int; let title: String }
            struct Carousel: View {
                let banners: [Banner]
                @State private var page: Int?
                var body: some View {
                    ScrollView(.horizontal) {
                        LazyHStack {
                            ForEach(banners.indices, id: \\.self) { index in Text(banners[index].title) }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition(id: $page)
                    .onAppear { page = ((page ?? 0) + 1) % max(banners.count, 1) }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help.count == 1)
        #expect(help.first?.hasPrefix("`.scrollPosition(id: $page)` scrolls by these position keys: if you key rows by their elements, make `page` hold an element's key instead of an index.") == true,
                "\(help)")
    }

    /// A help's code names the collection whole, on one line: an excerpt's `…` would not compile
    /// (review s16 M4, DuckDuckGo: `ForEach(viewModel.…[group].accounts)`).
    @Test func theHelpsCodeIsTheWholeCollection() {
        let code = """
            import SwiftUI
            struct Account: Identifiable { let id = UUID(); var name: String }
            struct AccountGroup { var accounts: [Account] }
            final class PickerModel: ObservableObject { @Published var accountGroupsForSelection: [AccountGroup] = [] }
            struct AccountPicker: View {
                @ObservedObject var viewModel: PickerModel
                let group: Int
                var body: some View {
                    ForEach(viewModel.accountGroupsForSelection[group]
                                .accounts.indices, id: \\.self) { i in
                        Text(viewModel.accountGroupsForSelection[group].accounts[i].name)
                    }
                }
            }
            """
        let help = LintTestSupport.lint(code).findings.filter { $0.ruleID == "foreach_index_identity" }.map { $0.help ?? "" }
        #expect(help.count == 1)
        #expect(help.first?.contains("`ForEach(viewModel.accountGroupsForSelection[group].accounts)`") == true, "\(help)")
        #expect(help.first?.contains("…[") == false, "\(help)")
    }
}
