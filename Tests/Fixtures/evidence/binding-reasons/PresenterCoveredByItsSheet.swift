import SwiftUI

/// While the camera cover is up, the presenter's buttons are covered and it shows no second
/// modal: `showsLibrary`, set only by a button and handed only to `.sheet(isPresented:)`, cannot
/// change then, so it is no driver for the editor inside the cover.
struct CameraSheetHost: View {
    @State private var showsCamera = false
    @State private var showsLibrary = false
    @State private var caption = ""

    var body: some View {
        VStack {
            Text(caption)
            Button("Library") { showsLibrary = true }
            Button("Camera") { showsCamera = true }
        }
        .sheet(isPresented: $showsLibrary) {
            Text("Library")
        }
        .fullScreenCover(isPresented: $showsCamera) {
            CaptionEditor(text: Binding(get: { caption }, set: { caption = $0 }))
        }
    }
}

struct CaptionEditor: View {
    @Binding var text: String

    var body: some View {
        TextField("Caption", text: $text)
    }
}
