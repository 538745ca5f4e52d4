import SwiftUI

/// Storage the engine does not model: a property wrapper of the project's own.
@propertyWrapper
struct Remembered<Value> {
    private let box: Box
    init(wrappedValue: Value) { box = Box(value: wrappedValue) }
    var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    var projectedValue: Binding<Value> {
        Binding(get: { box.value }, set: { box.value = $0 })
    }
    final class Box {
        var value: Value
        init(value: Value) { self.value = value }
    }
}

struct RecentContactsView: View {
    @Remembered var recent: [Contact] = []

    var body: some View {
        List {
            ForEach($recent, id: \.self) { $contact in  // expect: foreach_self_identity@34
                TextField("Name", text: $contact.name)
            }
        }
    }
}
