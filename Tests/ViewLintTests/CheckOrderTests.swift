import Testing
@testable import ViewLint

/// Files that see the project alike are checked together (so module facts are merged once per
/// point of view), whatever their paths.
@Suite struct CheckOrderTests {
    @Test func filesOfOneModuleImportingTheSameModulesGoTogether() {
        let names = ["A/1.swift", "B/1.swift", "A/2.swift", "B/2.swift", "A/3.swift"]
        let order = CheckOrder.grouped(names, membership: [[0], [1], [0], [1], [0]],
                                       imports: [["SwiftUI", "Core"], ["Core"], ["Core"], ["Core", "Foundation"], ["SwiftUI"]],
                                       moduleIDs: ["Core": [2]])
        // System modules do not tell files apart; a project module does.
        #expect(order == ["A/3.swift", "A/1.swift", "A/2.swift", "B/1.swift", "B/2.swift"])
    }

    @Test func everyFileIsCheckedOnce() {
        let names = (0 ..< 50).map { "F\($0).swift" }
        let order = CheckOrder.grouped(names, membership: names.indices.map { [Int32($0 % 3)] },
                                       imports: names.map { _ in [] }, moduleIDs: [:])
        #expect(order.sorted() == names.sorted())
    }
}
