/// docs/SWIFTUI-MODEL.md rules 5–6: decides whether a value compares bit by bit (POD). Project structs
/// and enums are classified from their declarations, recursively, with cycle protection.
///
/// Every view type's properties are classified, and many share model types, so a declaration's
/// classification is memoised (see `Memo`). Names are found through the merge's `NameTable`
/// and declarations are numbered, so the per-name and per-declaration state is flat arrays.
struct PODClassifier {
    /// A declaration's classification reached with nothing being visited, and every name whose
    /// "being visited" state it checked (qualified names, `alias X`). With visiting set V the
    /// classification takes exactly the same path, so gives the same result, unless V holds
    /// one of those names.
    private struct Memo {
        var result: PODness
        /// Indices into `memoReach`.
        var reach: Range<Int>
    }

    /// Everything a simple type name can mean, by the merge's name id, in the order `classify`
    /// consults it: a standard type, a typealias, declarations (nested ones, `Outer.Root`, are
    /// only found from inside `Outer`), a protocol. Flat arrays, not a `[String: NameInfo]`:
    /// the merge has already numbered the names.
    private var names: NameTable
    /// Index into `standardResults`, or -1.
    private var standard: [Int8]
    private var standardResults: [PODness] = []
    /// Index into `aliases`, or -1.
    private var alias: [Int32]
    private var aliases: [TypeShape] = []
    /// Declarations called `id`: `candidates[candidateStarts[id] ..< candidateStarts[id + 1]]`,
    /// indices into `declarations` in declaration order.
    private var candidateStarts: [Int32]
    var candidates: [Int32]
    private var isProtocol: [Bool]

    let declarations: [TypeDeclarationSummary]
    /// Index into `memoList` by declaration index, or -1 (not a `[Memo?]`: filling one with
    /// nil costs more than the memos themselves).
    private var memoIndex: [Int32]
    private var memoList: [Memo] = []
    /// By declaration index: its memo is being computed (a cycle reached it again).
    private var computing: [Bool]
    /// Whether a declaration's qualified name differs from its simple name (it is nested):
    /// 1 or 0, -1 until asked. Candidates share a name under `==`, so this decides
    /// `qualifiedName != name` for the name looked up too, without comparing per lookup.
    var nestedness: [Int8]
    /// The names being visited. A memo is computed as if nothing were visited, so each
    /// classification in progress has its own set, from `visitingStart` on (innermost last):
    /// one array for all, not one per classification.
    private var visiting: [String] = []
    private var visitingStart = 0
    /// The names noted by each memoised classification in progress, from its start in
    /// `reachStarts` on (innermost last), and every finished memo's, back to back.
    private var reachNames: [String] = []
    private var reachStarts: [Int] = []
    private var memoReach: [String] = []
    /// Each owner's lookup contexts, innermost first: `A.B`, `A` for `A.B` (index into
    /// `contextLists` by declaration index, or -1).
    var contextIndex: [Int32]
    var contextLists: [[String]] = []
    /// `.nonPOD("@Name")` by wrapper name: a handful of wrappers recur on thousands of properties.
    private var wrapperResults: [(kind: PropertyWrapperKind, name: String, result: PODness)] = []

    /// Standard value types whose values are plain bytes (no references).
    static let podStandardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float16", "Float80", "CGFloat", "Bool", "TimeInterval", "CGPoint", "CGSize", "CGRect", "CGVector",
        "Date", "UUID", "Edge", "HorizontalAlignment", "VerticalAlignment", "Alignment", "UnitPoint", "Angle",
        "EdgeInsets", "Axis", "ColorScheme", "ContentMode", "Visibility", "NSRange", "Duration",
        "Edge.Set", "Axis.Set",
    ]
    static let nonPODStandardTypes: [String: String] = [
        "String": "String", "Substring": "String", "Character": "String", "AttributedString": "String",
        "Array": "Array", "ContiguousArray": "Array", "Set": "Set", "Dictionary": "Dictionary", "Data": "Data",
        "URL": "URL", "AnyView": "existential view", "Color": "class reference", "Image": "class reference",
        "Font": "class reference", "Text": "String", "LocalizedStringKey": "String", "Binding": "Binding",
        "NSObject": "class reference", "UIImage": "class reference", "NSImage": "class reference",
        "UIColor": "class reference", "NSColor": "class reference", "Namespace.ID": "Namespace",
        "AnyHashable": "existential", "Error": "existential", "Published": "property wrapper",
    ]

    /// `names` already numbers the declarations' names (`nameIDs`, one per declaration) and the
    /// protocols'; the standard types' and the typealiases' names are numbered here.
    /// `typealiases` are the files' tables in path order: the first file's alias of a name wins.
    init(names: inout NameTable, declarations: [TypeDeclarationSummary], nameIDs: [Int32],
         typealiases: [[String: TypeShape]], protocolNameIDs: [Int32]) {
        var standardIDs: [(Int32, Int8)] = []
        for name in PODClassifier.podStandardTypes {
            standardIDs.append((names.id(name), 0))
        }
        standardResults.append(.pod)
        for (name, reason) in PODClassifier.nonPODStandardTypes {
            standardIDs.append((names.id(name), Int8(standardResults.count)))
            standardResults.append(.nonPOD(reason: reason))
        }
        var aliasIDs: [Int32] = []
        for table in typealiases {
            for (name, shape) in table {
                aliasIDs.append(names.id(name))
                aliases.append(shape)
            }
        }
        let count = names.count
        standard = Array(repeating: -1, count: count)
        for (id, index) in standardIDs { standard[Int(id)] = index }
        alias = Array(repeating: -1, count: count)
        for (k, id) in aliasIDs.enumerated() where alias[Int(id)] < 0 { alias[Int(id)] = Int32(k) }
        isProtocol = Array(repeating: false, count: count)
        for id in protocolNameIDs { isProtocol[Int(id)] = true }
        // Counting sort of the declarations by name id, stable: candidates keep declaration order.
        var starts = [Int32](repeating: 0, count: count + 1)
        for id in nameIDs { starts[Int(id) + 1] += 1 }
        for k in 0 ..< count { starts[k + 1] += starts[k] }
        var next = starts
        var list = [Int32](repeating: 0, count: nameIDs.count)
        for (index, id) in nameIDs.enumerated() {
            list[Int(next[Int(id)])] = Int32(index)
            next[Int(id)] += 1
        }
        candidateStarts = starts
        candidates = list
        self.names = names
        self.declarations = declarations
        memoIndex = Array(repeating: -1, count: declarations.count)
        computing = Array(repeating: false, count: declarations.count)
        nestedness = Array(repeating: -1, count: declarations.count)
        contextIndex = Array(repeating: -1, count: declarations.count)
    }

    /// Stored property `k` of `declarations[owner]`, read in place: passing the property
    /// copied it (every field retained, then released).
    mutating func classify(propertyAt k: Int, in owner: Int) -> PODness {
        let properties = declarations[owner].storedProperties
        if let wrapper = properties[k].wrapper { return wrapperResult(wrapper) }
        guard let shape = properties[k].shape else {
            return .unknown(type: properties[k].initializerText.map { "type of \($0)" } ?? "?")
        }
        return withFreshVisiting { $0.classify(shape, from: owner) }
    }

    /// `declarations[index]` as a whole, with nothing being visited: exactly its memo's result
    /// (a memo is computed that way). Each view type is asked once and few are another type's
    /// property, so its memo is read if it exists but not made: making one (reach lists, memo
    /// entry) cost more than the classification of most views.
    mutating func classify(type index: Int) -> PODness {
        if memoIndex[index] >= 0 { return memoList[Int(memoIndex[index])].result }
        return withFreshVisiting { $0.classifyUnmemoised(index) }
    }

    /// Runs `body` with nothing being visited, as the entry points and memos start.
    private mutating func withFreshVisiting(_ body: (inout PODClassifier) -> PODness) -> PODness {
        let outer = visitingStart
        visitingStart = visiting.count
        defer { visitingStart = outer }
        return body(&self)
    }

    private func isVisiting(_ name: String) -> Bool {
        visiting[visitingStart...].contains(name)
    }

    /// The kind is compared first: most kinds have one spelling, so most names compared match.
    private mutating func wrapperResult(_ wrapper: PropertyWrapperUse) -> PODness {
        // By index: `for known in` copies every entry (two Strings retained) to compare it.
        for k in wrapperResults.indices where wrapperResults[k].kind == wrapper.kind && wrapperResults[k].name == wrapper.name {
            return wrapperResults[k].result
        }
        let result = PODness.nonPOD(reason: .concatenation("@", wrapper.name))
        if wrapperResults.count < 16 { wrapperResults.append((wrapper.kind, wrapper.name, result)) }
        return result
    }

    /// Records that the classification in progress checked whether `name` is being visited.
    private mutating func note(_ name: String) {
        guard let start = reachStarts.last, !reachNames[start...].contains(name) else { return }
        reachNames.append(name)
    }

    private mutating func classify(_ shape: TypeShape, from owner: Int?) -> PODness {
        switch shape {
        case .optional(let wrapped):
            return classify(wrapped, from: owner)
        case .array: return .nonPOD(reason: "Array")
        case .dictionary: return .nonPOD(reason: "Dictionary")
        case .function: return .nonPOD(reason: "closure")
        case .existential(let text): return .nonPOD(reason: .concatenation("existential ", text))
        case .unknown(let text): return .unknown(type: text)
        case .tuple(let elements):
            var parts = Parts()
            for element in elements { parts.add(classify(element, from: owner)) }
            return parts.result
        case .named(let name, let arguments):
            if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
                return classify(qualified: name, firstDot: dot, arguments: arguments, from: owner)
            }
            if let owner, declarations[owner].genericParameters.contains(name) {
                return .unknown(type: .concatenation(name, " (generic parameter)"))
            }
            guard let id = names.find(name).map({ Int($0) }), id < standard.count else { return .unknown(type: name) }
            if standard[id] >= 0 { return standardResults[Int(standard[id])] }
            // A type nested in the owner or around it shadows a typealias of the same name
            // (the alias table does not know where an alias is visible).
            let range = Int(candidateStarts[id]) ..< Int(candidateStarts[id + 1])
            if let owner, !range.isEmpty, let nested = resolveNested(name, among: range, from: owner) {
                return classify(declaration: nested)
            }
            if alias[id] >= 0 {
                let key = String.concatenation("alias ", name)
                note(key)
                if !isVisiting(key) {
                    visiting.append(key)
                    defer { visiting.removeLast() }
                    return classify(aliases[Int(alias[id])], from: owner)
                }
            }
            if let topLevel = candidates[range].first(where: { !isNested(Int($0)) }) {
                return classify(declaration: Int(topLevel))
            }
            if isProtocol[id] { return .nonPOD(reason: .concatenation("existential ", name)) }
            return .unknown(type: name)
        }
    }

    /// `Parent.State`: Swift finds `Parent` from the owner outwards, then its member. A
    /// qualifier that names no project type is a module or a framework type (`SwiftUI.Color`,
    /// `NSSplitView.DividerStyle`): the last name is read as if written alone.
    private mutating func classify(qualified name: String, firstDot: String.Index, arguments: [TypeShape],
                                   from owner: Int?) -> PODness {
        let first = String(name[..<firstDot])
        if let owner, declarations[owner].genericParameters.contains(first) {
            return .unknown(type: .concatenation(name, " (generic parameter)"))
        }
        let last = String(name[name.index(after: PODClassifier.lastDot(in: name) ?? firstDot)...])
        if let id = names.find(last).map({ Int($0) }), id < standard.count {
            let range = Int(candidateStarts[id]) ..< Int(candidateStarts[id + 1])
            if let declaration = resolve(qualified: name, among: range, from: owner) {
                return classify(declaration: declaration)
            }
        }
        // `Edge.Set`, `Namespace.ID`: framework member types listed by their qualified names.
        if let id = names.find(name).map({ Int($0) }), id < standard.count, standard[id] >= 0 {
            return standardResults[Int(standard[id])]
        }
        if let id = names.find(first).map({ Int($0) }), id < standard.count,
           candidateStarts[id] < candidateStarts[id + 1] || isProtocol[id] {
            return .unknown(type: name)
        }
        return classify(.named(last, arguments), from: owner)
    }

    private mutating func classify(declaration index: Int) -> PODness {
        if visiting.count > visitingStart {
            let qualifiedName = declarations[index].qualifiedName
            note(qualifiedName)
            if isVisiting(qualifiedName) { return .unknown(type: .concatenation(qualifiedName, " (recursive)")) }
        }
        if let memo = memo(for: index), !memo.reach.contains(where: { isVisiting(memoReach[$0]) }) {
            for k in memo.reach { note(memoReach[k]) }
            return memo.result
        }
        return classifyUnmemoised(index)
    }

    /// The declaration's memo, computed now if need be; nil while it is being computed (a
    /// cycle through it), when the caller classifies it directly.
    private mutating func memo(for index: Int) -> Memo? {
        if memoIndex[index] >= 0 { return memoList[Int(memoIndex[index])] }
        guard !computing[index] else { return nil }
        computing[index] = true
        let start = reachNames.count
        reachStarts.append(start)
        let result = withFreshVisiting { $0.classifyUnmemoised(index) }
        let reach = memoReach.count ..< memoReach.count + reachNames.count - start
        memoReach.append(contentsOf: reachNames[start...])
        reachNames.removeSubrange(start...)
        reachStarts.removeLast()
        let memo = Memo(result: result, reach: reach)
        computing[index] = false
        memoIndex[index] = Int32(memoList.count)
        memoList.append(memo)
        return memo
    }

    private mutating func classifyUnmemoised(_ index: Int) -> PODness {
        let declaration = declarations[index]
        let name = declaration.qualifiedName
        note(name)
        guard !isVisiting(name) else { return .unknown(type: .concatenation(name, " (recursive)")) }
        visiting.append(name)
        defer { visiting.removeLast() }
        var parts = Parts()
        switch declaration.kind {
        case .class, .actor: return .nonPOD(reason: .concatenation("class reference ", declaration.name))
        case .enum:
            if declaration.isIndirect { return .nonPOD(reason: .concatenation("indirect enum ", declaration.name)) }
            for payload in declaration.enumPayloads { parts.add(classify(payload, from: index)) }
        case .struct:
            // By index: a `for property in` copy retains and releases every field.
            let properties = declaration.storedProperties
            for k in properties.indices {
                if let wrapper = properties[k].wrapper {
                    parts.add(wrapperResult(wrapper))
                } else if let shape = properties[k].shape {
                    parts.add(classify(shape, from: index))
                } else {
                    parts.add(.unknown(type: .concatenation(declaration.name, ".", properties[k].name)))
                }
            }
        default:
            return .unknown(type: name)
        }
        return nested(parts.result, in: declaration.qualifiedName)
    }

    /// Non-POD wins over unknown, unknown over POD; the first of each kind is kept. Every part
    /// is still classified (for its memo and the reach it notes), only not kept in an array.
    private struct Parts {
        private(set) var result = PODness.pod
        private var decided = false

        mutating func add(_ part: PODness) {
            guard !decided else { return }
            switch part {
            case .nonPOD: result = part; decided = true
            case .unknown: if case .pod = result { result = part }
            case .pod: break
            }
        }
    }

    private func nested(_ result: PODness, in name: String) -> PODness {
        if case .nonPOD(let reason) = result, !PODClassifier.reason(reason, isNestedIn: name) {
            return .nonPOD(reason: .concatenation(name, ": ", reason))
        }
        return result
    }

    /// `reason.hasPrefix(name + ":")` without making the prefix String. Bytes decide it while
    /// both sides are ASCII up to and just after the `:` (no CR, which pairs with LF): there
    /// every byte is one Character. Otherwise (`\u{212A}` equals `K`) `hasPrefix` decides.
    static func reason(_ reason: String, isNestedIn name: String) -> Bool {
        let text = reason.utf8, prefix = name.utf8
        var index = text.startIndex, next = prefix.startIndex
        while true {
            let byte = next == prefix.endIndex ? UInt8(ascii: ":") : prefix[next]
            guard index != text.endIndex else { return false }
            let actual = text[index]
            if actual >= 0x80 || byte >= 0x80 || byte == 0x0D { return reason.hasPrefix(name + ":") }
            if actual != byte { return false }
            index = text.index(after: index)
            if next == prefix.endIndex { break }
            next = prefix.index(after: next)
        }
        if index != text.endIndex, text[index] >= 0x80 { return reason.hasPrefix(name + ":") }
        return true
    }
}

extension ProjectModel {
    /// Standard value types whose values are plain bytes (`Int`, `CGSize`, `Date`, …), as the
    /// POD classification reads them: for rules asking whether a type is a value.
    public static var plainValueTypeNames: Set<String> { PODClassifier.podStandardTypes }
}
