// Compiles without SwiftUI (Linux): the view types are stand-ins with SwiftUI's names.
// viewlint reads syntax, so it still sees view code.
public protocol View { associatedtype Body; var body: Body { get } }
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
}
public struct Toggle: View {
    public init(_ title: String, isOn: Binding<Bool>) {}
    public var body: Int { 0 }
}
public final class Settings { public var darkMode = false; public init() {} }

public struct SettingsView: View {
    let settings = Settings()
    public var body: Toggle {
        Toggle("Dark", isOn: Binding(get: { settings.darkMode }, set: { settings.darkMode = $0 }))
    }
}
