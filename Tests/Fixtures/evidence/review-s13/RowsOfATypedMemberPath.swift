import SwiftUI

// Rows keyed by position over `model.board.items`: the edits are matched to `Board.items` through
// the declared types (`model: BoardModel`, `BoardModel.board: Board`), so writes of `Tile.items`
// (a tile copied out of the list, a parameter, a loop's element) are no edits of the rows'
// collection, and only the edits the code makes to it are tried: a delete and a move.
struct Tile {
    var title: String
    var items: [String] = []
}

struct Board {
    var items: [Tile] = []
}

final class TileLoader: ObservableObject {
    @Published var preview = ""
}

final class BoardModel: ObservableObject {
    @Published var board = Board()
}

extension BoardModel {
    func add(_ tile: Tile) {
        board.items.append(tile)
    }

    func delete(at offsets: IndexSet) {
        board.items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        board.items.move(fromOffsets: source, toOffset: destination)
    }

    func rename(_ tile: Tile, items: [String]) {
        var updated = tile
        updated.items = items
        if let index = board.items.firstIndex(where: { $0.title == tile.title }) {
            board.items[index] = updated
        }
    }

    func clear(at index: Int) {
        var tile = board.items[index]
        tile.items = []
        board.items[index] = tile
    }

    func clearAll() {
        for (index, tile) in board.items.enumerated() {
            var copy = tile
            copy.items = []
            board.items[index] = copy
        }
    }
}

struct TileRow: View {
    let tile: Tile
    @StateObject private var loader = TileLoader()

    var body: some View {
        Text(tile.title + loader.preview)
    }
}

struct BoardView: View {
    @StateObject private var model = BoardModel()

    var body: some View {
        List {
            ForEach(Array(model.board.items.enumerated()), id: \.offset) { index, tile in
                TileRow(tile: tile)
            }
            .onDelete(perform: model.delete)
            .onMove(perform: model.move)
        }
    }
}
