import Testing
@testable import ViewLint

/// A node's identity path is made when read (`Runtime.path(of:)`), not when the node is: it must
/// read as it did when every path was made with its node. A node keeps the path it was made
/// under: an `.id` change gives the modifier a new path for what is made from then on, and a
/// conditional keeps the branch it was made with in its label.
@Suite struct NodePathTests {
    /// `Screen` shows a marked `Badge` under `.id(n)` inside a `VStack`, and either a `Title` or a
    /// `Note` by `flag`.
    static let program: ViewProgram = {
        var p = ViewProgram(root: "Screen", types: [
            ViewType("Screen", fields: [.state("n", .int(0)), .state("flag", .bool(true))],
                     body: .vstack([
                        .marked(0, .custom("Badge")).id(.read("n")),
                        .conditional(.read("flag"), .custom("Title"), .custom("Note")),
                     ])),
            ViewType("Badge", fields: [], body: .text(.string("badge"))),
            ViewType("Title", fields: [], body: .text(.string("title"))),
            ViewType("Note", fields: [], body: .color("red")),
        ])
        p.marks = [SiteMark("badge")]
        return p
    }()

    @Test func eachIdentityUnderAnIDKeepsThePathItWasMadeUnder() {
        let steps = ScenarioStep.repeated(2, on: .root, [.increment("n", by: 1)])
        let r = Engine().run(Self.program, steps: steps)
        // Three identities of the marked badge, the first two gone, each under its own id.
        let instances = r.sites[0] ?? []
        #expect(instances.map(\.path) == ["Screen/VStack/0:.id(0)/‹badge›", "Screen/VStack/0:.id(1)/‹badge›",
                                          "Screen/VStack/0:.id(2)/‹badge›"])
        #expect(instances.map(\.alive) == [false, false, true])
        // Counters per node are filed under the same paths, the badge's body under each.
        for n in 0 ... 2 {
            #expect(r.total.perNode["Screen/VStack/0:.id(\(n))/‹badge›/Badge"]?.bodyEvaluations == 1)
        }
    }

    @Test func aConditionalKeepsTheBranchItWasMadeWithInItsLabel() {
        let steps = [ScenarioStep.perform(on: .root, [.toggle("flag")])]
        let r = Engine().run(Self.program, steps: steps)
        // The conditional node stays when its branch switches: what the new branch builds is
        // below the label it was made with.
        #expect(r.total.perNode["Screen/VStack/1:if[0]/Title"]?.bodyEvaluations == 1)
        #expect(r.total.perNode["Screen/VStack/1:if[0]/Note"]?.bodyEvaluations == 1)
        #expect(!r.total.perNode.keys.contains { $0.contains("if[1]") })
    }

    @Test func theFullTraceNamesNodesByTheirPaths() {
        let steps = [ScenarioStep.perform(on: .root, [.increment("n", by: 1)])]
        let r = Engine(tracing: true).run(Self.program, steps: steps)
        #expect(r.trace.contains("id changed from 0 to 1 at Screen/VStack/0:.id(0)"))
    }
}
