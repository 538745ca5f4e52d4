import SwiftUI

// A write in `init` through a member of a value whose type the project does not say (a function
// makes it): dropped if it is a struct, kept if it is a class. Nothing is claimed either way.
struct Composer {
    var subject = ""
}

func makeComposer() -> Composer { Composer() }

struct ComposerPane: View {
    @State private var composer = makeComposer()

    init(subject: String) {
        composer.subject = subject
    }

    var body: some View {
        Text(composer.subject)
    }
}

struct ComposerScreen: View {
    @State private var subject = "Hello"
    var body: some View {
        ComposerPane(subject: subject)
        Button("Reply") { subject = "Re: " + subject }
    }
}
