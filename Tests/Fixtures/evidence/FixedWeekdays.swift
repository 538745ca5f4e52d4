import SwiftUI

// Seven weekday symbols from a calendar, keyed by offset: the array never gains, loses or
// reorders elements while the view is on screen, so no insert can move a row's state.
struct WeekHeader: View {
    let calendar: Calendar

    var weekdaySymbols: [String] { calendar.shortWeekdaySymbols }

    var body: some View {
        HStack {
            ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                Text(symbol)
            }
        }
    }
}
