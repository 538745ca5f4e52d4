/// Finds calls that construct a capitalised type (`Foo(…)`, `Foo { … }`, `Foo.init(…)`,
/// `Foo<T>(…)`), with the modifiers applied to the result and the enclosing declaration.
/// The index later keeps only those whose type is a project view type.
struct SiteCollector {
    typealias NodeID = SyntaxTree.NodeID

    let tree: FlatTree
    /// The same tree, for the chain queries in Syntax/.
    let syntaxTree: SyntaxTree
    let path: String
    /// The file's bytes, shared by the sites' lazily read enclosing names.
    let source: [UInt8]
    private(set) var sites: [InstantiationSite] = []
    /// The line of the previous site: sites come in arena order, so the next is usually near.
    private var line = 0
    /// Sites in one body share their enclosing declaration, and come one after another (the
    /// arena is in post-order): found again only when the member changes. (A dictionary by
    /// member missed 8,296 times in 10,662 and cost more than it saved.)
    private var lastMember: NodeID = -1
    private var lastEnclosing = Enclosing()

    init(tree: FlatTree, syntaxTree: SyntaxTree, path: String, source: [UInt8]) {
        self.tree = tree
        self.syntaxTree = syntaxTree
        self.path = path
        self.source = source
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

    /// FNV-1a hashes of `builtins` in a small open-addressing table, so most calls (`Text`,
    /// `VStack`, …) are dismissed without making a String or running SipHash. (A 64-bit
    /// collision would only hide one candidate name.)
    static let builtinTable: [UInt64] = {
        var table = [UInt64](repeating: 0, count: builtinTableSize)
        for name in builtins {
            let hash = name.utf8.withContiguousStorageIfAvailable { SiteCollector.hash($0[...]) }!
            var slot = Int(truncatingIfNeeded: hash) & (builtinTableSize - 1)
            while table[slot] != 0 && table[slot] != hash { slot = (slot + 1) & (builtinTableSize - 1) }
            table[slot] = hash
        }
        return table
    }()
    static let builtinTableSize = 256

    static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    static func isBuiltin(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, table: UnsafeBufferPointer<UInt64>) -> Bool {
        let hash = SiteCollector.hash(bytes)
        guard hash != 0 else { return false }
        var slot = Int(truncatingIfNeeded: hash) & (builtinTableSize - 1)
        while table[slot] != 0 {
            if table[slot] == hash { return true }
            slot = (slot + 1) & (builtinTableSize - 1)
        }
        return false
    }

    mutating func visit(call: NodeID) {
        guard let nameNode = constructedTypeNode(call) else { return }
        let token = tree.tokens[Int(tree[nameNode].name)]
        if !token.flags.contains(.backticked),
           SiteCollector.builtinTable.withUnsafeBufferPointer({ SiteCollector.isBuiltin(tree.bytes[token.byteRange], table: $0) }) {
            return
        }
        let node = tree[call]
        line = tree.lineIndex(of: Int(node.startOffset), near: line)
        let member = enclosingMember(of: call)
        if member != lastMember {
            lastEnclosing = enclosingDeclaration(from: member)
            lastMember = member
        }
        var modifiers: [AppliedModifier] = []
        let outermost = collectModifiers(of: call, into: &modifiers)
        // Built in the `append` call: a site held in a variable was copied, then destroyed.
        sites.append(InstantiationSite(
            path: path, byteRange: tree.byteRange(call),
            tokenRange: Int(node.firstToken) ..< Int(node.endToken), line: line + 1,
            column: Int(node.startOffset) - Int(tree.lineStarts[line]) + 1,
            modifiers: modifiers, wrappedInEquatableView: isEquatableViewContent(outermost), source: source,
            typeNameRange: nameRange(nameNode), enclosingTypeRange: lastEnclosing.type, enclosingMemberRange: lastEnclosing.member,
            enclosingMemberIsInit: lastEnclosing.memberIsInit))
    }

    /// The identifier node naming the type a call constructs, if its callee names a
    /// capitalised type: `Foo(…)`, `Foo.init(…)`, `Foo<T>(…)` (not `x.Foo(…)`, a method call).
    func constructedTypeNode(_ call: NodeID) -> NodeID? {
        guard var callee = tree.firstChild(call) else { return nil }
        if tree.kind(callee) == .memberAccess, tree.nameEquals(callee, "init"), let base = tree.firstChild(callee),
           tree.kind(base) != .genericArgumentClause {
            callee = base
        }
        if tree.kind(callee) == .specializeExpr, let base = tree.firstChild(callee) { callee = base }
        guard tree.kind(callee) == .identifier else { return nil }
        let token = tree.tokens[Int(tree[callee].name)]
        guard token.kind == .identifier else { return nil }
        // The first letter after any leading underscores (`_DeferredView`) must be upper case.
        var index = Int(token.offset) + (token.flags.contains(.backticked) ? 1 : 0)
        let end = Int(token.end)
        while index < end, tree.bytes[index] == UInt8(ascii: "_") { index += 1 }
        guard index < end, tree.bytes[index] >= UInt8(ascii: "A") && tree.bytes[index] <= UInt8(ascii: "Z") else { return nil }
        return callee
    }

    /// The nearest enclosing member-like declaration (the cache key for `enclosingDeclaration`).
    func enclosingMember(of id: NodeID) -> NodeID {
        var current = tree.parent(id)
        while let node = current {
            switch tree.kind(node) {
            case .funcDecl, .patternBinding, .subscriptDecl, .enumCaseElement, .initDecl, .macroExpansionDecl,
                 .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return node
            default:
                current = tree.parent(node)
            }
        }
        return tree.root
    }

    /// The modifiers applied to the constructed view, as the index stores them (names and
    /// ranges from the `.` to the end of the modifier). Returns the outermost expression.
    func collectModifiers(of expression: NodeID, into modifiers: inout [AppliedModifier]) -> NodeID {
        let (applications, outermost) = syntaxTree.modifiers(appliedTo: expression)
        for application in applications {
            let member = tree[application.member]
            let name = Int(member.name)
            let start = name > 0 && tree.tokens[name - 1].kind == .period ? Int(tree.tokens[name - 1].offset) : Int(member.startOffset)
            let end = Int(tree[application.call ?? application.member].endOffset)
            modifiers.append(AppliedModifier(name: tree.name(application.member), byteRange: start ..< end,
                                             conditional: application.conditional))
        }
        return outermost
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
            switch tree.kind(node) {
            case .funcDecl, .patternBinding, .subscriptDecl, .enumCaseElement, .macroExpansionDecl:
                if !hasMember {
                    enclosing.member = nameRange(node)
                    hasMember = !enclosing.member.isEmpty
                }
            case .initDecl:
                if !hasMember { enclosing.memberIsInit = true }
                hasMember = true
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                var typeNode = node
                if tree.kind(node) == .extensionDecl {
                    for child in tree.children(node) where SummaryCollector.isType(tree.kind(child)) {
                        typeNode = child
                        break
                    }
                }
                enclosing.type = nameRange(typeNode)
                return enclosing
            default:
                break
            }
            current = tree.parent(node)
        }
        return enclosing
    }

    private func nameRange(_ id: NodeID) -> Range<UInt32> { tree.nameRange(id)?.compact ?? 0 ..< 0 }
}
