import SwiftUI

struct Server: Identifiable, Hashable {
    let id: UUID
    var name: String
}

struct Shortcut: Hashable {
    var key: String
    var action: String
}

/// Rows edited through their bindings, keyed by their whole value: the server list's elements
/// are already `Identifiable`, the shortcuts' are not.
struct ServersEditor: View {
    @State private var servers: [Server] = []
    @State private var shortcuts: [Shortcut] = []

    var body: some View {
        List {
            ForEach($servers, id: \.self) { $server in  // expect: foreach_self_identity@35
                TextField("Name", text: $server.name)
            }
            ForEach($shortcuts, id: \.self) { $shortcut in  // expect: foreach_self_identity@37
                TextField("Key", text: $shortcut.key)
            }
        }
    }
}
