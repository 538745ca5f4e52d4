import SwiftUI

enum ControlsSetting {
    case immediately, onTap
}

enum ViewerSettings {
    static var showControls: ControlsSetting = .onTap
}

// `init` writes one of two literals on a setting the arguments do not decide: the side that
// differs from the default is dropped whenever the setting takes it. A choice whose two sides
// are the default itself shows the same either way.
struct PhotoViewer: View {
    @State private var controlOpacity: Double = 1
    @State private var zoom: Double = 1
    let name: String

    init(name: String) {
        self.name = name
        self.controlOpacity = ViewerSettings.showControls == .immediately ? 1 : 0
        self.zoom = ViewerSettings.showControls == .immediately ? 1.0 : 1
    }

    var body: some View {
        Text(name)
            .scaleEffect(zoom)
            .overlay(Text("Close").opacity(controlOpacity))
    }
}

struct Gallery: View {
    @State private var selected = "first"

    var body: some View {
        VStack {
            PhotoViewer(name: selected)
            Button("Next") { selected += "+" }
        }
    }
}
