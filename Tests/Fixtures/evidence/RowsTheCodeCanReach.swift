import SwiftUI

// Rows counted only in states the code can reach: a condition on the rows' own count that
// holds where they are shown stays true of every step, a slice with literal bounds keeps its
// count, and where the project's edits of the collection are known only those kinds are tried.

struct FooterLink {
    var title: String
    var hidden: Bool
}

struct FooterDocument {
    var links: [FooterLink] = []
}

struct LinkFooter: View {
    @State private var document = FooterDocument()
    @State private var collapsed = true

    var body: some View {
        VStack {
            linkRows(document.links.filter { !$0.hidden })
            Button("Pin") { document.links.insert(FooterLink(title: "Pinned", hidden: false), at: 0) }
        }
    }

    @ViewBuilder
    private func linkRows(_ links: [FooterLink]) -> some View {
        if links.count > 3 {
            // Always three rows: only a move keeps them three.
            ForEach(Array(links[0 ..< 3].enumerated()), id: \.offset) { _, link in // expect: foreach_index_identity@13 confirmed
                Text(link.title)
            }
            if !collapsed {
                // The rest: any count of one or more, so every edit is tried.
                ForEach(Array(links[3...].enumerated()), id: \.offset) { _, link in // expect: foreach_index_identity@17 confirmed
                    Text(link.title)
                }
            }
        } else {
            // Three at most: an insert would show the other branch instead.
            ForEach(Array(links.enumerated()), id: \.offset) { _, link in // expect: foreach_index_identity@13 confirmed
                Text(link.title)
            }
        }
    }
}

struct SingleLinkFooter: View {
    @State private var document = FooterDocument()

    var body: some View {
        VStack {
            soleRow(document.links.filter { !$0.hidden })
            Button("Pin") { document.links.insert(FooterLink(title: "Pinned", hidden: false), at: 0) }
        }
    }

    @ViewBuilder
    private func soleRow(_ links: [FooterLink]) -> some View {
        // One row: nothing to move, and no edit keeps it one.
        if links.count == 1 {
            ForEach(Array(links.enumerated()), id: \.offset) { _, link in // expect: foreach_index_identity@13 inconclusive
                Text(link.title)
            }
        }
    }
}

final class AddressBook: ObservableObject {
    @Published var macAddresses: [String] = []

    func add() { macAddresses.append("") }
    func remove(at index: Int) { macAddresses.remove(at: index) }
    func remove(atOffsets offsets: IndexSet) { macAddresses.remove(atOffsets: offsets) }
}

struct AddressList: View {
    @ObservedObject var book: AddressBook

    var body: some View {
        List {
            // The code only appends, removes and edits in place: only the delete is tried.
            ForEach(book.macAddresses.indices, id: \.self) { index in // expect: foreach_index_identity@13 confirmed
                HStack {
                    TextField("aa:bb:cc:dd:ee:ff", text: $book.macAddresses[index])
                    Button("Remove") { book.remove(at: index) }
                }
            }
            .onDelete { offsets in book.remove(atOffsets: offsets) }
            Button("Add", action: book.add)
        }
    }
}
