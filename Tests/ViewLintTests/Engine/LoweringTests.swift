import Testing
@testable import ViewLint

/// Lowering parsed Swift to engine programs: fields from the index, bodies as templates, and
/// argument expressions classified symbolically.
@Suite struct LoweringTests {
    static func lower(_ code: String, root: String) -> LoweredProgram? {
        let tree = SyntaxTree.parse(SourceFile(path: "V.swift", text: code))
        return Lowering(index: ProjectModel(trees: [tree]), trees: SourceTrees([tree])).program(root: root)
    }

    static let code = """
        struct Screen: View {
            @State private var on = false
            @State private var items: [Item] = []
            @Binding var name: String
            let count: Int
            var body: some View {
                VStack {
                    if on { Badge(value: count) } else { Text("off") }
                    ForEach(items.indices, id: \\.self) { i in Text(items[i].title) }
                    ForEach(items) { item in Text(item.title) }
                    header
                    Toggle("On", isOn: $on)
                    AnyView(Text("x")).id(UUID())
                }
            }
            @ViewBuilder var header: some View { Text(name) }
        }
        struct Badge: View {
            let value: Int
            var body: some View { Text("\\(value)") }
        }
        """

    @Test func fieldsComeFromTheIndex() throws {
        let p = try #require(Self.lower(Self.code, root: "Screen"))
        let screen = try #require(p.program.type(named: "Screen"))
        #expect(screen.fields.map(\.name) == ["on", "items", "name", "count"])
        guard case .state(.literal(.bool(false))) = screen.fields[0].kind else { Issue.record("on: \(screen.fields[0].kind)"); return }
        guard case .binding = screen.fields[2].kind else { Issue.record("name"); return }
        guard case .plain(isPOD: true) = screen.fields[3].kind else { Issue.record("count"); return }
        #expect(p.program.type(named: "Badge")?.isPOD == true)
        #expect(p.typeNames == ["Screen", "Badge"])
    }

    @Test func bodyBecomesATemplate() throws {
        let p = try #require(Self.lower(Self.code, root: "Screen"))
        let signature = try #require(p.program.type(named: "Screen")).body.typeSignature
        #expect(signature == "VStack<TupleView<_ConditionalContent<Badge, Text>, ForEach<Text>, ForEach<Text>, Text, Toggle, ModifiedContent<AnyView, id>>>")
    }

    @Test func forEachStrategiesFollowHowRowsAreKeyed() throws {
        let p = try #require(Self.lower(Self.code, root: "Screen"))
        var strategies: [String] = []
        func visit(_ t: ViewTemplate) {
            switch t {
            case .forEach(let f): strategies.append("\(f.id)")
            case .container(_, let c): c.forEach(visit)
            case .modified(let c, _): visit(c)
            default: break
            }
        }
        visit(try #require(p.program.type(named: "Screen")).body)
        #expect(strategies == ["offset", "keyPath(\"id\")"])
    }

    @Test func helpersTakeTheirDefaultsAndBindingRowsProjectTheirElement() throws {
        let p = try #require(Self.lower("""
            struct Checklist: View {
                @State private var items: [String] = ["Milk"]
                var body: some View {
                    VStack {
                        row("Title")
                        ForEach($items, id: \\.self) { $item in
                            TextField("Item", text: $item)
                        }
                    }
                }
                @ViewBuilder func row(_ title: String, compact: Bool = false) -> some View {
                    if compact { Text(title) } else { Label(title, systemImage: "list.bullet") }
                }
            }
            """, root: "Checklist"))
        // A left-out argument is the parameter's default, not an unknown value.
        #expect(p.unmodelled.isEmpty, "\(p.unmodelled)")
        guard case .container(_, let children)? = p.program.type(named: "Checklist")?.body,
              case .container(_, let items) = children[0], items.count == 2,
              case .conditional(let condition, _, _) = items[0], case .forEach(let rows) = items[1] else {
            Issue.record("\(String(describing: p.program.type(named: "Checklist")?.body))"); return
        }
        guard case .literal(.bool(false)) = condition else { Issue.record("compact: \(condition)"); return }
        // `$item` is the row's binding: the row's local is `item`, which `$item` projects.
        #expect(rows.element == "item")
    }

    @Test func aPickersOptionsAreBuiltButATextFieldsCommitActionIsNot() throws {
        let p = try #require(Self.lower("""
            struct Form: View {
                @State private var size = 0
                @State private var name = ""
                var body: some View {
                    VStack {
                        Picker("Size", selection: $size) { Text("S").tag(0) }
                        TextField("Name", text: $name) { save(name) }
                    }
                }
                func save(_ name: String) {}
            }
            """, root: "Form"))
        let signature = try #require(p.program.type(named: "Form")).body.typeSignature
        // The picker's options are views beside its control; the text field's trailing closure
        // is an action (`onCommit`), not content.
        #expect(signature == "VStack<TupleView<‹Picker with content›<Picker, ModifiedContent<Text, tag>>, TextField>>", "\(signature)")
    }

    @Test func unknownReadsAreOpaqueAndReported() throws {
        let p = try #require(Self.lower("""
            struct V: View {
                var body: some View { Text(globalFormatter.string(from: 3)) }
            }
            """, root: "V"))
        // `simulate` lowers whole views without made-up values: an unknown global stays opaque.
        guard case .leaf("Text", let args, _)? = p.program.type(named: "V")?.body, case .opaque(let reason)? = args.first else {
            Issue.record("not opaque: \(String(describing: p.program.type(named: "V")?.body))"); return
        }
        #expect(reason.contains("reads something the engine does not know"))
    }

    @Test func manualBindingsFreshValuesAndClosuresAreClassified() throws {
        let p = try #require(Self.lower("""
            struct V: View {
                @State private var flag = false
                var body: some View {
                    Child(isOn: Binding(get: { flag }, set: { flag = $0 }), token: UUID(), action: { flag.toggle() })
                }
            }
            struct Child: View {
                @Binding var isOn: Bool
                let token: UUID
                let action: () -> Void
                var body: some View { Text("c") }
            }
            """, root: "V"))
        guard case .custom("Child", let args)? = p.program.type(named: "V")?.body else { Issue.record("no Child"); return }
        guard case .manualBinding(_, writes: "flag", _)? = args["isOn"] else { Issue.record("isOn \(String(describing: args["isOn"]))"); return }
        guard case .fresh? = args["token"] else { Issue.record("token"); return }
        guard case .closure? = args["action"] else { Issue.record("action"); return }
    }

    @Test func customEqualityIsEvaluated() throws {
        let p = try #require(Self.lower("""
            struct Parity: View, Equatable {
                let n: Int
                static func == (a: Parity, b: Parity) -> Bool { a.n % 2 == b.n % 2 }
                var body: some View { Text("p") }
            }
            """, root: "Parity"))
        let equality = try #require(p.program.type(named: "Parity")?.equality)
        let v = { (n: Int) in ViewValue(type: "Parity", names: ["n"], values: [.int(n)]) }
        #expect(equality(v(2), v(4)) == true)
        #expect(equality(v(2), v(3)) == false)
    }

    /// A project view named like a SwiftUI one that wraps it (`SwiftUI.Divider()` inside
    /// `struct Divider`) shows SwiftUI's view, not itself again without end.
    @Test func aModuleQualifiedConstructionIsSwiftUIs() throws {
        let p = try #require(Self.lower("""
            struct Divider: View {
                var body: some View {
                    SwiftUI.Divider()
                        .hidden()
                        .overlay(Color.gray)
                }
            }
            struct Sheet: View {
                var body: some View { VStack { Divider(); Text("x") } }
            }
            """, root: "Sheet"))
        #expect(p.program.type(named: "Sheet")?.body.typeSignature == "VStack<TupleView<Divider, Text>>")
        let divider = try #require(p.program.type(named: "Divider")).body
        #expect(divider.typeSignature == ".overlay<ModifiedContent<Divider, hidden>, Color>")
        func showsItself(_ t: ViewTemplate) -> Bool {
            switch t {
            case .custom(let name, _): return name == "Divider"
            case .container(_, let children): return children.contains(where: showsItself)
            case .modified(let content, _): return showsItself(content)
            default: return false
            }
        }
        #expect(!showsItself(divider), "the project's Divider shows itself: \(divider.typeSignature)")
    }
}
