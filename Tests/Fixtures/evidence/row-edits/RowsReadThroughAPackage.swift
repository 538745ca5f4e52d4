import SwiftUI
import FluxKit

struct ReaderState {
    var library = LibraryState()
}

struct LibraryState {
    var shelves: [String] = []
}

/// Rows read through a store of a package the project does not declare.
struct ShelfPicker: View {
    @EnvironmentObject private var store: Store<ReaderState>

    var shelves: [String] {
        store.state.library.shelves
    }

    var body: some View {
        Form {
            ForEach(0 ..< shelves.count) { index in
                Text(shelves[index])
            }
        }
    }
}
