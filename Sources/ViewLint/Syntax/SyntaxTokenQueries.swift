// Questions about a node's tokens, so that code outside the parser never indexes the token or
// node arrays itself.

extension SyntaxTree {
    /// The byte range of the node's first token (a statement's keyword).
    public func firstTokenRange(_ id: NodeID) -> Range<Int> {
        tokens[Int(self[id].firstToken)].byteRange
    }

    /// The byte range of the node's name token (a function's name, an operator), nil when the
    /// node has none.
    public func nameTokenRange(_ id: NodeID) -> Range<Int>? {
        let token = self[id].name
        return token >= 0 ? tokens[Int(token)].byteRange : nil
    }

    /// The first byte of the node's name (without backticks), nil when it has no name or the
    /// name is empty: a test that rules most names out before any String is made.
    public func nameFirstByte(_ id: NodeID) -> UInt8? {
        let token = self[id].name
        guard token >= 0 else { return nil }
        let range = tokens[Int(token)].nameByteRange
        return range.isEmpty ? nil : file.bytes[range.lowerBound]
    }

    /// Whether a variable declaration is a `let`.
    public func isLetDeclaration(_ variableDecl: NodeID) -> Bool {
        tokenEquals(self[variableDecl].aux, "let")
    }

    /// Where the comments and blank space before the node begin: the end of the token before it.
    public func leadingTriviaStart(_ id: NodeID) -> Int {
        let first = Int(self[id].firstToken)
        return first > 0 ? tokens[first - 1].byteRange.upperBound : 0
    }

    /// Whether a `for` loop awaits its sequence (`for await x in s`, `for try await x in s`).
    public func isForAwait(_ forStmt: NodeID) -> Bool {
        let node = self[forStmt]
        return (node.firstToken + 1 ..< min(node.firstToken + 3, node.endToken)).contains { tokenEquals($0, "await") }
    }
}

extension SyntaxTree {
    /// The node's source text without whitespace, as `text(id).filter { !$0.isWhitespace }`
    /// gives it. ASCII text (nearly all of it) is filtered byte by byte, without walking its
    /// Characters: the per-file facts ask this of every static member's and property's type.
    public func textWithoutSpaces(_ id: NodeID) -> String {
        let range = byteRange(id)
        let bytes = file.bytes
        var ascii = true, spaces = false
        for k in range {
            let byte = bytes[k]
            if byte >= 0x80 { ascii = false; break }
            if byte == 0x20 || (0x09 ... 0x0D).contains(byte) { spaces = true }
        }
        guard ascii else { return text(id).filter { !$0.isWhitespace } }
        guard spaces else { return file.text(range) }
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            var count = 0
            for k in range {
                let byte = bytes[k]
                if byte == 0x20 || (0x09 ... 0x0D).contains(byte) { continue }
                buffer[count] = byte
                count += 1
            }
            return count
        }
    }

    /// Whether the name tokens of `a` and `b` spell the same name, backticks ignored, as
    /// `name(a) == name(b)` says: by their bytes (no String made) unless they differ and one is
    /// not ASCII, where String equality (canonical equivalence) decides.
    public func sameName(_ a: NodeID, _ b: NodeID) -> Bool {
        let first = self[a].name, second = self[b].name
        guard first >= 0, second >= 0 else { return first < 0 && second < 0 }
        let x = tokens[Int(first)].nameByteRange, y = tokens[Int(second)].nameByteRange
        let verdict: Bool? = file.bytes.withUnsafeBufferPointer { bytes in
            if x.count == y.count, bytes[x].elementsEqual(bytes[y]) { return true }
            return bytes[x].allSatisfy { $0 < 0x80 } && bytes[y].allSatisfy { $0 < 0x80 } ? false : nil
        }
        return verdict ?? (name(a) == name(b))
    }

    /// The node's source text on one line, each run of blanks one space: a condition or a type
    /// as written, in a message. `joiningChains`: no space before a part that starts with `.`
    /// (a `.sink` chain written over several lines reads as one expression).
    public func textOnOneLine(_ id: NodeID, joiningChains: Bool = false) -> String {
        var result = ""
        for part in text(id).split(whereSeparator: { $0.isWhitespace }) {
            if !result.isEmpty, !(joiningChains && part.first == ".") { result += " " }
            result += part
        }
        return result
    }
}
