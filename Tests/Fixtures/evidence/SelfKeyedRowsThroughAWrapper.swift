import SwiftUI

// Rows keyed by `\.self` over the binding a project property wrapper projects. A wrapper that
// is a `DynamicProperty` updates the view like a `@State`: rows that write their element
// through its binding give it a new id (confirmed, the wrapper named as an assumption); rows
// that only read it never do, and a wrapper SwiftUI does not watch is left open.
struct Bookmark: Hashable {
    var title: String
    var address: String
}

@propertyWrapper
struct Saved<Value: Equatable>: DynamicProperty {
    @State private var value: Value
    init(wrappedValue: Value) { _value = State(initialValue: wrappedValue) }
    var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }
    var projectedValue: Binding<Value> { $value }
}

struct BookmarkEditor: View {
    @Binding var bookmark: Bookmark
    var body: some View { TextField("Title", text: $bookmark.title) }
}

struct BookmarkLabel: View {
    @Binding var bookmark: Bookmark
    var body: some View { Text(bookmark.title) }
}

struct EditableBookmarks: View {
    @Saved var bookmarks: [Bookmark] = []
    var body: some View {
        List {
            ForEach($bookmarks, id: \.self) { $bookmark in
                BookmarkEditor(bookmark: $bookmark)
            }
        }
    }
}

struct ReadOnlyBookmarks: View {
    @Saved var bookmarks: [Bookmark] = []
    var body: some View {
        List {
            ForEach($bookmarks, id: \.self) { $bookmark in
                BookmarkLabel(bookmark: $bookmark)
            }
        }
    }
}
