import Foundation
import Testing
@testable import ViewLint

/// `viewlint simulate` on Swift sources in Tests/Fixtures/engine reproduces the documented
/// SwiftUI experiments (docs/SWIFTUI-MODEL.md §2) with their numbers, through the built executable.
@Suite struct SimulateEndToEndTests {
    static let folder = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/engine"

    /// Runs `viewlint simulate FILE --view VIEW … --reporter json` and parses the document.
    func simulate(_ file: String, _ view: String, _ extra: [String]) throws -> JSONValue {
        let output = try ViewLintProcess.run(["simulate", file, "--view", view] + extra + ["--reporter", "json"], in: Self.folder)
        #expect(output.status == 0, "\(output.stderr)")
        return try TestJSONParser.parse(output.stdout)
    }

    func count(_ document: JSONValue, _ type: String, _ counter: String) -> Int? {
        guard case .int(let n)? = lookup(document, ["counts", "per_type", type, counter]) else { return nil }
        return n
    }

    func log(_ document: JSONValue) -> String {
        guard case .array(let entries)? = lookup(document, ["log"]) else { return "" }
        return entries.map { if case .string(let s) = $0 { return s }; return "?" }.joined()
    }

    @Test func e1ManualBindingReRunsNestedOnEveryFlip() throws {
        let flips = ["--action", "toggle ContentView.value1", "--updates", "10"]
        let manual = try simulate("E1ManualBinding.swift", "ContentView", flips)
        #expect(count(manual, "Nested", "body_evaluations") == 11)  // first render + 10 flips
        #expect(lookup(manual, ["complete"]) == .bool(true))
        for semantics in ["pre17", "v17plus"] {
            let stable = try simulate("E1ManualBinding.swift", "StableContentView",
                                      ["--action", "toggle StableContentView.value1", "--updates", "10", "--semantics", semantics])
            #expect(count(stable, "Nested", "body_evaluations") == 1)  // first render only
            #expect(count(stable, "StableContentView", "body_evaluations") == 11)
        }
    }

    @Test func e9IDPlacementDecidesWhetherOnAppearRepeats() throws {
        let inside = try simulate("E9IDPlacement.swift", "AppearInsideID", ["--action", "toggle AppearInsideID.showRed"])
        #expect(count(inside, "Color", "appearances") == 2)
        let outside = try simulate("E9IDPlacement.swift", "AppearOutsideID", ["--action", "toggle AppearOutsideID.showRed"])
        #expect(count(outside, "Color", "appearances") == 1)
    }

    @Test func e10NewAppearsBeforeOldDisappears() throws {
        let plain = try simulate("E10AppearOrder.swift", "AppearOrder", ["--action", "toggle AppearOrder.toggle", "--teardown"])
        #expect(log(plain) == "AFATDTDT")
        let identity = try simulate("E10AppearOrder.swift", "AppearOrderIdentityTransition",
                                    ["--action", "toggle AppearOrderIdentityTransition.toggle", "--teardown"])
        #expect(log(identity) == "AFDTATDT")
    }

    @Test func e12EquatableWithPODContent() throws {
        let twice = ["--updates", "2"]
        let plain = try simulate("E12EquatableView.swift", "NumberWrapper", ["--action", "increment NumberWrapper.count=2"] + twice)
        #expect(count(plain, "NumberView", "body_evaluations") == 3)
        let equatable = try simulate("E12EquatableView.swift", "EquatableNumberWrapper",
                                     ["--action", "increment EquatableNumberWrapper.count=2"] + twice)
        #expect(count(equatable, "EquatableNumberView", "body_evaluations") == 1)
    }

    @Test func e16BranchResetsStateAnInertModifierDoesNot() throws {
        let flips = ["--updates", "4"]
        let branched = try simulate("E16InertModifier.swift", "BranchedFade", ["--action", "toggle BranchedFade.faded"] + flips)
        #expect(count(branched, "Counter", "state_destructions") == 4)  // two identities: every flip resets
        #expect(count(branched, "Counter", "state_allocations") == 5)
        let inert = try simulate("E16InertModifier.swift", "InertFade", ["--action", "toggle InertFade.faded"] + flips)
        #expect(count(inert, "Counter", "state_destructions") == 0)  // one identity
        #expect(count(inert, "Counter", "body_evaluations") == 1)
    }

    @Test func textOutputUsesPrintChangesVocabulary() throws {
        let output = try ViewLintProcess.run(["simulate", "E1ManualBinding.swift", "--view", "ContentView",
                                              "--action", "toggle ContentView.value1", "--updates", "2"], in: Self.folder)
        #expect(output.stdout.contains("ContentView: _value1 changed."))
        #expect(output.stdout.contains("Nested: @self changed."))
        #expect(output.stdout.contains("Nested: body ran 3 (2 after the first render)"))
    }

    @Test func usageErrors() throws {
        let noView = try ViewLintProcess.run(["simulate", "E1ManualBinding.swift"], in: Self.folder)
        #expect(noView.status == 2)
        let badAction = try ViewLintProcess.run(["simulate", "E1ManualBinding.swift", "--view", "ContentView", "--action", "flip x"], in: Self.folder)
        #expect(badAction.status == 2 && badAction.stderr.contains("unknown action 'flip x'"))
        let unknownView = try ViewLintProcess.run(["simulate", "E1ManualBinding.swift", "--view", "Nope"], in: Self.folder)
        #expect(unknownView.status == 2 && unknownView.stderr.contains("no view type `Nope`"))
    }

    /// An action that cannot run is an error naming what is wrong, never a dropped write
    /// followed by counts as if it had run.
    @Test func actionsThatDoNotFitAreErrors() throws {
        func run(_ action: String) throws -> ViewLintProcess.Output {
            try ViewLintProcess.run(["simulate", "E1ManualBinding.swift", "--view", "ContentView", "--action", action], in: Self.folder)
        }
        let unknownProperty = try run("toggle ContentView.nope")
        #expect(unknownProperty.status == 2 && unknownProperty.stderr.contains("`ContentView` has no property `nope`"), "\(unknownProperty.stderr)")
        #expect(unknownProperty.stdout.isEmpty)
        let unknownType = try run("toggle Elsewhere.value1")
        #expect(unknownType.status == 2 && unknownType.stderr.contains("no view or model `Elsewhere`"), "\(unknownType.stderr)")
        let wrongKind = try run("increment ContentView.value1")
        #expect(wrongKind.status == 2 && wrongKind.stderr.contains("`increment` needs a number, but `ContentView.value1` holds Bool"), "\(wrongKind.stderr)")
        let wrongValue = try run("set ContentView.value1=\"yes\"")
        #expect(wrongValue.status == 2 && wrongValue.stderr.contains("gives `ContentView.value1` a String, but it holds Bool"), "\(wrongValue.stderr)")
        #expect(try run("set ContentView.value1=true").status == 0)
    }

    /// The closure binding's experiment replayed by hand on the bundled example app: each
    /// update of `SettingsView` re-runs `AppearanceToggle.body`.
    @Test func theClosureBindingExperimentReplaysOnTheBundledExample() throws {
        let example = ConfigurationTests.repositoryRoot + "/Tests/Fixtures/Examples/HabitTracker"
        let document = try simulate(example, "SettingsView", ["--action", "toggle SettingsView.showsAbout", "--updates", "10"])
        #expect(count(document, "AppearanceToggle", "body_evaluations") == 11)  // first render + 10 updates
        #expect(lookup(document, ["definite"]) == .bool(true))
    }

    @Test func debugEngineShowsTheFirstRender() throws {
        let output = try ViewLintProcess.run(["debug", "engine", "E12EquatableView.swift", "--view", "NumberWrapper"], in: Self.folder)
        #expect(output.status == 0)
        #expect(output.stdout.contains("NumberWrapper: @self, @identity, _count changed."))
        #expect(output.stdout.contains("  NumberView [POD]"))
        #expect(output.stdout.contains("body: NumberView"))
    }
}
