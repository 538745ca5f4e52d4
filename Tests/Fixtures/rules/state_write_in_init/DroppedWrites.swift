import SwiftUI

/// Writes in `init` to `@State` that already holds a value: SwiftUI drops them.
struct FilterBar: View {
    @State private var query = ""
    @State private var scopes: Set<String> = []
    @State private var page = 1
    @State private var showsArchived: Bool = false
    @State private var sort: String

    init(query: String?, scope: String, archived: Bool) {
        // Every stored property holds a value from here on: the writes below call the setters.
        _sort = State(initialValue: "name")
        self.query = query ?? ""  // expect: state_write_in_init@9
        scopes.insert(scope)  // expect: state_write_in_init@9
        page += 1  // expect: state_write_in_init@9
        if archived {
            self.showsArchived.toggle()  // expect: state_write_in_init@13
        }
        sort = scope  // expect: state_write_in_init@9
    }

    var body: some View {
        TextField("Search \(page) \(sort)", text: $query)
            .disabled(showsArchived || scopes.isEmpty)
    }
}
