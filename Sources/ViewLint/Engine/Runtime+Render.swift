// Rendering a body: evaluating its compiled template into a view value tree (rule 2's parent
// value), which reconciliation then compares child by child. Rule numbers: docs/SWIFTUI-MODEL.md.

/// A body's value, before it is reconciled with the existing nodes. Only the cases that nest a
/// view or carry a large payload are boxed: leaves, containers and custom views (most of a
/// body) are stored inline, one heap object fewer per rendered view on every update.
enum Rendered {
    case leaf(String, [Value])
    indirect case control(String, Value)
    case container(String, [Rendered])
    case custom(Int, [Value])
    indirect case modified(Rendered, Modifier, [Value], Locals)
    indirect case conditional(Int, Rendered)
    /// Rows are rendered during reconciliation, once the identity strategy has been applied.
    indirect case forEach(CompiledForEach, Value, EvalContext)
    indirect case anyView(String, Rendered)
    /// A marked site, with the value its mark tracks (if any) at this render.
    indirect case marked(Int, Rendered, tracked: Value?)
    case opaque(String)
    case empty

    var kindName: String {
        switch self {
        case .leaf(let n, _), .control(let n, _), .container(let n, _): return n
        case .custom: return "custom"
        case .modified(let c, _, _, _): return c.kindName
        case .conditional(_, let c): return c.kindName
        case .forEach: return "ForEach"
        case .anyView: return "AnyView"
        case .marked(_, let c, _): return c.kindName
        case .opaque: return "Opaque"
        case .empty: return "EmptyView"
        }
    }
}

extension Runtime {
    /// Evaluates a body template in `ctx`.
    mutating func render(_ t: CompiledTemplate, _ ctx: EvalContext) -> Rendered {
        switch t {
        case .leaf(let name, let args):
            return .leaf(name, args.map { evaluate($0, ctx) })
        case .control(let name, let binding):
            return .control(name, evaluate(binding, ctx))
        case .container(let name, let children):
            return .container(name, children.map { render($0, ctx) })
        case .custom(let ti, let args):
            var fields: [Value] = []
            fields.reserveCapacity(args.count)
            for (i, arg) in args.enumerated() {
                if let arg { fields.append(evaluate(arg, ctx)); continue }
                let field = program.types[ti].fields[i]
                switch field.kind {
                // State-like storage is created at install (rule 15); the view value holds no
                // fresh instance, only what the parent passed.
                case .state, .stateObject, .environment, .environmentObject, .binding:
                    fields.append(.none)
                case .observedObject, .plain, .closure:
                    fields.append(field.defaultValue.map { evaluate($0, ctx) } ?? .none)
                }
            }
            return .custom(ti, fields)
        case .unknownType(let name):
            return .opaque("view type `\(name)` is not in the program")
        case .modified(let content, let m):
            let args: [Value]
            switch m {
            case .id(let e), .taskID(let e, _), .onChange(let e, _, _), .presentation(_, let e), .environment(_, let e):
                args = [evaluate(e, ctx)]
            case .inert(_, let es):
                args = es.map { evaluate($0, ctx) }
            case .equatable, .onAppear, .onDisappear, .task, .transition:
                args = []
            }
            return .modified(render(content, ctx), m, args, ctx.locals)
        case .conditional(let c, let a, let b):
            // A condition the engine cannot compute builds neither branch: no value is made up
            // to choose one (experiments hold the conditions above a site as selectors).
            let (decided, undecided) = choosing(ctx, decided: { $0 != nil }) { $0.condition(c, ctx) }
            guard let flag = decided else {
                return .conditional(Runtime.undecidedBranch, undecided.map { .opaque($0) } ?? .empty)
            }
            let branch = flag ? 0 : 1
            return .conditional(branch, render(branch == 0 ? a : b, ctx))
        case .switchOn(let subject, let values, let contents, let fallback):
            let (v, undecided) = choosing(ctx, decided: \.isExact) { runtime -> Value in
                let v = runtime.evaluate(subject, ctx)
                if case .opaque = v { runtime.taint(ctx.node, "switch subject cannot be modelled") }
                return v
            }
            guard v.isExact else { return .conditional(Runtime.undecidedBranch, undecided.map { .opaque($0) } ?? .empty) }
            let index = values.firstIndex(of: v) ?? values.count
            return .conditional(index, render(index < contents.count ? contents[index] : fallback, ctx))
        case .forEach(let f):
            return .forEach(f, evaluate(f.data, ctx), ctx)
        case .anyView(let erased, let content):
            return .anyView(erased, render(content, ctx))
        case .anyViewChoosing(let c, let thenType, let a, let elseType, let b):
            let (decided, _) = choosing(ctx, decided: { $0 != nil }) { $0.condition(c, ctx) }
            guard let flag = decided else { return .opaque("what `AnyView` erases depends on a condition the engine cannot compute") }
            return flag ? .anyView(thenType, render(a, ctx)) : .anyView(elseType, render(b, ctx))
        case .marked(let mark, let content):
            countEvaluation(of: mark)
            let tracked = program.marks[mark].tracking.map { evaluate($0, ctx) }
            return .marked(mark, render(content, ctx), tracked: tracked)
        case .opaque(let reason):
            return .opaque(reason)  // tainted where it is built (`create`, `update`)
        case .log(let e):
            let v = evaluate(e, ctx)
            if case .string(let s) = v { appendLog(s) } else { appendLog(v.description) }
            return .empty
        case .writeDuringBody:
            // Rule 19: dropped, with SwiftUI's runtime warning.
            warn(.modifyingStateDuringUpdate)
            return .empty
        case .empty:
            return .empty
        }
    }
}
