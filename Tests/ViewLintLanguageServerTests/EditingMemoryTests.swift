import Testing
import ViewLint

/// An editing session must not grow with each change: the analysis session keeps one digest per
/// file, not one per text a buffer has held.
@Suite struct EditingMemoryTests {
    @Test func aBufferEditedManyTimesKeepsOneDigest() {
        let settings = AnalysisSettings(configuration: Configuration(), rules: BuiltInRules.all)
        let other = SourceFile(path: "Other.swift", text: "struct Other { var count = 0 }\n")
        let session = AnalysisSession(documents: [other], settings: settings)
        var counts: [Int] = []
        for edit in 0..<20 {
            session.setDocument("Typed.swift", bytes: Array("struct Typed\(edit) { let draft = \(edit) }\n".utf8))
            _ = session.analyze(["Typed.swift"])
            counts.append(session.memory.digests.count)
        }
        #expect(counts.allSatisfy { $0 == 2 }, "digests per edit: \(counts)")
        session.removeDocument("Typed.swift")
        _ = session.analyze(["Other.swift"])
        #expect(session.memory.digests.count == 1)
    }
}
