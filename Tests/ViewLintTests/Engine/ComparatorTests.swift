import Testing
@testable import ViewLint

/// The comparison table (docs/SWIFTUI-MODEL.md rules 4–12): POD × non-POD × Equatable × mode ×
/// layout readiness, and the per-kind rules for classes, closures, arrays and bindings.
@Suite struct EngineComparatorTests {
    static let parity: ViewEquality = { a, b in (a["n"].intValue ?? 0) % 2 == (b["n"].intValue ?? 0) % 2 }
    static let podEquatable = ViewType("P", fields: [.plain("n")], equality: parity, body: .empty)
    static let podPlain = ViewType("P", fields: [.plain("n")], body: .empty)
    static let nonPODEquatable = ViewType("Q", fields: [.plain("n"), .state("s", .int(0))], equality: parity, body: .empty)
    static let nonPODPlain = ViewType("Q", fields: [.plain("n"), .state("s", .int(0))], body: .empty)
    // 2 and 4: different bits, equal under the parity `==`.
    static let old: [Value] = [.int(2), .none], new: [Value] = [.int(4), .none]

    struct Row: Sendable, CustomStringConvertible {
        var type: ViewType
        var mode: ComparisonMode
        var layoutReady: Bool
        var equal: Bool
        var description: String { "\(type.name) \(type.equality != nil ? "==" : "no ==") \(mode) ready=\(layoutReady)" }
    }

    static let table: [Row] = {
        var rows: [Row] = []
        for mode in [ComparisonMode.bitwise, .indirect, .equatableUnlessPOD, .equatableAlways] {
            for ready in [true, false] {
                // Rule 5: POD `==` only at equatableAlways (`.equatable()`), and only with a layout.
                rows.append(Row(type: podEquatable, mode: mode, layoutReady: ready, equal: ready && mode == .equatableAlways))
                // Rule 6: non-POD `==` from equatableUnlessPOD up, with a layout (rule 12).
                rows.append(Row(type: nonPODEquatable, mode: mode, layoutReady: ready, equal: ready && mode >= .equatableUnlessPOD))
                // No `==`: field by field, 2 ≠ 4 in every mode.
                rows.append(Row(type: podPlain, mode: mode, layoutReady: ready, equal: false))
                rows.append(Row(type: nonPODPlain, mode: mode, layoutReady: ready, equal: false))
            }
        }
        return rows
    }()

    @Test(arguments: table)
    func comparisonTable(row: Row) {
        let c = ValueComparator(semantics: .v17plus)
        let old = row.type.fields.count == 1 ? [Self.old[0]] : Self.old
        let new = row.type.fields.count == 1 ? [Self.new[0]] : Self.new
        #expect(c.viewsEqual(row.type, old, new, mode: row.mode, layoutReady: row.layoutReady) == row.equal)
        // Identical values are equal in every cell.
        #expect(c.viewsEqual(row.type, old, old, mode: row.mode, layoutReady: row.layoutReady) == true)
    }

    @Test func podnessFollowsTheFields() {
        #expect(Self.podEquatable.isPOD)
        #expect(!Self.nonPODEquatable.isPOD)
        #expect(!ViewType("S", fields: [.plain("title", pod: false)], body: .empty).isPOD)
        #expect(!ViewType("C", fields: [.closure("action")], body: .empty).isPOD)
        #expect(ViewType("F", fields: [.plain("title", pod: false)], isPOD: true, body: .empty).isPOD)
    }

    @Test func classesCompareByIdentity() {
        let c = ValueComparator(semantics: .v17plus)
        #expect(c.equal(.object(1), .object(1), mode: .equatableAlways))
        #expect(!c.equal(.object(1), .object(2), mode: .equatableAlways))
    }

    @Test func closuresCompareByContextThenCaptures() {
        let c = ValueComparator(semantics: .v17plus)
        let a = ClosureValue(site: "V.action", contextSerial: 1, captures: [.int(1)])
        let sameCaptures = ClosureValue(site: "V.action", contextSerial: 2, captures: [.int(1)])
        let otherCaptures = ClosureValue(site: "V.action", contextSerial: 3, captures: [.int(2)])
        let generic = ClosureValue(site: "V.action", contextSerial: 4, captures: nil)
        #expect(c.equal(.closure(a), .closure(a), mode: .equatableUnlessPOD))
        #expect(c.equal(.closure(a), .closure(sameCaptures), mode: .equatableUnlessPOD))
        #expect(!c.equal(.closure(a), .closure(otherCaptures), mode: .equatableUnlessPOD))
        #expect(!c.equal(.closure(a), .closure(generic), mode: .equatableUnlessPOD))
        // Bitwise (no layout): a new context is a different pointer.
        #expect(!c.bitwiseEqual(.closure(a), .closure(sameCaptures)))
        #expect(!c.equal(.closure(a), .closure(sameCaptures), mode: .bitwise))
    }

    @Test func arraysCompareByElements() {
        let c = ValueComparator(semantics: .v17plus)
        #expect(c.equal(.array([.int(1), .string("a")]), .array([.int(1), .string("a")]), mode: .equatableUnlessPOD))
        #expect(!c.equal(.array([.int(1)]), .array([.int(1), .int(2)]), mode: .equatableUnlessPOD))
    }

    @Test func bindingsCompareByLocationPerSemantics() {
        let getter = ClosureValue(site: "g", contextSerial: 1, captures: [.int(0)])
        let getter2 = ClosureValue(site: "g", contextSerial: 2, captures: [.int(0)])
        let getter3 = ClosureValue(site: "g", contextSerial: 3, captures: [.int(1)])
        func functional(_ g: ClosureValue, box: Int) -> Value {
            .binding(BindingValue(location: .functional(getter: g, setter: g, owner: 0, writes: nil, path: []), box: box, value: .bool(true), transaction: 0))
        }
        func object(box: Int) -> Value {
            .binding(BindingValue(location: .object(object: 7, property: "on"), box: box, value: .bool(true), transaction: 0))
        }
        let v17 = ValueComparator(semantics: .v17plus), pre = ValueComparator(semantics: .pre17)
        // Rule 25: v17plus compares the closures' captures; pre17 compares box identity.
        #expect(v17.equal(functional(getter, box: 10), functional(getter2, box: 11), mode: .equatableUnlessPOD))
        #expect(!v17.equal(functional(getter, box: 10), functional(getter3, box: 11), mode: .equatableUnlessPOD))
        #expect(!pre.equal(functional(getter, box: 10), functional(getter2, box: 11), mode: .equatableUnlessPOD))
        #expect(v17.equal(object(box: 20), object(box: 21), mode: .equatableUnlessPOD))
        #expect(!pre.equal(object(box: 20), object(box: 21), mode: .equatableUnlessPOD))
        // Rule 21: `_value` and the transaction are part of the binding.
        let stored = BindingValue(location: .stored(node: 1, state: 0, path: []), box: 5, value: .bool(false), transaction: 0)
        var changedValue = stored; changedValue.value = .bool(true)
        var animated = stored; animated.transaction = 99
        #expect(pre.equal(.binding(stored), .binding(stored), mode: .equatableUnlessPOD))
        #expect(!pre.equal(.binding(stored), .binding(changedValue), mode: .equatableUnlessPOD))
        #expect(!v17.equal(.binding(stored), .binding(animated), mode: .equatableUnlessPOD))
    }

    /// A parent whose `count` changes and which gives its child `on` as `argument`.
    static func parentGivingChild(_ argument: Expr) -> ViewProgram {
        ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("count", .int(0)), .state("on", .bool(false))],
                     body: .vstack([.text(.read("count")), .custom("Child", ["on": argument])])),
            ViewType("Child", fields: [.binding("on")], body: .toggle(isOn: .binding("on"))),
        ])
    }

    @Test func animatedBindingIsNewEveryEvaluation() {
        // Rule 27 (derived): `$x.animation()` carries a new transaction each time.
        let program = Self.parentGivingChild
        let bumps = ScenarioStep.repeated(3, on: .root, [.increment("count", by: 1)])
        #expect(Engine().run(program(.animatedBinding("on")), steps: bumps).measured.bodyEvaluations(of: "Child") == 3)
        #expect(Engine().run(program(.binding("on")), steps: bumps).measured.bodyEvaluations(of: "Child") == 0)
    }

    /// Runs record where the semantics decided a comparison: an experiment reuses a run under
    /// the other semantics only when none did, so the record must catch every such comparison.
    @Test func runsRecordWhetherTheSemanticsDecidedAComparison() {
        let program = Self.parentGivingChild
        let bumps = ScenarioStep.repeated(3, on: .root, [.increment("count", by: 1)])
        // `$on` keeps its box across renders: no comparison asks the semantics.
        for semantics in [Semantics.v17plus, .pre17] {
            let stored = Engine(options: EngineOptions(semantics: semantics), tracing: false).run(program(.binding("on")), steps: bumps)
            #expect(!stored.dependedOnSemantics)
        }
        // Two functional locations with different boxes and equal closures: decided by the semantics.
        let g = ClosureValue(site: "g", contextSerial: 1, captures: [.int(0)])
        let g2 = ClosureValue(site: "g", contextSerial: 2, captures: [.int(0)])
        for semantics in [Semantics.v17plus, .pre17] {
            let comparator = ValueComparator(semantics: semantics)
            _ = comparator.equal(.binding(BindingValue(location: .functional(getter: g, setter: g, owner: 0, writes: nil, path: []), box: 1, value: .bool(true), transaction: 0)),
                                 .binding(BindingValue(location: .functional(getter: g2, setter: g2, owner: 0, writes: nil, path: []), box: 2, value: .bool(true), transaction: 0)),
                                 mode: .equatableUnlessPOD)
            #expect(comparator.use.mattered)
        }
    }

    /// Runs started from one install give what a fresh install gives, under either semantics.
    @Test func runsFromOneInstallMatchFreshRuns() {
        let program = Self.parentGivingChild(.animatedBinding("on"))
        let engine = Engine(options: EngineOptions(semantics: .v17plus), tracing: true)
        let installed = engine.install(program)
        for steps in [ScenarioStep.repeated(3, on: .root, [.increment("count", by: 1)]), ScenarioStep.repeated(2, on: .root, [.toggle("on")])] {
            let shared = engine.run(from: installed, steps: steps), fresh = engine.run(program, steps: steps)
            #expect(shared.trace == fresh.trace)
            #expect(shared.measured.bodyEvaluations(of: "Child") == fresh.measured.bodyEvaluations(of: "Child"))
        }
    }

    @Test func storedClosureFieldReRunsChildOnEveryParentUpdate() {
        // Rule 10 / E17: a closure capturing self differs whenever any of the parent's state does.
        let p = ViewProgram(root: "Parent", types: [
            ViewType("Parent", fields: [.state("count", .int(0))], body: .vstack([
                .text(.read("count")),
                .custom("Button", ["action": .closure(site: "tap")]),
            ])),
            ViewType("Button", fields: [.closure("action")], body: .text(.string("tap"))),
        ])
        let r = Engine().run(p, steps: ScenarioStep.repeated(4, on: .root, [.increment("count", by: 1)]))
        #expect(r.measured.bodyEvaluations(of: "Button") == 4)
    }
}
