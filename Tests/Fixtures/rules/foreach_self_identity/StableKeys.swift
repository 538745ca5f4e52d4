import SwiftUI

/// Keys that are the element's identity: constants, sets, enums, uneditable values,
/// values equal by their own `==`, and rows keyed by `id`.
struct StableRowsView: View {
    static let sizes = [8, 12, 16]
    @ObservedObject var book: AddressBook
    @State private var picked: Set<Contact> = []
    @State private var labels: Set<String> = []
    @State private var names: [String] = []

    var body: some View {
        List {
            ForEach(book.contacts) { contact in Text(contact.name) }
            ForEach($book.contacts) { $contact in TextField("Name", text: $contact.name) }
            ForEach(Filter.allCases, id: \.self) { Text("\($0)") }
            ForEach(["Inbox", "Sent"], id: \.self) { Text($0) }
            ForEach(Self.sizes, id: \.self) { Text("\($0)") }
            ForEach(Array(labels), id: \.self) { Text($0) }
            ForEach(names, id: \.self) { Text($0) }
            ForEach(0..<3, id: \.self) { Text("\($0)") }
            ForEach(book.branches, id: \.self) { Text($0.name) }
            ForEach(book.groups, id: \.self) { group in Text("\(group.day)") }
        }
        List(book.contacts, id: \.self, selection: $picked) { contact in
            Text(contact.name)
        }
    }
}
