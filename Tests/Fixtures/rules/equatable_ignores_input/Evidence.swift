import SwiftUI

/// A view holding a String is compared with its own `==` (docs/SWIFTUI-MODEL.md rule 6): leaving
/// `headline` out means a new headline alone never reaches `body`.
struct StoryRow: View, Equatable {
    let storyID: Int
    let headline: String

    static func == (lhs: StoryRow, rhs: StoryRow) -> Bool {  // expect: equatable_ignores_input@17 confirmed
        lhs.storyID == rhs.storyID
    }

    var body: some View {
        Text(headline)
    }
}

/// Plain values only, so SwiftUI calls `==` only through the `.equatable()` below (rules 5, 7).
struct Thermometer: View, Equatable {
    let degrees: Int
    let unitSymbol: Int

    static func == (lhs: Thermometer, rhs: Thermometer) -> Bool {  // expect: equatable_ignores_input@17 confirmed
        lhs.degrees == rhs.degrees
    }

    var body: some View {
        Text(label)
    }

    private var label: String { "\(degrees)\(unitSymbol == 0 ? "°C" : "°F")" }
}

struct WeatherPanel: View {
    @State private var degrees = 20
    @State private var unitSymbol = 0

    var body: some View {
        Thermometer(degrees: degrees, unitSymbol: unitSymbol).equatable()
        Button("Switch units") { unitSymbol = 1 - unitSymbol }
    }
}

/// `==` reads the title only through its length: the engine cannot evaluate that, so whether a
/// new `subtitle` is called equal is left open.
struct Banner: View, Equatable {
    let title: String
    let subtitle: String

    static func == (lhs: Banner, rhs: Banner) -> Bool {  // expect: equatable_ignores_input@17 inconclusive
        lhs.title.count == rhs.title.count
    }

    var body: some View {
        VStack {
            Text(title)
            Text(subtitle)
        }
    }
}
