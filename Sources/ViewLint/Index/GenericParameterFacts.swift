extension ProjectFacts {
    /// A declaration's generic parameters and the ones its members use other than as the base of
    /// a member type; for an extension, no parameters and every capitalised name its members use
    /// so, since the parameters' names are declared elsewhere. What `Config<AnyView>` erases
    /// depends on it: a parameter no member uses never holds a value.
    static func genericParameterUses(of declaration: SyntaxTree.NodeID, in tree: SyntaxTree) -> ([String], Set<String>) {
        let isExtension = tree.kind(declaration) == .extensionDecl
        let parameters = tree.child(declaration, kind: .genericParameterClause)
            .map { tree.children($0, kind: .genericParameter).map { tree.name($0) } } ?? []
        guard isExtension || !parameters.isEmpty, let members = tree.child(declaration, kind: .memberBlock) else {
            return (parameters, [])
        }
        let wanted = Set(parameters)
        // Most identifiers in member bodies are neither capitalised nor a parameter's name: their
        // first byte says so without making a String of each.
        let firstBytes = Set(parameters.compactMap { $0.utf8.first })
        var used: Set<String> = []
        tree.walk(from: members) { id, _ in
            switch tree.kind(id) {
            case .simpleType, .identifier:
                let first = tree.nameFirstByte(id)
                if let first, first < 0x80,
                   isExtension ? !(UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(first) : !firstBytes.contains(first) {
                    break
                }
                let name = tree.name(id)
                // An ASCII first byte got here only as a capital: asked of the Character only otherwise.
                let capitalised = first.map { $0 < 0x80 } == true || name.first?.isUppercase == true
                guard isExtension ? capitalised : wanted.contains(name) else { break }
                if !tree.isInsideMemberTypeBase(id) { used.insert(name) }
            default:
                break
            }
            return .visitChildren
        }
        return (parameters, used)
    }
}

extension SyntaxTree {
    /// Whether a type node sits in the base of a member type (`Base<AnyView>.Member`): it names
    /// the nested type's owner, and no value of it is made.
    public func isInsideMemberTypeBase(_ type: NodeID) -> Bool {
        var node = type
        while let parent = parent(node) {
            switch kind(parent) {
            case .memberType:
                if firstChild(parent) == node { return true }
                node = parent
            case .genericArgumentClause, .simpleType, .optionalType, .arrayType:
                node = parent
            default:
                return false
            }
        }
        return false
    }
}
