import Testing
@testable import ViewLint

/// The project index over a three-file fixture project (Tests/Fixtures/index).
@Suite struct IndexTests {
    static let index: ProjectIndex = {
        let trees = ["Models.swift", "Views.swift", "Usage.swift"].map { name in
            SyntaxTree.parse(SourceFile(path: name, text: ParserTestSupport.fixture("index/" + name)))
        }
        return ProjectIndex(trees: trees)
    }()

    func type(_ name: String) -> ViewTypeInfo? { Self.index.viewType(named: name) }

    func property(_ type: String, _ name: String) -> StoredProperty? {
        self.type(type)?.storedProperties.first { $0.name == name }
    }

    /// The merge sorts summaries into path order itself (callers that summarise in parallel hand
    /// them over in any order), and its POD memo and first-seen name ids must not depend on the
    /// order they came in: every permutation of the three files gives the same index.
    @Test func summariesInAnyOrderGiveTheSameIndex() {
        let summaries = ["Models.swift", "Views.swift", "Usage.swift"].map { name in
            FileSummary(tree: SyntaxTree.parse(SourceFile(path: name, text: ParserTestSupport.fixture("index/" + name))))
        }
        let expected = Self.index.dump()
        #expect(expected.contains("Badge"))
        for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            #expect(ProjectIndex(summaries: order.map { summaries[$0] }).dump() == expected, "order \(order)")
        }
    }

    @Test func findsViewTypesByEveryRoute() {
        let names = Set(Self.index.viewTypes.map(\.name))
        #expect(names == ["Badge", "Row", "Later", "Home", "Bordered", "PillStyle", "DemoApp", "Placeholder", "Screen1", "Generic", "UsesRoot", "_Deferred", "PreviewHost"])
        #expect(!names.contains("Plain")) // has a `body` but is no View
        #expect(type("Later")?.families == [.view])         // via extension
        #expect(type("Home")?.families == [.view])          // via protocols refining View
        #expect(type("Bordered")?.families == [.viewModifier])
        #expect(type("PillStyle")?.families == [.style])
        #expect(type("DemoApp")?.families == [.app])
        #expect(type("Placeholder")?.kind == .enum)
        #expect(type("Badge")?.isView == true)
    }

    /// Families by name id: a protocol chain declared child first (more than one fixed-point
    /// pass), two families on one type, and conformances kept apart for types that share a
    /// simple name: an extension adds to the type it names as written, nested or not.
    @Test func familiesThroughProtocolChainsAndSharedNames() {
        let text = """
        protocol Leaf: Middle {}
        protocol Middle: Root {}
        protocol Root: View {}
        struct Both: Leaf, ViewModifier {}
        enum Outer { struct Twin: Equatable {} }
        struct Twin {}
        extension Twin: ButtonStyle {}
        enum Models { struct Details: Equatable { var text: String } }
        struct Details: View { var body: some View { EmptyView() } }
        enum Screens { struct Row {} }
        extension Screens.Row: View { var body: some View { EmptyView() } }
        """
        let index = ProjectIndex(trees: [SyntaxTree.parse(SourceFile(path: "F.swift", text: text))])
        #expect(index.viewType(named: "Both")?.families == [.view, .viewModifier])
        let twins = index.viewTypes.filter { $0.name == "Twin" }
        #expect(twins.map(\.qualifiedName) == ["Twin"])
        #expect(twins.first?.families == [.style] && twins.first?.isEquatable == false)
        #expect(index.viewTypes.filter { $0.name == "Details" }.map(\.qualifiedName) == ["Details"])
        #expect(index.viewTypes.filter { $0.name == "Row" }.map(\.qualifiedName) == ["Screens.Row"])
    }

    /// The merge finds a site's view by the bytes of its name (`NameTable`) while every name is
    /// ASCII; non-ASCII names, and names Swift's String `==` equates with other bytes (the Kelvin sign
    /// K, U+212A, equals K), must still find their view.
    @Test func sitesOfNonASCIIViewNamesAreKept() {
        let text = """
        struct Café: View { var body: some View { Text("c") } }
        struct \u{212A}elvin: View { var body: some View { Text("k") } }
        struct Plain: View { var body: some View { Text("p") } }
        struct Host: View {
            var body: some View {
                VStack { Café(); Kelvin(); Plain(); `Plain`() }
            }
            init() { _ = Plain() }
        }
        let top = Café()
        """
        let index = ProjectIndex(trees: [SyntaxTree.parse(SourceFile(path: "F.swift", text: text))])
        #expect(index.viewType(named: "Café")?.instantiations.map(\.enclosingDeclaration) == ["Host.body", "top"])
        #expect(index.viewType(named: "\u{212A}elvin")?.instantiations.count == 1)
        // Lazy texts: backticks dropped, an initializer is the member `init`.
        #expect(index.viewType(named: "Plain")?.instantiations.map(\.typeName) == ["Plain", "Plain", "Plain"])
        #expect(index.viewType(named: "Plain")?.instantiations.map(\.enclosingDeclaration) == ["Host.body", "Host.body", "Host.init"])
    }

    @Test func typesDeclaredInsideBodiesAreFound() {
        #expect(type("PreviewHost")?.storedProperties.map(\.name) == ["value"])
        #expect(type("PreviewHost")?.instantiations.first?.enclosingDeclaration == "#Preview")
    }

    @Test func storedPropertiesSkipComputedAndStatic() {
        #expect(type("Badge")?.storedProperties.map(\.name) == ["value", "tab", "sample", "score", "maybe"])
        #expect(property("Badge", "value")?.typeText == "Int")
        #expect(property("Badge", "value")?.isLet == true)
    }

    @Test func propertyWrappers() {
        let expected: [(String, PropertyWrapperKind)] = [
            ("expanded", .state), ("selection", .binding), ("model", .stateObject), ("observed", .observedObject),
            ("settings", .environmentObject), ("scheme", .environment), ("focused", .focusState), ("drag", .gestureState),
            ("ns", .namespace), ("storedTab", .sceneStorage), ("flag", .appStorage), ("clock", .custom),
        ]
        for (name, kind) in expected {
            #expect(property("Row", name)?.wrapper?.kind == kind, "\(name)")
            #expect(property("Row", name)?.pod == .nonPOD(reason: "@" + (property("Row", name)?.wrapper?.name ?? "")), "\(name)")
        }
        #expect(property("Row", "scheme")?.wrapper?.arguments == #"\.colorScheme"#)
        #expect(property("Row", "clock")?.wrapper?.name == "Dependency")
        #expect(property("Row", "content")?.wrapper == nil) // @ViewBuilder is not a wrapper
        #expect(property("Row", "model")?.initializerText == "Model()")
        let range = property("Row", "model")?.initializerByteRange
        let source = ParserTestSupport.fixture("index/Views.swift")
        #expect(range.map { String(decoding: Array(source.utf8)[$0], as: UTF8.self) } == "Model()")
    }

    @Test func podClassification() {
        #expect(property("Badge", "value")?.pod == .pod)
        #expect(property("Badge", "tab")?.pod == .pod)                // payload-free enum
        #expect(property("Badge", "sample")?.pod == .pod)             // struct of POD, recursively (types inferred from literals)
        #expect(property("Badge", "score")?.pod == .pod)              // typealias to Int
        #expect(property("Badge", "maybe")?.pod == .pod)              // optional of POD
        #expect(type("Badge")?.pod == .pod)
        #expect(property("Row", "named")?.pod == .nonPOD(reason: "Named: String"))
        #expect(property("Row", "onTap")?.pod == .nonPOD(reason: "closure"))
        #expect(property("Row", "loadable")?.pod == .nonPOD(reason: "Loadable: String"))
        #expect(property("Row", "tree")?.pod == .nonPOD(reason: "indirect enum Tree"))
        #expect(property("Row", "external")?.pod == .unknown(type: "Measurement"))
        #expect(property("Row", "content")?.pod == .unknown(type: "Content (generic parameter)"))
        #expect(type("Row")?.pod.description.hasPrefix("nonPOD(Row: @State") == true)
        #expect(type("Bordered")?.pod == .pod)
    }

    @Test func nameLookupRespectsGenericParametersAndNesting() {
        // `Root` is Generic's own parameter, not the project's `Root` struct.
        #expect(property("Generic", "root")?.pod == .unknown(type: "Root (generic parameter)"))
        // A payload's default value is not a payload type.
        #expect(property("Generic", "presentation")?.pod == .pod)
        // Top-level `Root` (Int) is found from outside `Outer`; `Outer.Root` (String) from inside.
        #expect(property("UsesRoot", "root")?.pod == .pod)
        #expect(property("Generic", "top")?.pod == .nonPOD(reason: "Outer: Outer.Root: String"))
    }

    /// TCA nests a `State` in every feature: `Parent.State` must find Parent's own `State`,
    /// not any `State`, and a qualifier the project does not declare is a module or framework.
    @Test func qualifiedMemberTypesFindTheirOwnDeclaration() {
        let source = """
            import SwiftUI
            enum Parent { struct State { var count = 0; var child: Child.State } }
            enum Child { struct State { var title: String } }
            enum Other { struct State { var flag = false } }
            enum Feature {
                struct State { var child: Child.State }
                struct Child { struct State { var value = 0 } }
            }
            enum Outer { enum Mid {} }
            extension Outer.Mid { enum Leaf { case a, b } }
            enum Elsewhere { enum Mode { case named(String) } }
            struct Missing { var n = 0 }
            struct Service { typealias Mode = Elsewhere.Mode }
            struct Screen: View {
                enum Mode { case compact, regular }
                let parent: Parent.State
                let other: Other.State
                var made = Other.State()
                let feature: Feature.State
                let leaf: Outer.Mid.Leaf
                let mode: Mode
                let color: SwiftUI.Color
                let edges: Edge.Set
                let missing: Parent.Missing
                let moduled: App.Parent.State
                let namespace: Namespace.ID
                var body: some View { EmptyView() }
            }
            struct Keyed<Key: Identifiable>: View {
                let id: Key.ID
                var body: some View { EmptyView() }
            }
            """
        let index = ProjectIndex(trees: [SyntaxTree.parse(SourceFile(path: "Features.swift", text: source))])
        func pod(_ name: String) -> PODness? {
            index.viewType(named: "Screen")?.storedProperties.first { $0.name == name }?.pod
        }
        #expect(pod("parent") == .nonPOD(reason: "Parent.State: Child.State: String"))
        #expect(pod("other") == .pod)
        #expect(pod("made") == .pod)                  // type read from `Other.State()`
        #expect(pod("feature") == .pod)               // `Child.State` inside Feature is Feature.Child.State
        #expect(pod("leaf") == .pod)                  // nested in an extension of `Outer.Mid`
        #expect(pod("mode") == .pod)                  // Screen's own Mode, not Service's alias
        #expect(pod("color") == .nonPOD(reason: "class reference"))
        #expect(pod("edges") == .pod)
        #expect(pod("missing") == .unknown(type: "Parent.Missing"))
        #expect(pod("moduled") == .nonPOD(reason: "Parent.State: Child.State: String")) // `App` is the module
        #expect(pod("namespace") == .nonPOD(reason: "Namespace"))
        let keyed = index.viewType(named: "Keyed")?.storedProperties.first?.pod
        #expect(keyed == .unknown(type: "Key.ID (generic parameter)"))
    }

    /// A cycle's result depends on where the classification entered it; the memoised
    /// classifier must give what a fresh one does from each entry point.
    @Test func podClassificationThroughACycleDependsOnTheEntryPoint() {
        let source = """
            struct A: View { let b: B; let c: C; var body: some View { EmptyView() } }
            struct B { let a: A? }
            struct C { let b: B; let n: Int }
            struct D: View { let c: C; var body: some View { EmptyView() } }
            """
        let index = ProjectIndex(trees: [SyntaxTree.parse(SourceFile(path: "Cycle.swift", text: source))])
        let a = index.viewType(named: "A")
        #expect(a?.pod == .unknown(type: "A (recursive)"))
        #expect(a?.storedProperties.map(\.pod) == [.unknown(type: "B (recursive)"), .unknown(type: "B (recursive)")])
        let d = index.viewType(named: "D")
        #expect(d?.pod == .unknown(type: "B (recursive)"))
        #expect(d?.storedProperties.map(\.pod) == [.unknown(type: "B (recursive)")])
    }

    /// A view type's own classification reads its memo when another type's property made one
    /// and skips making one otherwise: both give what the memo gives, whichever comes first.
    @Test func viewClassificationIsTheSameWithOrWithoutItsMemo() {
        let inner = "struct Inner: View { let n: Int; let s: String; var body: some View { EmptyView() } }\n"
        let outer = "struct Outer: View { let inner: Inner; let m: Int; var body: some View { EmptyView() } }\n"
        let loop = "struct Loop: View { let next: Loop?; var body: some View { EmptyView() } }\n"
        for text in [inner + outer + loop, outer + loop + inner, loop + outer + inner] {
            let index = ProjectIndex(trees: [SyntaxTree.parse(SourceFile(path: "M.swift", text: text))])
            #expect(index.viewType(named: "Inner")?.pod == .nonPOD(reason: "Inner: String"))
            #expect(index.viewType(named: "Outer")?.pod == .nonPOD(reason: "Outer: Inner: String"))
            #expect(index.viewType(named: "Outer")?.storedProperties.map(\.pod) == [.nonPOD(reason: "Inner: String"), .pod])
            #expect(index.viewType(named: "Loop")?.pod == .unknown(type: "Loop (recursive)"))
            #expect(index.viewType(named: "Loop")?.storedProperties.map(\.pod) == [.unknown(type: "Loop (recursive)")])
        }
    }

    /// The index's line search from a hint agrees with `SourceFile.lineIndex` everywhere.
    @Test func lineSearchFromAHintMatchesTheBinarySearch() {
        let file = SourceFile(path: "Lines.swift", text: "a\n\nbc\r\nd\re\n\n\nfgh")
        let tree = SyntaxTree.parse(file)
        tree.withFlatTree { flat in
            for offset in 0 ... file.bytes.count + 1 {
                for hint in 0 ..< file.lineCount {
                    #expect(flat.lineIndex(of: offset, near: hint) == file.lineIndex(of: offset), "\(offset) near \(hint)")
                }
            }
        }
    }

    @Test func customEqualityAndEquatable() {
        #expect(type("Badge")?.isEquatable == true)          // conformance added by an extension
        #expect(type("Badge")?.customEquality?.path == "Views.swift")
        #expect(type("Row")?.customEquality == nil)
        #expect(type("Row")?.isEquatable == false)
    }

    @Test func instantiationSitesWithModifiers() throws {
        let sites = try #require(type("Badge")?.instantiations)
        #expect(sites.count == 4)
        #expect(sites.map(\.line) == [7, 10, 11, 28])
        #expect(sites[3].enclosingDeclaration == "PreviewHost.body") // inside a type local to #Preview
        #expect(sites[0].modifiers.map(\.name) == ["equatable", "padding"])
        #expect(sites[0].isEquatableWrapped)
        #expect(sites[0].enclosingDeclaration == "Screen1.body")
        #expect(sites[1].wrappedInEquatableView)
        #expect(sites[1].modifiers.isEmpty)
        #expect(!sites[2].isEquatableWrapped) // Badge.init(…)
        #expect(sites.allSatisfy { $0.path == "Usage.swift" })

        let row = try #require(type("Row")?.instantiations.first)
        #expect(row.modifiers.map(\.name) == ["padding", "id"])
        #expect(row.modifiers.map(\.conditional) == [true, false])
        let source = Array(ParserTestSupport.fixture("index/Usage.swift").utf8)
        #expect(String(decoding: source[row.byteRange], as: UTF8.self).hasPrefix("Row(selection: $n"))
        #expect(String(decoding: source[row.modifiers[1].byteRange], as: UTF8.self) == ".id(n)")

        #expect(type("Bordered")?.instantiations.first?.enclosingDeclaration == "Screen1.body")
        #expect(type("Later")?.instantiations.first?.enclosingDeclaration == "Screen1.helper")
        #expect(type("Home")?.instantiations.first?.enclosingDeclaration == "DemoApp.body")
        #expect(type("_Deferred")?.instantiations.first?.enclosingDeclaration == "Host.make") // leading underscore
    }

    @Test func dumpIsReadableAndStable() {
        let dump = Self.index.dump()
        #expect(dump.contains("struct Badge [view] Views.swift:3 pod=pod\n  custom == at offset"))
        #expect(dump.contains("  var expanded @State (state) = false pod=nonPOD(@State)\n"))
        #expect(dump.contains(#"  var scheme @Environment(\.colorScheme) (environment) pod=nonPOD(@Environment)"#))
        #expect(dump.contains("  used at Usage.swift:7:13 in Screen1.body modifiers: .equatable .padding\n"))
        #expect(dump.contains("  used at Usage.swift:12:13 in Screen1.body modifiers: #if .padding .id\n"))
        #expect(dump == Self.index.dump())
    }
}
