import ViewLint

/// The experiment (docs/SWIFTUI-MODEL.md rules 15 and 20): the view is hosted with the arguments
/// its `init` is given, and the parent's body runs again (so the view value, and its `init`, is
/// made again). Each update in which the state holds something other than what `init` wrote is
/// counted — as written, where SwiftUI drops the write and the state keeps its default, and with
/// the fix, where the state is seeded with the written value (`_x = State(initialValue: …)`).
/// The fix then behaves as any seeded state: it holds the first value written, and later values
/// from the parent are ignored (state_from_argument); these runs pass the same arguments.
extension StateWriteInInitRule {
    public func confirm(_ write: DroppedStateWrite, in file: LintFile, context: ConfirmationContext) throws(Inconclusive) -> Evidence? {
        let tree = file.tree
        let property = write.property
        if let type = write.unknownType {
            return .inconclusive("whether \(type) is a struct or a class is not known: on a class, this write changes the object "
                                 + "`\(property)` holds, which SwiftUI keeps when it installs the view, and is not dropped")
        }
        guard let initializer = tree.ancestor(of: write.target, in: [.initDecl]), let owner = tree.enclosingTypeName(initializer),
              let declared = context.index.viewType(named: owner)?.storedProperties.first(where: { $0.name == property }) else {
            return .inconclusive("the `init` is not in a view the engine can host")
        }
        guard let defaultText = declared.initializerText else {
            // `_x = State(…)` earlier in the same `init`: the value it starts from is computed there.
            return .inconclusive("`\(property)` gets its initial value earlier in this `init`, which the engine does not run")
        }
        let initParameters = tree.child(initializer, kind: .parameterClause).map { InitParameter.list($0, in: tree) } ?? []
        let parameters = initParameters.map(\.localName)
        let defaultValue = Lowering.literalValue(defaultText)
        // `x = c ? 1 : 0` on a condition the arguments do not decide: the side whose literal
        // differs from the default is written whenever `c` takes it, which the summary names.
        var held: HeldCondition?
        let written: (Expr, known: Bool, reads: [String])?
        if case .bool(let start)? = defaultValue, let flag = Self.storedFlag(write, in: tree) {
            // `x = defaults.bool(forKey: "k")`, where this file's code also stores "k": the
            // value other than the default is one the code itself can leave there.
            held = HeldCondition("\(flag) is \(!start), which this file's code stores under that key", held: .bool(!start),
                                 actual: nil, reads: [])
            written = (.literal(.bool(!start)), true, [])
        } else if let choice = Self.literalChoice(write, parameters: parameters, in: tree) {
            let sides = [(choice.then, choice.condition), (choice.otherwise, choice.condition + " is false")]
            if let defaultValue, let differing = sides.first(where: { !Self.sameLiteral($0.0, defaultValue) }) {
                if sides.contains(where: { Self.sameLiteral($0.0, defaultValue) }) {
                    held = HeldCondition(differing.1, held: .bool(differing.0 == choice.then), actual: nil, reads: [])
                }
                written = (.literal(differing.0), true, [])
            } else {
                written = (.literal(defaultValue ?? choice.then), defaultValue != nil, [])
            }
        } else {
            written = Self.writtenValue(write, default: defaultValue, parameters: parameters, in: tree)
        }
        guard var (value, known, read) = written else {
            return .inconclusive("the write is not one the engine can read")
        }
        // The first value `init` writes, where the code shows it (constants the constructions
        // pass, a parent's state as it starts, project structs' defaults): the default itself
        // makes the seed change nothing; another value needs no assumption.
        var first: FirstWrite?
        if !known, let computed = FirstWrite.compute(write, in: initializer, owner: owner, file: file, parameters: initParameters,
                                                     defaultText: defaultText, context: context) {
            switch computed.equalsDefault {
            case true?:
                return Self.firstValueIsDefault(computed, property: property, owner: owner, in: file)
            case false?:
                first = computed
                if let common = computed.commonValue?.engineValue { (value, known, read) = (.literal(common), true, []) }
            case nil:
                break
            }
        }
        if !known, read.isEmpty {
            return .inconclusive("what `init` writes to `\(property)` is not computed from its arguments, and the engine does not know its value")
        }
        // Only now the view is lowered: the checks above read the `init` alone.
        var host = try InitArgumentsHost.lower(owner, in: file, context: context)
        host.holdParameters(read)
        if first == nil, !known || defaultValue == nil {
            // The fix keeps only the first value written (rule 15): a later one would not show either.
            host.lowered.assumptions.append("the first value `init` writes differs from `\(property)`'s default")
        }
        if Self.isConditional(write.target, in: initializer, tree: tree) {
            host.lowered.assumptions.append("`init` reaches the write")
        }
        host.pass(value, for: property)
        // As written SwiftUI drops the write (rule 20); the fix seeds the state with it (rule 15).
        var asWritten = host.program { type in Self.setDropping(property, true, in: &type) }
        var fixed = host.program { type in Self.setDropping(property, false, in: &type) }
        if let held {
            asWritten.selectors.append(held)
            fixed.selectors.append(held)
        }
        guard let rendering = host.parentRendering() else {
            return .inconclusive("nothing the engine can vary makes the parent build `\(owner)` again")
        }
        let experiment = SiteExperiment(program: asWritten, fixed: fixed, drivers: [rendering], site: host.mark, counted: host.mark,
                                        options: context.options, measure: { $0.staleStateUpdates })
        // The argument is a parent's `@State`: the first `init` sees it as declared, and what the
        // parent sets later only later `init`s see, which drop it with the fix too.
        let origins = first?.origins ?? (known || read.count != 1 ? [] : initParameters.first { $0.localName == read[0] }
            .flatMap { ArgumentOrigin.of(parameter: $0.label, owner: owner, context: context) }.map { [$0] } ?? [])
        let shown = first?.commonValue?.code
        let later = origins.isEmpty ? (shown.map { ", \($0)" } ?? "") + " (a later, different one is ignored)"
            : (shown.map { ", \($0)," } ?? ",")
                + " made from \(Self.startingStates(origins)); a value set there later reaches only later `init`s, which drop it with or without the fix"
        let wording = EvidenceWording(
            fix: "`_\(property) = State(initialValue: …)` and no default",
            asWritten: { c, n in "`\(owner)` showed `\(property)`'s default instead of what `init` wrote on \(c.staleStateUpdates) of \(n) updates" },
            withFix: { c, _, n in "\(c.staleStateUpdates) of \(n), holding the first value `init` writes\(later)" },
            refuted: { runs in "the write is dropped, but it writes the value `\(property)` has by default, so the view shows the same (\(driverList(runs)))" })
        let evidence = context.evidence(of: experiment, wording, lowered: host.lowered)
        // A value the engine does not know (no construction shows it, or constructions pass
        // different ones) is not the default either: a run that saw no difference says nothing
        // (review ev20 #5, found with a `defer` write in a view no code builds).
        if evidence.status == .refuted, !known, first?.commonValue == nil {
            return .inconclusive("what `init` writes to `\(property)` comes from `\(read.joined(separator: "`, `"))`, whose value the engine does not know here, so whether it differs from the default it cannot tell",
                                 dependencies: evidence.dependencies)
        }
        return evidence
    }

    /// "`Editor`'s `payload` as it starts (`Payload()`)", or for several parents' states, each
    /// with its start, "as they start".
    static func startingStates(_ origins: [ArgumentOrigin]) -> String {
        let named = origins.map { "`\($0.parent)`'s `\($0.state)`" + (origins.count > 1 ? " (`\(MessageText.excerpt($0.start))`)" : "") }
        let list = named.count > 1 ? named.dropLast().joined(separator: ", ") + " and " + named.last! : named.joined()
        return origins.count > 1 ? list + " as they start" : list + " as it starts (`\(MessageText.excerpt(origins[0].start))`)"
    }

    /// The first value every construction makes `init` write is the state's default: a static
    /// fact. The seed `State(initialValue:)` would hold the same; what a parent's state holds
    /// later reaches only later `init`s, which SwiftUI drops with the seed too, so only
    /// `.onChange(of:initial:)` (the help) makes the state follow it (review s12 #40).
    static func firstValueIsDefault(_ first: FirstWrite, property: String, owner: String, in file: LintFile) -> Evidence {
        let value = first.defaultValue.code.map { ", \($0)" } ?? ""
        let defaults = first.typesRead.isEmpty ? "" : ", through the defaults of " + InitArgumentsHost.listed(first.typesRead)
        let origins = first.origins
        let fact: String
        if origins.isEmpty {
            var parents: [String] = []
            for parent in first.sources.compactMap(\.parent) where !parents.contains(parent) { parents.append(parent) }
            let passed = parents.isEmpty ? "" : (value.isEmpty ? "" : ",") + " from what " + InitArgumentsHost.listed(parents)
                + " pass" + (parents.count > 1 ? "" : "es")
            fact = "every `init` writes `\(property)`'s default\(value)\(passed)\(defaults), so the view shows the same with or without the write"
        } else {
            fact = "the first `init` writes `\(property)`'s default\(value): `\(owner)` is first made as the parent's `body` first runs, "
                + "from \(startingStates(origins))\(defaults), so `_\(property) = State(initialValue: …)` would show the same; "
                + "a value set there later reaches only later `init`s, which SwiftUI drops with or without it: "
                + "`\(property)` follows it only when set in `.onChange(of: …, initial: true)`"
        }
        let dependencies = first.paths.filter { !$0.isEmpty && $0 != file.source.path }.sorted()
        return Evidence.refutedByStaticFact(fact, dependencies: dependencies)
            .based(on: InitWriteRefutation.firstValueIsDefault(changesLater: !origins.isEmpty))
    }

    /// What the write leaves in the state, whether that is a known value (a literal, `.toggle()`
    /// of a literal default), and the `init` parameters it reads (an argument passed through, or
    /// a function of the arguments).
    static func writtenValue(_ write: DroppedStateWrite, default defaultValue: Value?, parameters: [String],
                             in tree: SyntaxTree) -> (Expr, known: Bool, reads: [String])? {
        func function(of nodes: [SyntaxTree.NodeID], startingFromDefault: Bool) -> (Expr, known: Bool, reads: [String]) {
            // A parameter read, or the stored property of the same name it was put in (`self.model`).
            let names = Set(nodes.flatMap { tree.referencedNames(in: $0) + tree.memberNames(in: $0) })
            let read = parameters.filter(names.contains)
            let start: [Expr] = startingFromDefault ? [.literal(defaultValue ?? .symbol(write.property, 0))] : []
            let inputs = start + read.map { Expr.read(InitArgumentsHost.argumentState($0)) }
            return (.function("what `init` writes to `\(write.property)`", of: inputs), false, read)
        }
        // `x = …` or `self.x = …` replaces the whole state; `x[0] = …` or `x.field = …` changes
        // part of it, so what it leaves is a function of the default, never a known literal.
        let wholeState = isWholeState(write.target, in: tree)
        if let sequence = tree.parent(write.target), tree.kind(sequence) == .sequenceExpr {
            // `x = a ?? b` is one sequence: everything after the operator is the value.
            let parts = Array(tree.children(sequence))
            guard parts.count >= 3, parts[0] == write.target else { return nil }
            let value = Array(parts.dropFirst(2))
            // `x += a`: a function of the default and what it adds.
            guard tree.kind(parts[1]) == .assignmentOperator, wholeState else { return function(of: value, startingFromDefault: true) }
            if value.count == 1, let literal = Lowering.literalValue(tree.text(value[0])) { return (.literal(literal), true, []) }
            if value.count == 1, let name = parameters.first(where: { InitArgumentsHost.isBare(value[0], $0, in: tree) }) {
                return (.read(InitArgumentsHost.argumentState(name)), false, [name])
            }
            return function(of: value, startingFromDefault: false)
        }
        // `x.toggle()`, `x.append(a)`.
        guard let call = tree.ancestor(of: write.target, in: [.call]) else { return nil }
        if tree.calleeName(call) == "toggle", wholeState, case .bool(let b)? = defaultValue { return (.literal(.bool(!b)), true, []) }
        return function(of: [call], startingFromDefault: true)
    }

    /// `x = c ? a : b` replacing the whole state, with literals `a` and `b` and a condition
    /// that reads no parameter of the `init` (`Settings.get(\.showControls) == .immediately`):
    /// the condition as written, quoted, and the two literals.
    static func literalChoice(_ write: DroppedStateWrite, parameters: [String],
                              in tree: SyntaxTree) -> (condition: String, then: Value, otherwise: Value)? {
        guard isWholeState(write.target, in: tree), let sequence = tree.parent(write.target), tree.kind(sequence) == .sequenceExpr
        else { return nil }
        // Unfolded: [x, =, a, ==, b, ?then:, else] or [x, =, c, ?then:, else].
        let parts = Array(tree.children(sequence))
        guard parts.count >= 5, parts[0] == write.target, tree.kind(parts[1]) == .assignmentOperator,
              let t = parts.firstIndex(where: { tree.kind($0) == .ternaryOperator }), t + 2 == parts.count, t >= 3,
              let thenNode = tree.firstChild(parts[t]),
              let then = Lowering.literalValue(tree.text(thenNode)), let otherwise = Lowering.literalValue(tree.text(parts[t + 1]))
        else { return nil }
        let condition = Array(parts[2..<t])
        let names = Set(condition.flatMap { tree.referencedNames(in: $0) + tree.memberNames(in: $0) })
        guard !parameters.contains(where: names.contains) else { return nil }
        let text = condition.map { tree.text($0) }.joined(separator: " ")
        // A condition is read whole where it can be: it says when the write is dropped.
        return ("`\(MessageText.excerpt(text, limit: 60))`", then, otherwise)
    }

    /// `x = store.bool(forKey: "k")` replacing the whole state, where code of this file also
    /// stores under the same literal key something other than a literal (`store.set(newValue,
    /// forKey: "k")`, a toggle's value): the read, quoted. Nil otherwise.
    static func storedFlag(_ write: DroppedStateWrite, in tree: SyntaxTree) -> String? {
        guard isWholeState(write.target, in: tree), let sequence = tree.parent(write.target), tree.kind(sequence) == .sequenceExpr
        else { return nil }
        let parts = Array(tree.children(sequence))
        guard parts.count == 3, parts[0] == write.target, tree.kind(parts[1]) == .assignmentOperator,
              tree.kind(parts[2]) == .call, tree.isMethodCall(parts[2]), tree.calleeName(parts[2]) == "bool",
              tree.arguments(parts[2]).count == 1, let key = tree.argument(parts[2], labelled: "forKey"),
              case .string? = Lowering.literalValue(tree.text(key)) else { return nil }
        let keyText = tree.text(key)
        var stored = false
        tree.walk { id, _ in
            if stored { return .stop }
            guard tree.kind(id) == .call, tree.isMethodCall(id), tree.calleeName(id) == "set",
                  let other = tree.argument(id, labelled: "forKey"), tree.text(other) == keyText,
                  let value = tree.firstUnlabelledArgument(id), Lowering.literalValue(tree.text(value)) == nil else { return .visitChildren }
            stored = true
            return .stop
        }
        return stored ? "`\(MessageText.excerpt(tree.text(parts[2]), limit: 60))`" : nil
    }

    /// Literals equal as Swift would compare them in one type (`1` and `1.0` for a `CGFloat`).
    static func sameLiteral(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        default: return a == b
        }
    }

    /// Whether the write sits under an `if`, `guard`, `switch` or loop of the `init`, or after a
    /// `guard` whose `else` may leave it first.
    static func isConditional(_ node: SyntaxTree.NodeID, in initializer: SyntaxTree.NodeID, tree: SyntaxTree) -> Bool {
        var child = node
        var current = tree.parent(node)
        while let id = current, id != initializer {
            if [.ifStmt, .guardStmt, .switchStmt, .forStmt, .whileStmt, .repeatStmt].contains(tree.kind(id)) { return true }
            if tree.kind(id) == .codeBlock,
               tree.children(id).prefix(while: { $0 != child }).contains(where: { tree.kind($0) == .guardStmt }) { return true }
            child = id
            current = tree.parent(id)
        }
        return false
    }

    static func setDropping(_ field: String, _ drops: Bool, in type: inout ViewType) {
        if let i = type.fields.firstIndex(where: { $0.name == field }) { type.fields[i].dropsPassedValue = drops }
    }
}

extension StateWriteInInitRule {
    /// A refuted finding says what the write does without claiming the view shows something else.
    public func refutedMessage(at write: DroppedStateWrite, evidence: Evidence) -> String? {
        if evidence.basis(as: InitWriteRefutation.self) == .firstValueIsDefault(changesLater: true) {
            // The seed would change nothing; what the parent sets later is lost either way.
            return fittedMessage(
                "This write in `init` is dropped, but its first value is `\(write.property)`'s default, so the view shows the same; later values are lost even if seeded",
                "This write in `init` is dropped, but its first value is the state's default, so the view shows the same; later values are lost even if seeded")
        }
        return fittedMessage(
            "This write in `init` is dropped, but it writes `\(write.property)`'s default value, so the view shows the same",
            "This write in `init` is dropped, but it writes the state's default value, so the view shows the same")
    }
}

/// How a refuted write was decided, for its message.
enum InitWriteRefutation: Hashable, Sendable {
    /// Every construction's first value is the default; `changesLater` where it comes from a
    /// parent's state, which later `init`s may see changed (and drop, seeded or not).
    case firstValueIsDefault(changesLater: Bool)
}
