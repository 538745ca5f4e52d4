import SwiftUI

/// A counter with a title, used by the tokenizer tests as ordinary SwiftUI code.
struct CounterView: View {
    @State private var count = 0
    @Binding var title: String
    @Environment(\.colorScheme) private var colorScheme
    let limit: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(title): \(count)")
                .font(.headline)
                .foregroundStyle(colorScheme == .dark ? .white : .black)
            ForEach(0..<3, id: \.self) { index in
                Text("Row \(index + 1)")
            }
            Button("Add") { count += 1 }
                .disabled(count >= (limit ?? Int.max))
            if let limit, count > limit / 2 {
                Text(verbatim: "half way")
            }
        }
        .padding()
        .onChange(of: count) { old, new in
            print(old, new, separator: " -> ")
        }
    }

    @ViewBuilder
    private func badge(_ text: String?) -> some View {
        if let text = text?.uppercased(), !text.isEmpty {
            Text(text).bold()
        } else {
            EmptyView()
        }
    }
}

#if os(iOS)
extension CounterView {
    static let compact = true
}
#elseif os(macOS)
extension CounterView {
    static let compact = false
}
#else
extension CounterView {
    static let compact = false
}
#endif

#Preview {
    CounterView(title: .constant("Count"), limit: 10)
}
