import Observation
import SwiftUI

// Erasures whose type the engine cannot know: two specializations of one generic view chosen
// by a `switch`, and a view made by an existential. Neither is refuted as "the same type".
struct Gauge<Unit>: View {
    let unit: Unit.Type
    @State private var isHighlighted = false

    var body: some View {
        Text(String(describing: Unit.self))
            .foregroundStyle(isHighlighted ? .red : .primary)
            .onTapGesture { isHighlighted.toggle() }
    }
}

enum Measure {
    case distance, duration
}

struct GaugeSlot: View {
    let measure: Measure

    var body: some View {
        panel
    }

    private var panel: AnyView {
        switch measure {
        case .distance: return AnyView(Gauge(unit: Double.self))
        case .duration: return AnyView(Gauge(unit: Int.self))
        }
    }
}

protocol Section {
    associatedtype Body: View
    @MainActor func makeBody() -> Body
}

struct SummarySection: Section {
    func makeBody() -> some View { Text("Summary") }
}

struct ChartSection: Section {
    func makeBody() -> some View { Image(systemName: "chart.bar") }
}

@Observable
final class SectionPicker {
    var current: any Section = SummarySection()
}

struct Report: View {
    @State private var picker = SectionPicker()

    var body: some View {
        VStack {
            AnyView(picker.current.makeBody())
            Button("Chart") { picker.current = ChartSection() }
        }
    }
}
