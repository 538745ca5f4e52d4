import Testing
import ViewLint
import ViewLintRules

/// Where a write to an `@State` in `init` initializes it and where it calls the dropping
/// setter (docs/SWIFTUI-MODEL.md fact 61), on the shapes a read of the change found misjudged
/// (review of the s19 diff: D1, D2, D5, D6).
@Suite struct DefiniteInitializationTests {
    static func view(_ declarations: String, init body: String, in container: String = "struct") -> String {
        """
        import SwiftUI

        struct Counter: View {
            @State private var count = 0
            \(declarations)

            var body: some View { Text("\\(count)") }
        \(container == "struct" ? "" : "}\n\nextension Counter {")
            init(start: Int) {
                \(body)
            }
        }

        struct Screen: View {
            var body: some View { Counter(start: 5) }
        }
        """
    }

    static func reported(_ source: String) -> Bool {
        LintTestSupport.lint([("Counter.swift", source)], confirm: false).findings.contains { $0.ruleID == "state_write_in_init" }
    }

    /// `Optional<Int>` spelled out does not start as `nil`: it must be assigned first, so the
    /// write before it initializes the state (D1).
    @Test func spelledOutOptionalMustBeAssigned() {
        #expect(!Self.reported(Self.view("var extra: Optional<Int>", init: "self.count = start\n        self.extra = nil")))
        #expect(Self.reported(Self.view("var extra: Int?", init: "self.count = start\n        self.extra = nil")))
    }

    /// A tuple pattern's properties are not read one by one: whether the write comes before them
    /// is not claimed (D2).
    @Test func tuplePatternLeavesItOpen() {
        #expect(!Self.reported(Self.view("let (low, high): (Int, Int)", init: "self.count = start\n        (self.low, self.high) = (0, 1)")))
    }

    /// An `init` in an extension of a struct this file declares is read against that struct:
    /// with every property holding a value, the write is the setter (D5).
    @Test func extensionInitOfAStructInThisFile() {
        #expect(Self.reported(Self.view("", init: "self.count = start", in: "extension")))
    }

    /// `var a, b: Int?`: the first binding takes the type written after the second, so both
    /// start as `nil` (D6).
    @Test func bindingsShareTheLastWrittenType() {
        #expect(Self.reported(Self.view("var low, high: Int?", init: "self.count = start")))
    }

    /// A write in a `defer` runs as `init`'s block ends, when `self` is whole: it is the dropping
    /// setter wherever it is written (review ev20 #5). Written as a plain statement at the same
    /// place, before `limit` is assigned, it initializes the state instead.
    @Test func aDeferWriteRunsAsInitEnds() {
        #expect(Self.reported(Self.view("let limit: Int", init: "defer { count = start }\n        self.limit = start")))
        #expect(!Self.reported(Self.view("let limit: Int", init: "count = start\n        self.limit = start")))
    }

    /// `@MainActor` marks a property; it is no wrapper giving it a value.
    @Test func aMarkerAttributeIsNoWrapper() {
        #expect(!Self.reported(Self.view("@MainActor let title: String", init: "self.count = start\n        self.title = \"\"")))
    }

    // MARK: the same read's other items (D3, D4)

    /// Rows keyed `\\.self` over elements whose own `==` compares only their `id`: an edited
    /// element is the same row with a new value, so the seed is not fixed (D3).
    @Test func aCustomEqualityKeepsTheRowOpen() {
        let source = """
        import SwiftUI

        struct Item: Hashable {
            let id: Int
            var title: String
            static func == (a: Item, b: Item) -> Bool { a.id == b.id }
            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        struct ItemRow: View {
            @State var item: Item
            var body: some View { Text(item.title) }
        }

        struct ItemList: View {
            @State private var items = [Item(id: 1, title: "One")]

            var body: some View {
                ForEach(items, id: \\.self) { item in
                    ItemRow(item: item)
                }
                Button("Rename") { items[0].title = "Uno" }
            }
        }
        """
        let result = LintTestSupport.lint([("Items.swift", source)], confirm: true)
        let seeded = result.findings.first { $0.ruleID == "state_from_argument" }
        #expect(seeded?.evidence?.summary.contains("the element of rows keyed") == false, "\(seeded?.evidence?.summary ?? "-")")
    }

    /// `if !visible { self.hidden() } else { self }`: hidden where the argument is false, so the
    /// opacity is 1 where it is true (D4).
    @Test func aNegatedHidingHelperGetsTheOpacityTheRightWayRound() {
        let source = """
        import SwiftUI

        extension View {
            @ViewBuilder func visible(_ visible: Bool) -> some View {
                if !visible { self.hidden() } else { self }
            }
        }

        struct Badge: View {
            @State private var showBadge = false

            var body: some View {
                Button("Toggle") { showBadge.toggle() }
                Circle().visible(showBadge)
            }
        }
        """
        let result = LintTestSupport.lint([("Badge.swift", source)], confirm: true)
        let flip = result.findings.first { $0.ruleID == "conditional_modifier" }
        #expect(flip?.help?.contains("`.opacity(showBadge ? 1 : 0)`") == true, "\(flip?.help ?? "-")")
    }
}
