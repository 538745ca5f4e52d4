import Testing
@testable import ViewLint

/// `SpareCapacity` adopts elements written into an empty array's reserved storage.
@Suite struct SpareCapacityTests {
    @Test func adoptsElementsWrittenInPlace() {
        var array: [Int32] = []
        array.reserveCapacity(10)
        let storage = SpareCapacity.of(&array)
        #expect(storage.count >= 10)
        for i in 0..<7 { (storage.baseAddress! + i).initialize(to: Int32(i * 3)) }
        array.append(contentsOf: SpareCapacity(written: storage, count: 7))
        #expect(array == [0, 3, 6, 9, 12, 15, 18])
        #expect(array.withUnsafeBufferPointer { $0.baseAddress } == UnsafePointer(storage.baseAddress))
    }

    @Test func fillsTheWholeCapacityOrNothing() {
        var full: [Int32] = []
        full.reserveCapacity(4)
        let storage = SpareCapacity.of(&full)
        for i in 0..<storage.count { (storage.baseAddress! + i).initialize(to: 1) }
        full.append(contentsOf: SpareCapacity(written: storage, count: storage.count))
        #expect(full.count == storage.count && full.allSatisfy { $0 == 1 })

        var none: [Int32] = []
        none.reserveCapacity(4)
        none.append(contentsOf: SpareCapacity(written: SpareCapacity.of(&none), count: 0))
        #expect(none.isEmpty)
        var unreserved: [Int32] = []
        unreserved.append(contentsOf: SpareCapacity(written: SpareCapacity.of(&unreserved), count: 0))
        #expect(unreserved.isEmpty)
    }
}
