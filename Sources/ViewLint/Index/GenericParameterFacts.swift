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
        // Most identifiers in member bodies are neither capitalised nor a parameter's name: their
        // first byte says so without making a String of each. The rest are told apart by their
        // bytes (a name as many times as it occurs, a String once).
        let firstBytes = Set(parameters.compactMap { $0.utf8.first })
        var uses = NameUses(parameters: parameters)
        tree.walk(from: members) { id, _ in
            switch tree.kind(id) {
            case .simpleType, .identifier:
                let first = tree.nameFirstByte(id)
                if let first, first < 0x80,
                   isExtension ? !(UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(first) : !firstBytes.contains(first) {
                    break
                }
                uses.note(id, capitalisedOnly: isExtension, asciiFirst: first.map { $0 < 0x80 } == true, in: tree)
            default:
                break
            }
            return .visitChildren
        }
        let used = uses.used
        return (parameters, used)
    }
}

/// The names `genericParameterUses` keeps, each looked up by its bytes while it and the names
/// it is compared with are ASCII (where String `==` is byte equality), by its String otherwise.
private struct NameUses {
    /// The declaration's parameters, and whether each is ASCII.
    let parameters: [String]
    let asciiParameters: [Bool]
    /// The capitalised names an extension's members mention, numbered by first sight; per
    /// number, the String of its first used mention (not a member type's base), nil until one.
    var table = NameTable()
    var names: [String?] = []
    /// Parameters' names used, in the order first used.
    var usedParameters: [String] = []
    var usedParameter: [Bool]

    init(parameters: [String]) {
        self.parameters = parameters
        asciiParameters = parameters.map { $0.utf8.allSatisfy { $0 < 0x80 } }
        usedParameter = Array(repeating: false, count: parameters.count)
    }

    /// What `genericParameterUses` inserted into its set, as a set.
    var used: Set<String> {
        var used = Set(usedParameters)
        for case let name? in names { used.insert(name) }
        return used
    }

    /// A mention `id` that passed the first-byte test: in an extension (`capitalisedOnly`) any
    /// capitalised name, in a declaration a name equal to one of its parameters.
    mutating func note(_ id: SyntaxTree.NodeID, capitalisedOnly: Bool, asciiFirst: Bool, in tree: SyntaxTree) {
        let token = tree[id].name
        if capitalisedOnly {
            let number: Int
            var name: String?
            if token >= 0, asciiFirst {
                // An ASCII first byte got here only as a capital.
                number = tree.file.bytes.withUnsafeBufferPointer { bytes in
                    Int(table.id(bytes: bytes[tree.tokens[Int(token)].nameByteRange]))
                }
            } else {
                let spelled = tree.name(id)
                guard spelled.first?.isUppercase == true else { return }
                number = Int(table.id(spelled))
                name = spelled
            }
            if number == names.count { names.append(nil) }
            if names[number] == nil, !tree.isInsideMemberTypeBase(id) { names[number] = name ?? tree.name(id) }
            return
        }
        guard let parameter = parameterIndex(of: id, token: token, in: tree), !usedParameter[parameter],
              !tree.isInsideMemberTypeBase(id) else { return }
        usedParameter[parameter] = true
        // The mention's own spelling, as the set took it (the same String but where `==` met a
        // parameter spelled differently).
        usedParameters.append(asciiParameters[parameter] ? parameters[parameter] : tree.name(id))
    }

    /// The first parameter the mention's name equals.
    private func parameterIndex(of id: SyntaxTree.NodeID, token: Int32, in tree: SyntaxTree) -> Int? {
        guard token >= 0 else { return parameters.firstIndex(of: "") }
        let range = tree.tokens[Int(token)].nameByteRange
        let (ascii, found): (Bool, Int?) = tree.file.bytes.withUnsafeBufferPointer { bytes in
            let name = bytes[range]
            guard name.allSatisfy({ $0 < 0x80 }) else { return (false, nil) }
            for (index, parameter) in parameters.enumerated() where asciiParameters[index] && parameter.utf8.elementsEqual(name) {
                return (true, index)
            }
            return (true, nil)
        }
        // An ASCII name can equal a non-ASCII parameter only as Strings (`\u{212A}` is `K`).
        if ascii, found != nil || asciiParameters.allSatisfy({ $0 }) { return found }
        return parameters.firstIndex(of: tree.name(id))
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
