// Compiles without SwiftUI (Linux): the view types are stand-ins with SwiftUI's names.
// viewlint reads syntax, so it still sees view code; the stand-in Toggle keeps only its binding.
public protocol View { associatedtype Body; var body: Body { get } }
public struct Binding<Value> {
    let read: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { read = get }
    public var wrappedValue: Value { read() }
}
public struct Toggle: View {
    let isOn: Binding<Bool>
    public init(_ title: String, isOn: Binding<Bool>) { self.isOn = isOn }
    public var body: Int { isOn.wrappedValue ? 1 : 0 }
}
public final class Settings { public var darkMode = false; public init() {} }
public struct SettingsView: View { let settings: Settings; let header: String; public var body: Toggle {
        Toggle(header, isOn: Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
    }
}
