import SwiftUI

// A row's condition made of a `static let` and a pure function of the row's own element (the
// key its `ForEach` gives it) cannot change for that row: not reported. The same function fed
// what the view's own state holds can.

enum PlayerButton: String, CaseIterable, Identifiable {
    case audio, subtitles, speed, close
    var id: String { rawValue }
}

enum Glass {
    static let supported = ProcessInfo.processInfo.operatingSystemVersion.majorVersion >= 26
}

extension View {
    @ViewBuilder
    func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
        if condition { transform(self) } else { self }
    }
}

struct PlayerBar: View {
    let buttons: [PlayerButton]
    @State private var focused: PlayerButton = .audio

    var body: some View {
        HStack {
            ForEach(buttons) { button in
                Image(systemName: "circle")
                    .if(Glass.supported && opensMenu(button)) { $0.padding(4) }
            }
            Picker("Focus", selection: $focused) {
                ForEach(buttons) { Text($0.rawValue).tag($0) }
            }
            Image(systemName: "square")
                .if(opensMenu(focused)) { $0.padding(4) }
        }
    }

    private func opensMenu(_ button: PlayerButton) -> Bool {
        switch button {
        case .audio, .subtitles, .speed:
            true
        default:
            false
        }
    }
}
