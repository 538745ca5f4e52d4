/// What a project's `@resultBuilder` type can make of the code it builds, as far as `AnyView`
/// findings ask: whether every result it hands back is one type, and whether the code it
/// builds can choose between views at all.
///
/// Swift lets a builder's code hold `if`, `switch` or `if #available` only through
/// `buildEither`, `buildOptional`, `buildIf` and `buildLimitedAvailability`; without them a
/// closure or function the builder builds has one static shape, so its statements have one
/// static type at each place it is written.
public struct ResultBuilderShape: Sendable, Equatable {
    /// Declared with `@resultBuilder` (an extension alone says nothing of the kind).
    public var isDeclaredBuilder = false
    /// The result types (simple names) of its `buildFinalResult`s; empty when it has none.
    public var finalResults: Set<String> = []
    /// The result types of its `buildBlock`s and `buildPartialBlock`s.
    public var blockResults: Set<String> = []
    /// The build methods that let built code choose (`buildEither`, `buildOptional`, …), and
    /// any build method whose own code branches (`if`, `switch`, `?:`, `??`, a loop) or takes
    /// an existential (`any View`): what it returns may then vary at one place.
    public var choosers: Set<String> = []
    /// The files of its declaration and of extensions declaring `build…` methods: what a
    /// verdict resting on the shape depends on.
    public var files: Set<String> = []

    public init() {}

    /// The one type every value it builds has, when that is always `type` and nothing in it
    /// can choose: `"AnyView"` for a builder whose every result erases its block.
    public func alwaysReturns(_ type: String) -> Bool {
        guard isDeclaredBuilder, choosers.isEmpty else { return false }
        let results = finalResults.isEmpty ? blockResults : finalResults
        return results == [type]
    }

    mutating func merge(_ other: ResultBuilderShape) {
        isDeclaredBuilder = isDeclaredBuilder || other.isDeclaredBuilder
        finalResults.formUnion(other.finalResults)
        blockResults.formUnion(other.blockResults)
        choosers.formUnion(other.choosers)
        files.formUnion(other.files)
    }

    /// Methods whose presence lets the built code branch.
    static let branchingMethods: Set<String> = ["buildEither", "buildOptional", "buildIf", "buildLimitedAvailability"]
}

extension ProjectFacts {
    /// The builder shape of one type declaration or extension: nil when it declares no
    /// `build…` method and no `@resultBuilder` attribute.
    static func resultBuilderShape(_ declaration: SyntaxTree.NodeID, members: [SyntaxTree.NodeID],
                                   in tree: SyntaxTree) -> ResultBuilderShape? {
        var shape = ResultBuilderShape()
        shape.isDeclaredBuilder = tree.kind(declaration) != .extensionDecl && tree.hasAttribute(declaration, named: "resultBuilder")
        var sawBuildMethod = false
        for member in members where tree.kind(member) == .funcDecl {
            let name = tree.name(member)
            guard name.hasPrefix("build") else { continue }
            sawBuildMethod = true
            if ResultBuilderShape.branchingMethods.contains(name) || branchesOrTakesExistential(member, in: tree) {
                shape.choosers.insert(name)
            }
            let result = tree.child(member, kind: .returnClause).flatMap { tree.firstChild($0) }.map { tree.typeName(of: $0) } ?? ""
            switch name {
            case "buildFinalResult": shape.finalResults.insert(result)
            case "buildBlock", "buildPartialBlock": shape.blockResults.insert(result)
            default: break
            }
        }
        guard shape.isDeclaredBuilder || sawBuildMethod else { return nil }
        shape.files = [tree.file.path]
        return shape
    }

    /// A build method whose code branches or loops, or with a parameter of an existential type.
    static func branchesOrTakesExistential(_ method: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if let clause = tree.child(method, kind: .parameterClause),
           tree.children(clause, kind: .parameter).contains(where: { tree.textWithoutSpaces($0).contains(":any") }) {
            return true
        }
        guard let body = tree.child(method, kind: .codeBlock) else { return false }
        return tree.choosesBetweenValues(under: body)
    }
}
