// Walking a template's expressions and an expression's reads: what lowering and experiments
// ask of a program (which fields a body or condition reads, which model properties).

extension ViewTemplate {
    func visitExpressions(_ visit: (Expr) -> Void) {
        switch self {
        case .leaf(_, let args, _): args.forEach(visit)
        case .control(_, let b): visit(b)
        case .container(_, let c): c.forEach { $0.visitExpressions(visit) }
        case .custom(_, let args): args.values.forEach(visit)
        case .modified(let c, let m):
            c.visitExpressions(visit)
            switch m {
            case .id(let e), .taskID(let e, _), .onChange(let e, _, _), .presentation(_, let e), .environment(_, let e): visit(e)
            case .inert(_, let es): es.forEach(visit)
            default: break
            }
        case .conditional(let e, let a, let b): visit(e); a.visitExpressions(visit); b?.visitExpressions(visit)
        case .switchOn(let e, let cases, let d): visit(e); cases.forEach { $0.content.visitExpressions(visit) }; d?.visitExpressions(visit)
        case .forEach(let f): visit(f.data); f.content.visitExpressions(visit)
        case .anyView(let c): c.visitExpressions(visit)
        case .anyViewChoosing(let e, let a, let b): visit(e); a.visitExpressions(visit); b.visitExpressions(visit)
        case .log(let e): visit(e)
        case .marked(_, let c): c.visitExpressions(visit)
        case .opaque, .writeDuringBody, .empty: break
        }
    }
}

extension Expr {
    func collectReads(into names: inout Set<String>) {
        switch self {
        case .read(let n): names.insert(n)
        case .member(let b, _): b.collectReads(into: &names)
        case .property(let h, _), .modelBinding(let h, _): names.insert(h)
        case .binding(let n, let path, _):
            names.insert(n)
            for step in path {
                switch step {
                case .index(let e), .contains(let e): e.collectReads(into: &names)
                case .member: break
                }
            }
        case .manualBinding(let reads, _, _): reads.forEach { $0.collectReads(into: &names) }
        case .derived(_, let reads, _): reads.forEach { $0.collectReads(into: &names) }
        case .marked(_, let e): e.collectReads(into: &names)
        case .stableBinding(_, let keys, let value): keys.forEach { $0.collectReads(into: &names) }; value.collectReads(into: &names)
        default: break
        }
    }
}

extension ViewTemplate {
    /// Whether this view's static type depends on a view the engine could not build: then the
    /// type `AnyView` erases is unknown, not the same on every update.
    var staticTypeIsUnknown: Bool {
        switch self {
        case .opaque: return true
        // `selection.current`: a view held by another value, of a type the engine does not know.
        case .leaf(let name, _, _): return name.first?.isLowercase == true
        case .container(_, let children): return children.contains { $0.staticTypeIsUnknown }
        case .modified(let content, _), .marked(_, let content): return content.staticTypeIsUnknown
        case .conditional(_, let a, let b): return a.staticTypeIsUnknown || (b?.staticTypeIsUnknown ?? false)
        case .switchOn(_, let cases, let otherwise):
            return cases.contains { $0.content.staticTypeIsUnknown } || (otherwise?.staticTypeIsUnknown ?? false)
        case .forEach(let f): return f.content.staticTypeIsUnknown
        default: return false
        }
    }
}

extension ViewProgram {
    /// Whether an `AnyView` at or inside the view marked `mark` erases a view the engine could
    /// not build, so a run cannot tell whether the erased type changes.
    public func erasesUnknownView(at mark: Int) -> Bool {
        containsView(at: mark) { inner in
            switch inner {
            case .anyView(let erased): return erased.staticTypeIsUnknown
            case .anyViewChoosing(_, let a, let b): return a.staticTypeIsUnknown || b.staticTypeIsUnknown
            default: return false
            }
        }
    }

    /// Whether the view marked `mark` holds a view with a `body` (a custom view, or one the
    /// program does not know) anywhere inside it: without one, no `body` can run below it.
    public func holdsViewWithBody(at mark: Int) -> Bool {
        containsView(at: mark) { inner in
            switch inner {
            case .custom, .opaque: return true
            default: return false
            }
        }
    }

    /// Whether a view at or inside one marked `mark` satisfies `matches`.
    func containsView(at mark: Int, where matches: (ViewTemplate) -> Bool) -> Bool {
        var found = false
        _ = rewritingViews { t in
            guard case .marked(mark, let content) = t else { return t }
            _ = content.rewritten { inner in
                if !found, matches(inner) { found = true }
                return inner
            }
            return t
        }
        return found
    }
}
