import SwiftUI

/// Bindings built in a view's init, in a `let` inside a view builder, in a view modifier and
/// in a `View` extension are view code too.
struct CounterEditor: View {
    @Binding var count: Int
    private let doubled: Binding<Int>

    init(count: Binding<Int>) {
        _count = count
        doubled = Binding(get: { count.wrappedValue * 2 }, set: { count.wrappedValue = $0 / 2 })  // expect: closure_binding@19
    }

    var body: some View {
        let clamped = Binding(get: { min(count, 10) }, set: { count = min($0, 10) })  // expect: closure_binding@23
        Stepper("Count \(count)", value: clamped)
        Stepper("Doubled", value: doubled)
    }
}

struct PendingDeletion: ViewModifier {
    @Binding var pendingName: String?

    func body(content: Content) -> some View {
        content.alert("Delete?", isPresented: Binding(get: { pendingName != nil }, set: { if !$0 { pendingName = nil } })) {  // expect: closure_binding@47
            Button("Delete", role: .destructive) { pendingName = nil }
        }
    }
}

extension View {
    func presenting(_ flag: Binding<Bool>, message: String) -> some View {
        alert(message, isPresented: Binding(get: { flag.wrappedValue }, set: { flag.wrappedValue = $0 })) {  // expect: closure_binding@37
            Button("OK") {}
        }
    }
}
