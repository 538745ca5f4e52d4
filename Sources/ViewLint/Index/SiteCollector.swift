/// Finds calls that construct a capitalised type (`Foo(…)`, `Foo { … }`, `Foo.init(…)`,
/// `Foo<T>(…)`), with the modifiers applied to the result and the enclosing declaration.
/// The index later keeps only those whose type is a project view type.
struct SiteCollector {
    let tree: SyntaxTree

    /// SwiftUI's own views and common value types: never project view types, so not recorded.
    static let builtins: Set<String> = [
        "Text", "VStack", "HStack", "ZStack", "Image", "Button", "Spacer", "Divider", "Group", "List", "ForEach",
        "NavigationView", "NavigationStack", "NavigationLink", "Label", "Toggle", "Section", "ScrollView",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "Color", "Font", "Binding", "State",
        "EmptyView", "AnyView", "GeometryReader", "Form", "Picker", "TextField", "SecureField", "Menu",
        "ProgressView", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Spacer", "TabView", "Slider",
        "Stepper", "DatePicker", "Link", "ToolbarItem", "ToolbarItemGroup", "Alert", "ActionSheet", "Array",
        "Set", "Dictionary", "String", "Int", "Double", "CGFloat", "CGSize", "CGPoint", "CGRect", "URL", "UUID",
        "Date", "Data", "EdgeInsets", "Animation", "LinearGradient", "Path", "Task", "Optional", "Result",
    ]

    /// Byte hashes of `builtins`, so most calls (`Text`, `VStack`, …) are dismissed without
    /// making a String. (A 64-bit collision would only hide one candidate name.)
    static let builtinHashes: Set<UInt64> = Set(builtins.map { hash(Array($0.utf8)[...]) })

    static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    func collect() -> [InstantiationSite] {
        var sites: [InstantiationSite] = []
        // Sites in one body share their enclosing declaration: find it once per member.
        var enclosingCache: [SyntaxTree.NodeID: (type: String, member: String)] = [:]
        for index in tree.nodes.indices where tree.nodes[index].kind == .call {
            let call = SyntaxTree.NodeID(index)
            guard let nameNode = constructedTypeNode(call) else { continue }
            let token = tree.tokens[Int(tree[nameNode].name)]
            if !token.flags.contains(.backticked),
               SiteCollector.builtinHashes.contains(SiteCollector.hash(tree.file.bytes[token.byteRange])) { continue }
            let node = tree[call]
            let line = tree.file.lineIndex(of: Int(node.startOffset))
            var site = InstantiationSite(
                typeName: tree.name(nameNode), path: tree.file.path, byteRange: tree.byteRange(call),
                tokenRange: Int(node.firstToken) ..< Int(node.endToken), line: line + 1,
                column: Int(node.startOffset) - Int(tree.file.lineStarts[line]) + 1,
                enclosingType: "", enclosingMember: "", modifiers: [], wrappedInEquatableView: false)
            let member = enclosingMember(of: call)
            if let cached = enclosingCache[member] {
                (site.enclosingType, site.enclosingMember) = cached
            } else {
                let names = enclosingDeclaration(of: call)
                enclosingCache[member] = names
                (site.enclosingType, site.enclosingMember) = names
            }
            let outermost = collectModifiers(of: call, into: &site.modifiers)
            site.wrappedInEquatableView = isEquatableViewContent(outermost)
            sites.append(site)
        }
        return sites
    }

    /// The type a call constructs, if its callee names a capitalised type: `Foo(…)`,
    /// `Foo.init(…)`, `Foo<T>(…)` (not `x.Foo(…)`, which is a method call).
    func constructedTypeName(_ call: SyntaxTree.NodeID) -> String? {
        constructedTypeNode(call).map { tree.name($0) }
    }

    /// The identifier node naming the constructed type (see `constructedTypeName`).
    func constructedTypeNode(_ call: SyntaxTree.NodeID) -> SyntaxTree.NodeID? {
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
        while index < end, tree.file.bytes[index] == UInt8(ascii: "_") { index += 1 }
        guard index < end, tree.file.bytes[index] >= UInt8(ascii: "A") && tree.file.bytes[index] <= UInt8(ascii: "Z") else { return nil }
        return callee
    }

    /// The nearest enclosing member-like declaration (the cache key for `enclosingDeclaration`).
    func enclosingMember(of id: SyntaxTree.NodeID) -> SyntaxTree.NodeID {
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
    func collectModifiers(of expression: SyntaxTree.NodeID, into modifiers: inout [AppliedModifier]) -> SyntaxTree.NodeID {
        let (applications, outermost) = tree.modifiers(appliedTo: expression)
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
    func isEquatableViewContent(_ expression: SyntaxTree.NodeID) -> Bool {
        guard let argument = tree.parent(expression), tree.kind(argument) == .argument,
              tree.nameEquals(argument, "content"),
              let call = tree.parent(argument), tree.kind(call) == .call,
              let callee = tree.firstChild(call) else { return false }
        return tree.kind(callee) == .identifier && tree.nameEquals(callee, "EquatableView")
    }

    /// The type and member (function, property, initializer, macro) around `id`.
    func enclosingDeclaration(of id: SyntaxTree.NodeID) -> (type: String, member: String) {
        var member = ""
        var current = tree.parent(id)
        while let node = current {
            switch tree.kind(node) {
            case .funcDecl, .patternBinding, .subscriptDecl, .enumCaseElement:
                if member.isEmpty { member = tree.name(node) }
            case .initDecl:
                if member.isEmpty { member = "init" }
            case .macroExpansionDecl:
                if member.isEmpty { member = tree.name(node) }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                var typeName = tree.name(node)
                if tree.kind(node) == .extensionDecl,
                   let type = tree.children(node).first(where: { SummaryCollector.isType(tree.kind($0)) }) {
                    typeName = tree.name(type)
                }
                return (typeName, member)
            default:
                break
            }
            current = tree.parent(node)
        }
        return ("", member)
    }
}
