import Foundation
import Testing
import ViewLint

@Suite struct StableHashTests {
    @Test func fnv1aMatchesPublishedVectors() {
        // FNV-1a 64 reference values (offset basis for "", and "a").
        #expect(StableHash.of([]) == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.of(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.hex(0xab) == "00000000000000ab")
    }

    @Test func stringBoundariesMatter() {
        var a = StableHash(); a.combine("ab"); a.combine("c")
        var b = StableHash(); b.combine("a"); b.combine("bc")
        #expect(a.value != b.value)
    }

    @Test func declarationDigestIgnoresBodiesButNotDeclarations() {
        func digest(_ code: String) -> UInt64 { DeclarationDigest.of(SyntaxTree.parse(SourceFile(path: "A.swift", text: code))) }
        let base = "struct Row: View {\n    let id = UUID()\n    var body: some View { Text(\"a\") }\n}\n"
        #expect(digest(base) == digest(base), "same input, same digest (no per-process seed)")
        // A body edit on the same line keeps every offset: same digest.
        #expect(digest(base) == digest(base.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")")))
        // A new stored property changes what other files' rules see.
        #expect(digest(base) != digest(base.replacingOccurrences(of: "let id = UUID()", with: "let id = UUID()\n    @State var n = 0")))
        // So does a constant turned fresh, which only the project facts record.
        #expect(digest("struct K { static let a = 1 }\n") != digest("struct K { static let b = 1 }\n"))
    }
}
