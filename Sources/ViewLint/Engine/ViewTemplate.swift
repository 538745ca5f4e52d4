// The body template of a view type: built-in views, custom views with symbolic arguments,
// modifiers, conditionals, ForEach and AnyView. Modifier methods read like SwiftUI:
// `.color("red").onAppear([.log(.string("A"))]).id(.read("flag"))`. Rule, E and § numbers in
// comments: docs/SWIFTUI-MODEL.md.

/// How `ForEach` identifies its rows (rules 36–37).
public enum IDStrategy: Sendable {
    /// `id: \.member` of the element (or `Identifiable.id`).
    case keyPath(String)
    /// `id: \.self`.
    case selfValue
    /// Position: `indices`, `enumerated()` with `id: \.offset`.
    case offset
    /// `ForEach(0..<n)` without `id:`: offset identity with the count fixed at first use (rule 37).
    case constantRange
    /// Ids minted while `body` runs (`items.map { Row(id: UUID()) }`): new every evaluation (E18).
    case mintedInBody
}

public struct ForEachTemplate: Sendable {
    /// A name every row also binds its element to, whatever the closure calls it, so an
    /// experiment's mark can follow the element a row shows.
    public static let rowAlias = "‹row›"
    public var data: Expr
    public var id: IDStrategy
    /// The local name the row content reads the element by.
    public var element: String
    public var content: ViewTemplate
}

public struct SwitchCase: Sendable {
    public var value: Value
    public var content: ViewTemplate
    public init(_ value: Value, _ content: ViewTemplate) { self.value = value; self.content = content }
}

/// A view modifier in a template.
public enum Modifier: Sendable {
    case id(Expr)
    /// `.equatable()`: compares the content with `equatableAlways` (rule 7).
    case equatable
    case onAppear([Action])
    case onDisappear([Action])
    case task([Action])
    case taskID(Expr, [Action])
    case onChange(Expr, initial: Bool, [Action])
    /// `.alert/.sheet(isPresented:)`: holds a binding, no user body (§3b).
    case presentation(String, isPresented: Expr)
    /// `.transition(t)`; `identity` changes the appear/disappear order (E10).
    case transition(identity: Bool)
    /// `.opacity(x)` and the like: a value, no identity (E16).
    case inert(String, [Expr])
    case environment(String, Expr)

    var name: String {
        switch self {
        case .id: return "id"
        case .equatable: return "equatable"
        case .onAppear: return "onAppear"
        case .onDisappear: return "onDisappear"
        case .task: return "task"
        case .taskID: return "task(id:)"
        case .onChange: return "onChange"
        case .presentation(let n, _): return n
        case .transition(let identity): return identity ? "transition(.identity)" : "transition"
        case .inert(let n, _): return n
        case .environment(let k, _): return "environment(\(k))"
        }
    }

    /// Whether `other` has this modifier's `name`, compared by case and payload name rather than
    /// by spelling both out: a reconciled modifier node asks on every update. Different cases
    /// fall back to the names (no two cases' names are expected to meet, but the answer stays
    /// `name == other.name` either way).
    func hasName(of other: Modifier) -> Bool {
        switch (self, other) {
        case (.id, .id), (.equatable, .equatable), (.onAppear, .onAppear), (.onDisappear, .onDisappear),
             (.task, .task), (.taskID, .taskID), (.onChange, .onChange):
            return true
        case (.presentation(let a, _), .presentation(let b, _)), (.inert(let a, _), .inert(let b, _)),
             (.environment(let a, _), .environment(let b, _)):
            return a == b
        case (.transition(let a), .transition(let b)):
            return a == b
        default:
            return name == other.name
        }
    }

    /// Whether `text` is `name`, without spelling an `environment(…)` name out (a reconciled
    /// modifier node asks on every update). Compared in parts only where both are ASCII: then
    /// two strings are equal exactly when their bytes are.
    func isNamed(_ text: String) -> Bool {
        guard case .environment(let key, _) = self else { return text == name }
        let prefix = "environment(".utf8
        let bytes = text.utf8, keyBytes = key.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }), keyBytes.allSatisfy({ $0 < 0x80 }) else { return text == name }
        return bytes.count == prefix.count + keyBytes.count + 1 && bytes.starts(with: prefix) && bytes.last == UInt8(ascii: ")")
            && bytes.dropFirst(prefix.count).dropLast().elementsEqual(keyBytes)
    }
}

/// What a leaf standing for a project container's kept content says of it: values the lowering
/// reads back, kept as data rather than spelled into the leaf's name.
public struct KeptContent: Sendable, Equatable {
    /// The container the leaf stands for.
    public var container: String
    /// The content has branches or rows the lowering leaves unbuilt, so the leaf holds only
    /// what is built on every evaluation.
    public var partial: Bool
}

/// A view expression in a body.
public indirect enum ViewTemplate: Sendable {
    /// `Text(…)`, `Color.red`, `Image(…)`; `keeping`: the leaf stands for a project
    /// container's content kept as a view value (`SpineContainer.keeper`).
    case leaf(String, [Expr], keeping: KeptContent? = nil)
    /// `Toggle(isOn:)`, `TextField(text:)`: a built-in consuming a binding; no user body (§3a).
    case control(String, binding: Expr)
    /// `VStack`, `List`, `LazyVStack`, `Group`.
    case container(String, [ViewTemplate])
    /// A user view type with its arguments by field name.
    case custom(String, [String: Expr])
    case modified(ViewTemplate, Modifier)
    /// `if c { … } else { … }` (`_ConditionalContent`, rule 32); a missing else is `EmptyView`.
    case conditional(Expr, ViewTemplate, ViewTemplate?)
    /// `switch subject { case …: … default: … }`.
    case switchOn(Expr, [SwitchCase], ViewTemplate?)
    case forEach(ForEachTemplate)
    /// `AnyView(content)`: identity is the erased type (rule 35).
    case anyView(ViewTemplate)
    /// A helper returning `AnyView` of one of two views: same AnyView, different erased types.
    case anyViewChoosing(Expr, ViewTemplate, ViewTemplate)
    /// A site an experiment counts (`ViewProgram.marks` index): transparent to identity and
    /// comparison, it keeps counts per instance of what happens at and below it.
    case marked(Int, ViewTemplate)
    /// Cannot be modelled.
    case opaque(String)
    /// A side effect in `body` that only logs (e.g. `let _ = print(value)`).
    case log(Expr)
    /// A state write while `body` runs: dropped with a warning (rule 19).
    case writeDuringBody(Action)
    case empty

    // MARK: builders

    public static func text(_ e: Expr) -> ViewTemplate { .leaf("Text", [e]) }
    public static func color(_ name: String) -> ViewTemplate { .leaf("Color", [.string(name)]) }
    public static func toggle(isOn: Expr) -> ViewTemplate { .control("Toggle", binding: isOn) }
    public static func textField(text: Expr) -> ViewTemplate { .control("TextField", binding: text) }
    public static func vstack(_ children: [ViewTemplate]) -> ViewTemplate { .container("VStack", children) }
    public static func list(_ children: [ViewTemplate]) -> ViewTemplate { .container("List", children) }
    public static func lazyVStack(_ children: [ViewTemplate]) -> ViewTemplate { .container("LazyVStack", children) }
    public static func custom(_ type: String) -> ViewTemplate { .custom(type, [:]) }
    public static func forEach(_ data: Expr, id: IDStrategy, element: String = "element",
                               _ content: ViewTemplate) -> ViewTemplate {
        .forEach(ForEachTemplate(data: data, id: id, element: element, content: content))
    }
    public static func ifElse(_ c: Expr, then a: ViewTemplate, else b: ViewTemplate? = nil) -> ViewTemplate {
        .conditional(c, a, b)
    }

    // MARK: modifiers

    public func modifier(_ m: Modifier) -> ViewTemplate { .modified(self, m) }
    public func id(_ e: Expr) -> ViewTemplate { .modified(self, .id(e)) }
    public func equatable() -> ViewTemplate { .modified(self, .equatable) }
    public func onAppear(_ a: [Action]) -> ViewTemplate { .modified(self, .onAppear(a)) }
    public func onDisappear(_ a: [Action]) -> ViewTemplate { .modified(self, .onDisappear(a)) }
    public func task(_ a: [Action]) -> ViewTemplate { .modified(self, .task(a)) }
    public func task(id: Expr, _ a: [Action]) -> ViewTemplate { .modified(self, .taskID(id, a)) }
    public func onChange(of e: Expr, initial: Bool = false, _ a: [Action]) -> ViewTemplate {
        .modified(self, .onChange(e, initial: initial, a))
    }
    public func alert(isPresented: Expr) -> ViewTemplate { .modified(self, .presentation("alert", isPresented: isPresented)) }
    public func sheet(isPresented: Expr) -> ViewTemplate { .modified(self, .presentation("sheet", isPresented: isPresented)) }
    public func transition(identity: Bool) -> ViewTemplate { .modified(self, .transition(identity: identity)) }
    public func opacity(_ e: Expr) -> ViewTemplate { .modified(self, .inert("opacity", [e])) }
    public func environment(_ key: String, _ e: Expr) -> ViewTemplate { .modified(self, .environment(key, e)) }

    /// Whether the view count is static (rule 43): no conditional or AnyView at the top of a row.
    var hasConstantViewCount: Bool {
        switch self {
        case .modified(let c, _), .marked(_, let c): return c.hasConstantViewCount
        case .conditional, .switchOn, .anyView, .anyViewChoosing, .opaque: return false
        default: return true
        }
    }

    /// The static type name, as `AnyView` erases it (rule 35).
    var typeSignature: String {
        switch self {
        case .leaf(let n, _, _), .control(let n, _): return n
        case .container(let n, let c): return n + "<" + c.map(\.typeSignature).joined(separator: ", ") + ">"
        case .custom(let t, _): return t
        case .modified(let c, let m): return "ModifiedContent<\(c.typeSignature), \(m.name)>"
        case .conditional(_, let a, let b):
            return "_ConditionalContent<\(a.typeSignature), \(b?.typeSignature ?? "EmptyView")>"
        case .switchOn(_, let cases, let d):
            return "_ConditionalContent<" + (cases.map(\.content) + [d ?? .empty]).map(\.typeSignature).joined(separator: ", ") + ">"
        case .forEach(let f): return "ForEach<\(f.content.typeSignature)>"
        case .marked(_, let c): return c.typeSignature
        case .anyView, .anyViewChoosing: return "AnyView"
        case .opaque(let r): return "Opaque<\(r)>"
        case .log, .writeDuringBody, .empty: return "EmptyView"
        }
    }
}
