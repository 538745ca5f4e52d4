/// A stored `var` a class's `init` fills again from a publisher that sends its current value when
/// subscribed: a `@Published` projection (`UserCollection.shared.$critters`), or a key-value
/// observing publisher (`updater.publisher(for: \.canCheckForUpdates)`, whose default options
/// include `.initial`). A new object made in the old one's place subscribes to the same source
/// and gets the source's current value back: at once, or after the hop a `receive(on:)`,
/// `subscribe(on:)` or `DispatchQueue….async` on the way adds (a moment of the defaults).
public struct InitRefill: Sendable, Equatable {
    /// The publisher as written: "`UserCollection.shared.$critters`".
    public var source: String
    /// A scheduler or queue sits between the subscription and the write.
    public var afterHop: Bool
    /// Other publishers `init` subscribes to for the same `var` on other paths
    /// (`if category == .fish { … $critters … } else { … $items … }`), as written.
    public var alternatives: [String] = []
    /// The statement that chooses the subscription (`if category == .fish || …`), on one line,
    /// where it is made on one path of `init` only: the summary names it rather than say one
    /// source as if every new object used it (review s14 #13).
    public var chosenBy: String?

    public init(source: String, afterHop: Bool, alternatives: [String] = [], chosenBy: String? = nil) {
        self.source = source
        self.afterHop = afterHop
        self.alternatives = alternatives
        self.chosenBy = chosenBy
    }
}

extension ClassFacts {
    /// The `var`s `init` refills from such a publisher, where every write of them in the class
    /// (outside `init`'s own statements) is on that path: directly in a `sink` closure, through
    /// `assign`, or in a method of the class only those closures call.
    /// `declarations`: the class's members (`ProjectFacts.memberDeclarations`).
    static func refills(class declaration: SyntaxTree.NodeID, members declarations: [SyntaxTree.NodeID], in tree: SyntaxTree) -> [String: InitRefill] {
        // Most classes subscribe to nothing in `init`: their methods are named (Strings made
        // and hashed) only once a `sink` or `assign` is found.
        var methodsByName: [String: SyntaxTree.NodeID]?
        func methodNamed(_ name: String) -> SyntaxTree.NodeID? {
            if methodsByName == nil {
                methodsByName = Dictionary(declarations.filter { tree.kind($0) == .funcDecl }.map { (tree.name($0), $0) },
                                           uniquingKeysWith: { a, _ in a })
            }
            return methodsByName![name]
        }
        var found: [String: InitRefill] = [:]
        // How many subscriptions write each `var`: one under a condition names it.
        var subscriptions: [String: Int] = [:]
        var calledFromPath: Set<String> = []
        for initializer in declarations where tree.kind(initializer) == .initDecl {
            for call in tree.descendants(of: initializer, kind: .call) where tree.isMethodCall(call) {
                let callee = tree.calleeNameToken(of: call)
                let isAssign = tree.tokenEquals(callee, "assign")
                guard isAssign || tree.tokenEquals(callee, "sink"), let chain = Self.chain(below: call, in: tree),
                      let source = chain.source else { continue }
                var hop = chain.hops
                var written: [String] = []
                if isAssign {
                    if let target = tree.argument(call, labelled: "to"), let property = Self.assignTarget(target, in: tree) { written.append(property) }
                } else {
                    let given = tree.arguments(call).compactMap(tree.value) + tree.trailingClosures(call).compactMap(tree.value)
                    for closure in given where tree.kind(closure) == .closure {
                        hop = hop || Self.hasQueueHop(closure, in: tree)
                        written += Self.assignedProperties(in: closure, tree: tree, mirroring: true)
                        for callee in Self.selfMethodCalls(in: closure, tree: tree) {
                            guard let method = methodNamed(callee) else { continue }
                            calledFromPath.insert(callee)
                            hop = hop || Self.hasQueueHop(method, in: tree)
                            written += Self.assignedProperties(in: method, tree: tree, mirroring: true)
                        }
                    }
                }
                let choice = Self.choosing(call, within: initializer, in: tree)
                for property in Set(written) {
                    subscriptions[property, default: 0] += 1
                    guard var refill = found[property] else {
                        found[property] = InitRefill(source: source, afterHop: hop, chosenBy: choice)
                        continue
                    }
                    // Another path of `init` subscribes to another source, or the same one.
                    if source != refill.source, !refill.alternatives.contains(source) { refill.alternatives.append(source) }
                    refill.afterHop = refill.afterHop || hop
                    refill.chosenBy = refill.chosenBy ?? choice
                    found[property] = refill
                }
            }
        }
        guard !found.isEmpty else { return [:] }
        // The same source on every path (`if a { sub(x) } else { sub(x) }`) is no choice.
        for (property, refill) in found where refill.alternatives.isEmpty && subscriptions[property, default: 0] > 1 {
            found[property]?.chosenBy = nil
        }
        // A write anywhere else in the class (another method, a caller of the private method
        // outside the path) is a change the new object does not get back.
        for member in declarations where tree.kind(member) != .initDecl {
            if tree.kind(member) == .funcDecl, calledFromPath.contains(tree.name(member)) { continue }
            for property in Self.assignedProperties(in: member, tree: tree) { found[property] = nil }
            for callee in Self.selfMethodCalls(in: member, tree: tree) where calledFromPath.contains(callee) {
                for property in Self.assignedProperties(in: methodNamed(callee)!, tree: tree) { found[property] = nil }
            }
        }
        return found
    }

    /// The `if`, `guard` or `switch` of `initializer` nearest around `call` (not its condition),
    /// on one line with its condition: `if category == .fish || …`; nil when none is.
    static func choosing(_ call: SyntaxTree.NodeID, within initializer: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        var current = call
        while current != initializer, let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .ifStmt, .guardStmt:
                if let conditions = tree.child(parent, kind: .conditionList), conditions != current {
                    return (tree.kind(parent) == .ifStmt ? "if " : "guard ") + tree.textOnOneLine(conditions)
                }
            case .switchStmt:
                if let subject = tree.firstChild(parent), subject != current { return "switch " + tree.textOnOneLine(subject) }
            default:
                break
            }
            current = parent
        }
        return nil
    }

    /// The publisher chain under `sink`/`assign`: its replaying source and whether a scheduler
    /// sits on it.
    struct Chain { var source: String?; var hops: Bool }

    static func chain(below call: SyntaxTree.NodeID, in tree: SyntaxTree) -> Chain? {
        var hops = false
        var node = tree.firstChild(call).flatMap { tree.memberBase($0) }
        while let current = node {
            switch tree.kind(current) {
            case .call:
                let name = tree.calleeName(current)
                if name == "receive" || name == "subscribe" || name == "delay" || name == "debounce" || name == "throttle" { hops = true }
                if name == "publisher", tree.isMethodCall(current), tree.argument(current, labelled: "for") != nil,
                   tree.argument(current, labelled: "options") == nil {
                    return Chain(source: tree.textOnOneLine(current, joiningChains: true), hops: hops)
                }
                node = tree.firstChild(current).flatMap { tree.memberBase($0) }
            case .memberAccess:
                if tree.name(current).hasPrefix("$") { return Chain(source: tree.textOnOneLine(current, joiningChains: true), hops: hops) }
                return Chain(source: nil, hops: hops)
            case .postfixOperatorExpr:
                node = tree.firstChild(current)
            default:
                return Chain(source: nil, hops: hops)
            }
        }
        return nil
    }

    /// `&$x` or `\.x` (with `on: self`): the property assigned.
    static func assignTarget(_ target: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        let text = tree.text(target).filter { !$0.isWhitespace }
        if text.hasPrefix("&$") { return String(text.dropFirst(2)) }
        if text.hasPrefix("&self.$") { return String(text.dropFirst(7)) }
        if text.hasPrefix("\\.") || text.hasPrefix("\\Self.") {
            let name = text.split(separator: ".").last.map(String.init) ?? ""
            return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
        }
        return nil
    }

    /// The properties assigned in `node`: `x = v`, `self.x = v`, `self?.x = v` (first names
    /// only). `mirroring`: only writes made whatever the value, so that the property follows the
    /// source (no `if`/`guard`/`switch` around them but `if v != self.x`, which skips a write of
    /// the same value, and `if let` of what arrived).
    static func assignedProperties(in node: SyntaxTree.NodeID, tree: SyntaxTree, mirroring: Bool = false) -> [String] {
        var names: [String] = []
        for sequence in tree.descendants(of: node, kind: .sequenceExpr) {
            let parts = Array(tree.children(sequence))
            guard parts.count >= 3, tree.kind(parts[1]) == .assignmentOperator || tree.kind(parts[1]) == .binaryOperator
                    && tree.name(parts[1]).hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(tree.name(parts[1])) else { continue }
            let text = tree.text(parts[0]).filter { !$0.isWhitespace }
            for prefix in ["self?.", "self!.", "self.", ""] where text.hasPrefix(prefix) {
                let rest = String(text.dropFirst(prefix.count))
                if !rest.isEmpty, rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                   !mirroring || isUnconditional(sequence, within: node, property: rest, in: tree) { names.append(rest) }
                break
            }
        }
        return names
    }

    /// Whether the write at `node` happens whatever the value, up to `root`.
    static func isUnconditional(_ node: SyntaxTree.NodeID, within root: SyntaxTree.NodeID, property: String, in tree: SyntaxTree) -> Bool {
        var current = node
        while current != root, let parent = tree.parent(current) {
            switch tree.kind(parent) {
            case .ifStmt:
                guard let conditions = tree.child(parent, kind: .conditionList) else { return false }
                // `if let value` of what arrived: the write follows it while it has a value.
                if tree.children(conditions).allSatisfy({ tree.kind($0) == .optionalBinding }) { break }
                let text = tree.text(conditions).filter { !$0.isWhitespace }
                if !(text.contains("!=self.\(property)") || text.hasPrefix("self.\(property)!=")) { return false }
            case .guardStmt, .switchStmt, .ternaryOperator:
                return false
            default:
                break
            }
            current = parent
        }
        return true
    }

    /// Methods called on `self` in `node`: `self?.set(…)`, `self.set(…)`, `set(…)`.
    static func selfMethodCalls(in node: SyntaxTree.NodeID, tree: SyntaxTree) -> [String] {
        tree.descendants(of: node, kind: .call).compactMap { call in
            guard let callee = tree.firstChild(call) else { return nil }
            let text = tree.text(callee).filter { !$0.isWhitespace }
            for prefix in ["self?.", "self!.", "self.", ""] where text.hasPrefix(prefix) {
                let rest = text.dropFirst(prefix.count)
                return !rest.isEmpty && rest.first!.isLowercase && rest.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? String(rest) : nil
            }
            return nil
        }
    }

    /// `DispatchQueue.main.async { … }` and the like inside `node`.
    static func hasQueueHop(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        tree.descendants(of: node, kind: .call).contains { call in
            let name = tree.calleeName(call)
            return (name == "async" || name == "asyncAfter") && tree.text(call).contains("DispatchQueue")
        }
    }
}
