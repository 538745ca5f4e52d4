import SwiftUI

// Erasures that are every result of one closure or member, chosen by an `if` or `switch`:
// flipping the choice replaces the subtree with the `@ViewBuilder` equivalent too, so the
// erasure costs no identity the fix would save (a static fact, not a run). Erasures made in a
// type's static helper are left open: its callers decide where they are shown.
struct ReceiptBadge: View {
    let isPaid: Bool
    let amount: String

    var body: some View {
        let badge: some View = {
            if isPaid {
                return AnyView(Image(systemName: "checkmark.seal").foregroundStyle(.green))
            } else {
                return AnyView(Text(amount).bold())
            }
        }()
        HStack {
            badge
            Text("Receipt")
        }
    }
}

final class ReceiptModel: ObservableObject {
    @Published var rows: [AnyView] = []

    func load(_ lines: [String]) {
        rows = ReceiptList.rows(for: lines)
    }
}

struct ReceiptList: View {
    @ObservedObject var model: ReceiptModel

    var body: some View {
        Text("\(model.rows.count) lines")
    }

    static func rows(for lines: [String]) -> [AnyView] {
        lines.map { line -> AnyView in
            if line.isEmpty {
                return AnyView(Divider())
            }
            return AnyView(Text(line))
        }
    }
}

protocol Panel {
    func makeView() -> any View
}

final class PanelPicker: ObservableObject {
    @Published var collapsed = false
    @Published var panels: [any Panel] = []
    var current: any Panel { panels[0] }
}

// One branch erases a view whose type the code does not fix: it may change while the choice holds.
struct PanelHost: View {
    @ObservedObject var picker: PanelPicker

    var body: some View {
        panel
    }

    private var panel: AnyView {
        if picker.collapsed {
            return AnyView(Text("Collapsed"))
        } else {
            return AnyView(picker.current.makeView())
        }
    }
}
