import Foundation
import Testing

/// A warm cache must give the same report as a cold run, engine evidence included.
@Suite(.serialized) struct CacheEvidenceEndToEndTests {
    @Test func warmCacheKeepsEvidence() throws {
        let root = try CLISnapshot.copyFixture("findings")
        let cache = try TemporaryDirectory()
        let arguments = ["lint", "--reporter", "json", "--cache-path", cache.path]
        let cold = try ViewLintProcess.run(arguments, in: root.path)
        let warm = try ViewLintProcess.run(arguments, in: root.path)
        #expect(cold.status == 0)
        // The AnyView is refuted by a run (its erased type never changes); the closure binding
        // to a built-in control by a static fact. Both must survive the cache.
        #expect(cold.stdout.contains("\"status\": \"refuted\""))
        #expect(cold.stdout.contains("a static fact, not a run: the binding goes to"))
        #expect(warm.stdout == cold.stdout)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: cache.path)).isEmpty, "the first run wrote the cache")
    }
}
