import ViewLint

/// The programs the experiment runs (ForEachIndexIdentityRuleExperiment.swift): the elements it
/// puts in the collection, the flagged rows keyed by position as written or by id, the element
/// each row shows, and the project views in the rows that hold state.
extension ForEachIndexIdentityRule {
    /// The `k`th element the experiments put in a collection.
    static func element(_ k: Int) -> Value { .record(["id": .string("e\(k)")]) }

    /// A collection of the elements numbered `ks`.
    static func value(_ ks: [Int]) -> Value { .array(ks.map(element)) }

    /// The flagged rows over `data`, by position as written or by id; each row marked.
    static func rows(_ t: ViewTemplate, data: Expr, shape: PositionKeyedRows.Shape, keyedByID: Bool, rowMark: Int) -> ViewTemplate {
        switch t {
        case .forEach(var f):
            if keyedByID {
                f.data = data
                f.id = .keyPath("id")
            } else {
                switch shape {
                case .indices, .rangeCount: f.data = .derived("indices", [data]) { v in .array((v[0].arrayValue ?? []).indices.map { .int($0) }) }; f.id = .selfValue
                case .constantRange: f.data = .derived("count", [data]) { v in .int(v[0].arrayValue?.count ?? 0) }; f.id = .constantRange
                case .enumerated: f.data = data; f.id = .offset
                }
            }
            f.content = .marked(rowMark, f.content)
            return .forEach(f)
        case .container(let name, let children): return .container(name, children.map { rows($0, data: data, shape: shape, keyedByID: keyedByID, rowMark: rowMark) })
        case .modified(let content, let m): return .modified(rows(content, data: data, shape: shape, keyedByID: keyedByID, rowMark: rowMark), m)
        default: return t
        }
    }

    /// The id of the element a row shows: the element's for rows over elements, the element at
    /// the row's position for rows over positions.
    static func shownElementID(_ data: Expr, _ shape: PositionKeyedRows.Shape, keyedByID: Bool) -> Expr {
        // The row's element is bound under the ForEach's element name; `$row` stands for it.
        if keyedByID || shape == .enumerated { return .member(.read(ForEachTemplate.rowAlias), "id") }
        return .derived("element at the row's position", [data, .read(ForEachTemplate.rowAlias)]) { v in
            guard let all = v[0].arrayValue, let i = v[1].intValue, all.indices.contains(i) else { return .none }
            return all[i].projected(by: .member("id"))
        }
    }

    /// Project views in the program (not the host or the owner) that hold `@State` or
    /// `@StateObject`, and those the rows build that hold state (`RowState`), followed through
    /// helpers and other views' bodies.
    static func statefulRowTypes(in program: ViewProgram, owner: String, rows: PositionKeyedRows, tree: SyntaxTree,
                                 context: ConfirmationContext) -> [String] {
        let rowState = RowState(context: context, owner: owner)
        let holders = rowState.holders(inRows: rows.call, in: tree)
        // Made only inside an element-keyed `ForEach` within the row: kept with those elements.
        let innerOnly = rowState.innerKeyedViews(inRows: rows.call, in: tree).subtracting(holders)
        var names = program.types.filter { t in
            t.name != owner && t.name != Lowering.hostName && !innerOnly.contains(t.name) && t.fields.contains {
                switch $0.kind {
                case .state, .stateObject: return true
                default: return false
                }
            }
        }.map(\.name)
        for name in holders where !names.contains(name) {
            names.append(name)
        }
        return names
    }
}
