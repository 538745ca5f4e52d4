import SwiftUI

// The value written in `init` comes from outside the view (the user's defaults): the engine does
// not know whether it differs from the default, so the finding stays unconfirmed.
struct VolumeSetting: View {
    @State private var volume = 5

    init() {
        self.volume = UserDefaults.standard.integer(forKey: "volume")
    }

    var body: some View {
        Stepper("Volume \(volume)", value: $volume)
    }
}
