import Foundation
import Testing
import ViewLint

/// How far the lowering follows the code around a site (Tests/Fixtures/evidence/reach): flagged
/// code inside an operator or a condition is evaluated where the code runs it; what the engine
/// cannot read below a counted modifier does not cloud a count it cannot change; a binding is
/// followed into the project's own `extension View` functions and `ViewModifier`s.
@Suite struct ReachEvidenceTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence/reach")

    static let pinned: [PinnedEvidence] = [
        // The read is the left side of `??`: made whenever the badge is built.
        .init(file: "ObjectReadInsideAnOperator.swift", line: 19, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `pairing` published", "`pairing.code` changing", "with `@StateObject`: 0 missed"]),
        // On the right of `??` it is made only when the title is nil: nothing is claimed.
        .init(file: "ObjectReadInsideAnOperator.swift", line: 33, rule: "object_ownership", status: .inconclusive,
              says: ["not built"]),
        // Read in a condition whose branches hold no flagged code: the condition still runs.
        .init(file: "ObjectReadInACondition.swift", line: 10, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `query` published", "when `isSearching`", "0 missed"]),
        .init(file: "ObjectReadInACondition.swift", line: 34, rule: "object_ownership", status: .confirmed,
              says: ["the view missed 5 of 5 changes `query` published", "hosting `ResultsCount.summary`, shown by `body`"]),
        // A model the engine cannot follow inside the row does not change that a new router
        // is made on every body run; the fix for an `@Observable` class is `@State`.
        .init(file: "EnvironmentObjectAboveUnknownContent.swift", line: 31, rule: "object_ownership", status: .confirmed,
              says: ["views below were handed a new `Router` on 10 of 10 updates", "(the parent passing a new `title`)",
                     "with a `@State` of the view handed on: 0 of 10"]),
        // Content the engine cannot read at all: whether anything receives the router is unknown.
        .init(file: "EnvironmentObjectAboveUnknownContent.swift", line: 46, rule: "object_ownership", status: .inconclusive,
              says: ["`Counter.content` is a view `Counter` stores as it is made, from what its constructions give"]),
        // A closure binding through an `extension View` function, lowered at the call, to a row
        // of the project's: the row's body runs on every update the caller makes.
        .init(file: "BindingIntoAProjectModifier.swift", line: 65, rule: "closure_binding", status: .confirmed,
              says: ["`SwitchRow.body` ran 10 of 10 updates", "(changing `query`)", "with `$setting.isEnabled`: 0 of 10"]),
        // The same function shape handing it to SwiftUI's `Toggle`: no view body runs (§3a).
        .init(file: "BindingIntoAProjectModifier.swift", line: 68, rule: "closure_binding", status: .refuted,
              says: ["no view body runs because of it", "`Toggle` re-checks its binding on 10 of 10 updates"]),
        // To a project `ViewModifier` keeping it in `@Binding`: its `body(content:)` runs like a
        // view's, directly and through the helper that applies it.
        .init(file: "BindingIntoAProjectModifier.swift", line: 71, rule: "closure_binding", status: .confirmed,
              says: ["`Confirming.body` ran 10 of 10 updates", "with `$setting.isEnabled`: 0 of 10"]),
        .init(file: "BindingIntoAProjectModifier.swift", line: 73, rule: "closure_binding", status: .confirmed,
              says: ["`Confirming.body` ran 10 of 10 updates", "with `$setting.isEnabled`: 0 of 10"]),
        // Overloads told apart only by type: not followed, and never "given to no view".
        .init(file: "OverloadedProjectModifier.swift", line: 47, rule: "closure_binding", status: .inconclusive,
              says: ["the binding is handed to `.recordingSize(into:)`, a modifier the engine does not follow"]),
        // A label no field has: the view's initializer stores it as `_singleSelection`.
        .init(file: "BindingThroughAnInitializer.swift", line: 27, rule: "closure_binding", status: .confirmed,
              says: ["`OptionPicker.body` ran 10 of 10 updates", "(changing `note`)", "with `$level`: 0 of 10"]),
        // A view from a package is no SwiftUI control: what a changed binding makes it do is unknown.
        .init(file: "PackageViewReceivingABinding.swift", line: 16, rule: "closure_binding", status: .inconclusive,
              says: ["`MarkdownEditor` comes from a package the engine cannot read"]),
        // SwiftUI's own `Stepper` re-checks it internally: no view body runs (§3a).
        .init(file: "PackageViewReceivingABinding.swift", line: 27, rule: "closure_binding", status: .refuted,
              says: ["no view body runs because of it", "`Stepper` re-checks its binding on 10 of 10 updates"]),
        // Handed on as one argument among others of a package type: named as from the package,
        // not "a value that is not a view" (Loop's `LuminareList`).
        .init(file: "PackageViewReceivingABinding.swift", line: 40, rule: "closure_binding", status: .inconclusive,
              says: ["`MarkdownOutline(…)`, from a package the engine cannot read"]),
        // Used inside a helper's `@ViewBuilder` closure: given to a view while `body` runs.
        .init(file: "HelperContentClosure.swift", line: 33, rule: "closure_binding", status: .confirmed,
              says: ["`TagQueryBox.body` ran 10 of 10 updates (changing `refreshes`)", "0 of 10"]),
        // The helper declared in an extension of the view: the same.
        .init(file: "HelperContentClosure.swift", line: 70, rule: "closure_binding", status: .confirmed,
              says: ["`TagQueryBox.body` ran 10 of 10 updates (changing `refreshes`)", "0 of 10"]),
        // A helper's `() -> Void` closure is an action: the binding is only written there.
        .init(file: "HelperContentClosure.swift", line: 54, rule: "closure_binding", status: .refuted,
              says: ["its 1 use only reads or writes `.wrappedValue`"]),
        // Built in a static function a model calls once: no update of the screen builds it again.
        .init(file: "StaticRowFactory.swift", line: 31, rule: "closure_binding", status: .inconclusive,
              says: ["the static `PreferenceScreen.makeRow(for:)`, which no `body` here calls"]),
        .init(file: "StaticRowFactory.swift", line: 22, rule: "foreach_index_identity", status: .inconclusive, says: []),
        .init(file: "StaticRowFactory.swift", line: 28, rule: "any_view", status: .inconclusive, says: []),
        // The erased view's own body runs are counted through the `AnyView`: the same either way.
        .init(file: "ErasedViewBodyRuns.swift", line: 19, rule: "any_view", status: .refuted,
              says: ["the erased type stayed the same"]),
        // Work behind a protocol (an existential, a generic view's model): whether it must finish is unknown.
        .init(file: "TaskBehindAProtocol.swift", line: 21, rule: "task_in_onappear", status: .inconclusive,
              says: ["`job.perform()`, a call through the protocol `SyncJob`", "(a save) is unknown"]),
        .init(file: "TaskBehindAProtocol.swift", line: 37, rule: "task_in_onappear", status: .inconclusive,
              says: ["`model.start()`, a call through `Model`, a type conforming to `SyncSheetModel`"]),
        // Named a load: the work belongs to the view, and the assumption is said.
        .init(file: "TaskBehindAProtocol.swift", line: 49, rule: "task_in_onappear", status: .confirmed,
              says: ["5 tasks were still running after the view went away 5 times", "belonging to the view"]),
        // `init` makes the observed object: a new one on every build of the view, as a default does.
        .init(file: "ObservedObjectMadeInInit.swift", line: 11, rule: "object_ownership", status: .confirmed,
              says: ["a new `RecipeDraft` replaced the one `draft` observed on 10 of 10 updates", "0 of 10",
                     "assuming the parent passing the same `title`"]),
        .init(file: "ObservedObjectMadeInInit.swift", line: 24, rule: "object_ownership", status: .confirmed,
              says: ["a new `RecipeDraft` replaced the one `note` observed on 10 of 10 updates, losing its changes to `title` since it was made from `title`",
                     "0 of 10"]),
    ]

    @Test func flaggedCodeIsEvaluatedWhereTheCodeRunsIt() throws {
        Self.fixtures.expect(Self.pinned, in: try Self.fixtures.findings())
    }

    /// The body runs of a view wrapped in `AnyView` are counted at the erasure: as many as
    /// with the `@ViewBuilder` equivalent, never 0 against 10.
    @Test func bodyRunsAreCountedThroughAnyView() throws {
        let finding = try #require(try Self.fixtures.findings().first { $0.path == "ErasedViewBodyRuns.swift" && $0.ruleID == "any_view" })
        let written = try #require(finding.evidence?.siteAsWritten), fixed = try #require(finding.evidence?.siteWithFix)
        #expect(written.bodyRuns == 10 && fixed.bodyRuns == 10, "\(written.bodyRuns) against \(fixed.bodyRuns)")
    }

    /// An object handed in through `init` is the caller's: not reported.
    @Test func anObjectPassedToInitIsNotReported() throws {
        let findings = try Self.fixtures.findings().filter { $0.path == "ObservedObjectMadeInInit.swift" }
        #expect(findings.map { Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) } == [11, 24])
    }
}
