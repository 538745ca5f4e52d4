import Testing
@testable import ViewLint

/// The merge's byte-level shortcuts must agree with the String operations they replace.
@Suite struct IndexMergeTests {
    /// The merge keeps a type's families as a `UInt8` mask: a ninth family would shift its bit
    /// out (to 0) and its types would silently stop being views.
    @Test func everyViewFamilyHasItsOwnBitInTheMask() {
        var seen: UInt8 = 0
        for family in ViewFamily.allCases {
            #expect(family.bit != 0, "\(family) has no bit: widen the family mask")
            #expect(seen & family.bit == 0)
            seen |= family.bit
            #expect(ViewFamily.set(family.bit) == [family])
        }
    }

    @Test func nameTableNumbersNamesInFirstSeenOrderAndGrows() {
        var table = NameTable()
        let names = (0 ..< 1_000).map { "Name\($0)" } + ["", "A", "Ab"]
        for (k, name) in names.enumerated() { #expect(table.id(name) == Int32(k)) }
        for (k, name) in names.enumerated() {
            #expect(table.id(name) == Int32(k))
            #expect(table.find(name) == Int32(k))
            var bytes = name
            let found = bytes.withUTF8 { table.find(bytes: $0[...], hash: ProjectIndex.asciiHash($0[...])!) }
            #expect(found == Int32(k))
        }
        #expect(table.find("Missing") == nil)
        #expect(table.count == names.count)
        #expect(table.isByteKeyed)
    }

    /// String `==` is canonical equivalence: the Kelvin sign K (U+212A) equals K, whichever
    /// comes first, so the table leaves bytes for String keys at the first non-ASCII name.
    @Test func nameTableFollowsStringEqualityForNonASCIINames() {
        var table = NameTable()
        #expect(table.id("Kelvin") == 0)
        #expect(table.id("Plain") == 1)
        #expect(table.isByteKeyed)
        #expect(table.find("\u{212A}elvin") == 0)
        #expect(!table.isByteKeyed)
        #expect(table.id("Caf\u{E9}") == 2)
        #expect(table.id("Cafe\u{301}") == 2)
        #expect(table.id("Plain") == 1)
        #expect(table.id("New") == 3)

        var reversed = NameTable()
        #expect(reversed.id("\u{212A}elvin") == 0)
        #expect(reversed.id("Kelvin") == 0)
        #expect(reversed.find("Other") == nil)
    }

    /// Inherited names are numbered from their bytes: the same ids as their Strings get,
    /// before and after a non-ASCII name (or invalid UTF-8, repaired) switches to String keys.
    @Test func nameTableNumbersBytesAsTheirStrings() {
        let spellings: [[UInt8]] = [Array("View".utf8), Array("Kelvin".utf8), Array("View".utf8), Array("\u{212A}elvin".utf8),
                                    [0x41, 0xFF], Array("A\u{FFFD}".utf8), Array("Caf\u{E9}".utf8), Array("View".utf8), []]
        var byBytes = NameTable(), byStrings = NameTable()
        for bytes in spellings {
            let id = bytes.withUnsafeBufferPointer { byBytes.id(bytes: $0[...]) }
            #expect(id == byStrings.id(String(decoding: bytes, as: UTF8.self)), "\(bytes)")
        }
        #expect(byBytes.count == byStrings.count)
        #expect(byBytes.count == 5)
    }

    /// The hash reads whole words and the last word again: every byte must still be seen.
    @Test func asciiHashSeesEveryByte() {
        func hash(_ bytes: [UInt8]) -> UInt64? {
            bytes.withUnsafeBufferPointer { ProjectIndex.asciiHash($0[...]) }
        }
        for length in 0 ... 20 {
            let name = (0 ..< length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            #expect(hash(name) != nil)
            for k in 0 ..< length {
                var other = name
                other[k] = UInt8(ascii: "Z")
                #expect(hash(other) != hash(name), "\(length) \(k)")
                other[k] = 0xC3
                #expect(hash(other) == nil, "\(length) \(k)")
            }
            // Inside a larger buffer: the slice's own bytes only.
            let padded = [0xC3] + name + [0xC3]
            #expect(padded.withUnsafeBufferPointer { ProjectIndex.asciiHash($0[1 ..< length + 1]) } == hash(name))
        }
        #expect(hash(Array("Name".utf8)) != hash(Array("Name\u{0}".utf8)))
    }

    @Test func lastDotAgreesWithCharacterSearch() {
        for text in ["A.B.C", "A", "", ".", "A.", ".A", "Outer.Inner", "A.\u{301}B", "A.\u{301}", "Caf\u{E9}.B", "A..B"] {
            #expect(PODClassifier.lastDot(in: text) == text.lastIndex(of: "."), "\(text.debugDescription)")
        }
    }

    @Test func nestedReasonCheckAgreesWithHasPrefix() {
        let cases: [(String, String)] = [
            ("Outer: Root: String", "Outer"), ("Outer: Root", "Root"), ("Outer", "Outer"), ("Outer:", "Outer"),
            ("Out", "Outer"), ("", ""), (":", ""), ("Outer:\u{301} x", "Outer"), ("\u{212A}elvin: x", "Kelvin"),
            ("Kelvin: x", "\u{212A}elvin"), ("A\r:x", "A\r"), ("Caf\u{E9}: x", "Caf\u{E9}"), ("Outerx: y", "Outer"),
        ]
        for (reason, name) in cases {
            #expect(PODClassifier.reason(reason, isNestedIn: name) == reason.hasPrefix(name + ":"), "\(reason.debugDescription) \(name.debugDescription)")
        }
    }

    @Test func pathOrderIsByteOrder() {
        let paths = ["/a/b", "/a/b/c", "/a/bc", "/a/B", "", "/a/\u{E9}", "/a/z", "/a/b"]
        for lhs in paths {
            for rhs in paths {
                #expect(ProjectIndex.bytesPrecede(lhs, rhs) == Array(lhs.utf8).lexicographicallyPrecedes(Array(rhs.utf8)))
            }
        }
    }

    @Test func conformanceListsGroupParentsByName() {
        let lists = ConformanceLists(count: 4, edges: [(2, 0), (0, 1), (2, 3), (2, 1)])
        #expect(Array(lists.parents(of: 0)) == [1])
        #expect(lists.parents(of: 1).isEmpty)
        #expect(Array(lists.parents(of: 2)) == [0, 3, 1])
        #expect(lists.parents(of: 3).isEmpty)
        #expect(lists.parents(of: 7).isEmpty)
    }

    /// Wrapper results are cached by name: every spelling keeps its own reason.
    @Test func wrappedPropertiesKeepTheirSpelling() {
        let text = """
        struct W: View {
            @State var a = 0
            @SwiftUI.State var b = 0
            @Dependency(\\.x) var c
            @State var d = 1
            var body: some View { EmptyView() }
        }
        """
        let index = ProjectIndex(trees: [SyntaxTree.parse(SourceFile(path: "W.swift", text: text))])
        #expect(index.viewType(named: "W")?.storedProperties.map(\.pod) == [
            .nonPOD(reason: "@State"), .nonPOD(reason: "@SwiftUI.State"), .nonPOD(reason: "@Dependency"), .nonPOD(reason: "@State"),
        ])
        #expect(index.viewType(named: "W")?.pod == .nonPOD(reason: "W: @State"))
    }
}
