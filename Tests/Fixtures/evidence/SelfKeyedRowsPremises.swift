import SwiftUI

// Rows keyed by `\.self` where the experiment's premises fail: an element type with no `var`
// field cannot be edited in place, and an `id` computed from the value is no stable key.
struct Attachment: Hashable {
    let fileName: String
    let byteCount: Int
}

struct AttachmentRow: View {
    @Binding var attachment: Attachment
    @State private var isSelected = false

    var body: some View {
        Text(attachment.fileName)
            .bold(isSelected)
            .onTapGesture { isSelected.toggle() }
    }
}

struct AttachmentList: View {
    @State private var attachments: [Attachment] = []

    var body: some View {
        List {
            ForEach($attachments, id: \.self) { $attachment in
                AttachmentRow(attachment: $attachment)
            }
        }
        .task { attachments = [Attachment(fileName: "notes.txt", byteCount: 120)] }
    }
}

struct Chore: Hashable {
    var title: String
    var isDone = false
}

extension Chore: Identifiable {
    var id: String { title + (isDone ? " (done)" : "") }
}

struct ChoreRow: View {
    let chore: Chore
    @State private var isExpanded = false

    var body: some View {
        Text(chore.title).onTapGesture { isExpanded.toggle() }
    }
}

struct ChoreList: View {
    @State private var chores: [Chore] = []

    var body: some View {
        List {
            ForEach(chores, id: \.self) { chore in
                ChoreRow(chore: chore)
            }
        }
        .toolbar {
            Button("Finish first") { if !chores.isEmpty { chores[0].isDone = true } }
        }
    }
}

// An `id` that is the value's hash: keyed by it, rows follow the whole value as with `\.self`,
// so the fix changes nothing (a static fact).
struct Sticker: Hashable {
    var label: String
    var color: String
}

extension Sticker: Identifiable {
    var id: Int { hashValue }
}

struct StickerRow: View {
    let sticker: Sticker
    @State private var isPinned = false

    var body: some View {
        Text(sticker.label).onTapGesture { isPinned.toggle() }
    }
}

struct StickerList: View {
    @State private var stickers: [Sticker] = []

    var body: some View {
        List {
            ForEach(stickers, id: \.self) { sticker in
                StickerRow(sticker: sticker)
            }
        }
        .toolbar {
            Button("Recolor first") { if !stickers.isEmpty { stickers[0].color = "blue" } }
        }
    }
}
