import Testing
@testable import ViewLint

/// Values: POD-ness (docs/SWIFTUI-MODEL.md rule 5), key-path projection and writes through `$x.a`,
/// `$x[i]`, `$set[contains: k]`, and the short locals list.
@Suite struct EngineValueTests {
    @Test func podValues() {
        #expect(Value.int(1).isPOD)
        #expect(Value.fresh(.uuid, 3).isPOD)
        #expect(Value.record(["a": .bool(true), "b": .double(1)]).isPOD)
        #expect(!Value.record(["a": .string("x")]).isPOD)
        #expect(!Value.string("x").isPOD)
        #expect(!Value.array([]).isPOD)
        #expect(!Value.object(1).isPOD)
    }

    @Test func projectionsReadThroughKeyPaths() {
        let record = Value.record(["name": .string("a"), "tags": .array([.string("x"), .string("y")])])
        #expect(record.projected(by: .member("name")) == .string("a"))
        #expect(record.projected(by: .member("tags")).projected(by: .index(1)) == .string("y"))
        #expect(record.projected(by: .member("tags")).projected(by: .index(9)) == .none)
        #expect(Value.array([.int(1)]).projected(by: .contains(.int(1))) == .bool(true))
        #expect(Value.array([.int(1)]).projected(by: .contains(.int(2))) == .bool(false))
    }

    @Test func writesThroughKeyPaths() {
        let record = Value.record(["name": .string("a"), "tags": .array([.string("x")])])
        let renamed = record.setting([PathComponent.member("name")][...], to: .string("b"))
        #expect(renamed.projected(by: .member("name")) == .string("b"))
        let retagged = record.setting([PathComponent.member("tags"), .index(0)][...], to: .string("z"))
        #expect(retagged.projected(by: .member("tags")) == .array([.string("z")]))
        let set = Value.array([.int(1)])
        #expect(set.setting([PathComponent.contains(.int(2))][...], to: .bool(true)) == .array([.int(1), .int(2)]))
        #expect(set.setting([PathComponent.contains(.int(1))][...], to: .bool(false)) == .array([]))
        #expect(set.setting([PathComponent.index(5)][...], to: .int(0)) == set)
    }

    @Test func descriptionsAreDeterministic() {
        #expect(Value.record(["b": .int(2), "a": .bool(true)]).description == "{a: true, b: 2}")
        #expect(Value.array([.string("x"), .none]).description == "[\"x\", nil]")
    }

    @Test func boxKeysListValuesAsInterpolationDoes() {
        // Binding boxes are cached by these keys: the text must stay what `"\(array)"` gave.
        let values: [Value] = [.string("a, b"), .none, .array([.int(1), .symbol("x", 2)]),
                               .record(["k": .bool(true)]), .closure(ClosureValue(site: "s", contextSerial: 3, captures: [.int(1)]))]
        let path: [PathComponent] = [.member("items"), .index(2), .contains(.string("x"))]
        #expect(Runtime.listed(values) == "\(values)")
        #expect(Runtime.listed(path) == "\(path)")
        #expect(Runtime.listed([Value]()) == "\([Value]())")
        #expect(Runtime.listed([Value.int(7)]) == "\([Value.int(7)])")
    }

    @Test func localsKeepTheLatestBindingPerName() {
        var locals: Locals = ["item": .int(1)]
        locals["item"] = .int(2)
        locals["$old"] = .int(0)
        #expect(locals["item"] == .int(2))
        var captured: [Value] = []
        locals.appendValuesByName(to: &captured)
        #expect(captured == [.int(0), .int(2)], "in name order")
        let one: Locals = ["row": .int(4)]
        captured = [.bool(true)]
        one.appendValuesByName(to: &captured)
        #expect(captured == [.bool(true), .int(4)], "after what the captures already hold")
        locals["item"] = nil
        #expect(locals["item"] == nil)
        #expect(!locals.isEmpty)
    }
}
