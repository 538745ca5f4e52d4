// Rewrites of a lowered program at its marks: how a rule states its fix ("this binding as `$x`",
// "this `.id` removed", "these rows keyed by element") in its own files, and how the receiver of
// a marked value (the view given a binding) is found and marked.

/// What receives a marked value, as the engine counts it.
public enum Receiver: Sendable, Equatable {
    /// A project view: its `body` runs are what it costs.
    case view(String)
    /// A built-in control or container consuming a binding: internal re-checks, no user body.
    case control(String)
    /// A presentation modifier (`.sheet(isPresented:)`…): internal re-checks, no user body.
    case presentation(String)
    /// A view the project does not declare: what is known is that its input changed.
    case external(String)
}

extension ViewProgram {
    /// The program with every view template rewritten by `transform` (bottom-up).
    public func rewritingViews(_ transform: (ViewTemplate) -> ViewTemplate) -> ViewProgram {
        var copy = self
        for i in copy.types.indices { copy.types[i].body = copy.types[i].body.rewritten(transform) }
        return copy
    }

    /// The program with the marked view's content replaced (the mark stays, to count the fix).
    public func rewritingView(at mark: Int, _ transform: @escaping (ViewTemplate) -> ViewTemplate) -> ViewProgram {
        rewritingViews { t in
            if case .marked(mark, let content) = t { return .marked(mark, transform(content)) }
            return t
        }
    }

    /// The program with the marked expression replaced (the mark stays, to count the fix).
    public func rewritingExpression(at mark: Int, _ transform: @escaping (Expr) -> Expr) -> ViewProgram {
        rewritingViews { $0.mappingExpressions { e in
            e.rewritten { inner in
                if case .marked(mark, let value) = inner { return .marked(mark, transform(value)) }
                return inner
            }
        } }
    }

    /// Marks, with `receiverMark`, every view that takes the value of expression mark `mark`
    /// (as an argument, a control's binding, a presentation's binding) and says what the first
    /// one is. Nil when nothing takes it.
    public mutating func markReceivers(of mark: Int, with receiverMark: Int) -> Receiver? {
        var first: Receiver?
        let viewTypes = Set(types.map(\.name))
        self = rewritingViews { t in
            let receiver: Receiver?
            switch t {
            case .custom(let name, let args) where args.values.contains { $0.contains(mark: mark, asBinding: true) }:
                receiver = viewTypes.contains(name) ? .view(name) : .external(name)
            case .control(let name, let binding) where binding.contains(mark: mark, asBinding: true):
                receiver = .control(name)
            case .leaf(let name, let args, _) where args.contains { $0.contains(mark: mark, asBinding: true) } && !name.hasPrefix("‹"):
                receiver = name.first?.isUppercase == true ? .external(name) : nil
            case .modified(_, .presentation(let name, let binding)) where binding.contains(mark: mark, asBinding: true):
                receiver = .presentation(name)
            case .modified(.container(let name, _), .presentation(_, let binding)) where binding.contains(mark: mark, asBinding: true):
                receiver = .control(name)
            default:
                receiver = nil
            }
            guard let receiver else { return t }
            if first == nil { first = receiver }
            return .marked(receiverMark, t)
        }
        return first
    }
}

extension ViewTemplate {
    /// Bottom-up rewrite of every view template: `transform` sees each template after the ones
    /// inside it were rewritten.
    public func rewritten(_ transform: (ViewTemplate) -> ViewTemplate) -> ViewTemplate {
        func r(_ t: ViewTemplate) -> ViewTemplate { t.rewritten(transform) }
        let inner: ViewTemplate
        switch self {
        case .container(let n, let c): inner = .container(n, c.map(r))
        case .modified(let c, let m): inner = .modified(r(c), m)
        case .conditional(let e, let a, let b): inner = .conditional(e, r(a), b.map(r))
        case .switchOn(let e, let cases, let d): inner = .switchOn(e, cases.map { SwitchCase($0.value, r($0.content)) }, d.map(r))
        case .forEach(var f): f.content = r(f.content); inner = .forEach(f)
        case .anyView(let c): inner = .anyView(r(c))
        case .anyViewChoosing(let e, let a, let b): inner = .anyViewChoosing(e, r(a), r(b))
        case .marked(let m, let c): inner = .marked(m, r(c))
        default: inner = self
        }
        return transform(inner)
    }

    /// The same templates with every expression mapped (one level: nested templates included).
    func mappingExpressions(_ f: (Expr) -> Expr) -> ViewTemplate {
        switch self {
        case .leaf(let n, let args, let keeping): return .leaf(n, args.map(f), keeping: keeping)
        case .control(let n, let b): return .control(n, binding: f(b))
        case .custom(let n, let args): return .custom(n, args.mapValues(f))
        case .modified(let c, let m): return .modified(c, m.mappingExpressions(f))
        case .conditional(let e, let a, let b): return .conditional(f(e), a, b)
        case .switchOn(let e, let cases, let d): return .switchOn(f(e), cases, d)
        case .forEach(var fe): fe.data = f(fe.data); return .forEach(fe)
        case .anyViewChoosing(let e, let a, let b): return .anyViewChoosing(f(e), a, b)
        case .log(let e): return .log(f(e))
        default: return self
        }
    }
}

extension ViewTemplate {
    /// The rows a flagged view builds changed by `change`: the first `ForEach` on each path
    /// through containers, modifiers and marks (rows inside rows are left as they are).
    public func rewritingRows(_ change: (inout ForEachTemplate) -> Void) -> ViewTemplate {
        switch self {
        case .forEach(var f): change(&f); return .forEach(f)
        case .container(let name, let children): return .container(name, children.map { $0.rewritingRows(change) })
        case .modified(let content, let m): return .modified(content.rewritingRows(change), m)
        case .marked(let n, let content): return .marked(n, content.rewritingRows(change))
        default: return self
        }
    }

    /// Whether the view marked `mark` is this template or inside it.
    public func contains(mark: Int) -> Bool {
        var found = false
        _ = rewritten { t in
            if case .marked(mark, _) = t { found = true }
            return t
        }
        return found
    }

    /// The template without the marks around it, and the outermost mark.
    public var unmarked: (mark: Int?, template: ViewTemplate) {
        if case .marked(let m, let inner) = self { return (m, inner.unmarked.template) }
        return (nil, self)
    }

    /// Every expression in the template and below it, nested expressions included.
    public func visitAllExpressions(_ visit: (Expr) -> Void) {
        visitExpressions { $0.visitAll(visit) }
    }
}

extension Expr {
    /// This expression and every one inside it.
    func visitAll(_ visit: (Expr) -> Void) {
        visit(self)
        switch self {
        case .member(let b, _): b.visitAll(visit)
        case .derived(_, let inputs, _): inputs.forEach { $0.visitAll(visit) }
        case .manualBinding(let reads, _, let captures): reads.forEach { $0.visitAll(visit) }; captures.values.forEach { $0.visitAll(visit) }
        case .stableBinding(_, let keys, let value): keys.forEach { $0.visitAll(visit) }; value.visitAll(visit)
        case .closure(_, let captures): captures.values.forEach { $0.visitAll(visit) }
        case .marked(_, let e): e.visitAll(visit)
        default: break
        }
    }
}

extension Modifier {
    func mappingExpressions(_ f: (Expr) -> Expr) -> Modifier {
        switch self {
        case .id(let e): return .id(f(e))
        case .taskID(let e, let a): return .taskID(f(e), a)
        case .onChange(let e, let i, let a): return .onChange(f(e), initial: i, a)
        case .presentation(let n, let e): return .presentation(n, isPresented: f(e))
        case .inert(let n, let es): return .inert(n, es.map(f))
        case .environment(let k, let e): return .environment(k, f(e))
        default: return self
        }
    }
}

extension Expr {
    /// Bottom-up rewrite of every sub-expression.
    func rewritten(_ transform: (Expr) -> Expr) -> Expr {
        func r(_ e: Expr) -> Expr { e.rewritten(transform) }
        let inner: Expr
        switch self {
        case .member(let b, let n): inner = .member(r(b), n)
        case .derived(let label, let inputs, let fn): inner = .derived(label, inputs.map(r), fn)
        case .manualBinding(let reads, let writes, let captures):
            inner = .manualBinding(reads: reads.map(r), writes: writes, captures: Captures(values: captures.values.map(r), includesSelf: captures.includesSelf))
        case .stableBinding(let key, let keys, let value): inner = .stableBinding(key: key, keyedBy: keys.map(r), value: r(value))
        case .closure(let site, let captures):
            inner = .closure(site: site, captures: Captures(values: captures.values.map(r), includesSelf: captures.includesSelf))
        case .marked(let m, let e): inner = .marked(m, r(e))
        default: inner = self
        }
        return transform(inner)
    }

    /// Whether any marked expression is inside.
    public var containsAnyMark: Bool {
        var found = false
        visitAll { if case .marked = $0 { found = true } }
        return found
    }

    /// Whether the value of expression mark `mark` flows into this expression. `asBinding`: only
    /// as the binding it is, not through its `.wrappedValue` (which passes the value alone).
    public func contains(mark: Int, asBinding: Bool = false) -> Bool {
        switch self {
        case .member(_, "wrappedValue") where asBinding: return false
        case .marked(let m, let e): return m == mark || e.contains(mark: mark, asBinding: asBinding)
        case .member(let b, _): return b.contains(mark: mark, asBinding: asBinding)
        case .derived(_, let inputs, _): return inputs.contains { $0.contains(mark: mark, asBinding: asBinding) }
        // A binding built around the marked one (a view's initializer wrapping the binding it
        // is given) hands it on to whatever receives the new one.
        case .manualBinding(_, _, let captures) where asBinding: return captures.values.contains { $0.contains(mark: mark, asBinding: true) }
        default: return false
        }
    }
}
