import Testing
@testable import ViewLint

/// The runtime's lookups that stand in for slower ones without changing an answer: a field found
/// among those of its name's length (what a scan of the fields finds), stored locations' boxes
/// (one per location and key path, rule 23), and values' text appended in place (what
/// `description` always gave).
@Suite struct EngineRuntimeLookupTests {
    /// A view with many fields, `flag` and `count` last.
    static let manyFields: [Field] = ["a", "b", "c", "d", "e", "f", "g"].map { Field.plain($0) }
        + [.state("count", .int(0)), .state("flag", .bool(false))]

    static func screen(_ fields: [Field]) -> ViewProgram {
        ViewProgram(root: "Screen", types: [
            ViewType("Screen", fields: fields, body: .vstack([
                .custom("Child", ["value": .read("count")]),
                .toggle(isOn: .binding("flag")),
            ])),
            ViewType("Child", fields: [.plain("value")], body: .text(.read("value"))),
        ])
    }

    @Test func aLookupFindsWhatAScanOfTheFieldsFinds() {
        // ASCII names of one length (`a`…`g`) and a repeated `a`; a type with a non-ASCII name
        // (`é` precomposed) is scanned, and `==` finds it by a decomposed query as it always did.
        let ascii = Self.manyFields + [.state("a", .int(9)), .plain("ab")]
        let accented: [Field] = [.plain("K"), .plain("caf\u{E9}"), .plain("x")]
        let program = ViewProgram(root: "Screen", types: [
            ViewType("Screen", fields: ascii, body: .empty),
            ViewType("Accented", fields: accented, body: .empty),
        ])
        let runtime = Runtime(program: program, options: EngineOptions(), tracing: false)
        #expect(runtime.fieldNameLengths[0] != nil)
        #expect(runtime.fieldNameLengths[1] == nil)
        let queries = ascii.map(\.name) + accented.map(\.name) + ["missing", "", "cafe\u{301}", "\u{212A}", "abc"]
        for (t, fields) in [ascii, accented].enumerated() {
            for name in queries {
                #expect(runtime.fieldIndex(name, inType: t) == fields.firstIndex { $0.name == name }, "\(name) in type \(t)")
            }
        }
        #expect(runtime.fieldIndex("a", inType: 0) == 0)
        #expect(runtime.fieldIndex("cafe\u{301}", inType: 1) == 1)
        #expect(Runtime.asciiLength("count") == 5)
        #expect(Runtime.asciiLength("caf\u{E9}") == nil)
        #expect(Runtime.asciiLength(String(repeating: "long", count: 10)) == 40)
    }

    @Test func aViewWithManyFieldsReadsAndWritesTheFieldsAFewFieldsWould() {
        let steps: [ScenarioStep] = [
            .perform(on: .root, [.increment("count", by: 1)]),
            .perform(on: .root, [.toggle("flag")]),
            .perform(on: .root, [.increment("count", by: 1)]),
        ]
        let many = Engine().run(Self.screen(Self.manyFields), steps: steps)
        let few = Engine().run(Self.screen([.state("count", .int(0)), .state("flag", .bool(false))]), steps: steps)
        #expect(many.opaqueSites.isEmpty)
        #expect(many.measured.bodyEvaluations(of: "Screen") == 3)
        #expect(many.measured.bodyEvaluations(of: "Child") == 2)
        #expect(many.measured.bodyEvaluations(of: "Screen") == few.measured.bodyEvaluations(of: "Screen"))
        #expect(many.measured.bodyEvaluations(of: "Child") == few.measured.bodyEvaluations(of: "Child"))
    }

    @Test func aStoredLocationHasOneBoxPerKeyPath() throws {
        let program = Self.screen(Self.manyFields + [.state("item", .record(["name": .string("x")]))])
        var runtime = Runtime(program: program, options: EngineOptions(), tracing: false)
        try runtime.installRoot()
        let ctx = EvalContext(node: runtime.rootNode, locals: [:], inBody: true)
        func box(_ e: Expr) -> Int? {
            guard case .binding(let b) = runtime.evaluate(e, ctx) else { return nil }
            return b.box
        }
        let flag = try #require(box(.binding("flag")))
        #expect(box(.binding("flag")) == flag)
        let name = try #require(box(.binding("item", .member("name"))))
        #expect(box(.binding("item", .member("name"))) == name)
        #expect(name != flag)
        #expect(box(.binding("item")) != name)
        // A projection of the whole location further down shares the key path's box.
        guard case .binding(let whole) = runtime.evaluate(.binding("item"), ctx) else { Issue.record("no binding"); return }
        #expect(runtime.project(whole, [.member("name")], transaction: 0).box == name)
    }

    @Test func anObjectsDependentsAreTheFieldsHoldingItAndTheBodiesReadingAProperty() throws {
        // `App` owns the store; `Badge` gets it from the environment, `Row` as an observed object
        // (second field); `Plain` holds nothing. An `@Observable` property read is a body's own.
        let p = ViewProgram(root: "App", types: [
            ViewType("App", fields: [.stateObject("store", model: "Store")],
                     body: .vstack([.custom("Badge"), .custom("Row", ["store": .read("store")]), .custom("Plain")])
                        .environment("Store", .read("store"))),
            ViewType("Badge", fields: [.environmentObject("store", key: "Store")], body: .text(.property("store", "count"))),
            ViewType("Row", fields: [.plain("title"), .observedObject("store")], body: .text(.property("store", "count"))),
            ViewType("Plain", body: .text(.string("static"))),
        ], models: [ModelType("Store", kind: .observableObject, properties: [.init("count", .int(0), observed: true)])])
        var runtime = Runtime(program: p, options: EngineOptions(), tracing: false)
        try runtime.installRoot()
        guard case .object(let store) = runtime.nodes[runtime.rootNode].custom!.state[0] else { Issue.record("no store"); return }
        let found = runtime.dependents(on: store, property: nil)
        #expect(found.map { runtime.customTypeName(of: $0.node) ?? "?" } == ["App", "Badge", "Row"])
        #expect(found.map(\.field) == [0, 0, 1])
        #expect(runtime.dependents(on: store + 1000, property: nil).isEmpty)
        // Nothing here observes the property itself (an `ObservableObject` has no per-property readers).
        #expect(runtime.dependents(on: store, property: "count").isEmpty)
    }

    @Test func valuesAppendTheTextTheirDescriptionsGave() {
        let values: [Value] = [
            .none, .bool(false), .int(-3), .double(1.5), .string("a, b"),
            .array([.int(1), .array([]), .symbol("x", 0)]),
            .record(["b": .array([.string("q")]), "a": .record(["z": .none])]),
            .fresh(.uuid, 4), .object(2), .opaque(5), .symbol("model.title", 3),
            .binding(BindingValue(location: .constant(.none), box: 1, value: .int(2), transaction: 0)),
            .closure(ClosureValue(site: "Row.action", contextSerial: 1, captures: nil)),
        ]
        let expected = ["nil", "false", "-3", "1.5", "\"a, b\"", "[1, [], ‹x›]", "{a: {z: nil}, b: [\"q\"]}",
                        "uuid#4", "object#2", "opaque#5", "‹model.title›#3", "Binding(2)", "closure(Row.action)"]
        #expect(values.map(\.description) == expected)
        var text = "("
        Value.describe(values, into: &text)
        #expect(text == "(" + expected.joined(separator: ", "))
        #expect(EngineExpressions.unknown("==", [.symbol("a", 0), .array([.int(1)])]) == .symbol("==(‹a›, [1])", 0))
    }
}
