import SwiftUI

struct ArgumentsEditor: View {
    @State private var arguments: [String] = ["-v"]

    var body: some View {
        List {
            ForEach(Array($arguments.enumerated()), id: \.0) { (_, $argument) in
                TextField("Argument", text: $argument)
            }
            .onMove { arguments.move(fromOffsets: $0, toOffset: $1) }
            .onDelete { arguments.remove(atOffsets: $0) }
        }
    }
}
