import ViewLint

/// The second half of the pinned mechanisms (EvidenceMechanismTests.pinned): reach through locals
/// and helpers, held values, rows and erasures, one fixture each in Tests/Fixtures/evidence.
extension EvidenceMechanismTests {
    static let morePinned: [Pinned] = [
        // Counted only in states the code can reach (review s7: mlem MarkdownWithLinkList:90,
        // :61; HomeAssistant ConnectionURLView:160): a count the code around the rows holds
        // stays held by every step, a slice of literal bounds keeps its count, and only the
        // kinds of edit the project's code makes are tried.
        Pinned(file: "RowsTheCodeCanReach.swift", line: 31, rule: "foreach_index_identity", status: .confirmed,
               says: ["another element 3 times (a move, the only edit that keeps `links[0 ..< 3]` at three elements)", "when `links.count > 3`"]),
        Pinned(file: "RowsTheCodeCanReach.swift", line: 36, rule: "foreach_index_identity", status: .confirmed,
               says: ["another element 7 times (an insert at the front, a delete and a move);", "assuming `links[3...]` starting with three elements"]),
        Pinned(file: "RowsTheCodeCanReach.swift", line: 42, rule: "foreach_index_identity", status: .confirmed,
               says: ["another element 3 times (a delete from the middle and a move, the edits that keep `links.count > 3` false)",
                      "when `links.count > 3` is false", "assuming `links` starting with three elements"]),
        Pinned(file: "RowsTheCodeCanReach.swift", line: 63, rule: "foreach_index_identity", status: .inconclusive,
               says: ["none keeps `links.count == 1` true", "not confirmed by any step"]),
        Pinned(file: "RowsTheCodeCanReach.swift", line: 84, rule: "foreach_index_identity", status: .confirmed,
               says: ["another element once (a delete from the middle, the only kind of edit of `macAddresses` in the project's code that moves an element)",
                      "with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        // Reached through a local view, a picker's options, a helper's parameter and `.animation()`.
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 11, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element once (a delete from the middle, the only kind of edit of", "with rows keyed by the elements' ids (each element appearing once): 0 times"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 29, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 48, rule: "closure_binding", status: .refuted,
               says: ["`ColorPicker` re-checks its binding on 10 of 10 updates", "with `$model.accent`: 0"]),
        Pinned(file: "ReachThroughLocalsAndHelpers.swift", line: 52, rule: "closure_binding", status: .refuted,
               says: ["`Toggle` re-checks its binding on 10 of 10 updates", "with `$model.isLocked`: 0"]),
        // An eraser wrapping only its receiver: one type at each use (a static fact).
        Pinned(file: "ErasureChoices.swift", line: 8, rule: "any_view", status: .refuted,
               says: ["whose type is fixed at each use"]),
        // A ternary on a state (one finding for the choice): the state is varied (not held),
        // the choice is counted.
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
               says: ["wraps a value of one type (a modifier chain on `Image`) each time the view is made"]),
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
               says: ["a static fact, not a run", "wraps a value of one type (a modifier chain on `Image`) each time the view is made"]),
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
        // There the new binding compares equal as written (rules 9, 25): said, not a count of 0.
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 30, rule: "closure_binding", status: .refuted,
               says: ["`NamePicker` compared equal to the last one on every update as written (changing `taps`)",
                      "assuming the `#if os(visionOS)` code is compiled"]),
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 35, rule: "closure_binding", status: .confirmed,
               says: ["0 of 10 on macOS 13 and earlier", "assuming the `#if os(macOS)` code is compiled"]),
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 53, rule: "closure_binding", status: .confirmed,
               says: ["with `$draft.heading`: 0 of 10 on iOS 17 / macOS 14 and later"]),
        // A getter reading through an observed object only: its fix is a projection of the object.
        Pinned(file: "BindingSemanticsByPlatform.swift", line: 71, rule: "closure_binding", status: .confirmed,
               says: ["(`sections` publishing a change); with a new `$sections.thatProperty`: 0 of 10 on iOS 17 / macOS 14 and later"]),
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
               says: ["3 times (an insert at the front, the only kind of edit of `chores` in the project's code that moves an element)"]),
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
               says: ["the rows use their position as data (`offset.isMultiple(of: 2)`) and no view of this project in them holds `@State` or `@StateObject`"]),
        Pinned(file: "RowsThatMeanTheirPosition.swift", line: 62, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the rows use their position as data (`chosen = i`)"]),
        // Rows with state of their own still lose it to another element; a position passed on is an address.
        Pinned(file: "RowsThatMeanTheirPosition.swift", line: 99, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `NoteRow`) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        // A member of a type the project does not declare, and a `let` reached through an element.
        Pinned(file: "RowsOfAMemberOnlyItsHolderChanges.swift", line: 13, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`locale.calendar.monthSymbols` is read through `Locale`'s `calendar`, and `Locale` is a type this project does not declare: the engine cannot read what changes its `calendar`"]),
        Pinned(file: "RowsOfAMemberOnlyItsHolderChanges.swift", line: 41, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times"]),
        Pinned(file: "RowsOfAMemberOnlyItsHolderChanges.swift", line: 43, rule: "foreach_index_identity", status: .refuted,
               says: ["`model.shelves[shelf].books` is a `let` of `Shelf`", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        // What the code does to the collection decides, not that it is a `var`: only at its end,
        // or mapped in order, moves no row; in place is not known; a new value is an assumption.
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 37, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact", "changes `ledgerEntries` only by appending to it: no element is inserted, removed or moved before another"]),
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 74, rule: "foreach_index_identity", status: .inconclusive,
               says: ["changes `tallies` only by removing elements from its end or emptying it and by replacing elements at their places"]),
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 108, rule: "foreach_index_identity", status: .refuted,
               says: ["changes `ballotOptions` only by mapping it in order"]),
        Pinned(file: "RowsEditedOnlyWhereTheyAre.swift", line: 129, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `HintCard`)",
                      "(every element replaced at once each time the view appears, as the code only stores whole new values: `dealtHints` starts as `[]` and is set only in `onAppear`, each time to a new `hints.shuffled()`)"]),
        // A view made in a button's action and handed to UIKit is never rebuilt by a body; handed
        // to a method that makes it a new hosting controller's root, it keeps its `entries`.
        Pinned(file: "ImpossibleParentChanges.swift", line: 104, rule: "foreach_index_identity", status: .refuted,
               says: ["`EntryList` is made only in actions, each time handed to `presenter.push(…)` in `EntriesScreen.body`"]),
        // A model's array only its making fills (a private method `init` calls, and the
        // `didSet` of a property only `init` sets): open handed in, fixed held by a
        // `@StateObject`; a public method setting that property runs the observer later.
        Pinned(file: "RowsOfAnArrayFilledWhileMade.swift", line: 44, rule: "foreach_index_identity", status: .refuted,
               says: ["`model.groups` is a `var` of `PasskeyPromptModel` set only while one is made",
                      "it changes only when another `PasskeyPromptModel` takes its place", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        Pinned(file: "RowsOfAnArrayFilledWhileMade.swift", line: 54, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`model` is a `@StateObject` holding one `PasskeyPromptModel` that nothing replaces",
                      "`groups` is set only while that object is made"]),
        Pinned(file: "RowsOfAnArrayFilledWhileMade.swift", line: 84, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "assuming `model.groups` starting with three elements"]),
        // A name the view makes itself, decided from what makes it.
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 16, rule: "foreach_index_identity", status: .refuted,
               says: ["`rules` (`server.rules`) is a `let` of `ServerRules`", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 30, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`initials` is made only from constants (`Weekdays.initials`)"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 42, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`badges` is the result of `badges(…)`, which the engine does not evaluate"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 58, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 3 times (an insert at the front, the only kind of edit of", "assuming `visibleDrafts` (`drafts`) starting with three elements"]),
        Pinned(file: "RowsOfANameTheViewMakes.swift", line: 72, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 7 times", "changing like a stored array when `showsHome`, `feeds` change"]),
        // A collection the engine edits as a stand-in is run only where the code shows its
        // elements can shift: edits by name, a helper's calls, what a row builds a level down.
        Pinned(file: "RowsOfAStandIn.swift", line: 20, rule: "foreach_index_identity", status: .inconclusive,
               says: ["changes collections kept as `plating` only by removing elements from its end or emptying it and by replacing elements at their places",
                      "`recipe.plating` otherwise changes only when `recipe` is another value"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 24, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 3 times (an insert at the front, the only kind of edit of `prepSteps` in the project's code that moves an element)", "assuming the project's code inserting, removing or moving elements of collections kept as `prepSteps`"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 28, rule: "foreach_index_identity", status: .refuted,
               says: ["no code in the project edits a collection kept as `pantryLabels`", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 64, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`titles` is a parameter of the private `grid(_:)`, and each of its 2 calls in this file passes a constant"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 73, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `PointsBadge`) while showing another element 3 times (an insert at the front, the only kind of edit of `scores`",
                      "assuming `scores` changing like a stored array, where `lines` is a parameter of `ranking(_:)` and the call at line 56 passes"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 103, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "is a `Calendar`'s `shortWeekdaySymbols`: seven weekday names, always in weekday order",
                      "assuming a calendar of seven-day weeks", "the view's calendar not changing while it is shown"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 116, rule: "foreach_index_identity", status: .inconclusive,
               says: ["the rows use their position as data (`offset.isMultiple(of: 2)` in `label`)"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 142, rule: "foreach_index_identity", status: .refuted,
               says: ["rows kept showing the element they were made for", "`.id(tabs.hashValue)` around them (line 136) makes every row anew whenever `tabs` changes"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 156, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        Pinned(file: "RowsOfAStandIn.swift", line: 186, rule: "foreach_index_identity", status: .confirmed,
               says: ["assuming `loader.messages(in: folder)` changing like a stored array when `folder` changes, the result of `messages(…)` for what it is given"]),
        // A menu's items keep no state and play no animation (model rule 53): refuted, unless
        // a project view in them holds state; a menu's label is laid out as views.
        Pinned(file: "RowsInAMenu.swift", line: 18, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are a `Menu`'s items, which SwiftUI shows as platform menu items"]),
        Pinned(file: "RowsInAMenu.swift", line: 34, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are a `.contextMenu`'s items"]),
        Pinned(file: "RowsInAMenu.swift", line: 51, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        Pinned(file: "RowsInAMenu.swift", line: 75, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `RatedPlaylistItem`) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        // A stored project view the rows show is in them too (not walked as a helper).
        Pinned(file: "RowsInAMenu.swift", line: 91, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `RatedPlaylistItem`) while showing another element 3 times"]),
        // A view made only as a new hosting controller's root keeps its one model: what the
        // model sets while it is made, and its elements' `let`s, never change; a view a SwiftUI
        // parent also builds may be given another model.
        Pinned(file: "RowsOfAHostedModel.swift", line: 38, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`model` is the one `LoginPromptModel` its one construction passes to `LoginPrompt`, made the root view of a new `UIHostingController` that is never given another",
                      "`promptLoginGroups` is set only while that object is made"]),
        Pinned(file: "RowsOfAHostedModel.swift", line: 39, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "and `groupedLogins` is a `let`"]),
        Pinned(file: "RowsOfAHostedModel.swift", line: 65, rule: "foreach_index_identity", status: .refuted,
               says: ["it changes only when another `LoginPromptModel` takes its place", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
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
               says: ["a row kept its identity (animations, transitions) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        // Through a helper: an alert's buttons when every use of the helper in the file is one.
        Pinned(file: "RowsInAnAlert.swift", line: 78, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the rows are an `.alert`'s actions (through `targetButtons`, which this file uses only there)"]),
        Pinned(file: "RowsInAnAlert.swift", line: 100, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        // An `.id` from the element on each row's view makes a row handed another element anew
        // (model rules 33–34): no state passes on, but inserts and moves still animate by
        // position, so open; not claimed for an `.id` of the position, nor with a task outside it.
        Pinned(file: "RowsWithTheirOwnID.swift", line: 27, rule: "foreach_index_identity", status: .inconclusive,
               says: ["each row's view is given `.id(track.id)` (line 29)", "so no state passes from one element to the next",
                      "how an insert or a move animates"]),
        Pinned(file: "RowsWithTheirOwnID.swift", line: 42, rule: "foreach_index_identity", status: .inconclusive,
               says: ["each row's view is given `.id(track.id)` (line 53, in `row`)"]),
        Pinned(file: "RowsWithTheirOwnID.swift", line: 63, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its `@State` (in `TrackRow`) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        Pinned(file: "RowsWithTheirOwnID.swift", line: 79, rule: "foreach_index_identity", status: .confirmed,
               says: ["a row kept its identity (animations, transitions) while showing another element 3 times (an insert at the front, the only kind of edit of"]),
        // The element read through the position (IcySky FullScreenMediaView: `.id(images[index])`).
        Pinned(file: "RowsWithTheirOwnID.swift", line: 97, rule: "foreach_index_identity", status: .inconclusive,
               says: ["each row's view is given `.id(tracks[index].id)` (line 99)", "so no state passes from one element to the next"]),
        // A member of an outer row's element whose `id` is a new `UUID()` each time one is made,
        // and which no code changes: fixed for the outer row's life. Not with an `id` passed in,
        // nor when code inserts into the member.
        Pinned(file: "RowsOfAFreshElement.swift", line: 15, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "the `ForEach` over `result.sections` around these rows, keyed by `\\.id`",
                      "a `let` that `Section` sets to a new `UUID()` whenever one is made",
                      "no code in the project changes a collection kept as `lines` after it is made"]),
        Pinned(file: "RowsOfAFreshElement.swift", line: 55, rule: "foreach_index_identity", status: .inconclusive,
               says: ["no code in the project edits a collection kept as `notes`"]),
        Pinned(file: "RowsOfAFreshElement.swift", line: 87, rule: "foreach_index_identity", status: .confirmed,
               says: ["while showing another element 3 times (an insert at the front, the only kind of edit of `tags`"]),
        // Two types named `Section` with an `id` each: the simple name does not say whose.
        Pinned(file: "RowsOfAnAmbiguousElement.swift", line: 12, rule: "foreach_index_identity", status: .refuted,
               says: ["no code in the project edits a collection kept as `lines`", "and then as a whole (no code inserts, deletes or moves its elements)", "holds state that would stay with its place"]),
        // Made only in actions and handed to a method that makes it a new hosting controller's
        // root: its argument is fixed for the shown view. Handed to one that keeps it: open.
        Pinned(file: "RowsOfAHostedView.swift", line: 33, rule: "foreach_index_identity", status: .refuted,
               says: ["a static fact, not a run", "`ChapterPicker` is made only in actions, each time handed to `router.push(…)` in `BookList.body`",
                      "the root view of a new `UIHostingController` and never gives that controller another",
                      "keeps the `chapters` it was made with"]),
        Pinned(file: "RowsOfAHostedView.swift", line: 65, rule: "foreach_index_identity", status: .inconclusive,
               says: ["`NotePicker` is made only in an action (in `BookList.body`) and handed on"]),
        // Review s9 #5: an `.id` that changes with the only state makes the flagged `Toggle` anew
        // on every update, so its first instance's counts end at once: the summary says the fix
        // spares nothing, never "0 of 10". Without the `.id`, the re-checks are counted.
        Pinned(file: "MadeAnewByIdentity.swift", line: 14, rule: "closure_binding", status: .refuted,
               says: ["the fix spares nothing: changing `redrawToken` gives a view above the flagged code a new identity, so it is made anew on 10 of 10 updates, with the fix too"]),
        // Flagged code on both sides of `if #available` alone: one side for the whole run (the
        // newer one), never flipped as a driver that makes the code anew. The older side refutes
        // too, so the verdict holds on either OS and names no clause.
        Pinned(file: "ChoiceOnAvailability.swift", line: 15, rule: "closure_binding", status: .refuted,
               says: ["(the parent passing a new `isSelected`; with a new `$session.thatProperty`: 0)"]),
        Pinned(file: "MadeAnewByIdentity.swift", line: 31, rule: "closure_binding", status: .refuted,
               says: ["`Toggle` re-checks its binding on 10 of 10 updates (changing `snoozeMinutes`; with `$remindsDaily`: 0)"]),
    ]
}
