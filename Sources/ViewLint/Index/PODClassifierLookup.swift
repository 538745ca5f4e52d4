/// How the POD classifier finds the declaration a type name means: Swift's lookup, simplified.
extension PODClassifier {
    /// Swift's lookup, simplified (after the owner's generic parameters): a type nested in the
    /// owner or one of its enclosing types, innermost first. Top-level types come after.
    mutating func resolveNested(_ name: String, among range: Range<Int>, from owner: Int) -> Int? {
        guard candidates[range].contains(where: { isNested(Int($0)) }) else { return nil }
        for context in lookupContexts(of: owner) {
            let qualified = String.concatenation(context, ".", name)
            if let nested = candidates[range].first(where: { declarations[Int($0)].qualifiedName == qualified }) {
                return Int(nested)
            }
        }
        return nil
    }

    mutating func isNested(_ index: Int) -> Bool {
        if nestedness[index] < 0 {
            nestedness[index] = declarations[index].qualifiedName != declarations[index].name ? 1 : 0
        }
        return nestedness[index] == 1
    }

    mutating func lookupContexts(of owner: Int) -> [String] {
        if contextIndex[owner] >= 0 { return contextLists[Int(contextIndex[owner])] }
        var result: [String] = []
        var context = declarations[owner].qualifiedName
        while true {
            result.append(context)
            guard let dot = PODClassifier.lastDot(in: context) else { break }
            context = String(context[..<dot])
        }
        contextIndex[owner] = Int32(contextLists.count)
        contextLists.append(result)
        return result
    }

    /// `text.lastIndex(of: ".")` from the bytes: Character search walks grapheme clusters
    /// backwards (some 5,000 instructions a name). A `.` byte is the Character "." unless
    /// a non-ASCII scalar (a combining mark) follows it: then ask `lastIndex`.
    static func lastDot(in text: String) -> String.Index? {
        let utf8 = text.utf8
        var index = utf8.endIndex
        while index > utf8.startIndex {
            let previous = utf8.index(before: index)
            if utf8[previous] == UInt8(ascii: ".") {
                if index == utf8.endIndex || utf8[index] < 0x80 { return previous }
                return text.lastIndex(of: ".")
            }
            index = previous
        }
        return nil
    }

    /// The candidate whose qualified name is `name` inside one of the owner's contexts
    /// (innermost first), else `name` itself at the top level.
    mutating func resolve(qualified name: String, among range: Range<Int>, from owner: Int?) -> Int? {
        guard !range.isEmpty else { return nil }
        if let owner, let nested = resolveNested(name, among: range, from: owner) { return nested }
        if let found = candidates[range].first(where: { declarations[Int($0)].qualifiedName == name }) { return Int(found) }
        // Written with a module in front (`App.Parent.State`): accept a nested type whose
        // qualified name ends `name` at a component boundary (a top-level `State` is not
        // `App.Parent.State`).
        return candidates[range].first {
            isNested(Int($0)) && PODClassifier.name(name, endsWithComponents: declarations[Int($0)].qualifiedName)
        }.map { Int($0) }
    }

    /// Whether `suffix` is `name`'s last components: `A.B.C` ends with `B.C` and `C`, not `.C` or `BC`.
    /// (`hasSuffix` compares as `==` does, by canonical equivalence; this path is rare.)
    static func name(_ name: String, endsWithComponents suffix: String) -> Bool {
        name.hasSuffix(String.concatenation(".", suffix))
    }
}
