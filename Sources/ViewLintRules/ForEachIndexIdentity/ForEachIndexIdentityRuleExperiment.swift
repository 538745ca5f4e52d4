import ViewLint

/// SWIFTUI-FACTS rules 36–37, E21, §3d: rows over a few elements; insert at the front, delete,
/// move. A probe `onChange` on each row's element id fires when a row keeps its identity (and its
/// `@State`, animations) while showing another element — as written, and keyed by a stable id.
extension ForEachIndexIdentityRule {
    static let probe = "‹row shows another element›"
    static let rows = "‹rows›"

    public func confirm(_ rowsSite: PositionKeyedRows, in file: LintFile, context: ConfirmationContext) -> Evidence? {
        let tree = file.tree
        let call = rowsSite.call, data = rowsSite.data
        guard let root = tree.enclosingTypeName(call), context.index.isViewType(named: root) else {
            return Experiment.inconclusive("the `ForEach` is not in a view type's code")
        }
        let site = SyntaxSite(path: file.source.path, node: call)
        let rows = Self.rows, probe = Self.probe
        // The scenario's own data: three elements with ids, held in a state of the enclosing view.
        let initial = Value.array((0..<3).map { Self.element($0) })
        let isRange = tree.text(data).contains("..<") || tree.text(data).contains("...")
        let writtenData: Expr = isRange
            ? .derived("0..<rows.count", [.read(rows)]) { .array((0..<($0[0].arrayValue?.count ?? 0)).map { .int($0) }) }
            : .read(rows)
        // The element id a row shows: `rows[i].id` for positions, `element.id` for elements.
        let rowProbe: @Sendable (String) -> Modifier = { element in
            .onChange(.derived("row element id", [.read(rows), .read(element)]) { v in
                func id(_ e: Value) -> Value { if case .record(let r) = e { return r["id"] ?? .none }; return e }
                if let i = v[1].intValue, let all = v[0].arrayValue, all.indices.contains(i) { return id(all[i]) }
                return id(v[1])
            }, initial: false, [.log(.string(probe))])
        }
        let base = context.lowering.watching(site)
        guard var written = base.with(.forEach(ForEachRewrite(data: writtenData, rowProbe: rowProbe)), at: site).program(root: root) else {
            return Experiment.inconclusive("`\(root).body` could not be lowered")
        }
        guard written.reachedWatched else { return Experiment.notReached }
        guard var fixed = base.with(.forEach(ForEachRewrite(id: .keyPath("id"), data: .read(rows), rowProbe: rowProbe)), at: site).program(root: root) else {
            return Experiment.inconclusive("`\(root).body` could not be lowered")
        }
        written.program = Self.addingRows(written.program, root: root, initial: initial)
        fixed.program = Self.addingRows(fixed.program, root: root, initial: initial)
        let steps: [ScenarioStep] = [
            .perform(on: .first(root), [.insert(rows, at: 0, .literal(Self.element(3)))]),
            .perform(on: .first(root), [.remove(rows, at: 2)]),
            .perform(on: .first(root), [.move(rows, from: 0, to: 2)]),
        ]
        let statefulRows = Self.statefulTypes(in: written.program, root: root)
        let holder = statefulRows.isEmpty ? "row identity (animations, transitions)" : "row `@State` in `\(statefulRows.joined(separator: "`, `"))`"
        func stale(_ m: Measurement) -> Int { m.log.filter { $0 == probe }.count }
        let experiment = Experiment(steps: steps, options: context.options, dependsOn: written.program.types.map(\.name),
                                    relevantOpaque: written.relevantOpaque.union(fixed.relevantOpaque))
        return experiment.evidence(
            asWritten: written.program, withFix: fixed.program, fix: "rows keyed by a stable id",
            installed: { $0.typesByPath.values.contains("ForEach") },
            count: stale,
            describe: { m in "after an insert at the front, a delete and a move, a row kept its \(holder) while showing another element \(stale(m)) times" + (m.warnings.isEmpty ? "" : " (and SwiftUI warns: the row count stays fixed, E21)") },
            describeFix: { "\(stale($0)) times" })
    }

    static func element(_ k: Int) -> Value { .record(["id": .string("e\(k)")]) }

    static func addingRows(_ program: ViewProgram, root: String, initial: Value) -> ViewProgram {
        guard var type = program.type(named: root) else { return program }
        type.fields.append(.state(rows, initial))
        return program.replacing(type)
    }

    /// Project views in the program (below the root) that hold `@State`.
    static func statefulTypes(in program: ViewProgram, root: String) -> [String] {
        program.types.filter { t in
            t.name != root && t.fields.contains { if case .state = $0.kind { return true }; return false }
        }.map(\.name)
    }
}
