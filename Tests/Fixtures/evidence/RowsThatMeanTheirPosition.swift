import SwiftUI

// Rows keyed by position whose position is what they mean, or all they read.

/// Hit areas along a chart, one per sample: they read only their index. What goes wrong is the
/// row count SwiftUI keeps from the first, empty, array.
struct HitAreas: View {
    let samples: [Double]
    let onPick: (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<samples.count) { slot in
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture { onPick(slot) }
            }
        }
    }
}

struct SampleChart: View {
    @State private var samples: [Double] = []
    @State private var picked: Int?

    var body: some View {
        HitAreas(samples: samples, onPick: { picked = $0 })
            .task { samples = [3, 1, 4, 1, 5] }
    }
}

/// Shift labels chosen by their offset; the elements are widths a parent recomputes.
struct ShiftRuler: View {
    let widths: [CGFloat]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(widths.enumerated()), id: \.offset) { offset, width in
                Text(offset.isMultiple(of: 2) ? "Day" : "Night")
                    .frame(width: width)
            }
        }
    }
}

struct ShiftScreen: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        ShiftRuler(widths: [40, 60, 40, 60].map { $0 * zoom })
            .onTapGesture { zoom += 0.5 }
    }
}

/// Size buttons whose selection is the option's index.
struct SizePicker: View {
    let sizes: [String]
    @Binding var chosen: Int

    var body: some View {
        HStack {
            ForEach(0..<sizes.count, id: \.self) { i in
                Button(sizes[i]) { chosen = i }
            }
        }
    }
}

struct SizeScreen: View {
    @State private var sizes = ["S", "M", "L"]
    @State private var chosen = 0

    var body: some View {
        SizePicker(sizes: sizes, chosen: $chosen)
            .onAppear { sizes.insert("XS", at: 0) }
    }
}

/// Numbered rows that hold a draft: the number is the position, and the draft stays with the
/// position when a row is inserted above it.
struct NoteRow: View {
    let number: Int
    let note: String
    @State private var draft = ""

    var body: some View {
        HStack {
            Text("\(number).")
            TextField(note, text: $draft)
        }
    }
}

struct NoteList: View {
    @State private var notes = ["milk", "eggs"]

    var body: some View {
        List {
            ForEach(notes.indices, id: \.self) { index in
                NoteRow(number: index + 1, note: notes[index])
            }
        }
        .toolbar {
            Button("Add") { notes.insert("bread", at: 0) }
        }
    }
}
