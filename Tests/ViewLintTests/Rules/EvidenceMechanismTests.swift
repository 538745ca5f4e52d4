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
               says: ["assuming `names` holding three elements when a new value replaces them", "0 times"]),
        // `==` over a computed property built by a `switch` over ranges is evaluated.
        Pinned(file: "EquatableOverRanges.swift", line: 31, rule: "unenforced_equatable", status: .confirmed,
               says: ["`BatteryGauge.body` ran 10 of 10 updates", "`percent` grows by 1 each update", "with `.equatable()`: 0 of 10"]),
        // A view holding a `String` is compared with its `==` already: refuted without a run.
        Pinned(file: "EquatableWithString.swift", line: 23, rule: "unenforced_equatable", status: .refuted,
               says: ["holds a `String`", "the fix changes nothing"]),
        // That `==` leaves out `visits`, which `body` shows: a new count alone never reaches it.
        Pinned(file: "EquatableWithString.swift", line: 9, rule: "equatable_ignores_input", status: .confirmed,
               says: ["`NameTag.body` ran 0 of 10 updates", "with `visits` compared in `==`: 10 of 10",
                      "(as `Lobby.body` passes `visits:` at EquatableWithString.swift:23)"]),
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
               says: ["change what the binding reads or writes; such a change may leave the bound value as it was, where a binding with a stable location would spare `RatingStars` an update, or change it, where `RatingStars` updates with either binding"]),
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
                      "with a new `$job.thatProperty`: 0"]),
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
               says: ["unconfirmed: the only changes the engine can make to this view's data (`settings`) change what the binding reads or writes"]),
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
               says: ["(10 times; `book.averages?[day]`, `average.first` changing)"]),
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
               says: ["a static fact, not a run", "of its 2 constructions, 1 passes one view type for `accessory` and the others do not pass it"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 10, rule: "any_view", status: .refuted,
               says: ["of its 2 constructions, 1 passes one view type for `accessory`"]),
        // No construction passes it: the summary does not count them as passing one.
        Pinned(file: "ErasureFromConstructions.swift", line: 94, rule: "any_view", status: .refuted,
               says: ["a static fact, not a run", "none of its 2 constructions passes `trailing` (an initializer without it, or its default)"]),
        // The parameter's default is an erasure too, made while the view is constructed.
        Pinned(file: "ErasureFromConstructions.swift", line: 96, column: 44, rule: "any_view", status: .inconclusive,
               says: ["runs in an initializer, which the engine does not run"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 96, column: 34, rule: "any_view", status: .refuted,
               says: ["none of its 2 constructions passes `trailing`"]),
        // Passed as a trailing closure to a builder parameter: counted as passing.
        Pinned(file: "ErasureFromConstructions.swift", line: 121, rule: "any_view", status: .refuted,
               says: ["each of its 2 constructions passes one view type for `content`"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 28, rule: "any_view", status: .inconclusive,
               says: ["`StatusRow(…)` at ErasureFromConstructions.swift:54 passes `isPremium ?…(Text(\"Free\"))`"]),
        // Passed on by a view that stores it too: decided by that view's constructions.
        Pinned(file: "ErasureFromConstructions.swift", line: 40, rule: "any_view", status: .refuted,
               says: ["its one construction passes one view type for `badge`"]),
        // One finding for the ternary's choice, at its first branch.
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
        Pinned(file: "RowsOfConstantArguments.swift", line: 70, rule: "foreach_index_identity", status: .refuted,
               says: ["`syllabus.topics` is a `let` of `Syllabus`", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        Pinned(file: "RowsOfConstantArguments.swift", line: 94, rule: "foreach_index_identity", status: .refuted,
               says: ["`model.shortNames` is computed only from what `MonthModel` keeps", "another `MonthModel` takes its place", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        Pinned(file: "RowsOfConstantArguments.swift", line: 116, rule: "foreach_index_identity", status: .refuted,
               says: ["`layout.cells` is a `let` of `GridLayout`", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        // Keyed by `\.self` where the experiment's premises fail: no `var` to edit and no row
        // writing through its binding (the edit claimed has no path: refuted), a computed id;
        // an id that is the value's hash keys rows exactly as `\.self` does.
        Pinned(file: "SelfKeyedRowsPremises.swift", line: 26, rule: "foreach_self_identity", status: .refuted,
               says: ["a static fact, not a run", "`Attachment` has only `let` fields and no row writes through `$attachment`, so no edit through a row changes its id",
                      "an element changes only when `attachments` is replaced"]),
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
        // `if #available(…), c`: flipping `c` decides only where the clause holds, named.
        Pinned(file: "ConditionJoinedToAvailability.swift", line: 12, rule: "conditional_modifier", status: .confirmed,
               says: ["assuming the app runs where `#available(iOS 17.0, macOS 14.0, *)` holds"]),
        // Restarted under its own `if let` through `eraseToAnyPublisher()` (never nil): never
        // flips; through `?.` it may store nil, so it stays open.
        Pinned(file: "StateRestartedThroughAnErasure.swift", line: 18, rule: "conditional_modifier", status: .refuted,
               says: ["a static fact, not a run", "its only writes, under `if let ticks`, store a value"]),
        Pinned(file: "StateRestartedThroughAnErasure.swift", line: 40, rule: "conditional_modifier", status: .inconclusive,
               says: ["at most once, and only if that write stores nil"]),
        // Rows over a member that keeps its holder's value: a `var` only `init` sets changes only
        // as a whole, with its holder (refuted in rows that hold no state, review s18 §3); one an
        // object held by a `@StateObject` computes from a `let` never changes (a static fact).
        Pinned(file: "RowsOfAMemberNothingWrites.swift", line: 22, rule: "foreach_index_identity", status: .refuted,
               says: ["`panel.moods` is a `var` of `MoodPanelState` set only while one is made", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        Pinned(file: "RowsOfAMemberNothingWrites.swift", line: 55, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`grid` is a `@StateObject` holding one `MonthGridModel` that nothing replaces",
                      "its rows never move"]),
        // A closure binding built inside a helper and given to what the helper builds is given to
        // a view: not refuted as "given to no view" (confirming it needs the helper followed).
        Pinned(file: "BindingBuiltInsideAHelper.swift", line: 15, rule: "closure_binding", status: .inconclusive,
               says: ["unconfirmed"]),
        // An unknown condition inside each row: the rows' identity is decided at the row.
        Pinned(file: "UnknownConditionInARow.swift", line: 10, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element once (a delete from the middle, the only kind of edit of", "with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        // A trailing closure is the argument for a closure-typed stored view: this one chooses
        // between two types, so the finding stays open (not "passes nothing").
        Pinned(file: "ErasureFromConstructions.swift", line: 65, rule: "any_view", status: .inconclusive,
               says: ["`EmptyState(…)` at ErasureFromConstructions.swift:84 passes `{ isOffline ?"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 67, rule: "any_view", status: .inconclusive,
               says: ["`EmptyState(…)` at ErasureFromConstructions.swift:84 passes"]),
        Pinned(file: "ErasureFromConstructions.swift", line: 85, rule: "any_view", status: .refuted,
               says: ["replaced the subtree as often", "(10 times; changing `isOffline`)"]),
        // An argument no construction in the project passes: nothing to assume a new one of.
        Pinned(file: "RowsOfAnUnbuiltView.swift", line: 10, rule: "foreach_index_identity", status: .inconclusive,
               says: ["no construction of `StepList` the engine can read passes `steps`"]),
        // A project view with a SwiftUI type's name: its constructions are not read, and the
        // summary says so rather than that there are none.
        Pinned(file: "RowsOfAnUnbuiltView.swift", line: 33, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`ActionSheet` has the name of a SwiftUI type, and the engine does not read constructions written `ActionSheet(…)`"]),
    ] + morePinned

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

    /// A binding refuted because its receiver is given a new array of non-`Equatable` elements
    /// is not told to project the binding: that changes nothing until the elements compare.
    @Test func aRebuiltArrayRefutationHelpsWithTheArray() throws {
        let finding = try #require(try Self.findings().first {
            $0.path.hasSuffix("RebuiltNonEquatableArrays.swift") && Self.fixtures.line(of: $0.range.lowerBound, in: $0.path) == 69
        })
        #expect(finding.evidence?.status == .refuted)
        #expect(finding.help?.contains("make `ShelfBook` `Equatable`") == true, "\(finding.help ?? "")")
        #expect(finding.help?.contains("with `$`") == false)
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
