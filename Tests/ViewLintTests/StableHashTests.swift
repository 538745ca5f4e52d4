import Foundation
import Testing
import ViewLint

@Suite struct StableHashTests {
    /// FNV-1a of `bytes` alone, as `StableHash` combines them.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine(bytes: bytes)
        return hash.value
    }

    @Test func fnv1aMatchesPublishedVectors() {
        // FNV-1a 64 reference values (offset basis for "", and "a").
        #expect(Self.fnv1a([]) == 0xcbf2_9ce4_8422_2325)
        #expect(Self.fnv1a(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.hex(0xab) == "00000000000000ab")
    }

    @Test func contentHashSeesEveryByteAndTheLength() {
        let base = Array("struct A: View { var body: some View { Text(\"a\") } }\n".utf8)
        var seen: Set<UInt64> = [StableHash.ofContent(base)]
        for index in base.indices {  // a one-bit change anywhere, in every lane of a word
            var changed = base
            changed[index] ^= 0x80
            seen.insert(StableHash.ofContent(changed))
        }
        #expect(seen.count == base.count + 1)
        #expect(StableHash.ofContent([0]) != StableHash.ofContent([0, 0]))
        #expect(StableHash.ofContent(base) == StableHash.ofContent(Array(base)))
    }

    @Test func stringBoundariesMatter() {
        var a = StableHash(); a.combine("ab"); a.combine("c")
        var b = StableHash(); b.combine("a"); b.combine("bc")
        #expect(a.value != b.value)
    }

    @Test func declarationDigestIgnoresBodiesButNotDeclarations() {
        func digest(_ code: String) -> UInt64 {
            let tree = SyntaxTree.parse(SourceFile(path: "A.swift", text: code))
            return DeclarationDigest.of(summary: FileSummary(tree: tree), facts: ProjectFacts(tree: tree))
        }
        let base = "struct Row: View {\n    let id = UUID()\n    var body: some View { Text(\"a\") }\n}\n"
        #expect(digest(base) == digest(base), "same input, same digest (no per-process seed)")
        // A body edit on the same line keeps every offset: same digest.
        #expect(digest(base) == digest(base.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"b\")")))
        // Positions are not part of it: a longer body, a comment line above, the same digest.
        #expect(digest(base) == digest(base.replacingOccurrences(of: "Text(\"a\")", with: "Text(\"a longer text\")")))
        #expect(digest(base) == digest("// A comment line moves every declaration down.\n" + base))
        // An import changes which modules the file sees.
        #expect(digest(base) != digest("import Core\n" + base))
        // A new stored property changes what other files' rules see.
        #expect(digest(base) != digest(base.replacingOccurrences(of: "let id = UUID()", with: "let id = UUID()\n    @State var n = 0")))
        // So does a constant turned fresh, which only the project facts record.
        #expect(digest("struct K { static let a = 1 }\n") != digest("struct K { static let b = 1 }\n"))
        // Whether a generic parameter is used decides `any_view` on `Box<AnyView>` in other files.
        #expect(digest("struct Box<C: View> { var n = 0 }\n") != digest("struct Box<C: View> { var c: C? }\n"))
        #expect(digest("extension Box { func f() {} }\n") != digest("extension Box { func f(_ c: C) {} }\n"))
    }
}

/// `DeclarationDigest` hashes fields by hand; these lists, read through reflection, fail when
/// a field is added to what the index or the project facts keep, until the digest covers it.
@Suite struct DeclarationDigestFieldTests {
    private func fields(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }

    @Test func everyStoredFieldIsKnownToTheDigest() throws {
        let code = """
        import SwiftUI
        protocol Card: View {}
        typealias Items = [Int]
        struct Row: Card, Equatable {
            @State var on = false
            let id = UUID()
            static let size = 3
            static func == (a: Row, b: Row) -> Bool { true }
            var body: some View { Other().equatable().padding() }
        }
        struct Other: View { var body: some View { Text("") } }
        extension View { func erased() -> AnyView { AnyView(self) } }
        """
        let tree = SyntaxTree.parse(SourceFile(path: "A.swift", text: code))
        let summary = FileSummary(tree: tree)
        #expect(fields(summary) == ["path", "declarations", "typealiases", "typeAliasDeclarations", "sites", "imports"])
        #expect(fields(try #require(summary.typeAliasDeclarations.first)) == ["qualifiedName", "target", "clause", "isFilePrivate"])
        let declaration = try #require(summary.declarations.first { $0.name == "Row" })
        // `source` is read through the inherited ranges: the digest hashes `inherited`.
        #expect(fields(declaration) == ["kind", "name", "qualifiedName", "source", "firstInherited", "moreInherited",
                                        "storedProperties", "staticEqualsOffset", "enumPayloads", "isIndirect",
                                        "genericParameters", "offset", "line"])
        let property = try #require(declaration.storedProperties.first)
        // `source` is read through the ranges: the digest hashes `name`, `typeText` and `initializerText`.
        #expect(fields(property) == ["isLet", "wrapper", "shape", "initializerByteRange",
                                     "initializerTokenRange", "offset", "pod", "source", "nameRange", "typeTextRange"])
        #expect(fields(try #require(property.wrapper)) == ["kind", "name", "arguments"])
        let site = try #require(summary.sites.first)
        // The digest hashes the names as `typeName`, `enclosingType` and `enclosingMember`
        // (`typeNameHash` is the type name's bytes hashed: not an input of its own), the file's
        // part as `path` (`text` is read through the ranges) and the site's modifiers; `line`
        // and `column` are positions, as `byteRange` is.
        #expect(fields(site) == ["file", "record"])
        #expect(fields(try #require(Mirror(reflecting: site).descendant("file"))) == ["path", "text", "modifiers"])
        #expect(fields(try #require(Mirror(reflecting: site).descendant("record"))) == ["byteRange", "tokenRange", "modifierStart", "modifierCount",
                                        "wrappedInEquatableView", "typeNameRange", "typeNameHash", "enclosingTypeRange",
                                        "enclosingMemberRange", "enclosingMemberIsInit", "line", "column"])
        #expect(fields(try #require(Mirror(reflecting: site).descendant("file", "modifiers", 0)))
                == ["nameRange", "byteRange", "conditional"])
        let facts = ProjectFacts(tree: tree)
        #expect(fields(facts) == ["freshProperties", "constantProperties", "identityIdentifiedClasses",
                                  "anyViewErasers", "protocolParents", "protocolRequirements", "classes", "declaredTypes", "conditionalHelpers", "staticMemberTypes", "usage"])
        // A file's usage facts are kept numbered; the digest hashes the tables made of them.
        #expect(fields(try #require(facts.protocolRequirements["Card"])) == ["associatedTypes", "members"])
        #expect(fields(facts.usage) == ["merged", "file"])
        #expect(fields(try #require(Mirror(reflecting: facts.usage).descendant("file", "some"))) == ["names", "packed", "receivers"])
        var merged = ProjectFacts()
        merged.merge(facts)
        #expect(fields(try #require(Mirror(reflecting: merged.usage).descendant("merged"))) == ["resynced", "identities", "written", "rowContent", "destinations", "memberWrites", "storedValues", "collectionEdits"])
        #expect(fields(facts.usage.memberWrites) == ["members", "replaced", "methodCalls", "mutatingFunctions"])
        #expect(fields(facts.usage.storedValues) == ["stored", "seeded"])
        #expect(fields(facts.usage.collectionEdits) == ["edits", "byReceiver", "files"])
        #expect(fields(try #require(facts.declaredTypes["Row"])) == ["kind", "declarationCount", "declaringPath", "inherited",
                                                                    "hasMutableStoredProperty", "declaresInit", "definesEquality", "hasPayloadCases", "letProperties", "computedID",
                                                                    "idDeclarations", "hostingMethods", "otherViewMethods", "properties", "staticVars", "plainVars", "computedReads", "genericParameters",
                                                                    "namesUsedInMembers", "resultBuilder", "superclassArguments"])
        #expect(fields(ResultBuilderShape()) == ["isDeclaredBuilder", "finalResults", "blockResults", "choosers", "files"])
        #expect(fields(ConditionalHelper(conditionParameters: [])) == ["conditionParameters", "hidesWhenTrue"])
        #expect(fields(HelperParameter(label: "", unlabelledPosition: 0, hasDefault: false)) == ["label", "unlabelledPosition", "hasDefault", "localName", "typeText", "nilTest"])
    }
}
