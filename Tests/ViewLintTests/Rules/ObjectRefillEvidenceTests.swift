import Testing
import ViewLint
import ViewLintRules

/// What a replaced object gets back from what its `init` subscribes to
/// (Tests/Fixtures/evidence/object-refills): a shared `@Published` or a key-value observing
/// publisher sends its current value, so what the subscription sets comes back (at once, or
/// after a queue hop: a moment of defaults); what else the object changed is lost; a write the
/// subscription makes only under a condition does not follow the source.
@Suite struct ObjectRefillEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/object-refills")
    static let rules = LintTestSupport.allRules.filter { type(of: $0.rule).description.id == "object_ownership" }
    static let file = "WhatInitGivesBack.swift"

    static let pinned: [PinnedEvidence] = [
        PinnedEvidence(file: file, line: 78, rule: "object_ownership", status: .confirmed,
                       says: ["each new one showing their defaults for a moment: `total` and `unread` come back only after a queue hop (a new one's `init` subscribes to `Library.shared.$books`, which sends its current value)",
                              "assuming only that subscription setting `total` and `unread`"]),
        PinnedEvidence(file: file, line: 84, rule: "object_ownership", status: .confirmed,
                       says: ["losing its changes to `picked` since it was made from `genre`; `books` comes back at once"]),
        PinnedEvidence(file: file, line: 95, rule: "object_ownership", status: .confirmed,
                       says: ["losing its changes to `showsPlayer` since it was made from `genre`"]),
        PinnedEvidence(file: file, line: 103, rule: "object_ownership", status: .refuted,
                       says: ["a new `ReachabilityBadge` starts with what the old one had: `isReachable` comes back at once (a new one's `init` subscribes to key-value observing of `reachability.isReachable`, which sends its current value)",
                              "assuming only that subscription setting `isReachable` and the parent passing the same `reachability`"]),
        // Keeps only `let`s set straight from `init`'s arguments: the same objects again.
        PinnedEvidence(file: file, line: 133, rule: "object_ownership", status: .refuted,
                       says: ["`LibraryBox` keeps only `library`, set straight from its `init`'s arguments: a new one made from the same arguments holds the same objects, so replacing it loses nothing — assuming `library` is the same each time"]),
    ]

    @Test func whatInitGivesBackIsNotCalledLost() throws {
        Self.fixtures.expect(Self.pinned + [
            // TCA's `ViewStore` from its package reads the store it is made from.
            PinnedEvidence(file: "ViewStoreFromPackage.swift", line: 7, rule: "object_ownership", status: .refuted,
                           says: ["a `ViewStore` holds none of the state it shows: a new one made from `store` reads the store's current state as it is made",
                                  "assuming the parent passing the same `store`"]),
        ], in: try Self.fixtures.findings(rules: Self.rules))
    }

    /// An environment object refuted without a run: the views below do get a new one on every
    /// run of the body, and the message says so rather than that no update handed one.
    @Test func anEnvironmentObjectRefutedByItsFactsSaysItIsHandedAnew() throws {
        let findings = try Self.fixtures.findings(rules: Self.rules)
        let box = try #require(findings.first { $0.path == Self.file && $0.evidence?.summary.contains("`LibraryBox` keeps only") == true })
        #expect(box.message == "This environment object is made in `body`: views below get a new one on every run of it, but the object keeps nothing a new one would not have")
    }

    /// The facts themselves: the source, the hop, and the writes that follow it.
    @Test func refillsReadTheSubscriptionInInit() {
        let source = """
            final class Model: ObservableObject {
                @Published var a = 0
                @Published var b = 0
                @Published var c = 0
                @Published var d = 0
                @Published var e: Int?
                @Published var f = 0
                private var bag: Set<AnyCancellable> = []
                init(store: Store) {
                    Store.shared.$items.receive(on: DispatchQueue.main).sink { [weak self] in self?.a = $0.count }.store(in: &bag)
                    Store.shared.$items.sink { [weak self] in self?.b = $0.count; self?.c = $0.count }.store(in: &bag)
                    store.events.sink { [weak self] in self?.d = $0 }.store(in: &bag)
                    Store.shared.$first.sink { [weak self] value in
                        if let value { self?.fill(value) } else { self?.e = nil }
                        if value == 3 { self?.f = 3 }
                    }.store(in: &bag)
                }
                func fill(_ value: Int) { e = value }
                func reset() { c = 0 }
            }
            """
        let model = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Model.swift", text: source))])
        #expect(model.initRefill("a", ofClass: "Model")?.source == "Store.shared.$items")
        #expect(model.initRefill("a", ofClass: "Model")?.afterHop == true)
        #expect(model.initRefill("b", ofClass: "Model")?.source == "Store.shared.$items")
        #expect(model.initRefill("b", ofClass: "Model")?.afterHop == false)
        // Written again by a method: not only the subscription's.
        #expect(model.initRefill("c", ofClass: "Model") == nil)
        // A publisher that need not send a current value.
        #expect(model.initRefill("d", ofClass: "Model") == nil)
        // Under `if let` of what arrived, through a method only the subscription calls: it
        // follows the source; under another condition it does not.
        #expect(model.initRefill("e", ofClass: "Model")?.source == "Store.shared.$first")
        #expect(model.initRefill("f", ofClass: "Model") == nil)
    }
}
