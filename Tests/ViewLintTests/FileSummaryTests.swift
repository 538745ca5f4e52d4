import Testing
@testable import ViewLint

/// The per-file summary's own shortcuts: each must give what the plain String / SyntaxTree
/// route gives.
@Suite struct FileSummaryTests {
    static func summary(_ text: String) -> FileSummary {
        FileSummary(tree: SyntaxTree.parse(SourceFile(path: "F.swift", text: text)))
    }

    /// Constructions found by the inlined callee test: `init` is recognised by its length
    /// and bytes (also backticked), method calls and builtins are not candidates.
    @Test func constructionSitesByEveryCalleeForm() {
        let text = """
        struct Host: View {
            var body: some View {
                VStack {
                    Foo()
                    Foo.init()
                    Foo.`init`()
                    Foo<Int>()
                    a.Foo()
                    a.init()
                    Foo.make()
                    Foo.initial()
                    _Bar()
                    Text("x")
                    Foo().padding().id(1)
                    try? Foo()
                    `Foo`()
                    Foo
                        .init()
                }
            }
        }
        """
        let sites = Self.summary(text).sites.filter { $0.typeName != "VStack" }
        #expect(sites.map(\.typeName) == ["Foo", "Foo", "Foo", "Foo", "_Bar", "Foo", "Foo", "Foo", "Foo"])
        #expect(sites.map(\.line) == [4, 5, 6, 7, 12, 14, 15, 16, 17])
        #expect(sites[5].modifiers.map(\.name) == ["padding", "id"])
        #expect(sites.allSatisfy { $0.enclosingDeclaration == "Host.body" })
    }

    /// The modifier walk on the flat tree agrees with `SyntaxTree.modifiers(appliedTo:)` for
    /// every call, through `#if` chains, `?`, `try` and `await`.
    @Test func modifierChainsMatchTheSyntaxTreeWalk() {
        let text = """
        struct V: View {
            var body: some View {
                Row(a: 1)
                    .padding()
                #if os(iOS)
                    .font(.body).bold()
                #else
                    .italic
                #endif
                    .id(2)
                let x = try? await Loader()?.load().value
                Card { Text("a").foregroundColor(.red) }.frame(width: 3)
            }
        }
        """
        let tree = SyntaxTree.parse(SourceFile(path: "F.swift", text: text))
        var compared = 0
        tree.withFlatTree { flat in
            let sites = SiteCollector(tree: flat)
            for index in tree.nodes.indices where tree.nodes[index].kind == .call {
                let call = SyntaxTree.NodeID(index)
                let expected = tree.modifiers(appliedTo: call)
                var modifiers: [SiteModifier] = []
                let outermost = sites.collectModifiers(of: call, into: &modifiers)
                #expect(outermost == expected.outermost)
                #expect(modifiers.map { tree.file.bytes.text($0.nameRange) } == expected.modifiers.map { tree.name($0.member) })
                #expect(modifiers.map(\.conditional) == expected.modifiers.map(\.conditional))
                compared += expected.modifiers.count
            }
        }
        #expect(compared >= 8)
    }

    /// Every site reads its own slice of the file's one modifier list, and its line and
    /// column from the file's line table, as the tree walk and a byte count give them.
    @Test func eachSiteReadsItsOwnModifiersAndPosition() {
        let text = """
        struct V: View {
            var body: some View {
                Plain()
                Row(a: 1).padding()
                #if os(iOS)
                    .font(.body).bold()
                #endif
                    .id(2)
                Card { Badge().frame(width: 3) }.equatable()
                Plain()
            }
        }
        """
        let tree = SyntaxTree.parse(SourceFile(path: "F.swift", text: text))
        let sites = FileSummary(tree: tree).sites
        #expect(sites.map(\.typeName) == ["Plain", "Row", "Badge", "Card", "Plain"])
        var compared = 0
        for site in sites {
            let call = tree.nodes.indices.first { tree.nodes[$0].kind == .call && tree.byteRange(SyntaxTree.NodeID($0)) == site.byteRange }
            guard let call else { Issue.record("no call at \(site.byteRange)"); continue }
            let expected = tree.modifiers(appliedTo: SyntaxTree.NodeID(call)).modifiers
            #expect(site.modifiers.map(\.name) == expected.map { tree.name($0.member) }, "\(site.typeName)")
            #expect(site.modifiers.map(\.conditional) == expected.map(\.conditional))
            compared += expected.count
            let line = tree.file.lineIndex(of: site.byteRange.lowerBound)
            #expect(site.line == line + 1)
            #expect(site.column == site.byteRange.lowerBound - Int(tree.file.lineStarts[line]) + 1)
        }
        #expect(compared == 6)
        #expect(sites.map(\.isEquatableWrapped) == [false, false, false, true, false])
    }

    /// The exact-size concatenation the classifier's reasons use gives `a + b + c`, for small
    /// and heap Strings, empty parts and non-ASCII text (no normalisation either way).
    @Test func concatenationMatchesPlus() {
        let parts = ["", "a", "Card", "Caf\u{E9}", "Cafe\u{301}", "\u{212A}elvin", "class reference ",
                     String(repeating: "LongTypeName", count: 4), ": ", "."]
        for a in parts {
            for b in parts {
                for c in ["", ".", "x (recursive)", "Cafe\u{301}"] {
                    let joined = String.concatenation(a, b, c)
                    #expect(Array(joined.utf8) == Array((a + b + c).utf8))
                    #expect(joined == a + b + c)
                }
                #expect(Array(String.concatenation(a, b).utf8) == Array((a + b).utf8))
            }
        }
    }

    /// The galloping line search agrees with the binary search from any hint, far or near.
    @Test func gallopingLineSearchMatchesTheBinarySearch() {
        var text = ""
        for line in 0 ..< 300 { text += String(repeating: "x", count: line % 7) + (line % 5 == 0 ? "\r\n" : "\n") }
        let file = SourceFile(path: "Lines.swift", text: text)
        let tree = SyntaxTree.parse(file)
        tree.withFlatTree { flat in
            for offset in stride(from: 0, through: file.bytes.count + 2, by: 11) {
                for hint in [0, 1, 2, 7, 63, 150, 298, 299, 5000] {
                    #expect(flat.lineIndex(of: offset, near: hint) == file.lineIndex(of: offset), "\(offset) near \(hint)")
                }
            }
        }
    }

    /// Attribute names known from their bytes classify as the String route would; near
    /// misses are not in the table (they take the String route).
    @Test func attributeTableAgreesWithTheStringClassification() {
        func use(_ name: String) -> AttributeNames.Use? {
            Array(name.utf8).withUnsafeBufferPointer { AttributeNames.shared.use(of: $0[...]) }
        }
        for name in AttributeNames.wrapperNames {
            guard case .wrapper(let kind, let spelled)? = use(name) else { Issue.record("\(name)"); continue }
            #expect(kind == PropertyWrapperKind.of(attributeName: name) && spelled == name)
            #expect(!SummaryCollector.isPlainAttribute(name))
        }
        for name in AttributeNames.plainNames {
            guard case .plain? = use(name) else { Issue.record("\(name)"); continue }
        }
        for name in ["", "Stat", "States", "state", "MainActo", "Environment2", "SwiftUI.Stat"] { #expect(use(name) == nil, "\(name)") }
        // A miss on an ASCII name is a custom wrapper, as the String route says; a non-ASCII
        // name may equal a known one under `==`, so it takes that route.
        for name in ["Stat", "States", "Dependency", "MainActo", "Environment2", "SwiftUI.Stat", "GKInspectable2"] {
            let complete = Array(name.utf8).withUnsafeBufferPointer { AttributeNames.isComplete(for: $0[...]) }
            #expect(complete && PropertyWrapperKind.of(attributeName: name) == .custom, "\(name)")
            #expect(!SummaryCollector.isPlainAttribute(name), "\(name)")
        }
        #expect(!Array("G\u{212A}Inspectable".utf8).withUnsafeBufferPointer { AttributeNames.isComplete(for: $0[...]) })
        #expect(SummaryCollector.isPlainAttribute("G\u{212A}Inspectable")) // Kelvin sign == K
        // The table-driven `of` gives the kinds the switch it replaced gave.
        let kinds: [(String, PropertyWrapperKind)] = [
            ("State", .state), ("SwiftUI.Binding", .binding), ("FocusedValue", .focusState), ("FocusedObject", .focusState),
            ("SectionedFetchRequest", .fetchRequest), ("Published", .published), ("Dependency", .custom), ("", .custom),
        ]
        for (name, kind) in kinds { #expect(PropertyWrapperKind.of(attributeName: name) == kind, "\(name)") }
    }

    @Test func storedPropertiesPastTheFirstReserveAndWrappersOffTheTable() {
        let text = """
        struct P: View {
            @State var a = 0
            @SwiftUI.State var b = 1
            @Dependency(\\.clock) var c
            @MainActor @Binding var d: Bool
            #if DEBUG
            var e: [String: Int?] = [:]
            var f: Set<Int>, g: (Int, String)
            #endif
            @ObservationIgnored var h: Any
            let i: CGFloat, j: Optional<Date>
            var body: some View { EmptyView() }
        }
        """
        let properties = Self.summary(text).declarations[0].storedProperties
        #expect(properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
        #expect(properties.map { $0.wrapper?.kind } == [.state, .state, .custom, .binding, nil, nil, nil, nil, nil, nil])
        #expect(properties.map { $0.wrapper?.name } == ["State", "SwiftUI.State", "Dependency", "Binding", nil, nil, nil, nil, nil, nil])
        #expect(properties[2].wrapper?.arguments == #"\.clock"#)
        #expect(properties.map { $0.shape?.description } == ["Int", "Int", nil, "Bool", "[String: Int?]", "Set<Int>", "(Int, String)", "Any", "CGFloat", "Date?"])
    }

    /// A qualified type keeps its components, read as one slice of bytes when written
    /// `A.B.C` and component by component otherwise (generic arguments, backticks, spaces).
    @Test func qualifiedTypeNamesEveryWayTheyAreWritten() {
        let text = """
        struct Q {
            let a: Outer.Mid.Leaf
            let b: Outer<Int>.Inner
            let c: Outer.`Inner`
            let d: Outer . Inner
            let e: SwiftUI.Binding<Bool>
            let f: [Int].Index
            var g = Counter.State()
            var h = Counter.State.make()
            var i = Outer<Int>.Inner()
        }
        """
        let properties = Self.summary(text).declarations[0].storedProperties
        #expect(properties.map { $0.shape?.description } == [
            "Outer.Mid.Leaf", "Outer.Inner", "Outer.Inner", "Outer.Inner", "SwiftUI.Binding<Bool>", "Index",
            "Counter.State", nil, nil,
        ])
    }

    /// Common names come from shared tables; each is what reading the name gives.
    @Test func sharedShapesAndNamesAreTheReadOnes() {
        for name in CommonShapes.names {
            let shape = Array(name.utf8).withUnsafeBufferPointer { CommonShapes.shared.shape(named: $0[...]) }
            #expect(shape == .named(name, []), "\(name)")
        }
        for name in ViewFamily.protocols.map(\.0) + CommonNames.standard {
            #expect(Array(name.utf8).withUnsafeBufferPointer { CommonNames.shared.name(spelledBy: $0[...]) } == name)
        }
        let declarations = Self.summary("""
        enum Outer { struct Mid { struct Deep: View, Equatable, Identifiable, MyProto {} } }
        extension Outer.Mid { struct Ext: Hashable {} }
        """).declarations
        // An extension is known by the type it names as written, and so are the types in it.
        #expect(declarations.map(\.qualifiedName) == ["Outer", "Outer.Mid", "Outer.Mid.Deep", "Outer.Mid", "Outer.Mid.Ext"])
        #expect(declarations[3].name == "Mid")
        #expect(declarations[2].inherited == ["View", "Equatable", "Identifiable", "MyProto"])
    }

    /// The digest hashes the lazy texts from their bytes: the same as hashing the Strings.
    @Test func digestOfBytesIsTheDigestOfTheText() {
        for text in ["", "Row", "body", "Café", "\u{212A}elvin", "[String: Int]"] {
            let bytes = Array(text.utf8)
            var fromBytes = StableHash()
            DeclarationDigest.add(SummaryText(bytes), 0 ..< UInt32(bytes.count), to: &fromBytes)
            var fromText = StableHash()
            fromText.combine(text)
            #expect(fromBytes == fromText, "\(text)")
            #expect(fromText.value == StableHashTests.fnv1a(bytes + [0xFF]), "\(text)") // FNV-1a of the bytes and the terminator
        }
    }

    /// The hash a site keeps from the builtin test is the merge's key for its type name:
    /// `asciiHash` of the name's bytes without backticks, nil when they are not ASCII.
    @Test func siteKeepsTheAsciiHashOfItsTypeName() {
        let text = """
        struct Host: View {
            var body: some View { VStack { Card(); `Card`(); Caf\u{E9}Row(); Card.init(); Text("x"); `Text`() } }
        }
        """
        let sites = Self.summary(text).sites.filter { $0.typeName != "VStack" }
        #expect(sites.map(\.typeName) == ["Card", "Card", "Caf\u{E9}Row", "Card", "Text"])
        for site in sites {
            let bytes = Array(site.typeName.utf8)
            #expect(site.record.typeNameHash == bytes.withUnsafeBufferPointer { ProjectIndex.asciiHash($0[...]) }, "\(site.typeName)")
        }
        #expect(sites[2].record.typeNameHash == nil)
    }

    /// The first inherited name is kept apart from the rest: none, one and several read back
    /// in order, and the merge numbers every one (`C` is a view through its second name).
    @Test func inheritedNamesReadBackAndMergeWhateverTheirCount() {
        let tree = SyntaxTree.parse(SourceFile(path: "F.swift", text: """
        struct A {}
        struct B: View { var body: some View { EmptyView() } }
        struct C: Equatable, Hashable, @MainActor View { var body: some View { EmptyView() } }
        """))
        #expect(FileSummary(tree: tree).declarations.map(\.inherited) == [[], ["View"], ["Equatable", "Hashable", "View"]])
        let index = ProjectIndex(trees: [tree])
        #expect(index.viewTypes.map(\.name) == ["B", "C"])
        #expect(index.viewType(named: "C")?.isEquatable == true)
    }
}
