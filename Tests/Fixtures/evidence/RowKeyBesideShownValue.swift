import SwiftUI

struct Bookmark: Hashable {
    var title: String
    var isPinned: Bool
}

struct BookmarkTile: View {
    @State var bookmark: Bookmark
    var body: some View { Text(bookmark.title) }
}

struct BookmarkGrid: View {
    @State private var bookmarks: [Bookmark] = [Bookmark(title: "Docs", isPinned: false)]
    private var tiles: [(bookmark: Bookmark, key: String)] {
        bookmarks.map { ($0, $0.title) }
    }
    var body: some View {
        ForEach(tiles, id: \.key) { tile in
            BookmarkTile(bookmark: tile.bookmark)
        }
    }
}
