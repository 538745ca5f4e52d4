/// Whether a member of a project type can take another value while one value of the type lives,
/// asked before an experiment varies something the code reads: a `let`, a `var` no code writes
/// after the value is made, and a property computed only from such members keep the value the
/// holder was made with (docs/SWIFTUI-MODEL.md: a value nothing writes is no driver).
public enum MemberKeeping: Sendable, Equatable {
    /// A stored `let`.
    case letProperty
    /// A stored `var` (no property wrapper but `@Published`) that no code in the project writes
    /// on any receiver, nor the type's own code outside `init`.
    case unwrittenVar
    /// A computed property whose getter reads only members that keep their values, types and
    /// constants.
    case computed
}

extension ProjectModel {
    /// How `member` of the project type `typeName` keeps its value; nil when it may change, or
    /// when the project does not declare it unambiguously. A nested type may be named in full
    /// (`Game.State`); its writes are counted under its simple name, with those of every type
    /// sharing it.
    public func memberKeeping(_ member: String, ofType typeName: String) -> MemberKeeping? {
        memberKeeping(member, ofType: typeName, depth: 0)
    }

    private func memberKeeping(_ member: String, ofType typeName: String, depth: Int) -> MemberKeeping? {
        guard depth <= 4, let declared = lookup.declaredType(named: typeName), declared.declarationCount <= 1 else { return nil }
        if declared.letProperties.contains(member) { return .letProperty }
        if declared.plainVars.contains(member) {
            // What a closure `init` sets up writes later (a timer) changes it too.
            let simple = typeName.split(separator: ".").last.map(String.init) ?? typeName
            if changesOutsideInit(member, ofType: simple) || storesAfterInit(member, inType: simple) { return nil }
            return .unwrittenVar
        }
        guard let reads = declared.computedReads[member] else { return nil }
        for name in reads where !MemberChange.keepsValue(globalName: name) {
            if name == member { return nil }
            guard memberKeeping(name, ofType: typeName, depth: depth + 1) != nil else { return nil }
            // A `let` holding an observed model: what the getter reads of it may change.
            if case .named(let held)? = declared.properties[name], classObservation(ofClass: held) != nil { return nil }
        }
        return .computed
    }

    /// Whether code other than `init` writes `member` of `typeName`: any code through another
    /// receiver, or the type's own code outside its `init`s. What a closure `init` sets up
    /// writes later counts as `init`'s: a new object sets it up again.
    public func changesOutsideInit(_ member: String, ofType typeName: String) -> Bool {
        writesMember(member) || lookup.writes(property: member, inType: typeName) || replaces(property: member, inType: typeName)
    }

    /// Whether any code in the project writes a member called `name`, on any receiver: an
    /// assignment, a mutating method (the standard ones, or a project `mutating func`), `&a.name`,
    /// `$a.name`, or a key path through it.
    public func writesMember(_ name: String) -> Bool {
        lookup.writtenMembers.contains(name, in: lookup.groups)
    }

    /// Whether the code of `typeName` replaces its stored property `property` whole outside
    /// `init` (`x = v`, `self.x = v`, `_x = …`, `&x`, `$x` handed on): for a class held in a
    /// `@State`, whether another object can take the first one's place.
    public func replaces(property: String, inType typeName: String) -> Bool {
        let groups = lookup.groups
        return groups.indices.contains { groups[$0].usage.memberWrites.replaced[typeName]?.contains(property) ?? false }
    }
}

/// Reading declarations for `MemberKeeping` (collected with the declared-type facts).
enum MemberChange {
    /// Free functions whose result depends only on their arguments.
    static let pureFunctions: Set<String> = ["min", "max", "abs", "zip", "stride", "round", "floor", "ceil", "sqrt", "pow"]

    /// A name a getter reads that is not the instance's: a type (`URL`, `Self`), a pure function.
    static func keepsValue(globalName name: String) -> Bool {
        name.first?.isUppercase == true || pureFunctions.contains(name)
    }

    /// A stored `var` declaration only code changes: no property wrapper but `@Published`
    /// (`@AppStorage`, `@Environment`… change from outside).
    /// A `weak` reference turns nil and an `@NSManaged` attribute changes with its store, with
    /// no write in the project.
    static func onlyCodeWrites(_ declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> Bool {
        if tree.hasModifier(declaration, "weak") || tree.hasModifier(declaration, "unowned") { return false }
        return !tree.children(declaration, kind: .attribute).contains {
            ProjectFacts.isWrapperAttribute($0, in: tree) && !tree.nameEquals($0, "Published") || tree.nameEquals($0, "NSManaged")
        }
    }

    /// A SwiftData `@Model` or a Core Data `NSManagedObject`: its store changes its properties
    /// (a sync, an undo, another context) without a write in the project.
    static func isStoreManaged(_ declaration: SyntaxTree.NodeID, inherited: [String], in tree: SyntaxTree) -> Bool {
        inherited.contains("NSManagedObject") || tree.children(declaration, kind: .attribute).contains { tree.nameEquals($0, "Model") }
    }

    /// The root names a computed property's getter reads, without the names it declares itself
    /// (locals, closure parameters, bound optionals); nil for a view (`some View`, a
    /// `@ViewBuilder`) or a getter reading many names.
    static func getterReads(_ binding: SyntaxTree.NodeID, of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String]? {
        if tree.hasAttribute(declaration, named: "ViewBuilder") || tree.declaresSomeViewResult(declaration) { return nil }
        guard let getter = tree.child(binding, kind: .codeBlock) ?? tree.child(binding, kind: .accessorBlock) else { return nil }
        var declared = Set<String>()
        tree.walk(from: getter) { id, _ in
            switch tree.kind(id) {
            case .patternBinding, .optionalBinding: declared.insert(tree.name(id))
            case .parameter: declared.insert(tree.parameterLocalName(id))
            case .closureSignature, .valueBindingPattern:
                for name in tree.descendants(of: id, kind: .identifier) { declared.insert(tree.name(name)) }
            case .forStmt:
                if let pattern = tree.firstChild(id) {
                    for name in tree.descendants(of: pattern, kind: .identifier) { declared.insert(tree.name(name)) }
                    if tree.kind(pattern) == .identifier { declared.insert(tree.name(pattern)) }
                }
            default: break
            }
            return .visitChildren
        }
        var reads = Set<String>()
        for name in tree.referencedNames(in: getter) where !declared.contains(name) && !name.hasPrefix("$") && name != "_" {
            // `newValue` belongs to a setter.
            if name == "newValue" || name == "oldValue" { continue }
            reads.insert(name)
        }
        return reads.count > 24 ? nil : reads.sorted()
    }
}
