/// Finds calls that construct a capitalised type (`Foo(…)`, `Foo { … }`, `Foo.init(…)`,
/// `Foo<T>(…)`), with the modifiers applied to the result and the enclosing declaration.
/// The index later keeps only those whose type is a project view type.
struct SiteCollector {
    typealias NodeID = SyntaxTree.NodeID

    let tree: FlatTree

    init(tree: FlatTree) {
        self.tree = tree
    }

    /// Where a site's enclosing type and member names are in the file (empty: no name).
    struct Enclosing {
        var type: Range<UInt32> = 0 ..< 0
        var member: Range<UInt32> = 0 ..< 0
        var memberIsInit = false
    }

    /// SwiftUI's own views and common value types: never project view types, so not recorded.
    static let builtins: [String] = [
        "Text", "VStack", "HStack", "ZStack", "Image", "Button", "Spacer", "Divider", "Group", "List", "ForEach",
        "NavigationView", "NavigationStack", "NavigationLink", "Label", "Toggle", "Section", "ScrollView",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "Color", "Font", "Binding", "State",
        "EmptyView", "AnyView", "GeometryReader", "Form", "Picker", "TextField", "SecureField", "Menu",
        "ProgressView", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "TabView", "Slider",
        "Stepper", "DatePicker", "Link", "ToolbarItem", "ToolbarItemGroup", "Alert", "ActionSheet", "Array",
        "Set", "Dictionary", "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "CGRect", "URL", "UUID",
        "Date", "Data", "EdgeInsets", "Animation", "LinearGradient", "Path", "Task", "Optional", "Result",
    ]

    /// `ProjectIndex.asciiHash`es of `builtins` in a small open-addressing table, so most calls
    /// (`Text`, `VStack`, …) are dismissed without making a String or running SipHash. The
    /// hash is the merge's name-table key, kept with the site so the name is hashed once.
    /// (A 64-bit collision would only hide one candidate name.)
    static let builtinTable: [UInt64] = {
        var table = [UInt64](repeating: 0, count: builtinTableSize)
        for name in builtins {
            let hash = name.utf8.withContiguousStorageIfAvailable { ProjectIndex.asciiHash($0[...]) }!!
            precondition(hash != 0, "0 marks an empty slot")
            var slot = Int(truncatingIfNeeded: hash) & (builtinTableSize - 1)
            while table[slot] != 0 && table[slot] != hash { slot = (slot + 1) & (builtinTableSize - 1) }
            table[slot] = hash
        }
        return table
    }()
    static let builtinTableSize = 256

    static func isBuiltin(hash: UInt64, table: UnsafeBufferPointer<UInt64>) -> Bool {
        guard hash != 0 else { return false }
        var slot = Int(truncatingIfNeeded: hash) & (builtinTableSize - 1)
        while table[slot] != 0 {
            if table[slot] == hash { return true }
            slot = (slot + 1) & (builtinTableSize - 1)
        }
        return false
    }

    /// A call that may construct a project type, found in the summary's pass over the arena.
    struct Candidate {
        var call: NodeID
        var nameNode: NodeID
        /// `ProjectIndex.asciiHash` of the type name's bytes (backticks dropped), nil if not ASCII.
        var nameHash: UInt64?
        /// Set by `sites(of:in:)`'s modifier walk: where this candidate's modifiers end in the
        /// file's list (they start where the previous candidate's end), and `EquatableView`.
        var modifierEnd: UInt32 = 0
        var wrappedInEquatableView = false
    }

    /// Whether `call` constructs a capitalised type that is not a SwiftUI builtin: the cheap
    /// test run on every call node (inlined into the arena loop; `sites(of:in:)` does the
    /// rest). `builtins` is `builtinTable`, opened once per file: reading the static per call
    /// cost a `swift_once` check each.
    @inline(__always) func candidate(_ call: NodeID, builtins: UnsafeBufferPointer<UInt64>) -> Candidate? {
        guard let nameNode = constructedTypeNode(call) else { return nil }
        let token = tree.tokens[Int(tree[nameNode].name)]
        let hash = ProjectIndex.asciiHash(tree.bytes[token.nameByteRange])
        if let hash, !token.flags.contains(.backticked), SiteCollector.isBuiltin(hash: hash, table: builtins) { return nil }
        return Candidate(call: call, nameNode: nameNode, nameHash: hash)
    }

    /// The sites of `candidates` (in arena order), sharing one `SiteFile`, none made for a
    /// file without candidates. The modifiers are walked first, so that the file's list is
    /// complete when the sites are made with it.
    func sites(of candidates: inout [Candidate], in source: SourceFile, text: SummaryText) -> [InstantiationSite] {
        guard !candidates.isEmpty else { return [] }
        var modifiers: [SiteModifier] = []
        for k in candidates.indices {
            let outermost = collectModifiers(of: candidates[k].call, into: &modifiers)
            candidates[k].modifierEnd = UInt32(modifiers.count)
            candidates[k].wrappedInEquatableView = isEquatableViewContent(outermost)
        }
        let file = SiteFile(path: source.path, text: text, modifiers: modifiers)
        var sites: [InstantiationSite] = []
        sites.reserveCapacity(candidates.count)
        // Sites in one body share their enclosing declaration, and come one after another (the
        // arena is in post-order): found again only when the member changes. (A dictionary by
        // member missed 8,296 times in 10,662 and cost more than it saved.)
        var lastMember: NodeID = -1
        var enclosing = Enclosing()
        var modifierStart: UInt32 = 0
        var line = 0
        for candidate in candidates {
            let call = candidate.call
            let node = tree[call]
            line = tree.lineIndex(of: Int(node.startOffset), near: line)
            let member = enclosingMember(of: call)
            if member != lastMember {
                enclosing = enclosingDeclaration(from: member)
                lastMember = member
            }
            sites.append(InstantiationSite(file: file, record: SiteRecord(
                byteRange: tree.byteRange(call).compact, tokenRange: node.firstToken ..< node.endToken,
                modifierStart: modifierStart, modifierCount: candidate.modifierEnd - modifierStart,
                wrappedInEquatableView: candidate.wrappedInEquatableView,
                typeNameRange: nameRange(candidate.nameNode), typeNameHash: candidate.nameHash,
                enclosingTypeRange: enclosing.type, enclosingMemberRange: enclosing.member,
                enclosingMemberIsInit: enclosing.memberIsInit,
                line: UInt32(line + 1), column: node.startOffset - tree.lineStarts[line] + 1)))
            modifierStart = candidate.modifierEnd
        }
        return sites
    }

    /// The identifier node naming the type a call constructs, if its callee names a
    /// capitalised type: `Foo(…)`, `Foo.init(…)`, `Foo<T>(…)` (not `x.Foo(…)`, a method call).
    /// Runs for every call in the project (54,000 in the corpus), most of them method calls.
    @inline(__always) func constructedTypeNode(_ call: NodeID) -> NodeID? {
        let node = tree[call]
        guard node.childCount > 0 else { return nil }
        var callee = tree.childList[Int(node.childStart)]
        var calleeNode = tree[callee]
        if calleeNode.kind == .memberAccess {
            // `x.foo(…)`: only a name of 4 bytes (6 with backticks) can spell `init`.
            guard calleeNode.name >= 0 else { return nil }
            let nameLength = tree.tokens[Int(calleeNode.name)].length
            guard nameLength == 4 || nameLength == 6, tree.nameEquals(callee, "init"), let base = tree.firstChild(callee),
                  tree.kind(base) != .genericArgumentClause else { return nil }
            callee = base
            calleeNode = tree[callee]
        }
        if calleeNode.kind == .specializeExpr, let base = tree.firstChild(callee) {
            callee = base
            calleeNode = tree[callee]
        }
        guard calleeNode.kind == .identifier else { return nil }
        let token = tree.tokens[Int(calleeNode.name)]
        guard token.kind == .identifier else { return nil }
        // The first letter after any leading underscores (`_DeferredView`) must be upper case.
        var index = Int(token.offset) + (token.flags.contains(.backticked) ? 1 : 0)
        let end = Int(token.end)
        while index < end, tree.bytes[index] == UInt8(ascii: "_") { index += 1 }
        guard index < end, tree.bytes[index] >= UInt8(ascii: "A") && tree.bytes[index] <= UInt8(ascii: "Z") else { return nil }
        return callee
    }

    /// Declarations that are a site's enclosing member (an initializer's name is `init`, not a token).
    @inline(__always) static func isMember(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .funcDecl, .patternBinding, .subscriptDecl, .enumCaseElement, .initDecl, .macroExpansionDecl: return true
        default: return false
        }
    }

    /// Declarations that are a site's enclosing type.
    @inline(__always) static func isTypeDeclaration(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: return true
        default: return false
        }
    }

    /// The nearest enclosing member-like declaration (the cache key for `enclosingDeclaration`).
    func enclosingMember(of id: NodeID) -> NodeID {
        var current = tree.parent(id)
        while let node = current {
            let kind = tree.kind(node)
            if SiteCollector.isMember(kind) || SiteCollector.isTypeDeclaration(kind) { return node }
            current = tree.parent(node)
        }
        return tree.root
    }

    /// The modifiers applied to the constructed view, as the index stores them (names and
    /// ranges from the `.` to the end of the modifier), innermost first. Returns the outermost
    /// expression. The walk is `SyntaxTree.modifiers(appliedTo:)`'s, done on the flat tree:
    /// calling that copied the `SyntaxTree` struct (a dozen references) for every site.
    func collectModifiers(of expression: NodeID, into modifiers: inout [SiteModifier]) -> NodeID {
        var current = expression
        while let parent = tree.parent(current), tree.firstChild(parent) == current {
            switch tree.kind(parent) {
            case .memberAccess:
                var call: NodeID?
                if let grand = tree.parent(parent), tree.kind(grand) == .call, tree.firstChild(grand) == parent { call = grand }
                modifiers.append(appliedModifier(member: parent, call: call, conditional: false))
                current = call ?? parent
            case .postfixIfConfig:
                if let config = tree.child(parent, kind: .ifConfig) {
                    for clause in tree.children(config) {
                        var items = tree.children(clause)
                        if !tree[clause].flags.contains(.isElse) { items = items.dropFirst() } // the condition
                        for item in items { appendConditionalChain(item, to: &modifiers) }
                    }
                }
                current = parent
            case .postfixOperatorExpr, .tryExpr, .awaitExpr:
                current = parent
            default:
                return current
            }
        }
        return current
    }

    /// `.a().b(x)` inside a `#if` clause: its modifiers, innermost first (as
    /// `SyntaxTree.conditionalChain`).
    private func appendConditionalChain(_ expression: NodeID, to modifiers: inout [SiteModifier]) {
        let first = modifiers.count
        var current: NodeID? = expression
        var pendingCall: NodeID?
        while let node = current {
            switch tree.kind(node) {
            case .call:
                pendingCall = node
                current = tree.firstChild(node)
            case .memberAccess:
                modifiers.append(appliedModifier(member: node, call: pendingCall, conditional: true))
                pendingCall = nil
                current = tree.firstChild(node).flatMap { tree.kind($0) == .genericArgumentClause ? nil : $0 }
            default:
                current = nil
            }
        }
        modifiers[first...].reverse() // found outermost first
    }

    private func appliedModifier(member: NodeID, call: NodeID?, conditional: Bool) -> SiteModifier {
        let memberNode = tree[member]
        let name = Int(memberNode.name)
        let start = name > 0 && tree.tokens[name - 1].kind == .period ? tree.tokens[name - 1].offset : memberNode.startOffset
        let end = tree[call ?? member].endOffset
        return SiteModifier(nameRange: nameRange(member), byteRange: start ..< end, conditional: conditional)
    }

    /// `EquatableView(content: <expression>)`.
    func isEquatableViewContent(_ expression: NodeID) -> Bool {
        guard let argument = tree.parent(expression), tree.kind(argument) == .argument,
              tree.nameEquals(argument, "content"),
              let call = tree.parent(argument), tree.kind(call) == .call,
              let callee = tree.firstChild(call) else { return false }
        return tree.kind(callee) == .identifier && tree.nameEquals(callee, "EquatableView")
    }

    /// The type and member (function, property, initializer, macro) at or around `start`,
    /// the nearest member-like declaration of a site: where their names are, as `tree.name`
    /// would read them.
    func enclosingDeclaration(from start: NodeID) -> Enclosing {
        var enclosing = Enclosing()
        var hasMember = false
        var current: NodeID? = start
        while let node = current {
            let kind = tree.kind(node)
            if SiteCollector.isTypeDeclaration(kind) {
                var typeNode = node
                if kind == .extensionDecl {
                    for child in tree.children(node) where SummaryCollector.isType(tree.kind(child)) {
                        typeNode = child
                        break
                    }
                }
                enclosing.type = nameRange(typeNode)
                return enclosing
            }
            if !hasMember, SiteCollector.isMember(kind) {
                if kind == .initDecl {
                    enclosing.memberIsInit = true
                    hasMember = true
                } else {
                    enclosing.member = nameRange(node)
                    hasMember = !enclosing.member.isEmpty
                }
            }
            current = tree.parent(node)
        }
        return enclosing
    }

    @inline(__always) private func nameRange(_ id: NodeID) -> Range<UInt32> { tree.nameRange(id)?.compact ?? 0 ..< 0 }
}
