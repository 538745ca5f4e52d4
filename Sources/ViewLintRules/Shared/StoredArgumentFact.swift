import Foundation
import ViewLint

/// What every construction of a project view passes for one of its stored properties (or an
/// initializer parameter stored under that name), read at the construction sites the index
/// found. A question about the stored value that every site settles (one erased type, an array
/// literal of fixed length) holds for every view the project makes: a static fact over the
/// sites, not a run. A site passing anything else is a value the engine does not follow.
struct StoredArgumentFact: Sendable {
    enum Fact {
        /// `passing`: how many of the `sites` pass the argument (the rest take the default).
        case holds(sites: Int, files: [String], passing: Int)
        case unknown(String)
    }

    /// Whether one construction's argument settles the question (the index answers what the
    /// project declares: a `static let`, a constant property of the constructing view).
    var settles: @Sendable (SyntaxTree.NodeID, SyntaxTree, ProjectModel) -> Bool
    /// Whether a stored property a site passes on (`Inner(items: items)`) is asked about too.
    var follows: @Sendable (_ declarationText: String) -> Bool = { _ in true }
    /// For a question about a value that never changes (not one every construction shares):
    /// a `let` part of a stored value (`feature.supports`) and a row of a stored collection
    /// (`ForEach(features) { feature in … }`) are fixed when that stored value is.
    var followsParts = false
    /// Whether a stored property held by a property wrapper is followed too. A question about a
    /// value that never changes says no: a wrapper's value (`@State`, `@Binding`) changes after
    /// construction, whatever the constructions pass.
    var followsWrapped = true
    /// Whether previews (`#Preview`, a `PreviewProvider`) are left out: for a question about the
    /// running app, whose parents they are not (`DateView(date: Date())` in a preview).
    var skipsPreviews = false

    /// What the constructions of the view holding `stored` pass for it.
    func fact(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), declaration type: SyntaxTree.NodeID,
              in file: LintFile, context: ConfirmationContext) -> Fact {
        fact(stored, declaration: type, tree: file.tree, path: file.source.path, context: context, depth: 0)
    }

    func fact(_ stored: (field: String, typeDecl: SyntaxTree.NodeID), declaration type: SyntaxTree.NodeID,
              tree: SyntaxTree, path: String, context: ConfirmationContext, depth: Int) -> Fact {
        guard let owner = tree.enclosingTypeName(type),
              let info = context.index.viewType(named: owner, from: path) else {
            return .unknown("`\(stored.field)` is not held by a view the project constructs")
        }
        let shown = "`\(owner)(…)`"
        let typeGenerics = Self.genericNames(of: stored.typeDecl, in: tree)
        let (labels, known, closureResults) = Self.constructionLabels(of: stored, flagged: type, owner: owner,
                                                      storedNames: info.storedProperties.map(\.name), in: tree,
                                                      declarations: context.declarations)
        guard !labels.isEmpty else {
            return .unknown("the engine does not see which argument of \(shown) fills `\(stored.field)`")
        }
        let sites = info.instantiations
        guard context.index.recordsConstructions(ofTypeNamed: owner) else {
            return .unknown("`\(owner)` has the name of a SwiftUI type, and the engine does not read constructions written \(shown)")
        }
        guard !sites.isEmpty else { return .unknown("\(shown) is constructed nowhere in the project") }
        // A closure making the view may come as an unlabelled trailing closure.
        let holder = tree.ancestor(of: type, in: [.parameter, .patternBinding]) ?? type
        let takesClosure = tree.text(holder).contains("->")
        var files = Set<String>()
        var counted = 0, passing = 0
        // A nested type's bare name (`Row(…)` for `Chart.Row`) resolves only inside its outer
        // type's declaration or extensions, which name the outer type in the same file.
        let outer = info.qualifiedName.split(separator: ".").dropLast().last.map { Array($0.utf8) }
        for site in sites {
            if skipsPreviews, context.index.isPreview(site) { continue }
            let place = "\(shown) at \(Self.fileName(site.path)):\(site.line)"
            guard let siteTree = context.trees[site.path],
                  let call = siteTree.innermostNode(of: [.call], containing: site.byteRange) else {
                return .unknown("the engine cannot read \(place)")
            }
            if let outer, siteTree.kind(siteTree.firstChild(call) ?? call) == .identifier,
               !Self.occurs(outer, in: siteTree.file.bytes) { continue }
            counted += 1
            files.insert(site.path)
            let given = siteTree.children(call).filter { siteTree.kind($0) == .argument || siteTree.kind($0) == .trailingClosure }
            let trailing = takesClosure ? given.first { siteTree.kind($0) == .trailingClosure && siteTree.label($0).isEmpty } : nil
            guard let argument = given.first(where: { labels.contains(siteTree.label($0)) }) ?? trailing else {
                // Not passed: the default, when the site uses an initializer this file declares
                // (an unlabelled trailing closure fills the last closure parameter).
                let used = Set(given.filter { siteTree.kind($0) == .argument }.map { siteTree.label($0) })
                guard known.contains(where: { used.isSubset(of: $0) }) else {
                    return .unknown("\(place) uses an initializer the engine does not see")
                }
                // An unlabelled trailing closure given to an initializer whose closure parameter
                // fills the field passes it (review s14's leftover: it was counted, not read). A
                // closure returning `some View` or a generic type makes one static type at each
                // site; one returning anything else (`AnyView`) may choose at run time: read.
                if !closureResults.isEmpty, let closure = given.last(where: { siteTree.kind($0) == .trailingClosure && siteTree.label($0).isEmpty }) {
                    // What this construction's closure returns, from the initializer it calls:
                    // another construction may call one whose closure returns another type.
                    let results = Self.closureResults(at: call, closure: closure, in: siteTree, stored: stored, owner: owner,
                                                      typeGenerics: typeGenerics, context: context, path: site.path) ?? closureResults
                    guard !results.isEmpty else { continue }
                    passing += 1
                    if results.allSatisfy(\.fixesOneType) { continue }
                    guard let value = siteTree.value(closure) else { return .unknown("the engine cannot read \(place)") }
                    if settles(value, siteTree, context.index) { continue }
                    let returned = results.first { !$0.fixesOneType }?.type ?? ""
                    return .unknown("\(place) passes a closure for `\(stored.field)` returning `\(returned)`, which may make another view type on each call: the engine does not follow it")
                }
                continue
            }
            guard let value = siteTree.value(argument) else { return .unknown("the engine cannot read \(place)") }
            passing += 1
            if settles(value, siteTree, context.index) { continue }
            // Passed on from a view that stores it too (`Inner(header: header)`): what that
            // view's constructions pass, a few levels up.
            if depth < 3, let forwarded = Self.forwardedField(value, at: call, in: siteTree, follows: follows, wrapped: followsWrapped)
                ?? (followsParts ? Self.fixedPart(value, at: call, in: siteTree, index: context.index) : nil) {
                switch fact(forwarded.stored, declaration: forwarded.declaration, tree: siteTree, path: site.path,
                            context: context, depth: depth + 1) {
                case .holds(_, let more, _): files.formUnion(more); continue
                case .unknown(let reason): return .unknown(reason)
                }
            }
            return .unknown("\(place) passes \(siteTree.quoted(value, limit: 30)), which the engine does not follow")
        }
        guard counted > 0 else { return .unknown("\(shown) is constructed nowhere in the project") }
        return .holds(sites: counted, files: files.sorted(), passing: passing)
    }

    /// What the constructions of `owner` (declared in this file) pass for its stored property
    /// `field`; nil when the file declares no such stored property.
    func fact(field: String, of owner: String, in file: LintFile, context: ConfirmationContext) -> Fact? {
        let tree = file.tree
        // Of the types of that name this file declares (`Header` and a nested `Chart.Header`),
        // the one that stores `field`.
        var typeDecl: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if typeDecl != nil { return .stop }
            switch tree.kind(id) {
            case .structDecl, .classDecl:
                if tree.name(id) == owner, Self.storedDeclaration(field, in: id, tree: tree) != nil { typeDecl = id; return .stop }
                return .visitChildren
            case .funcDecl, .initDecl, .closure, .codeBlock: return .skipChildren
            default: return .visitChildren
            }
        }
        guard let typeDecl, let declaration = Self.storedDeclaration(field, in: typeDecl, tree: tree) else { return nil }
        return fact((field, typeDecl), declaration: declaration, in: file, context: context)
    }

    /// The binding of a stored property declared directly in a type.
    static func storedDeclaration(_ name: String, in typeDecl: SyntaxTree.NodeID, tree: SyntaxTree) -> SyntaxTree.NodeID? {
        var declaration: SyntaxTree.NodeID?
        tree.walk(from: typeDecl) { id, _ in
            if declaration != nil { return .stop }
            switch tree.kind(id) {
            case .patternBinding where tree.name(id) == name && !tree.isComputed(id):
                declaration = id
                return .stop
            case .structDecl, .classDecl, .enumDecl, .funcDecl, .initDecl, .closure:
                return id == typeDecl ? .visitChildren : .skipChildren
            default:
                return .visitChildren
            }
        }
        return declaration
    }

    /// `header` or `self.header` at a construction inside a view whose own stored property of
    /// that name is asked about too.
    static func forwardedField(_ value: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree,
                               follows: (String) -> Bool, wrapped: Bool = true)
        -> (stored: (field: String, typeDecl: SyntaxTree.NodeID), declaration: SyntaxTree.NodeID)? {
        guard let path = tree.memberPath(value), path.count == 1 || path.count == 2 && path[0] == "self",
              let typeDecl = tree.enclosingTypeDeclaration(call), tree.kind(typeDecl) != .extensionDecl else { return nil }
        let name = path[path.count - 1]
        let declaration = storedDeclaration(name, in: typeDecl, tree: tree)
        guard let declaration, follows(tree.text(declaration)),
              wrapped || tree.parent(declaration).map({ tree.children($0, kind: .attribute).isEmpty }) == true,
              let typeNode = tree.child(declaration, kind: .typeAnnotation).flatMap(tree.firstChild) else { return nil }
        return ((name, typeDecl), typeNode)
    }

    /// `feature.supports` where `feature` is a stored value of the constructing view, or `feature`
    /// (`feature.supports`) where it is the row element of a `ForEach` over a stored collection:
    /// the stored value it is a fixed part of, through `let`s of project structs only.
    static func fixedPart(_ value: SyntaxTree.NodeID, at call: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel)
        -> (stored: (field: String, typeDecl: SyntaxTree.NodeID), declaration: SyntaxTree.NodeID)? {
        guard var path = tree.memberPath(value), let typeDecl = tree.enclosingTypeDeclaration(call),
              tree.kind(typeDecl) != .extensionDecl else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first else { return nil }
        let parts = Array(path.dropFirst())
        let field: String, rootType: String
        if case .parameter(nil)? = LocalName(root, at: value, in: tree) {
            // A row element: the closure is the content of `ForEach(field, …)`.
            guard let closure = tree.ancestor(of: value, in: [.closure]), tree.closureParameterNames(closure).first == root,
                  let holder = tree.parent(closure), tree.kind(holder) == .trailingClosure || tree.kind(holder) == .argument,
                  let rows = tree.parent(holder), tree.kind(rows) == .call, !tree.isMethodCall(rows), tree.calleeName(rows) == "ForEach",
                  let data = tree.firstUnlabelledArgument(rows), var dataPath = tree.memberPath(data) else { return nil }
            if dataPath.first == "self" { dataPath.removeFirst() }
            guard dataPath.count == 1, LocalName(dataPath[0], at: data, in: tree) == nil,
                  let declaration = storedDeclaration(dataPath[0], in: typeDecl, tree: tree),
                  let element = collectionElement(of: declaration, in: tree) else { return nil }
            field = dataPath[0]; rootType = element
        } else {
            guard !parts.isEmpty, LocalName(root, at: value, in: tree) == nil,
                  let declaration = storedDeclaration(root, in: typeDecl, tree: tree), tree.isLetDeclaration(tree.parent(declaration) ?? declaration),
                  let typeNode = tree.child(declaration, kind: .typeAnnotation).flatMap(tree.firstChild),
                  [.simpleType, .memberType].contains(tree.kind(typeNode)) else { return nil }
            field = root; rootType = tree.typeName(of: typeNode)
        }
        // Each part a `let` of a project struct declared once.
        var current = rootType
        for part in parts {
            guard let declared = index.declaredType(named: current), declared.kind == .struct, declared.declarationCount == 1,
                  declared.letProperties.contains(part) else { return nil }
            guard case .named(let next)? = declared.properties[part] else {
                if part == parts.last { break }
                return nil
            }
            current = next
        }
        // Only a plain stored value: a property wrapper's value changes after construction.
        guard let declaration = storedDeclaration(field, in: typeDecl, tree: tree),
              let variable = tree.parent(declaration), tree.children(variable, kind: .attribute).isEmpty,
              let typeNode = tree.child(declaration, kind: .typeAnnotation).flatMap(tree.firstChild) else { return nil }
        return ((field, typeDecl), typeNode)
    }

    /// `let rows: [Row]`: `Row`.
    private static func collectionElement(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard let typeNode = tree.child(declaration, kind: .typeAnnotation).flatMap(tree.firstChild),
              tree.kind(typeNode) == .arrayType, let element = tree.firstChild(typeNode),
              [.simpleType, .memberType].contains(tree.kind(element)) else { return nil }
        return tree.typeName(of: element)
    }

    /// The argument labels that fill the stored value at a construction, and the label sets of
    /// the initializers this file declares (the memberwise one when the type declares none).
    static func constructionLabels(of stored: (field: String, typeDecl: SyntaxTree.NodeID), flagged type: SyntaxTree.NodeID,
                                   owner: String, storedNames: [String], in tree: SyntaxTree,
                                   declarations: TypeDeclarationIndex) -> (labels: Set<String>, known: [Set<String>], closureResults: [ClosureResult]) {
        let initializers = declarations.initializers(of: owner, in: tree)
        var labels = Set<String>()
        var known: [Set<String>] = []
        var closureResults: [ClosureResult] = []
        let typeGenerics = genericNames(of: stored.typeDecl, in: tree)
        for initializer in initializers {
            let parameters = tree.child(initializer, kind: .parameterClause).map { tree.children($0, kind: .parameter) } ?? []
            known.append(Set(parameters.map { tree.name($0) == "_" ? "" : tree.name($0) }))
            for parameter in parameters where tree.parameterLocalName(parameter) == stored.field && tree.name(parameter) != "_" {
                labels.insert(tree.name(parameter))
                if let result = closureResult(of: parameter, in: initializer, typeGenerics: typeGenerics, tree: tree) {
                    closureResults.append(result)
                }
            }
        }
        // A flagged initializer parameter is filled by its own label.
        if let parameter = tree.ancestor(of: type, in: [.parameter]), tree.name(parameter) != "_" {
            labels.insert(tree.name(parameter))
        }
        let declaresInit = initializers.contains { tree.enclosingTypeDeclaration($0) == stored.typeDecl }
        if !declaresInit, tree.kind(stored.typeDecl) == .structDecl {
            // The memberwise initializer: one label per stored property, the field among them.
            labels.insert(stored.field)
            known.append(Set(storedNames))
        }
        return (labels, known, closureResults)
    }

    /// What a closure parameter filling the field returns: `some View` or a generic parameter is
    /// one static type at each construction; another type (`AnyView`) is not.
    struct ClosureResult {
        var type: String
        var fixesOneType: Bool
    }

    /// What `parameter` of `initializer` returns when it is a closure; nil otherwise.
    static func closureResult(of parameter: SyntaxTree.NodeID, in initializer: SyntaxTree.NodeID, typeGenerics: Set<String>,
                              tree: SyntaxTree) -> ClosureResult? {
        // The declared type (not a default value, which may hold closures of its own).
        let typeNode = tree.children(parameter).first { tree.kind($0) != .initializerClause && tree.kind($0) != .attribute }
        let text = typeNode.map { tree.text($0) } ?? ""
        guard let arrow = text.range(of: "->", options: .backwards) else { return nil }
        let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        let generic = typeGenerics.union(genericNames(of: initializer, in: tree)).contains(result)
        return ClosureResult(type: result, fixesOneType: result == "some View" || generic)
    }

    /// What the unlabelled trailing `closure` of the construction `call` returns for the stored
    /// field, read from the one initializer the construction fits: empty when the closure fills
    /// another parameter, nil when no one initializer fits (then every initializer's answer).
    static func closureResults(at call: SyntaxTree.NodeID, closure: SyntaxTree.NodeID, in tree: SyntaxTree,
                               stored: (field: String, typeDecl: SyntaxTree.NodeID), owner: String, typeGenerics: Set<String>,
                               context: ConfirmationContext, path: String) -> [ClosureResult]? {
        let arguments = tree.arguments(call)
        guard let trailing = tree.trailingClosures(call).firstIndex(of: closure),
              let fit = context.lowering(for: path).fittingInitializer(of: owner, labels: arguments.map { tree.label($0) },
                                                                        trailing: tree.trailingClosures(call).count),
              let parameter = fit.parameter(filledBy: arguments.count + trailing) else { return nil }
        guard fit.tree.parameterLocalName(parameter) == stored.field,
              let result = closureResult(of: parameter, in: fit.initializer, typeGenerics: typeGenerics, tree: fit.tree) else { return [] }
        return [result]
    }

    /// `<Content: View, Label>`: the generic parameter names a declaration declares.
    static func genericNames(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Set<String> {
        guard let clause = tree.child(declaration, kind: .genericParameterClause) else { return [] }
        return Set(tree.children(clause).map { tree.name($0) })
    }

    /// The initializers this file declares for `owner` (in its body or an extension).
    static func initializers(of owner: String, in tree: SyntaxTree) -> [SyntaxTree.NodeID] {
        var initializers: [SyntaxTree.NodeID] = []
        tree.walk { id, _ in
            if tree.kind(id) == .initDecl, tree.enclosingTypeName(id) == owner { initializers.append(id) }
            return .visitChildren
        }
        return initializers
    }

    /// Whether `needle` occurs in `bytes`: `memchr` to each place its first byte is, then
    /// `memcmp` (Foundation's `firstRange(of:)` goes element by element through the collection
    /// protocols, a whole file for each construction site).
    static func occurs(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { n in
                guard let base = hay.baseAddress, let pattern = n.baseAddress else { return false }
                let lastStart = hay.count - n.count
                var i = 0
                while i <= lastStart {
                    guard let found = memchr(base + i, Int32(first), lastStart - i + 1) else { return false }
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, pattern, n.count) == 0 { return true }
                    i = at + 1
                }
                return false
            }
        }
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
