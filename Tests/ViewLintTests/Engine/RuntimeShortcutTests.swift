import Testing
@testable import ViewLint

/// Work the runtime skips without changing an answer: a reconciled node's kind asked without
/// making it (`hasKind` answers as `kind(of:) ==` does), a model's new instance copied from one
/// made once (each still its own object), and the reasons a body runs worded only for the trace.
@Suite struct EngineRuntimeShortcutTests {
    @Test func aModifierIsNamedExactlyWhenItsNameIsTheText() {
        // `K` and the Kelvin sign are equal under `==` (canonical equivalence): a non-ASCII key is
        // compared as the whole name, as it always was.
        let modifiers: [Modifier] = [
            .environment("\\.colorScheme", .literal(.none)), .environment("\u{212A}", .literal(.none)),
            .environment("", .literal(.none)), .id(.literal(.int(1))), .inert("padding", []), .transition(identity: true),
        ]
        let texts = ["environment(\\.colorScheme)", "environment(\\.colorSchemes)", "environment(\\.colorScheme", "environment()",
                     "environment(K)", "environment(\u{212A})", "id", "padding", "transition(.identity)", "transition", "", "environment"]
        for m in modifiers {
            for text in texts { #expect(m.isNamed(text) == (m.name == text), "\(m.name) / \(text)") }
        }
        #expect(Modifier.environment("\u{212A}", .literal(.none)).isNamed("environment(K)"))
    }

    @Test func aNodeHasTheKindItsRenderedValueWouldMake() {
        let program = ViewProgram(root: "Screen", types: [ViewType("Screen", fields: [], body: .empty)])
        var runtime = Runtime(program: program, options: EngineOptions(), tracing: false)
        let rendered: [Rendered] = [
            .leaf("Text", []), .leaf("Image", []), .control("Toggle", .none), .container("VStack", []), .container("HStack", []),
            .custom(0, []), .custom(1, []), .modified(.empty, .inert("padding", []), [], [:]),
            .modified(.empty, .environment("\\.font", .literal(.none)), [.none], [:]),
            .modified(.empty, .environment("\\.fonts", .literal(.none)), [.none], [:]),
            .conditional(0, .empty), .anyView("Text", .empty), .marked(0, .empty, tracked: nil), .marked(1, .empty, tracked: nil),
            .opaque("why"), .empty,
        ]
        for r in rendered {
            runtime.nodes.append(Node(kind: runtime.kind(of: r), parent: 0, depth: 1, slot: "", owner: 0, typeName: "x"))
        }
        for id in 1..<runtime.nodes.count {
            for r in rendered {
                #expect(runtime.hasKind(id, of: r) == (runtime.nodes[id].kind == runtime.kind(of: r)), "\(id) / \(r.kindName)")
            }
        }
        #expect(!runtime.hasKind(0, of: .empty))  // the host is made by no rendered value
    }

    @Test func eachNewObjectOfAModelIsItsOwn() {
        let model = ModelType("Store", kind: .observableObject, properties: [.init("count", .int(0), observed: true)])
        let program = ViewProgram(root: "Screen", types: [ViewType("Screen", fields: [], body: .empty)], models: [model])
        var runtime = Runtime(program: program, options: EngineOptions(), tracing: false)
        let context = EvalContext(node: 0, locals: [:], inBody: false)
        guard case .object(let a) = runtime.makeObject("Store", context),
              case .object(let b) = runtime.makeObject("Store", context) else {
            Issue.record("a declared model makes an object")
            return
        }
        #expect(a != b)
        runtime.objects[a]!.values["count"] = .int(5)
        #expect(runtime.objects[b]!.values["count"] == .int(0))
        #expect(runtime.objects[a]!.values["count"] == .int(5))
        guard case .opaque = runtime.makeObject("Missing", context) else {
            Issue.record("an undeclared model is opaque")
            return
        }
        #expect(runtime.opaqueSites.contains { $0.reason == "unknown model `Missing`" })
    }

    @Test func aBodyRunsForTheSameChangesWithAndWithoutTheTrace() {
        // A parent passing a new value, a state change, an environment change: the same body runs
        // counted with the reasons worded (tracing) as without.
        let program = ViewProgram(root: "Root", types: [
            ViewType("Root", fields: [.state("n", .int(0)), .state("dark", .bool(false))], body: .vstack([
                .custom("Child", ["value": .read("n")]),
                .custom("Leaf").environment("colorScheme", .read("dark")),
            ])),
            ViewType("Child", fields: [.plain("value")], body: .text(.read("value"))),
            ViewType("Leaf", fields: [.environment("scheme", key: "colorScheme")], body: .text(.read("scheme"))),
        ])
        let steps: [ScenarioStep] = [.perform(on: .root, [.increment("n", by: 1)]), .perform(on: .root, [.toggle("dark")])]
        let traced = Engine(tracing: true).run(program, steps: steps)
        let quiet = Engine(tracing: false).run(program, steps: steps)
        for type in ["Root", "Child", "Leaf"] {
            #expect(traced.measured.bodyEvaluations(of: type) == quiet.measured.bodyEvaluations(of: type), "\(type)")
        }
        #expect(quiet.measured.bodyEvaluations(of: "Child") == 1)
        #expect(quiet.measured.bodyEvaluations(of: "Leaf") == 1)
        #expect(traced.trace.contains("Child: @self changed."))
        #expect(traced.trace.contains("Root: _n changed."))
        #expect(quiet.trace.isEmpty)
    }
}
