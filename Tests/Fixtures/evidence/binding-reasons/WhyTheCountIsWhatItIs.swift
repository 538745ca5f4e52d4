import SwiftUI

// What a closure binding's count rests on, said in its summary: a receiver that also stores a
// closure capturing the view compares unequal on every update whatever the binding; and a
// search field beside the list takes no typing while a sheet is up, so it drives nothing held
// inside the sheet.
struct Panel: View {
    @Binding var isOn: Bool
    let badge: () -> Int

    var body: some View {
        Toggle("On \(badge())", isOn: $isOn)
    }
}

struct PanelHost: View {
    @State private var flag = false
    @State private var count = 0

    var body: some View {
        VStack {
            Panel(isOn: Binding(get: { flag }, set: { flag = $0 }), badge: { count })
            Button("More \(count)") { count += 1 }
        }
    }
}

struct Palette: Equatable {
    var name: String
}

struct PaletteDetails: View {
    @Binding var palette: Palette

    var body: some View {
        TextField("Name", text: $palette.name)
    }
}

struct PaletteList: View {
    @State private var query = ""
    @State private var palettes = [Palette(name: "Dusk"), Palette(name: "Dawn")]
    @State private var shown: [Palette] = []
    @State private var editing: Int?

    var body: some View {
        VStack {
            TextField("Search", text: $query)
            ForEach(shown, id: \.name) { palette in
                Text(palette.name)
            }
        }
        .sheet(item: $editing) { index in
            PaletteDetails(palette: Binding(get: { palettes[index] }, set: { palettes[index] = $0 }))
        }
        .onChange(of: palettes) { _, new in
            shown = query.isEmpty ? new : new.filter { $0.name.contains(query) }
        }
    }
}

extension Int: @retroactive Identifiable {
    public var id: Int { self }
}
