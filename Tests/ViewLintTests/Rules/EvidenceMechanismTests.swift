import Foundation
import Testing
import ViewLint
import ViewLintRules

/// One fixture per mechanism of the evidence (Tests/Fixtures/evidence), each with its verdict and
/// numbers pinned: what the engine varied, what it held, and the counts at the flagged site.
/// The failure modes these guard against are listed in docs/EVIDENCE.md.
@Suite struct EvidenceMechanismTests {
    static let fixtures = EvidenceFixtures("Tests/Fixtures/evidence")
    typealias Pinned = PinnedEvidence

    static let pinned: [Pinned] = [
        // Counts belong to the instance: both fields are confirmed, each with its own fix.
        Pinned(file: "TwoInstancesOfOneChild.swift", line: 28, rule: "closure_binding", status: .confirmed,
               says: ["`LabeledField.body` ran 10 of 10 updates", "with `$profile.firstName`: 0 of 10"]),
        Pinned(file: "TwoInstancesOfOneChild.swift", line: 29, rule: "closure_binding", status: .confirmed,
               says: ["`LabeledField.body` ran 10 of 10 updates", "with `$profile.lastName`: 0 of 10"]),
        // An unknown condition above the site is held and named, with the assumed data.
        Pinned(file: "UnknownCondition.swift", line: 37, rule: "foreach_index_identity", status: .confirmed,
               says: ["when `mode == .add`", "assuming `entries` starting with three elements", "with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        Pinned(file: "UnknownGlobalCondition.swift", line: 29, rule: "closure_binding", status: .refuted,
               says: ["no view body runs because of it", "`Toggle` re-checks its binding on 10 of 10 updates", "when `Theme.current == .dark`"]),
        // A function's result is never an empty array: the data is an assumption, and named.
        Pinned(file: "UnknownGlobalCondition.swift", line: 31, rule: "foreach_index_identity", status: .confirmed,
               says: ["assuming `names` starting with three elements", "0 times"]),
        // `==` over a computed property built by a `switch` over ranges is evaluated.
        Pinned(file: "EquatableOverRanges.swift", line: 31, rule: "unenforced_equatable", status: .confirmed,
               says: ["`BatteryGauge.body` ran 10 of 10 updates", "`percent` grows by 1 each update", "with `.equatable()`: 0 of 10"]),
        // A view holding a `String` is compared with its `==` already: refuted without a run.
        Pinned(file: "EquatableWithString.swift", line: 23, rule: "unenforced_equatable", status: .refuted,
               says: ["holds a `String`", "the fix changes nothing"]),
        // An array of elements that are not `Equatable` is compared by its storage (rule 11):
        // built anew by the caller or by the child's `init`, it re-runs the child whatever the
        // binding; with `Equatable` elements the stable binding stops the re-runs.
        Pinned(file: "RebuiltNonEquatableArrays.swift", line: 69, rule: "closure_binding", status: .refuted,
               says: ["a static fact", "`ShelfPicker` is given a new `[ShelfBook]` as `books` on every update", "`ShelfBook` is not `Equatable`"]),
        Pinned(file: "RebuiltNonEquatableArrays.swift", line: 71, rule: "closure_binding", status: .confirmed,
               says: ["`ShelfLabelPicker.body` ran 10 of 10 updates", "with `$chosen`: 0 of 10"]),
        Pinned(file: "RebuiltNonEquatableArrays.swift", line: 72, rule: "closure_binding", status: .refuted,
               says: ["`ShelfRowsPicker` builds `rows`, a `[Row]`, in its `init` on every construction"]),
        Pinned(file: "RebuiltNonEquatableArrays.swift", line: 100, rule: "closure_binding", status: .refuted,
               says: ["`ShelfSectionList` is given a new `[ShelfBook]` as `content.sections` on every update"]),
        Pinned(file: "RebuiltNonEquatableArrays.swift", line: 129, rule: "closure_binding", status: .refuted,
               says: ["`ShelfDefaultsPicker` builds `starters`, a `[ShelfBook]`, as its default on every construction"]),
        // A built-in container is named as the view it is, not as a modifier.
        Pinned(file: "ContainerReceiverSpelling.swift", line: 11, rule: "closure_binding", status: .refuted,
               says: ["`DisclosureGroup` re-checks its binding on 10 of 10 updates"]),
        // Changes that only feed the binding test nothing: a built-in receiver is decided as a
        // fact of SwiftUI, a project view is left open with the reason.
        Pinned(file: "BoundValueOnlyChange.swift", line: 11, rule: "closure_binding", status: .refuted,
               says: ["a static fact", "the binding goes to `TabView`, built into SwiftUI", "no view body of yours runs because of it"]),
        Pinned(file: "BoundValueOnlyChange.swift", line: 39, rule: "closure_binding", status: .inconclusive,
               says: ["change what the binding reads or writes, so `RatingStars` updates with either binding"]),
        // A `let` part of a row of a constant list is constant too; a part of a `@State` is not.
        Pinned(file: "ConstantRowsThroughParents.swift", line: 31, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact", "passes `limits` as a constant", "its rows never move"]),
        Pinned(file: "ConstantRowsThroughParents.swift", line: 70, rule: "foreach_index_identity", status: .confirmed,
               says: ["with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        // A binding's `.wrappedValue` passes its value, not the binding: no view receives it.
        Pinned(file: "WrappedValuePassedOn.swift", line: 21, rule: "closure_binding", status: .refuted,
               says: ["the binding is given to no view", "only reads or writes `.wrappedValue`"]),
        // A computed binding used twice: its `.wrappedValue` passes a value; the binding's receiver
        // is the one given it, lowered where it stands even when the value's use comes first.
        Pinned(file: "BindingMemberUsedTwice.swift", line: 29, rule: "closure_binding", status: .refuted,
               says: ["no view body runs because of it", "`Slider` re-checks its binding on 10 of 10 updates"]),
        Pinned(file: "BindingMemberUsedTwice.swift", line: 45, rule: "closure_binding", status: .confirmed,
               says: ["`GainDial.body` ran 10 of 10 updates", "with `$settings.gain`: 0 of 10 on iOS 17 / macOS 14 and later"]),
        // Where no run follows the binding, the code decides what it can: SwiftUI's own views
        // only, or a helper that reads only its value; otherwise the reason says where it goes.
        Pinned(file: "BindingHandedOnUnfollowed.swift", line: 22, rule: "closure_binding", status: .refuted,
               says: ["a static fact, not a run", "the binding goes only to `NavigationLink`, built into SwiftUI"]),
        // A helper building a binding around it hands it on: its closures capture the flagged
        // one, so from iOS 17 on the control re-checks only when it changes (rule 9).
        Pinned(file: "BindingHandedOnUnfollowed.swift", line: 42, rule: "closure_binding", status: .refuted,
               says: ["no view body runs because of it", "`TextField` re-checks its binding on 10 of 10 updates on iOS 17 / macOS 14 and later",
                      "with a binding with a stable location: 0"]),
        Pinned(file: "BindingHandedOnUnfollowed.swift", line: 53, rule: "closure_binding", status: .refuted,
               says: ["`TextField` re-checks its binding on 10 of 10 updates"]),
        Pinned(file: "BindingHandedOnUnfollowed.swift", line: 69, rule: "closure_binding", status: .inconclusive,
               says: ["the binding is handed to `CopiesProxy(…)`, a value that is not a view"]),
        // A stored `AnyView` only initializers set, each to an erasure of a type fixed at each
        // construction (a generic parameter, `nil`, what a file-private initializer's callers
        // erase), or passed on from such a view: a static fact. A property a copy-and-modify
        // method also sets is not decided so.
        Pinned(file: "ErasureStoredByInitializers.swift", line: 9, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "`emptyState` is set only by the initializers in this file", "(`Empty`, or nothing)"]),
        Pinned(file: "ErasureStoredByInitializers.swift", line: 28, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "passes one view type for `emptyState`"]),
        Pinned(file: "ErasureStoredByInitializers.swift", line: 47, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "`content` is set only by the initializers in this file", "(`ShelfGrid`)"]),
        Pinned(file: "ErasureStoredByInitializers.swift", line: 49, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "(`ShelfGrid`)"]),
        Pinned(file: "ErasureStoredByInitializers.swift", line: 67, rule: "any_view", status: .inconclusive, says: ["`label`"]),
        Pinned(file: "ErasureStoredByInitializers.swift", line: 85, rule: "any_view", status: .inconclusive,
               says: ["`backdrop` is not set by an argument of `ShelfBackdrop(…)`: it starts as its default and `shuffle(…)` sets it again"]),
        // Erasures that are every result of a closure, chosen by an `if`: a conditional replaces
        // as often (a static fact); erasures in a static helper are left to its callers.
        Pinned(file: "ErasureChosenByBranches.swift", line: 14, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "each of the 2 results of this closure is an `AnyView`",
                      "the `@ViewBuilder` equivalent would replace the subtree on every switch between them as well"]),
        Pinned(file: "ErasureChosenByBranches.swift", line: 16, rule: "any_view", status: .refuted,
               says: ["each of the 2 results of this closure is an `AnyView`"]),
        Pinned(file: "ErasureChosenByBranches.swift", line: 41, rule: "any_view", status: .inconclusive,
               says: ["the erasure is made in the static `ReceiptList.rows(for:)`: which types it erases"]),
        // Results that erase a view whose type the code does not fix are no choice fact.
        Pinned(file: "ErasureChosenByBranches.swift", line: 69, rule: "any_view", status: .inconclusive,
               says: ["the engine cannot tell which view type is erased here"]),
        Pinned(file: "ErasureChosenByBranches.swift", line: 42, rule: "any_view", status: .inconclusive,
               says: ["the erasure is made in the static `ReceiptList.rows(for:)`"]),
        // An object made from `init`'s arguments loses nothing when it keeps no `var`.
        Pinned(file: "ObjectMadeFromInitArguments.swift", line: 24, rule: "object_ownership", status: .refuted,
               says: ["a static fact", "`PriceCaption` keeps no `var`", "replacing it loses nothing"]),
        Pinned(file: "ObjectMadeFromInitArguments.swift", line: 38, rule: "object_ownership", status: .confirmed,
               says: ["a new `PriceDraft` replaced the one `draft` observed on 10 of 10 updates", "losing its changes to `note` since it was made from `cents`"]),
        // What a replaced object loses is named: the `var`s it changed since it was made. Changed
        // only through what `init` sets up, or not at all, no loss is claimed; a superclass's
        // state is an assumption.
        Pinned(file: "WhatAReplacedObjectLoses.swift", line: 32, rule: "object_ownership", status: .confirmed,
               says: ["a new `ReadingDraft` replaced the one `draft` observed on 10 of 10 updates, losing its changes to `note` since it was made from `title`"]),
        Pinned(file: "WhatAReplacedObjectLoses.swift", line: 38, rule: "object_ownership", status: .inconclusive,
               says: ["`ReadingClock` itself changes `now` only in `init` (through what it sets up there from `ticks`)"]),
        Pinned(file: "WhatAReplacedObjectLoses.swift", line: 44, rule: "object_ownership", status: .inconclusive,
               says: ["`ReadingGreeting` keeps no state of its own that changes after `init`"]),
        Pinned(file: "WhatAReplacedObjectLoses.swift", line: 50, rule: "object_ownership", status: .confirmed,
               says: ["losing what it held", "assuming `ReadingShelf` keeping state of its own (`ReadingShelf` inherits from `ReadingBase`"]),
        // A control's re-check counts that differ by SwiftUI version say which versions they are of.
        Pinned(file: "ControlCountsByVersion.swift", line: 16, rule: "closure_binding", status: .refuted,
               says: ["`Toggle` re-checks its binding on 10 of 10 updates on iOS 17 / macOS 14 and later", "with `$prefs.compact`: 0"]),
        // A count from a driver that runs only on iOS 17 and later (an `@Observable` model) says so.
        Pinned(file: "ObservedModelDrivesAControl.swift", line: 20, rule: "closure_binding", status: .refuted,
               says: ["`Slider` re-checks its binding on 0 of 10 updates on iOS 17 / macOS 14 and later", "`preferences.chapters` changing"]),
        // Through a local constant to the child that receives it.
        Pinned(file: "BindingThroughALocal.swift", line: 17, rule: "closure_binding", status: .confirmed,
               says: ["`VolumeSlider.body` ran 10 of 10 updates (changing `title`)", "with `$level`: 0 of 10"]),
        // An ObservableObject re-runs the body on any publication; an @Observable model re-runs
        // it only for what the body reads, here only what the binding reads: nothing is claimed.
        Pinned(file: "ObservationKinds.swift", line: 31, rule: "closure_binding", status: .confirmed,
               says: ["`settings` publishing a change", "0 of 10"]),
        Pinned(file: "ObservationKinds.swift", line: 39, rule: "closure_binding", status: .inconclusive,
               says: ["unconfirmed: the only changes the engine can make to this view's data change what the binding reads or writes"]),
        // Two return paths erasing different types: the engine flips the model property that
        // chooses (a `Bool` with a known start), and both paths are judged by runs that built
        // them; a `@ViewBuilder` branch replaces the subtree as often.
        Pinned(file: "ErasureOnTwoPaths.swift", line: 19, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often", "(10 times; `preferences.showsPopover` changing)"]),
        Pinned(file: "ErasureOnTwoPaths.swift", line: 21, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often", "(10 times; `preferences.showsPopover` changing)"]),
        // The same with a `Bool` the model sets in `init`: unknown at first, then flipped.
        Pinned(file: "ErasureOnTwoPaths.swift", line: 43, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often", "`preferences.showsBadge` changing)"]),
        Pinned(file: "ErasureOnTwoPaths.swift", line: 45, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often", "`preferences.showsBadge` changing)"]),
        // The read that re-runs `body` is under `#if os(iOS)`: kept, and the assumption named.
        Pinned(file: "ReadUnderCompilationCondition.swift", line: 16, rule: "unstable_id", status: .confirmed,
               says: ["10 of 10 updates (`palette.background` changing); with no `.id`: 0",
                      "assuming the `#if os(iOS)` code is compiled"]),
        // A `guard let` on an unknown function result is neither present nor absent: flipped.
        Pinned(file: "ErasureAfterUnknownGuard.swift", line: 6, rule: "any_view", status: .refuted,
               says: ["whose type is fixed at each use"]),
        Pinned(file: "ErasureAfterUnknownGuard.swift", line: 24, rule: "any_view", status: .refuted,
               says: ["(10 times; `let average = book.averages?[day], let first = average.first` changing)"]),
        Pinned(file: "ErasureAfterUnknownGuard.swift", line: 26, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often"]),
        // One `AnyView(view)` wraps one static type: a stored default and an action's write are
        // never claimed; runs decide where they can; the static fact (named) where none can.
        Pinned(file: "ErasureOfOneType.swift", line: 7, rule: "any_view", status: .inconclusive,
               says: ["a stored property's default value"]),
        Pinned(file: "ErasureOfOneType.swift", line: 11, rule: "any_view", status: .refuted,
               says: ["the erased type stayed the same"]),
        Pinned(file: "ErasureOfOneType.swift", line: 14, rule: "any_view", status: .inconclusive,
               says: ["runs in an action closure"]),
        Pinned(file: "ErasureOfOneType.swift", line: 17, rule: "any_view", status: .refuted,
               says: ["the erased type stayed the same"]),
        Pinned(file: "ErasureOfOneType.swift", line: 29, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "always wraps the same type (`Text`…)"]),
        // A `@State` the view never writes after `init`: its rows never move (a static fact).
        Pinned(file: "RowsOfAnUnchangedState.swift", line: 14, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`sections` is a `@State` this view never changes after it is made"]),
        // A stored `AnyView` is what its constructions pass: one type each (a static fact over
        // the sites, the declaration and its initializer parameter), or a site that chooses.
        Pinned(file: "ErasureFromConstructions.swift", line: 8, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "each of its 2 constructions passes one view type for `accessory`"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 10, rule: "any_view", status: .refuted,
               says: ["each of its 2 constructions passes one view type for `accessory`"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 28, rule: "any_view", status: .inconclusive,
               says: ["`StatusRow(…)` at ErasureFromConstructions.swift:54 passes `isPremium ? AnyView"]),
        // Passed on by a view that stores it too: decided by that view's constructions.
        Pinned(file: "ErasureFromConstructions.swift", line: 40, rule: "any_view", status: .refuted,
               says: ["its one construction passes one view type for `badge`"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 54, rule: "any_view", status: .inconclusive,
               says: ["not built"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 54, rule: "any_view", status: .inconclusive,
               says: ["not built"]),
        // An argument every construction writes as an array literal never moves its rows (a
        // static fact over the sites); one also given a changing array is edited.
        Pinned(file: "RowsOfALiteralArgument.swift", line: 12, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "passes `steps` as a constant"]),
        // A whole argument is edited by its parent, under its own name: the run names that.
        Pinned(file: "RowsOfALiteralArgument.swift", line: 24, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times",
                      "assuming the parent passing a new `items` that may put other elements at the rows' places"]),
        // A count or a collection every construction passes as a constant (the count of a `let`
        // literal, an enum's `allCases`): rows never move, the count never changes.
        Pinned(file: "RowsOfConstantArguments.swift", line: 9, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "its one construction passes `rows` as a constant", "the row count never changes"]),
        Pinned(file: "RowsOfConstantArguments.swift", line: 36, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "its one construction passes `suits` as a constant"]),
        Pinned(file: "RowsOfConstantArguments.swift", line: 70, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`syllabus.topics` is a `let` of `Syllabus`"]),
        Pinned(file: "RowsOfConstantArguments.swift", line: 94, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`model.shortNames` is computed only from what `MonthModel` keeps", "another `MonthModel` takes its place"]),
        Pinned(file: "RowsOfConstantArguments.swift", line: 116, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`layout.cells` is a `let` of `GridLayout`"]),
        // Keyed by `\.self` where the experiment's premises fail: no `var` to edit, a computed id;
        // an id that is the value's hash keys rows exactly as `\.self` does.
        Pinned(file: "SelfKeyedRowsPremises.swift", line: 26, rule: "foreach_self_identity", status: .inconclusive,
               says: ["`Attachment` has only `let` fields and no row writes through `$attachment`", "an element changes only when `attachments` is replaced"]),
        Pinned(file: "SelfKeyedRowsPremises.swift", line: 57, rule: "foreach_self_identity", status: .inconclusive,
               says: ["`Chore.id` is computed"]),
        // Over the binding a project `DynamicProperty` wrapper projects: rows that write their
        // element are confirmed with the wrapper named; rows that only read it are left open.
        Pinned(file: "SelfKeyedRowsThroughAWrapper.swift", line: 37, rule: "foreach_self_identity", status: .confirmed,
               says: ["rows were given a new identity 3 times in 3 edits", "with rows keyed by a stable id: 0",
                      "assuming `@Saved` (a `DynamicProperty` whose `projectedValue` is a `Binding`) updating this view",
                      "it hands `$bookmark` to `BookmarkEditor`, which writes its binding or passes it on"]),
        Pinned(file: "SelfKeyedRowsThroughAWrapper.swift", line: 48, rule: "foreach_self_identity", status: .inconclusive,
               says: ["no row writes through `$bookmark`"]),
        Pinned(file: "SelfKeyedRowsPremises.swift", line: 92, rule: "foreach_self_identity", status: .refuted,
               says: ["a static fact, not a run", "`Sticker.id` is its `hashValue`", "the fix changes nothing"]),
        // Two specializations of one generic view, and a view an existential makes: the erased
        // type is not known, so "it stayed the same" is never claimed.
        Pinned(file: "ErasureOfUnknownTypes.swift", line: 28, rule: "any_view", status: .inconclusive,
               says: ["`Gauge` is a generic view"]),
        Pinned(file: "ErasureOfUnknownTypes.swift", line: 59, rule: "any_view", status: .inconclusive,
               says: ["the engine cannot tell which view type is erased here"]),
        // A conditional modifier's condition is flipped directly: the summary names that it is
        // assumed to change.
        Pinned(file: "ConditionFlipAssumed.swift", line: 12, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)", "assuming the parent passing another `isDraft` that flips the condition while the view is on screen"]),
        // Before flipping a condition, what the code can do to it: a member computed from a `let`
        // of a model a `@State` holds for the view's life never changes (a static fact); a
        // member a button clears and sets flips it.
        Pinned(file: "ConditionOnAHeldModel.swift", line: 30, rule: "conditional_modifier", status: .refuted,
               says: ["a static fact, not a run", "`entry` is a `@State` holding one `FeedEntry` that nothing replaces",
                      "`shareAddress` is computed only from what that object keeps"]),
        Pinned(file: "ConditionOnAHeldModel.swift", line: 39, rule: "conditional_modifier", status: .confirmed,
               says: ["flipped, the view was made anew (the condition set directly)", "changes while the view is on screen"]),
        // A private state seeded once: written only under its own `if let` with a value (never
        // flips), under it with a value the engine cannot read (at most once: open), only with
        // values or only `true` or only nil (once, and the summary says once), or both ways.
        Pinned(file: "StateSeededOnce.swift", line: 19, rule: "conditional_modifier", status: .refuted,
               says: ["a static fact, not a run", "its only writes, under `if let shownArtwork`, store a value"]),
        Pinned(file: "StateSeededOnce.swift", line: 40, rule: "conditional_modifier", status: .inconclusive,
               says: ["at most once, and only if that write stores nil"]),
        Pinned(file: "StateSeededOnce.swift", line: 56, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`initials` getting a value)", "with one view with a conditional modifier argument: never",
                      "every write stores a value, so it never turns nil again"]),
        Pinned(file: "StateSeededOnce.swift", line: 72, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`isLoaded` turning `true`)", "every write stores `true`, so it never turns back"]),
        Pinned(file: "StateSeededOnce.swift", line: 92, rule: "conditional_modifier", status: .confirmed,
               says: ["each of the 10 times `tip != nil` flipped, the view was made anew (the condition set directly)", "assuming `tip != nil` changes while the view is on screen"]),
        Pinned(file: "StateSeededOnce.swift", line: 109, rule: "conditional_modifier", status: .confirmed,
               says: ["made anew once (`note` turning nil)", "every write stores nil, so it never gets one again"]),
        // Rows over a member that keeps its holder's value: a `var` only `init` sets is open (the
        // holder may be replaced); one an object held by a `@StateObject` computes from a `let`
        // never changes (a static fact).
        Pinned(file: "RowsOfAMemberNothingWrites.swift", line: 22, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`panel.moods` is a `var` of `MoodPanelState` set only while one is made"]),
        Pinned(file: "RowsOfAMemberNothingWrites.swift", line: 55, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`grid` is a `@StateObject` holding one `MonthGridModel` that nothing replaces",
                      "its rows never move"]),
        // A closure binding built inside a helper and given to what the helper builds is given to
        // a view: not refuted as "given to no view" (confirming it needs the helper followed).
        Pinned(file: "BindingBuiltInsideAHelper.swift", line: 15, rule: "closure_binding", status: .inconclusive,
               says: ["unconfirmed"]),
        // An unknown condition inside each row: the rows' identity is decided at the row.
        Pinned(file: "UnknownConditionInARow.swift", line: 10, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        // A trailing closure is the argument for a closure-typed stored view: this one chooses
        // between two types, so the finding stays open (not "passes nothing").
        Pinned(file: "ErasureFromConstructions.swift", line: 65, rule: "any_view", status: .inconclusive,
               says: ["`EmptyState(…)` at ErasureFromConstructions.swift:84 passes `{ isOffline ?"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 67, rule: "any_view", status: .inconclusive,
               says: ["`EmptyState(…)` at ErasureFromConstructions.swift:84 passes"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 85, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often", "(10 times; changing `isOffline`)"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 85, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often"]),
        // Reached through a local view, a picker's options, a helper's parameter and `.animation()`.
        // An argument no construction in the project passes: nothing to assume a new one of.
        Pinned(file: "RowsOfAnUnbuiltView.swift", line: 10, rule: "foreach_index_identity", status: .inconclusive,
               says: ["no construction of `StepList` the engine can read passes `steps`"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 11, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 29, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 46, rule: "closure_binding", status: .refuted,
               says: ["`ColorPicker` re-checks its binding on 10 of 10 updates", "with `$model.accent`: 0"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 50, rule: "closure_binding", status: .refuted,
               says: ["`Toggle` re-checks its binding on 10 of 10 updates", "with `$model.isLocked`: 0"]),
        // An eraser wrapping only its receiver: one type at each use (a static fact).
        Pinned(file: "ErasureChoices.swift", line: 8, rule: "any_view", status: .refuted,
               says: ["whose type is fixed at each use"]),
        // A ternary on a state (one finding per side): the state is varied (not held), the
        // choice is counted.
        Pinned(file: "ErasureChoices.swift", line: 23, rule: "any_view", status: .refuted,
               says: ["(10 times; changing `isHovering`)"]),
        Pinned(file: "ErasureChoices.swift", line: 23, rule: "any_view", status: .refuted,
               says: ["(10 times; changing `isHovering`)"]),
        // Both sides of a `guard` in a helper are built, chosen by a condition the engine names.
        Pinned(file: "ErasureChoices.swift", line: 30, rule: "any_view", status: .refuted,
               says: ["(10 times; `board.isEmpty` changing)", "hosting `ChoreHeader.introduction()`"]),
        Pinned(file: "ErasureChoices.swift", line: 33, rule: "any_view", status: .refuted,
               says: ["(10 times; `board.isEmpty` changing)"]),
        // Erasures whose types the caller fixes (a generic parameter, a view the initializer
        // builds) never change for a view: static facts. A choice or an existential is not claimed.
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 4, rule: "any_view", status: .refuted,
               says: ["whose type is fixed at each use"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 16, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "every `AnyView` this initializer makes wraps a value of a type fixed at each call (`First`, `Second`)"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 23, rule: "foreach_index_identity", status: .refuted,
               says: ["passes `pages` as a constant"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 32, rule: "any_view", status: .refuted,
               says: ["`label` is set only by the initializers in this file", "(`Label`)"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 45, rule: "any_view", status: .refuted,
               says: ["`icon` is set only by the initializers in this file", "(`Image`)"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 66, rule: "any_view", status: .inconclusive, says: ["unconfirmed"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 92, rule: "any_view", status: .refuted,
               says: ["wraps a value of one type (`Image`) each time the view is made"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 105, rule: "any_view", status: .inconclusive, says: ["unconfirmed"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 137, rule: "any_view", status: .refuted,
               says: ["it erases the view it is called on"]),
        // A `map` closure runs while the body builds: each element erases one function's type.
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 148, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "always wraps the same type (the `some View` `tile(…)` returns)"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 157, rule: "any_view", status: .inconclusive, says: ["unconfirmed"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 161, rule: "foreach_index_identity", status: .inconclusive,
               says: ["unconfirmed"]),
        // A parameter's property declared `Image`, modified and erased in an initializer: one type;
        // the same through a property declared `any View`: not claimed.
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 189, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "wraps a value of one type (`Image`) each time the view is made"]),
        Pinned(file: "ErasureFixedAtConstruction.swift", line: 206, rule: "any_view", status: .inconclusive, says: ["unconfirmed"]),
        // The one erasure of a generic modifier, in the closure it puts in the environment: the
        // type each call fixes; two erasures there are the closure's choice, not this fact.
        Pinned(file: "ErasureInAGenericFunctionsClosure.swift", line: 29, column: 24, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "this `AnyView` is the only erasure `badgeContent` makes",
                      "a type fixed at each call of it (`Content`)", "SwiftUI still builds them to count their views"]),
        Pinned(file: "ErasureInAGenericFunctionsClosure.swift", line: 40, column: 24, rule: "any_view", status: .refuted,
               says: ["each of the 2 results of this closure is an `AnyView`"]),
        Pinned(file: "ErasureInAGenericFunctionsClosure.swift", line: 42, column: 24, rule: "any_view", status: .refuted,
               says: ["each of the 2 results of this closure is an `AnyView`"]),
        Pinned(file: "ErasureInAGenericFunctionsClosure.swift", line: 52, column: 45, rule: "any_view", status: .inconclusive,
               says: ["unconfirmed"]),
        // A private erased view set again with the same modifiers on the same non-generic root:
        // one type whatever is set; another modifier is another type, not claimed.
        Pinned(file: "ErasureSetAgainAlike.swift", line: 7, column: 36, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "`background` is private, and each of the 2 values this file gives it",
                      "the same modifiers on `LinearGradient(…)`"]),
        Pinned(file: "ErasureSetAgainAlike.swift", line: 32, column: 36, rule: "any_view", status: .inconclusive,
               says: ["whether each value erases the same type is not decided"]),
        // A sibling closure calling the view's method captures `self`: the row runs anyway.
        Pinned(file: "ClosureCallingAMethod.swift", line: 20, rule: "closure_binding", status: .refuted,
               says: ["`CounterRow.body` ran no more often than with `$value`", "at most 10 of 10 updates either way"]),
        // Two closure bindings to one view: each measured with the other fixed in both runs, so
        // neither hides the other's cost.
        Pinned(file: "TwoClosureBindingsToOneView.swift", line: 18, rule: "closure_binding", status: .confirmed,
               says: ["`RangeSliders.body` ran 10 of 10 updates with the other closure binding to `RangeSliders` fixed too (changing `resets`)",
                      "with `$lower`: 0 of 10"]),
        Pinned(file: "TwoClosureBindingsToOneView.swift", line: 19, rule: "closure_binding", status: .confirmed,
               says: ["with the other closure binding to `RangeSliders` fixed too", "with `$upper`: 0 of 10"]),
        // `self` holds its `@Environment` values: the getter changes with them on every version,
        // so no version is named.
        Pinned(file: "EnvironmentInCapturedSelf.swift", line: 14, rule: "closure_binding", status: .confirmed,
               says: ["(the environment value of `colorScheme` changing); with `$score`: 0 of 10"]),
        // Code compiled only for visionOS never has the pre-iOS 17 binding comparison; code for
        // macOS names macOS versions; an object projection is stable from iOS 17 / macOS 14 on.
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 30, rule: "closure_binding", status: .refuted,
               says: ["`NamePicker.body` ran no more often", "assuming the `#if os(visionOS)` code is compiled"]),
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 35, rule: "closure_binding", status: .confirmed,
               says: ["0 of 10 on macOS 13 and earlier", "assuming the `#if os(macOS)` code is compiled"]),
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 53, rule: "closure_binding", status: .confirmed,
               says: ["with `$draft.heading`: 0 of 10 on iOS 17 / macOS 14 and later"]),
        // A getter reading through an observed object only: its fix is a projection of the object.
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 71, rule: "closure_binding", status: .confirmed,
               says: ["(`sections` publishing a change); with a binding with a stable location: 0 of 10 on iOS 17 / macOS 14 and later"]),
        // `#if os(watchOS)` around the declarations, not inside a body: watchOS versions.
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 89, rule: "closure_binding", status: .confirmed,
               says: ["with `$volume.level`: 0 of 10 on watchOS 10 and later"]),
        // The row key is made beside the value shown: an edit that keeps the row is not assumed.
        Pinned(file: "RowKeyBesideShownValue.swift", line: 20, rule: "state_from_argument", status: .inconclusive,
               says: ["the rows are keyed by `\\.key`, made beside `tile.bookmark`", "an edit of that makes a new row with fresh state"]),
        // The work writes only to an environment object, which outlives the sheet: no harm is
        // claimed (the cancellation wording is pinned on TaskWorkKeptOutsideTheView's own model).
        Pinned(file: "TaskWithoutCancellationCheck.swift", line: 21, rule: "task_in_onappear", status: .inconclusive,
               says: ["the task's work goes only to `settings`, which `SyncSheet` is given and which outlives it"]),
        // Seven symbols from a calendar keyed by offset: whichever calendar the parent passes,
        // its weekday names come in weekday order, so no row moves (the assumption named).
        Pinned(file: "FixedWeekdays.swift", line: 12, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`weekdaySymbols` (`calendar.shortWeekdaySymbols`) is a `Calendar`'s `shortWeekdaySymbols`",
                      "assuming a calendar of seven-day weeks", "the view's calendar not changing while it is shown"]),
        // A parent whose body runs once per view never builds its child again, and a field the
        // child's own `init()` computes is passed by no parent: neither is a driver.
        Pinned(file: "ImpossibleParentChanges.swift", line: 15, rule: "object_ownership", status: .refuted,
               says: ["a static fact", "`MetronomeScreen` is built only in `ToolsMenu.body`", "runs once per view"]),
        Pinned(file: "ImpossibleParentChanges.swift", line: 27, rule: "object_ownership", status: .refuted,
               says: ["a static fact", "`DayScreen` is built only in `ToolsMenu.body`"]),
        Pinned(file: "ImpossibleParentChanges.swift", line: 62, rule: "object_ownership", status: .confirmed,
               says: ["replaced the one `stopwatch` observed on 10 of 10 updates", "(the parent's body running again)"]),
        // A private state array changed only by putting elements back where they were: no
        // insert, delete or move is claimed; one that also grows is still confirmed.
        Pinned(file: "RowsReplacedInPlace.swift", line: 21, rule: "foreach_index_identity", status: .inconclusive,
               says: ["changes only by replacing elements where they are (`chores[index] = chore`)"]),
        Pinned(file: "RowsReplacedInPlace.swift", line: 38, rule: "foreach_index_identity", status: .confirmed,
               says: ["an insert at the front, a delete and a move"]),
        // Each write keeps the element at its place (a member changed, or the element with the
        // same `id` put back where `firstIndex(where:)` found it): refuted; matched by a title,
        // the element put back may be another one.
        Pinned(file: "RowsReplacedInPlace.swift", line: 53, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "putting back the element with the same `id` where `firstIndex(where:)` found it",
                      "each row keeps showing the element it was made for"]),
        Pinned(file: "RowsReplacedInPlace.swift", line: 73, rule: "foreach_index_identity", status: .inconclusive,
               says: ["changes only by replacing elements where they are (`chores[index] = renamed`)"]),
        // A body that runs once passes each argument once, whatever the expression.
        Pinned(file: "ImpossibleParentChanges.swift", line: 87, rule: "object_ownership", status: .refuted,
               says: ["a static fact", "`ChimeScreen` is built only in `ToolsMenu.body`"]),
        // Rows over `0..<xs.count` that read no element: the evidence is the row count SwiftUI keeps.
        Pinned(file: "RowsThatMeanTheirPosition.swift", line: 13, rule: "foreach_index_identity", status: .confirmed,
               says: ["SwiftUI kept the first row count on 3 of 3 updates", "with `id: \\.self`: 0 of 3", "going from 3 to 4, 2 and 5 elements"]),
        // Stateless rows that use their position as data may mean it: not confirmed through edits.
        Pinned(file: "RowsThatMeanTheirPosition.swift", line: 38, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the rows use their position as data (`offset.isMultiple(of: 2)`) and no view of this project in them holds `@State`"]),
        Pinned(file: "RowsThatMeanTheirPosition.swift", line: 62, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the rows use their position as data (`chosen = i`)"]),
        // Rows with state of their own still lose it to another element; a position passed on is an address.
        Pinned(file: "RowsThatMeanTheirPosition.swift", line: 99, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `NoteRow`) while showing another element 7 times"]),
        // A member of a type the project does not declare, and a `let` reached through an element.
        Pinned(file: "RowsOfAMemberOnlyItsHolderChanges.swift", line: 13, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`locale.calendar.monthSymbols` is a member of `Locale`, a type this project does not declare"]),
        Pinned(file: "RowsOfAMemberOnlyItsHolderChanges.swift", line: 41, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times"]),
        Pinned(file: "RowsOfAMemberOnlyItsHolderChanges.swift", line: 43, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`model.shelves[shelf].books` is a `let` of `Shelf`"]),
        // What the code does to the collection decides, not that it is a `var`: only at its end,
        // or mapped in order, moves no row; in place is not known; a new value is an assumption.
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 37, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact", "changes `ledgerEntries` only by appending to it: no element is inserted, removed or moved before another"]),
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 74, rule: "foreach_index_identity", status: .inconclusive,
               says: ["changes `tallies` only by removing elements from its end or emptying it and by replacing elements at their places"]),
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 108, rule: "foreach_index_identity", status: .refuted,
               says: ["changes `ballotOptions` only by mapping it in order"]),
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 129, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `HintCard`)", "assuming each new `dealtHints` the code stores may put other elements at the rows' places (as an insert, a delete or a move does)"]),
        // A view made in a button's action and handed to UIKit is never rebuilt by a body.
        Pinned(file: "ImpossibleParentChanges.swift", line: 104, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`EntryList` is made only in an action (in `EntriesScreen.body`)"]),
        // A model's array only its making fills (a private method `init` calls, and the
        // `didSet` of a property only `init` sets): open handed in, fixed held by a
        // `@StateObject`; a public method setting that property runs the observer later.
        Pinned(file: "RowsOfAnArrayFilledWhileMade.swift", line: 44, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`model.groups` is a `var` of `PasskeyPromptModel` set only while one is made",
                      "it changes only when another `PasskeyPromptModel` takes its place"]),
        Pinned(file: "RowsOfAnArrayFilledWhileMade.swift", line: 54, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`model` is a `@StateObject` holding one `PasskeyPromptModel` that nothing replaces",
                      "`groups` is set only while that object is made"]),
        Pinned(file: "RowsOfAnArrayFilledWhileMade.swift", line: 84, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "assuming `model.groups` starting with three elements"]),
        // A name the view makes itself, decided from what makes it.
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 16, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`rules` (`server.rules`) is a `let` of `ServerRules`"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 30, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`initials` is made only from constants (`Weekdays.initials`)"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 42, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`badges` is the result of `badges(…)`, which the engine does not evaluate"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 58, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "assuming `visibleDrafts` (`drafts`) starting with three elements"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 72, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "changing like a stored array when `showsHome`, `feeds` change"]),
        // A collection the engine edits as a stand-in is run only where the code shows its
        // elements can shift: edits by name, a helper's calls, what a row builds a level down.
        Pinned(file: "RowsOfAStandIn.swift", line: 20, rule: "foreach_index_identity", status: .inconclusive,
               says: ["changes collections kept as `plating` only by removing elements from its end or emptying it and by replacing elements at their places",
                      "`recipe.plating` otherwise changes only when `recipe` is another value"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 24, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "assuming the project's code inserting, removing or moving elements of collections kept as `prepSteps`"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 28, rule: "foreach_index_identity", status: .inconclusive,
               says: ["no code in the project edits a collection kept as `pantryLabels`"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 64, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`titles` is a parameter of the private `grid(_:)`, and each of its 2 calls in this file passes a constant"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 73, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `PointsBadge`) while showing another element 7 times",
                      "assuming `scores` changing like a stored array, where `lines` is a parameter of `ranking(_:)` and the call at line 56 passes"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 103, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "is a `Calendar`'s `shortWeekdaySymbols`: seven weekday names, always in weekday order",
                      "assuming a calendar of seven-day weeks", "the view's calendar not changing while it is shown"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 116, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the rows use their position as data (`offset.isMultiple(of: 2)` in `label`)"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 142, rule: "foreach_index_identity", status: .refuted,
               says: ["rows kept showing the element they were made for", "`.id(tabs.hashValue)` around them (line 136) makes every row anew whenever `tabs` changes"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 156, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 7 times"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 186, rule: "foreach_index_identity", status: .confirmed,
               says: ["assuming `loader.messages(in: folder)` changing like a stored array when `folder` changes, the result of `messages(…)` for what it is given"]),
        // A menu's items keep no state and play no animation (model rule 53): refuted, unless
        // a project view in them holds state; a menu's label is laid out as views.
        Pinned(file: "RowsInAMenu.swift", line: 18, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are a `Menu`'s items, which SwiftUI shows as platform menu items"]),
        Pinned(file: "RowsInAMenu.swift", line: 34, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are a `.contextMenu`'s items"]),
        Pinned(file: "RowsInAMenu.swift", line: 51, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 7 times"]),
        Pinned(file: "RowsInAMenu.swift", line: 75, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `RatedPlaylistItem`) while showing another element 7 times"]),
        // A view made only as a new hosting controller's root keeps its one model: what the
        // model sets while it is made, and its elements' `let`s, never change; a view a SwiftUI
        // parent also builds may be given another model.
        Pinned(file: "RowsOfAHostedModel.swift", line: 38, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`model` is the one `LoginPromptModel` its one construction passes to `LoginPrompt`, made the root view of a new `UIHostingController` that is never given another",
                      "`promptLoginGroups` is set only while that object is made"]),
        Pinned(file: "RowsOfAHostedModel.swift", line: 39, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "and `groupedLogins` is a `let`"]),
        Pinned(file: "RowsOfAHostedModel.swift", line: 65, rule: "foreach_index_identity", status: .inconclusive,
               says: ["it changes only when another `LoginPromptModel` takes its place"]),
        // A private method returning an enum case's kept member, split by a constant: the same
        // on every run, naming the method it assumes gives the same result; one over a state is open.
        Pinned(file: "RowsOfAFixedHelper.swift", line: 33, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows count the result of `columns()`, a private method of `BookShelfPicker`",
                      "made only of constants, an enum case and what that case keeps",
                      "assuming what `shelfTitles` reads of `BookShelfSettings` not changing while the view is shown",
                      "`splitInto(…)` giving the same result for the same input"]),
        Pinned(file: "RowsOfAFixedHelper.swift", line: 52, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the rows count the result of `columns(…)`, which the engine does not evaluate"]),
        // Rows an action builds from a `let` into a view for a new hosting controller never
        // change; given another root view later, the site stays open.
        Pinned(file: "RowsBuiltInAnAction.swift", line: 28, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "a value the action hands only to a new `UIHostingController(rootView:)` and never replaces",
                      "`all` is a `let`"]),
        Pinned(file: "RowsBuiltInAnAction.swift", line: 47, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the flagged code runs in an action closure"]),
        // An alert's or a confirmation dialog's actions are platform alert buttons (model rule
        // 53): refuted like menu items, but not rows of text fields, which keep what is typed.
        Pinned(file: "RowsInAnAlert.swift", line: 21, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are an `.alert`'s actions, which SwiftUI shows as platform alert buttons"]),
        Pinned(file: "RowsInAnAlert.swift", line: 41, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are a `.confirmationDialog`'s actions"]),
        Pinned(file: "RowsInAnAlert.swift", line: 57, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 7 times"]),
        // Through a helper: an alert's buttons when every use of the helper in the file is one.
        Pinned(file: "RowsInAnAlert.swift", line: 78, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are an `.alert`'s actions (through `targetButtons`, which this file uses only there)"]),
        Pinned(file: "RowsInAnAlert.swift", line: 100, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 7 times"]),
        // An `.id` from the element on each row's view makes a row handed another element anew
        // (model rules 33–34): no state passes on, but inserts and moves still animate by
        // position, so open; not claimed for an `.id` of the position, nor with a task outside it.
        Pinned(file: "RowsWithTheirOwnID.swift", line: 27, rule: "foreach_index_identity", status: .inconclusive,
               says: ["each row's view is given `.id(track.id)` (line 29)", "so no state passes from one element to the next",
                      "how an insert or a move animates"]),
        Pinned(file: "RowsWithTheirOwnID.swift", line: 42, rule: "foreach_index_identity", status: .inconclusive,
               says: ["each row's view is given `.id(track.id)` (line 53, in `row`)"]),
        Pinned(file: "RowsWithTheirOwnID.swift", line: 63, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `TrackRow`) while showing another element 7 times"]),
        Pinned(file: "RowsWithTheirOwnID.swift", line: 79, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 7 times"]),
    ]

    static func findings() throws -> [Finding] { try fixtures.findings() }

    /// `Header(…)` inside `MatchBoard` is `MatchBoard.Header` though another file (listed
    /// first) declares a private `Header`: its one construction passes a constant.
    @Test func aNestedViewIsWhatItsOuterTypeBuilds() throws {
        let nested = EvidenceFixtures("Tests/Fixtures/evidence/nested")
        let files = ["AHeader.swift", "MatchBoard.swift"].map { ($0, nested.text(of: $0)) }
        let rows = LintTestSupport.lint(files, confirm: true).findings.filter { $0.ruleID == "foreach_index_identity" }
        #expect(rows.count == 1)
        #expect(rows.first?.path == "MatchBoard.swift")
        #expect(rows.first?.evidence?.status == .refuted)
        #expect(rows.first?.evidence?.summary.contains("its one construction passes `teams` as a constant") == true,
                "\(rows.first?.evidence?.summary ?? "-")")
    }

    @Test func everyMechanismKeepsItsVerdictAndNumbers() throws {
        // Nothing else is reported in these files: each mechanism is its finding.
        Self.fixtures.expect(Self.pinned, in: try Self.findings())
    }

    /// A confirmation true under both binding behaviours names no version (the environment
    /// value `self` holds changes the getter on iOS 17 too).
    @Test func aConfirmationTrueOnEveryVersionNamesNone() throws {
        let finding = try Self.findings().first { $0.path.hasSuffix("EnvironmentInCapturedSelf.swift") }
        let summary = try #require(finding?.evidence?.summary)
        #expect(!summary.contains(" and earlier") && !summary.contains(" and later"), "\(summary)")
    }

    /// A refutation's message says what was found: an `id` that is the value's hash, not a
    /// collection that never changes.
    @Test func aHashValueIDIsWhatTheMessageSays() throws {
        let finding = try #require(try Self.findings().first {
            $0.path.hasSuffix("SelfKeyedRowsPremises.swift") && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 92
        })
        #expect(finding.message.contains("the elements' `id` is their hash too"))
        #expect(!finding.message.contains("never changes"))
        // And the help does not offer the fix that changes nothing.
        #expect(finding.help?.contains("stored `id`") == true)
        #expect(finding.help?.contains("Drop `id:") == false)
    }

    /// Menu rows refuted as menu items say so, not that their collection never changes.
    @Test func menuRowsSayTheyAreMenuItems() throws {
        let finding = try #require(try Self.findings().first {
            $0.path.hasSuffix("RowsInAMenu.swift") && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 18
        })
        #expect(finding.message.contains("they are platform menu items"), "\(finding.message)")
        #expect(!finding.message.contains("never move"))
    }

    /// Alert rows refuted as alert buttons say so, not that they are menu items.
    @Test func alertRowsSayTheyAreAlertButtons() throws {
        let finding = try #require(try Self.findings().first {
            $0.path.hasSuffix("RowsInAnAlert.swift") && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 21
        })
        #expect(finding.message.contains("they are platform alert buttons"), "\(finding.message)")
        #expect(!finding.message.contains("menu items"))
    }

    /// Never a refutation that rests on a branch the engine did not take or a count of zero.
    @Test func noRefutationRestsOnUnexercisedCode() throws {
        for finding in try Self.findings() where finding.evidence?.status == .refuted {
            #expect(finding.evidence?.summary.contains("0 of 0") == false, "\(finding.path): \(finding.evidence!.summary)")
        }
    }

    /// A nested view's bare name (`Row(…)` for `SpeedChart.Row`) reaches it only inside its outer
    /// type: a `Row(…)` of another type in a file that never names `SpeedChart` is not one of its
    /// constructions, so the constant the one real construction passes still decides.
    @Test func aNestedViewsConstructionsAreOnlyWhereItsNameReaches() {
        let chart = """
            import SwiftUI

            struct SpeedChart: View {
                var body: some View {
                    VStack {
                        Row(values: [1, 2, 3])
                    }
                }
            }

            extension SpeedChart {
                struct Row: View {
                    let values: [Int]
                    var body: some View {
                        HStack {
                            ForEach(Array(values.enumerated()), id: \\.offset) { index, value in
                                Text("\\(index): \\(value)")
                            }
                        }
                    }
                }
            }
            """
        let debug = """
            import SwiftUI

            struct Row: View {
                let title: String
                init(named title: String) { self.title = title }
                var body: some View { Text(title) }
            }

            struct DebugList: View {
                var body: some View {
                    List { Row(named: "cache") }
                }
            }
            """
        let findings = LintTestSupport.lint([("Chart.swift", chart), ("Debug.swift", debug)], confirm: true).findings
        let rows = findings.first { $0.ruleID == "foreach_index_identity" && $0.path == "Chart.swift" }
        #expect(rows?.evidence?.status == .refuted, "\(rows?.evidence?.summary ?? "-")")
        #expect(rows?.evidence?.summary.contains("its one construction passes `values` as a constant") == true)
    }
}
