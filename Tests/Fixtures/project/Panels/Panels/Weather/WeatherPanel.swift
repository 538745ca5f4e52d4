import SwiftUI

/// In both targets: its placeholder always erases a `Text`.
struct WeatherPanel: View {
    let forecast: [String]

    var body: some View {
        PanelFrame(placeholder: { AnyView(Text("No forecast yet")) }, lines: forecast)
    }
}
