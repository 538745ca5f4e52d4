// Body templates resolved once per run: type names to indices, arguments to field order, and the
// static facts a render needs (AnyView's erased type, docs/SWIFTUI-MODEL.md rule 43's view count).
// Rendering a body then does no name lookups.

indirect enum CompiledTemplate {
    case leaf(String, [Expr])
    case control(String, Expr)
    case container(String, [CompiledTemplate])
    /// A program type with its arguments in field order (nil: not passed).
    case custom(Int, [Expr?])
    case unknownType(String)
    case modified(CompiledTemplate, Modifier)
    case conditional(Expr, CompiledTemplate, CompiledTemplate)
    case switchOn(Expr, [Value], [CompiledTemplate], CompiledTemplate)
    case forEach(CompiledForEach)
    case anyView(erasedType: String, CompiledTemplate)
    case anyViewChoosing(Expr, thenType: String, CompiledTemplate, elseType: String, CompiledTemplate)
    case marked(Int, CompiledTemplate)
    case opaque(String)
    case log(Expr)
    case writeDuringBody
    case empty

    init(_ t: ViewTemplate, typeIndex: [String: Int], types: [ViewType]) {
        func compile(_ t: ViewTemplate) -> CompiledTemplate { CompiledTemplate(t, typeIndex: typeIndex, types: types) }
        switch t {
        case .leaf(let name, let args, _): self = .leaf(name, args)
        case .control(let name, let binding): self = .control(name, binding)
        case .container(let name, let children): self = .container(name, children.map(compile))
        case .custom(let name, let args):
            guard let i = typeIndex[name] else { self = .unknownType(name); return }
            self = .custom(i, types[i].fields.map { args[$0.name] })
        case .modified(let content, let m): self = .modified(compile(content), m)
        case .conditional(let c, let a, let b): self = .conditional(c, compile(a), compile(b ?? .empty))
        case .switchOn(let subject, let cases, let fallback):
            self = .switchOn(subject, cases.map(\.value), cases.map { compile($0.content) }, compile(fallback ?? .empty))
        case .forEach(let f):
            self = .forEach(CompiledForEach(data: f.data, id: f.id, element: f.element, content: compile(f.content),
                                            hasConstantViewCount: f.content.hasConstantViewCount))
        case .anyView(let content): self = .anyView(erasedType: content.typeSignature, compile(content))
        case .anyViewChoosing(let c, let a, let b):
            self = .anyViewChoosing(c, thenType: a.typeSignature, compile(a), elseType: b.typeSignature, compile(b))
        case .marked(let mark, let content): self = .marked(mark, compile(content))
        case .opaque(let reason): self = .opaque(reason)
        case .log(let e): self = .log(e)
        case .writeDuringBody: self = .writeDuringBody
        case .empty: self = .empty
        }
    }
}

struct CompiledForEach {
    var data: Expr
    var id: IDStrategy
    var element: String
    var content: CompiledTemplate
    var hasConstantViewCount: Bool
}
