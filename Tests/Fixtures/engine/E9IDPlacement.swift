// docs/SWIFTUI-MODEL.md E9: `.id` placement decides whether `onAppear` repeats. Toggling `showRed`
// once: `onAppear` inside the id fires 2 times, outside it 1 time.
import SwiftUI

struct AppearInsideID: View {
    @State private var showRed = false

    var body: some View {
        Color.red
            .onAppear { print("appear") }
            .id(showRed)
    }
}

struct AppearOutsideID: View {
    @State private var showRed = false

    var body: some View {
        Color.red
            .id(showRed)
            .onAppear { print("appear") }
    }
}
