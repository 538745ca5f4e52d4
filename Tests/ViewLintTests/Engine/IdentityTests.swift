import Testing
@testable import ViewLint

/// Identity rules (docs/SWIFTUI-MODEL.md) not tied to one experiment: switch branches (rule 32),
/// ForEach ids (rule 36), the host re-rendering the root with a new argument.
@Suite struct EngineIdentityTests {
    @Test func switchCasesAreSeparateIdentities() {
        let p = ViewProgram(root: "Screen", types: [
            ViewType("Screen", fields: [.state("tab", .int(0))], body: .switchOn(.read("tab"), [
                SwitchCase(.int(0), .custom("Home")),
                SwitchCase(.int(1), .custom("Settings")),
            ], .text(.string("unknown")))),
            ViewType("Home", fields: [.state("scroll", .int(0))], body: .text(.read("scroll"))
                .onAppear([.log(.string("home+"))]).onDisappear([.log(.string("home-"))])),
            ViewType("Settings", fields: [.state("query", .string(""))], body: .text(.read("query"))),
        ])
        let r = Engine().run(p, steps: [
            .perform(on: .root, [.set("tab", .int(1))]),
            .perform(on: .root, [.set("tab", .int(0))]),
            .perform(on: .root, [.set("tab", .int(7))]),
        ])
        #expect(r.total.counters(of: "Home").stateAllocations == 2)
        #expect(r.total.counters(of: "Home").stateDestructions == 2)
        #expect(r.total.counters(of: "Settings").stateAllocations == 1)
        #expect(r.total.counters(of: "Settings").stateDestructions == 1)
        #expect(r.total.log == ["home+", "home-", "home+", "home-"])
    }

    @Test func forEachIDsKeepStateAcrossMovesAndDropItOnRemoval() {
        let p = ViewProgram(root: "List", types: [
            ViewType("List", fields: [.state("items", .array([.int(1), .int(2), .int(3)]))],
                     body: .lazyVStack([.forEach(.read("items"), id: .selfValue, element: "item",
                                                 .custom("Row", ["item": .read("item")])
                                                    .onDisappear([.log(.concat(.string("gone "), .read("item")))]))])),
            ViewType("Row", fields: [.plain("item"), .state("expanded", .bool(false))], body: .text(.read("item"))),
        ])
        let r = Engine().run(p, steps: [
            .perform(on: .root, [.move("items", from: 0, to: 2)]),   // [2, 3, 1]
            .perform(on: .root, [.remove("items", at: 1)]),          // [2, 1]
            .perform(on: .root, [.insert("items", at: 0, .int(9))]), // [9, 2, 1]
        ])
        let rows = r.measured.counters(of: "Row")
        #expect(rows.stateAllocations == 1)   // only 9 is new
        #expect(rows.stateDestructions == 1)  // only 3 went
        #expect(rows.bodyEvaluations == 1)    // only 9's first body; moved rows are unchanged
        #expect(r.measured.log == ["gone 3"])
    }

    @Test func hostReRendersTheRootWithANewArgument() {
        let p = ViewProgram(root: "Root", types: [
            ViewType("Root", fields: [.plain("title", pod: false)], body: .text(.read("title"))),
        ], rootArguments: ["title": .string("a")])
        let r = Engine().run(p, steps: [.setRootArgument("title", .string("b")), .setRootArgument("title", .string("b"))])
        #expect(r.measured.updates == 1)
        #expect(r.measured.bodyEvaluations(of: "Root") == 1)
        #expect(r.trace.contains("Root: @self changed."))
    }
}
