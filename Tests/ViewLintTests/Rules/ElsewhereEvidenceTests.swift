import Foundation
import Testing
import ViewLint
import ViewLintRules

/// Verdicts on code whose views are made somewhere the experiment does not run
/// (Tests/Fixtures/evidence/elsewhere, elsewhere-project): decided where a fact of Swift fixes
/// the erased type (a result builder that cannot choose), and otherwise open with a reason that
/// names where the code is made (a protocol's conformers, a parameter's callers, a copying
/// method's callers, a protocol's `body`, a representable's own code, a value held constant).
@Suite struct ElsewhereEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/elsewhere")
    typealias Pinned = PinnedEvidence

    static let pinned: [Pinned] = [
        // A builder whose every result is one `AnyView` and that has no `buildEither` or
        // `buildOptional`: what it builds has one static shape.
        Pinned(file: "ErasureByAResultBuilder.swift", line: 40, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "`details()` is built by `@DetailsBuilder`",
                      "has no `buildEither` or `buildOptional`", "it erases one type every time"]),
        // A builder that can choose: open, naming the methods that let it.
        Pinned(file: "ErasureByAResultBuilder.swift", line: 46, rule: "any_view", status: .inconclusive,
               says: ["`badge` is built by `@ChoiceBuilder`, whose code can choose between views (`buildEither`)"]),
        // A closure parameter of the builder, and the view it is stored in: the callers write
        // the closures, which the verdict assumes and names.
        Pinned(file: "ErasureByAResultBuilder.swift", line: 57, rule: "any_view", status: .refuted,
               says: ["what `@DetailsBuilder` builds of the closure passed for `details`",
                      "— assuming each call passes a closure written for `details`"]),
        Pinned(file: "ErasureByAResultBuilder.swift", line: 60, rule: "any_view", status: .refuted,
               says: ["each closure written for `details` is built by `@DetailsBuilder`",
                      "— assuming each call passes a closure written for `details`, or a function or parameter `@DetailsBuilder` builds too, not a closure made otherwise"]),
        // Declarations whose erasures are made elsewhere, said with where.
        Pinned(file: "ErasureMadeElsewhere.swift", line: 8, rule: "any_view", status: .inconclusive,
               says: ["`makeToolbar(compact:)` is a requirement of the protocol `ToolbarProvider`", "each conforming type's implementation"]),
        Pinned(file: "ErasureMadeElsewhere.swift", line: 23, rule: "any_view", status: .inconclusive,
               says: ["`toolbar` is a parameter: the views it erases are what `toolbarRow(_:)`'s callers pass (`provider.makeToolbar(compact: compact)` at line 19)"]),
        Pinned(file: "ErasureMadeElsewhere.swift", line: 35, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "`extension AnyView` adds to the type itself and erases nothing"]),
        // ErasureOfAGenericFunction.swift:16 and ErasureOfAnExistential.swift:15, :46 erase a
        // view a value of protocol type makes (an opened `any Card` given to a generic helper, a
        // held `any Poster`, a row of `[any Shelf]`): Swift types it `any View`, so the erasure is
        // forced and not reported (main reported them inconclusive, with help to drop it).
        // A run that never ran the flagged code again says what it hosted and held.
        Pinned(file: "HeldWhileHosted.swift", line: 15, rule: "any_view", status: .inconclusive,
               says: ["none of the changes the engine can make runs the code around the flagged site again — hosting `Palette.swatch` on a stand-in view; holding `Theme`, `accent` constant"]),
        // A method of the view returning a copy of it made from its own state: nothing enters
        // there that the construction starting the chain did not give (review s15).
        Pinned(file: "CopiedByOwnMethod.swift", line: 22, rule: "state_from_argument", status: .refuted,
               says: ["a static fact, not a run: `RemoteThumbnail.badge(_:)` makes the new `RemoteThumbnail` from this one's own `@State` `urls`"]),
    ]

    @Test func whereTheViewsAreMadeIsDecidedOrNamed() throws {
        Self.fixtures.expect(Self.pinned, in: try Self.fixtures.findings())
    }

    /// A project of several files: a `body` given by a protocol's extension, a closure a
    /// representable's own code calls, an erasure of a value the engine holds constant.
    @Test func aProjectsOtherFilesAreNamed() throws {
        let project = EvidenceFixtures("Tests/Fixtures/evidence/elsewhere-project")
        let names = try FileManager.default.contentsOfDirectory(atPath: project.root.path).filter { $0.hasSuffix(".swift") }.sorted()
        let findings = LintTestSupport.lint(names.map { ($0, project.text(of: $0)) }, confirm: true).findings
        project.expect([
            Pinned(file: "ShelfMenu.swift", line: 21, rule: "state_from_argument", status: .inconclusive,
                   says: ["`ShelfMenu.body` is not declared in this file: it comes from an extension of its protocol `AdaptiveView`"]),
            Pinned(file: "SlideShow.swift", line: 35, rule: "any_view", status: .inconclusive,
                   says: ["the flagged code is in the closure handed to `PageCarousel(…)` at line 33, a representable of the project",
                          "its own code, not a view's `body`, calls that closure"]),
            // SlideShow.swift:52 erases `base.face` with `base: any Slide`: forced, not reported.
            Pinned(file: "SlideShow.swift", line: 57, rule: "any_view", status: .refuted,
                   says: ["it erases the view it is called on"]),
        ], in: findings)
    }
}
