import Foundation
import ViewLint

/// Arguments that cannot change while the view making the construction lives (review s17 §2.5,
/// group E): a constant, an object its maker holds in a `@State`/`@StateObject` nothing replaces
/// (`HeldObject`), members of that object that keep their values (`model.spaceId`,
/// `model.initialData.spaceId`), or a closure literal whose captures are only those. The child
/// lives inside its maker, so a value fixed for the maker's life is the same at every
/// construction the child's state could ignore: nothing later differs from what it was seeded
/// with (docs/SWIFTUI-MODEL.md rule 15). A plain `let` of the maker passed on is followed to the
/// maker's own constructions (`StoredArgumentFact`); a property wrapper's value is not fixed.
///
/// A closure is a new value at each construction; what the kept first one does differs from
/// the latest only by what it captured. Capturing only the held object (the same reference for
/// the maker's life) and its own parameters, it runs the same code on the same object, so the
/// kept one does what the latest would. A closure capturing anything else (a `let` of the view,
/// a state's value, a local) may carry another value each time: not fixed.
enum FixedArguments {
    /// Why each settled argument is fixed, gathered while the fact reads the constructions.
    final class Reasons: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        private var makerNames = Set<String>()
        private var rowReasons = false

        func add(_ reason: String, maker: String?, forRow: Bool = false) {
            lock.lock(); defer { lock.unlock() }
            if !list.contains(reason) { list.append(reason) }
            if let maker { makerNames.insert(maker) }
            if forRow { rowReasons = true }
        }

        /// Whether a value was fixed for the life of the row making the view (`FreshIDRow`), not
        /// of the view: the wording then says "or row".
        var anyForRow: Bool { lock.lock(); defer { lock.unlock() }; return rowReasons }

        var all: [String] { lock.lock(); defer { lock.unlock() }; return list }
        /// The views whose constructions were read as passing fixed values.
        var makers: Set<String> { lock.lock(); defer { lock.unlock() }; return makerNames }
    }

    /// The fact over every construction, recording into `reasons` why each one settles.
    static func fact(recording reasons: Reasons) -> StoredArgumentFact {
        var fact = StoredArgumentFact(settles: { value, tree, index in
            guard let fixed = describeWithRows(value, in: tree, index: index) else { return false }
            reasons.add(fixed.reason, maker: tree.enclosingTypeName(value), forRow: fixed.forRow)
            return true
        }, followsParts: true)
        // A wrapped property of the maker (`@State var title`, `@Binding`) changes while it lives.
        fact.followsWrapped = false
        fact.skipsPreviews = true
        return fact
    }

    /// Why `value` is fixed for the life of the view or the row making it (`forRow`: of the
    /// row, `FreshIDRow`, `SelfKeyedRow`); nil when it may change. `a == b`, `!a`, `a && b`
    /// of such values are fixed too: the standard operators compute the same result from the
    /// same operands.
    static func describeWithRows(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> (reason: String, forRow: Bool)? {
        if let row = FreshIDRow.describe(value, in: tree, index: index) ?? SelfKeyedRow.describe(value, in: tree, index: index) {
            return (row, true)
        }
        if let reason = describe(value, in: tree, index: index) ?? unwrittenState(value, in: tree, index: index) { return (reason, false) }
        let operands: [SyntaxTree.NodeID]
        switch tree.kind(value) {
        case .sequenceExpr:
            let parts = tree.children(value)
            guard parts.allSatisfy({ tree.kind($0) != .binaryOperator || pureOperators.contains(tree.textWithoutSpaces($0)) }) else { return nil }
            operands = parts.filter { tree.kind($0) != .binaryOperator }
        case .prefixOperatorExpr where tree.text(value).hasPrefix("!"):
            operands = Array(tree.children(value))
        default:
            return nil
        }
        guard !operands.isEmpty else { return nil }
        var reasons: [String] = []
        var forRow = false
        for operand in operands where !ConstantArgument.isConstant(operand, in: tree, index: index) {
            guard let part = describeWithRows(operand, in: tree, index: index) else { return nil }
            reasons.append(part.reason)
            forRow = forRow || part.forRow
        }
        guard !reasons.isEmpty else { return nil }
        return ("\(tree.quoted(value, limit: 40)), from \(reasons.joined(separator: "; and "))", forRow)
    }

    /// Operators of the standard library whose result follows from their operands alone.
    static let pureOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "&&", "||", "+", "-", "*", "/", "??", "===", "!=="]

    /// `selectedTheme`: a `@State` value of the view making the construction that no code writes
    /// (assigns, mutates, binds with `$`): it keeps its first value while that view lives.
    static func unwrittenState(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        guard var path = tree.memberPath(value) else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard !path.isEmpty, LocalName(path[0], at: value, in: tree) == nil,
              let owner = tree.enclosingTypeName(value), let view = index.viewType(named: owner),
              let stored = view.storedProperties.first(where: { $0.name == path[0] }), stored.wrapper?.kind == .state,
              !index.changesOutsideInit(path[0], ofType: owner) else { return nil }
        let state = "`\(path[0])`, a `@State` of `\(owner)` that no code writes, so it keeps its first value while `\(owner)` lives"
        if path.count == 1 { return state }
        // `item.owner.url`: stored members of a struct, all the way down, change only with it.
        guard storedValueMembers(path.dropFirst(), from: simpleTypeName(stored.typeText), index: index) else { return nil }
        return "`\(path.joined(separator: "."))`, stored members of \(state)"
    }

    /// Each of `members`, read in turn from a value of the project struct `typeName`, is a stored
    /// property of a struct declared once (no same-named type to mistake it for), not a computed
    /// one whose getter could read something else.
    static func storedValueMembers(_ members: ArraySlice<String>, from typeName: String, index: ProjectModel) -> Bool {
        var current = typeName
        for (offset, member) in members.enumerated() {
            guard let type = index.declaredType(named: current), type.kind == .struct, type.declarationCount == 1,
                  type.letProperties.contains(member) || type.plainVars.contains(member), type.computedReads[member] == nil
            else { return false }
            if offset == members.count - 1 { return true }
            guard case .named(let next)? = type.properties[member] else { return false }
            current = next
        }
        return true
    }

    /// `Manager.Item`, `Item?` → `Item`.
    private static func simpleTypeName(_ text: String) -> String {
        let bare = text.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
        return String(bare.split(separator: ".").last ?? "")
    }

    /// Why `value`, passed at a construction, is fixed for the life of the view making it; nil
    /// when it may change.
    static func describe(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        if ConstantArgument.isConstant(value, in: tree, index: index) { return "\(tree.quoted(value, limit: 30)), a constant" }
        if tree.kind(value) == .closure { return capturesOnlyHeldObjects(value, in: tree, index: index) }
        if let item = PresentedItem.describe(value, in: tree, index: index) { return item }
        guard let (held, parts) = heldPath(value, in: tree, index: index) else { return nil }
        let written = tree.quoted(value, limit: 40)
        guard !parts.isEmpty else { return "\(written), the object in the `@\(held.wrapper)` `\(held.property)` that nothing replaces" }
        guard keepsValue(parts, from: held.type, index: index) else { return nil }
        let kept = parts.count == 1 && index.memberKeeping(parts[0], ofType: held.type) == .letProperty
            ? "a `let` of the `@\(held.wrapper)` `\(held.property)` that nothing replaces"
            : "kept by the `@\(held.wrapper)` `\(held.property)` that nothing replaces"
        return "\(written), \(kept)"
    }

    /// `model`, `self.model.a.b`: the maker's held object and the members read from it.
    static func heldPath(_ value: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> (HeldObject, [String])? {
        guard var path = tree.memberPath(value) else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, LocalName(root, at: value, in: tree) == nil, let held = heldObject(root, at: value, in: tree, index: index)
        else { return nil }
        return (held, Array(path.dropFirst()))
    }

    static func heldObject(_ name: String, at node: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> HeldObject? {
        guard let owner = tree.enclosingTypeName(node), let view = index.viewType(named: owner) else { return nil }
        return HeldObject(name, of: view, index: index)
    }

    /// Each member in turn keeps its value in the type holding it (a `let`, a `var` nothing
    /// writes, a getter over such members), through project types declared once.
    static func keepsValue(_ parts: [String], from type: String, index: ProjectModel) -> Bool {
        var current = type
        for (i, part) in parts.enumerated() {
            guard index.memberKeeping(part, ofType: current) != nil else { return false }
            if i == parts.count - 1 { break }
            guard case .named(let next)? = index.declaredType(named: current)?.properties[part] else { return false }
            current = next
        }
        return true
    }

    /// `{ model.logOut() }`, `{ isValid in model.isValid = isValid }`, `{}`: every name the
    /// closure reads from outside is a held object of the view making it (or a type).
    static func capturesOnlyHeldObjects(_ closure: SyntaxTree.NodeID, in tree: SyntaxTree, index: ProjectModel) -> String? {
        var declared = Set<String>()
        tree.walk(from: closure) { id, _ in
            switch tree.kind(id) {
            case .closure: declared.formUnion(tree.closureParameterNames(id))
            case .patternBinding, .optionalBinding: declared.insert(tree.name(id))
            default: break
            }
            return .visitChildren
        }
        var heldNames: [String] = []
        var open = false
        tree.walk(from: closure) { id, _ in
            guard tree.kind(id) == .identifier else { return .visitChildren }
            let name = tree.name(id)
            if declared.contains(name) || name.first?.isUppercase == true || name == "_" { return .visitChildren }
            if name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber) { return .visitChildren }
            // The pattern of a binding names what it declares.
            if let parent = tree.parent(id), tree.kind(parent) == .patternBinding, tree.firstChild(parent) == id { return .visitChildren }
            guard heldObject(name, at: closure, in: tree, index: index) != nil else { open = true; return .stop }
            if !heldNames.contains(name) { heldNames.append(name) }
            return .visitChildren
        }
        guard !open else { return nil }
        // A closure of several statements is not quoted: its statements would run together.
        let statements = tree.closureItems(closure).count
        let written = statements > 1 ? "a closure of \(statements) statements" : tree.quoted(closure, limit: 40) + ", a closure"
        guard let first = heldNames.first, let held = heldObject(first, at: closure, in: tree, index: index) else {
            return "\(written) that captures nothing"
        }
        let others = heldNames.count > 1 ? " (and \(heldNames.dropFirst().map { "`\($0)`" }.joined(separator: ", ")))" : ""
        return "\(written) capturing only `\(held.property)`\(others), the object in a `@\(held.wrapper)` that nothing replaces"
    }
}

extension StateFromArgumentRule {
    /// Every construction of the view passes each seeding argument a value fixed for its maker's
    /// life: refuted as a static fact. Otherwise the first construction not read, said as the
    /// assumption a confirmation rests on (nil when none of the arguments is read at all).
    func fixedAtEveryConstruction(_ seed: SeededState, in file: LintFile,
                                  context: ConfirmationContext) -> (refuted: Evidence?, assumption: String?) {
        let tree = file.tree
        guard let initializer = tree.ancestor(of: seed.reported, in: [.initDecl]),
              let typeDecl = tree.enclosingTypeDeclaration(initializer),
              let clause = tree.child(initializer, kind: .parameterClause) else { return (nil, nil) }
        let reasons = FixedArguments.Reasons()
        let fact = FixedArguments.fact(recording: reasons)
        var sites = 0
        var files = Set<String>()
        for argument in seed.arguments {
            guard let parameter = tree.children(clause, kind: .parameter).first(where: { tree.parameterLocalName($0) == argument }),
                  let typeNode = tree.children(parameter).first(where: { ![.attribute, .initializerClause].contains(tree.kind($0)) })
            else { return (nil, nil) }
            switch fact.fact((argument, typeDecl), declaration: typeNode, in: file, context: context) {
            case .holds(let count, let more, let passing):
                // A construction leaving it out gets the default, made anew each time: fixed
                // only when it is a constant (`= nil`, not `= Date()`).
                if passing < count, let value = tree.child(parameter, kind: .initializerClause).flatMap({ tree.firstChild($0) }),
                   !ConstantArgument.isConstant(value, in: tree, index: context.index) { return (nil, nil) }
                sites = max(sites, count)
                files.formUnion(more)
            case .unknown(let why):
                // Named when the parent the finding's message names was read passing a fixed
                // value: what the confirmation then rests on is the construction not read. A
                // row's element changing is the rule's own premise, said already.
                guard case .parentState(let parent, _, _) = seed.source,
                      reasons.makers.contains(parent) || Self.passesFixed(tree.name(parameter), of: seed.viewType, from: parent,
                                                                          path: file.source.path, context: context)
                else { return (nil, nil) }
                return (nil, "a parent can pass a new `\(argument)` while `\(seed.viewType)` is shown (\(why))")
            }
        }
        let constructions = sites == 1 ? "its one construction passes" : "each of its \(sites) constructions passes"
        let listed = reasons.all.prefix(4).joined(separator: "; ")
        let rows = reasons.anyForRow
        return (Evidence.refutedByStaticFact(
            "`\(seed.viewType)` seeds `\(seed.property)` from \(InitArgumentsHost.listed(seed.arguments)), and \(constructions) values that stay the same while the view \(rows ? "or row " : "")making it lives (\(listed)): no later construction gives it anything else",
            dependencies: files.sorted()).based(on: rows ? FixedSeed.everyConstructionInItsRow : FixedSeed.everyConstruction), nil)
    }
}

extension StateFromArgumentRule {
    /// Whether every construction of `view` inside `parent` passes, for `label`, a value fixed
    /// for `parent`'s life.
    static func passesFixed(_ label: String, of view: String, from parent: String, path: String,
                            context: ConfirmationContext) -> Bool {
        let sites = (context.index.viewType(named: view, from: path)?.instantiations ?? []).filter { $0.enclosingType == parent }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let tree = context.trees[site.path], let call = tree.innermostNode(of: [.call], containing: site.byteRange),
                  let value = tree.argument(call, labelled: label) else { return false }
            return FixedArguments.describeWithRows(value, in: tree, index: context.index) != nil
        }
    }
}

/// Why an `init`-seeded finding was refuted without a run (`fixedAtEveryConstruction`).
enum FixedSeed: Hashable, Sendable {
    /// Every construction passes values fixed for the life of the view making it.
    case everyConstruction
    /// The same, where some are fixed for the life of the row making it (`FreshIDRow`).
    case everyConstructionInItsRow
    /// The construction reported (a memberwise seed) passes such a value.
    case thisConstruction
    case thisConstructionInItsRow

    var inItsRow: Bool { self == .everyConstructionInItsRow || self == .thisConstructionInItsRow }
    /// "every construction passes values that stay" or "this construction passes a value that stays".
    var passingValuesThatStay: String {
        self == .thisConstruction || self == .thisConstructionInItsRow
            ? "this construction passes a value that stays" : "every construction passes values that stay"
    }
}

extension StateFromArgumentRule {
    /// Why `parameters` (of the `init` seeding the state) are not `Hashable`, one clause each:
    /// a closure, or a type the project declares with no conformance in their own or an adopted
    /// protocol's inheritance clause, and not an enum whose cases carry no values. A type the
    /// project does not declare (`String`, a library's) is not listed: unknown is not "not".
    static func unhashableParameterTypes(_ parameters: [String], of seed: SeededState, in tree: SyntaxTree,
                                         index: ProjectModel) -> [String] {
        guard let initializer = tree.ancestor(of: seed.reported, in: [.initDecl]),
              let clause = tree.child(initializer, kind: .parameterClause) else { return [] }
        return tree.children(clause, kind: .parameter).filter { parameters.contains(tree.parameterLocalName($0)) }.compactMap { node in
            // A closure is never `Hashable`.
            let typeNode = tree.children(node).first { ![.attribute, .initializerClause].contains(tree.kind($0)) }
            if let typeNode, tree.textWithoutSpaces(typeNode).contains("->") { return "`\(tree.parameterLocalName(node))` is a closure, never `Hashable`" }
            let parameter = InitParameter(node, in: tree)
            guard let name = parameter.typeName, let type = index.declaredType(named: name), type.kind != nil else { return nil }
            return isHashable(type, index: index) ? nil : "`\(name)` is not `Hashable`"
        }
    }

    static func isHashable(_ type: DeclaredType, index: ProjectModel, depth: Int = 0) -> Bool {
        if type.kind == .enum, !type.hasPayloadCases { return true }
        return type.inherited.contains { name in
            if name == "Hashable" || name == "Swift.Hashable" { return true }
            // A superclass the project declares: what it adopts. A protocol the project declares,
            // or a name it does not, may bring `Hashable`: not known to lack it.
            if let declared = index.declaredType(named: name), declared.kind != nil {
                return depth < 3 && isHashable(declared, index: index, depth: depth + 1)
            }
            return !knownNotHashable.contains(name)
        }
    }

    /// Standard protocols that do not make a type `Hashable`.
    static let knownNotHashable: Set<String> = [
        "Identifiable", "Codable", "Decodable", "Encodable", "Equatable", "Sendable", "CustomStringConvertible",
        "CaseIterable", "Comparable", "ObservableObject", "Error", "View",
    ]
}
