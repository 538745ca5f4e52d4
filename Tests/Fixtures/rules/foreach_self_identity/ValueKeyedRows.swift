import SwiftUI

/// Rows keyed by the element's whole value while elements are edited.
struct ContactsView: View {
    @ObservedObject var book: AddressBook
    @State private var notes: [Note] = []
    @State private var tags: [String] = []

    var starred: [Contact] { book.contacts.filter { $0.name.hasPrefix("*") } }

    var body: some View {
        List {
            ForEach(book.contacts, id: \.self) { contact in  // expect: foreach_self_identity@40
                Text(contact.name)
            }
            ForEach(notes.sorted { $0.text < $1.text }, id: \.self) { note in  // expect: foreach_self_identity@61
                Text(note.text)
            }
            ForEach(book.route, id: \.self) { point in  // expect: foreach_self_identity@37
                Text("\(point.latitude)")
            }
            ForEach(starred, id: \.self) { contact in  // expect: foreach_self_identity@34
                Text(contact.name)
            }
            ForEach($tags, id: \.self) { $tag in  // expect: foreach_self_identity@32
                TextField("Tag", text: $tag)
            }
            ForEach($book.contacts, id: \.self) { $contact in  // expect: foreach_self_identity@41
                TextField("Name", text: $contact.name)
            }
        }
    }
}
