import SwiftUI

// Look-alikes that must stay silent: bindings built outside view code, in comments, in strings.

extension Binding {
    /// A binding helper on Binding itself: built when called, not per body run of a view.
    func onSet(_ action: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0; action($0) })
    }
}

final class ProfileModel: ObservableObject {
    @Published var isPublic = false

    var isPublicBinding: Binding<Bool> {
        Binding(get: { self.isPublic }, set: { self.isPublic = $0 })
    }
}

@propertyWrapper
struct Clamped {
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 100) }
    }
    var projectedValue: Binding<Int> {
        Binding(get: { value }, set: { _ in })
    }

    init(wrappedValue: Int) { value = wrappedValue }
}

struct ProfileView: View {
    @State private var isPublic = false
    @ObservedObject var model: ProfileModel

    var body: some View {
        VStack {
            Toggle("Public", isOn: $isPublic)
            Toggle("Model", isOn: $model.isPublic)
            Toggle("Fixed", isOn: .constant(true))
            // Toggle("Old", isOn: Binding(get: { isPublic }, set: { isPublic = $0 }))
            Text("Write Binding(get: { x }, set: { x = $0 }) as $x")
        }
    }
}

#Preview {
    MuteSwitch(isMuted: Binding(get: { true }, set: { _ in }))
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        MuteSwitch(isMuted: Binding(get: { false }, set: { _ in }))
    }
}
