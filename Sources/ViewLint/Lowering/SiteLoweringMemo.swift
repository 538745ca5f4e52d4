import Synchronization

/// What a check's site lowerings work out per view type, kept for its other sites: a file with
/// many findings in one view (or many views showing the same child) lowers that type's fields
/// and read-only body once. Everything kept depends only on the type and the file the project is
/// seen from (one memo per seeing file), never on the site.
public final class SiteLoweringMemo: Sendable {
    /// A view type hosted as a site's owner: its fields as experiments model them, its model
    /// fields, the fields holding an `AnyView`, and the models its stored properties hold.
    struct Owner {
        var fields: [Field]
        var modelFields: [String: ModelType.Kind]
        var anyViewNames: Set<String>
        var models: [String: (name: String, kind: ModelType.Kind)]
        var declaredTypes: [String: String]
        var forwardedMembers: [String: ForwardedMembers] = [:]
    }

    /// A model class's dynamic members read through one stored property (`through`), and the
    /// names it declares itself, which do not.
    struct ForwardedMembers {
        var through: String
        var declared: Set<String>
    }

    /// `Lowering.initializedFields(of:labels:trailing:)`, nil when no single initializer fits.
    struct InitializedFields {
        var fields: [Int: Lowering.InitializedField]?
    }

    /// A project view lowered read-only (`Lowering.lowerReadOnly`), or nil when undeclared.
    struct ReadOnly {
        var lowered: (type: ViewType, path: String)?
    }

    private struct State {
        var owners: [String: Owner] = [:]
        var readOnly: [String: ReadOnly] = [:]
        var helperFiles: [String: [String]] = [:]
        var modelTypes: [String: ModelType] = [:]
        var initializedFields: [String: InitializedFields] = [:]
        var observableModelTypes: [String: ModelType] = [:]
        var bindingFeeds: [String: [String: BindingFeed]] = [:]
        var viewModifiersByMember: [String: [String: [String]]] = [:]
        var callPaths: [String: CallPath] = [:]
    }

    /// `Lowering.callPath(from:to:members:tree:)` from a type's `body` to one of its members, or
    /// nil when `body` does not reach it.
    struct CallPath {
        var calls: [SyntaxTree.NodeID]?
    }

    private let state = Mutex(State())

    public init() {}

    func owner(_ typeName: String, make: () -> Owner) -> Owner {
        if let known = state.withLock({ $0.owners[typeName] }) { return known }
        let made = make()
        state.withLock { $0.owners[typeName] = made }
        return made
    }

    /// `Lowering.helperFiles(from:)`: the same for every call the check lowers.
    func helperFiles(from path: String, make: () -> [String]) -> [String] {
        if let known = state.withLock({ $0.helperFiles[path] }) { return known }
        let made = make()
        state.withLock { $0.helperFiles[path] = made }
        return made
    }

    /// `Lowering.viewModifiersByMember(seenFrom:)`: the same for every method call a check's
    /// kept-state searches meet.
    func viewModifiersByMember(from path: String, make: () -> [String: [String]]) -> [String: [String]] {
        if let known = state.withLock({ $0.viewModifiersByMember[path] }) { return known }
        let made = make()
        state.withLock { $0.viewModifiersByMember[path] = made }
        return made
    }

    /// `ModelCatalog.modelType(_:kind:)`: the engine's model of a class, the same for every site.
    func modelType(_ name: String, observable: Bool, make: () -> ModelType) -> ModelType {
        let known = state.withLock { observable ? $0.observableModelTypes[name] : $0.modelTypes[name] }
        if let known { return known }
        let made = make()
        state.withLock {
            if observable { $0.observableModelTypes[name] = made } else { $0.modelTypes[name] = made }
        }
        return made
    }

    /// `Lowering.initializedFields(of:labels:trailing:)` by type, trailing closures and labels.
    func initializedFields(_ key: String, make: () -> [Int: Lowering.InitializedField]?) -> [Int: Lowering.InitializedField]? {
        if let known = state.withLock({ $0.initializedFields[key] }) { return known.fields }
        let made = make()
        state.withLock { $0.initializedFields[key] = InitializedFields(fields: made) }
        return made
    }

    /// `Lowering.bindingFeeds(of:in:)` by view and fields.
    func bindingFeeds(_ key: String, make: () -> [String: BindingFeed]) -> [String: BindingFeed] {
        if let known = state.withLock({ $0.bindingFeeds[key] }) { return known }
        let made = make()
        state.withLock { $0.bindingFeeds[key] = made }
        return made
    }

    /// `Lowering.bodyCallPath(ofType:to:members:tree:)` by file, type and member name.
    func callPath(_ key: String, make: () -> [SyntaxTree.NodeID]?) -> [SyntaxTree.NodeID]? {
        if let known = state.withLock({ $0.callPaths[key] }) { return known.calls }
        let made = make()
        state.withLock { $0.callPaths[key] = CallPath(calls: made) }
        return made
    }

    func readOnly(_ typeName: String, make: () -> (type: ViewType, path: String)?) -> (type: ViewType, path: String)? {
        if let known = state.withLock({ $0.readOnly[typeName] }) { return known.lowered }
        let made = make()
        state.withLock { $0.readOnly[typeName] = ReadOnly(lowered: made) }
        return made
    }
}

/// One `SiteLoweringMemo` per file the project is seen from, for the lowerings of one check.
public final class SiteLoweringMemos: Sendable {
    private let memos = Mutex<[String: SiteLoweringMemo]>([:])

    public init() {}

    public func memo(seenFrom path: String) -> SiteLoweringMemo {
        memos.withLock { memos in
            if let memo = memos[path] { return memo }
            let memo = SiteLoweringMemo()
            memos[path] = memo
            return memo
        }
    }
}
