// docs/SWIFTUI-MODEL.md E10: on an id change the new view appears before the old one disappears.
// Toggle once, then tear down: the log is "AFATDTDT"; with `.transition(.identity)` inside the
// id it is "AFDTATDT". (`print("A", toggle)` is logged as the values' concatenation with Bools as
// T/F, the compatibility tests' log convention.)
import SwiftUI

struct AppearOrder: View {
    @State private var toggle = false

    var body: some View {
        Color.red
            .onAppear { print("A", toggle) }
            .onDisappear { print("D", toggle) }
            .id(toggle)
    }
}

struct AppearOrderIdentityTransition: View {
    @State private var toggle = false

    var body: some View {
        Color.red
            .onAppear { print("A", toggle) }
            .onDisappear { print("D", toggle) }
            .transition(.identity)
            .id(toggle)
    }
}
