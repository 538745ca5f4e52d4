// An @Observable model's values, read through @Environment(Session.self) and @Bindable: each set
// one way by the model's own code, alone or together; the holder assumption is named once.
import SwiftUI
import Observation

@Observable
final class Session {
    var signedIn = false
    var banner: String?

    func signIn() {
        signedIn = true
        banner = "Welcome"
    }
}

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct Header: View {
    @Environment(Session.self) private var session

    var body: some View {
        VStack {
            Text("Hello").if(session.signedIn) { $0.bold() }
            Text("Banner").if(session.banner != nil && session.signedIn) { $0.italic() }
            Button("Sign in") { session.signIn() }
        }
    }
}

struct Editor: View {
    @Bindable var session: Session

    var body: some View {
        if !session.signedIn {
            Text("Guest").padding()
        } else {
            Text("Guest")
        }
    }
}
