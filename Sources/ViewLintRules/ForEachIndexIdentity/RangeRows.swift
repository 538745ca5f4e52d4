import ViewLint

/// Rows over a range whose count changes: SwiftUI keeps the first count (rule 37, E21).
extension ForEachIndexIdentityRule {
    /// `ForEach(0..<count)` over a count of its own: the parent (or a state) changes the count;
    /// SwiftUI keeps the first count and warns (rule 37, E21), unlike rows keyed by `id: \.self`.
    func confirmRangeCount(_ bound: SyntaxTree.NodeID, in file: LintFile, lowered: LoweredSite,
                           context: ConfirmationContext) -> Evidence {
        let tree = file.tree
        var lowered = lowered
        guard let path = Self.storedPath(bound, in: tree), path.count == 1,
              var source = DataSource(path: path, owner: lowered.owner, in: lowered.program) else {
            return .inconclusive("`\(tree.excerpt(bound))` is not a state or argument of this view")
        }
        // Every construction passes a constant count: it never changes (a static fact over the sites).
        if case .argument = source.kind,
           case .holds(let sites, let files, _)? = Self.constantPerConstruction.fact(field: path[0], of: lowered.owner,
                                                                                in: file, context: context) {
            let count = sites == 1 ? "its one construction passes" : "each of its \(sites) constructions passes"
            return .refutedByStaticFact("\(count) `\(path[0])` as a constant (a literal, or the count of a constant collection), so the row count never changes",
                                        dependencies: files.filter { $0 != file.source.path })
        }
        source.member = nil
        lowered.assumptions.append("`\(path[0])` going 3, 4, 2, 5")
        return Self.keptRowCount(source, values: [.int(3), .int(4), .int(2), .int(5)], count: { $0 },
                                 changing: "`\(path[0])` changing", lowered: lowered, context: context)
    }

    /// Rows over `0..<count` as written (SwiftUI keeps the first count) and with `id: \.self`,
    /// while `source` takes `values` in turn; `count` reads the row count from the source.
    static func keptRowCount(_ source: DataSource, values: [Value], count: (Expr) -> Expr, changing: String,
                             lowered: LoweredSite, context: ConfirmationContext) -> Evidence {
        var written = lowered.program, fixed = lowered.program
        source.seed(&written, values[0])
        source.seed(&fixed, values[0])
        let read = count(source.read)
        written = written.rewritingView(at: 0) { rangeRows($0, count: read, constant: true) }
        fixed = fixed.rewritingView(at: 0) { rangeRows($0, count: read, constant: false) }
        var changes = Driver(changing, kind: source.kind, field: source.field,
                             steps: values.dropFirst().map { source.step($0) }, semantics: [.v17plus])
        changes.keepsHeldConditions = true
        let experiment = SiteExperiment(program: written, fixed: fixed, drivers: [changes], site: 0, counted: 0,
                                        options: context.options, measure: { $0.staleRowCounts })
        let wording = EvidenceWording(
            fix: "`id: \\.self`",
            asWritten: { c, n in "SwiftUI kept the first row count on \(c.staleRowCounts) of \(n) updates, warning that it changed" },
            withFix: { c, _, n in "\(c.staleRowCounts) of \(n)" },
            refuted: { _ in "the row count never changed" })
        return context.evidence(of: experiment, wording, lowered: lowered)
    }

    /// The rows of a range over `count`: with its first count kept, or following it.
    static func rangeRows(_ t: ViewTemplate, count: Expr, constant: Bool) -> ViewTemplate {
        switch t {
        case .forEach(var f):
            if constant {
                f.data = count
                f.id = .constantRange
            } else {
                f.data = .derived("0..<count", [count]) { v in .array((0..<max(0, v[0].intValue ?? 0)).map { .int($0) }) }
                f.id = .selfValue
            }
            return .forEach(f)
        case .container(let name, let children): return .container(name, children.map { rangeRows($0, count: count, constant: constant) })
        case .modified(let content, let m): return .modified(rangeRows(content, count: count, constant: constant), m)
        default: return t
        }
    }
}
