import SwiftUI
import XCTest

/// A test file: bindings built here exercise views, they are not view code.
final class ProfileViewTests: XCTestCase {
    func testToggle() {
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = true
        XCTAssertTrue(stored)
    }

    func testRow() {
        let row = MuteSwitch(isMuted: Binding(get: { true }, set: { _ in }))
        XCTAssertNotNil(row.body)
    }
}
