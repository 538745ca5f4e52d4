import SwiftUI

struct ExportProfile {
    var formats: [String] = []
}

struct SettingKey<Value> {
    let name: String
    let fallback: Value
}

extension SettingKey where Value == ExportProfile {
    static var exportProfile: SettingKey<ExportProfile> { SettingKey(name: "export", fallback: ExportProfile()) }
}

@propertyWrapper
struct Setting<Value>: DynamicProperty {
    let key: SettingKey<Value>
    init(_ key: SettingKey<Value>) { self.key = key }
    var wrappedValue: Value { key.fallback }
}

/// Rows over a member of a value whose type is not written: the code's edits of `formats` are
/// matched by name, and said.
struct ExportFormatList: View {
    @Setting(.exportProfile) private var current

    var body: some View {
        List {
            ForEach(Array(current.formats.enumerated()), id: \.offset) { _, format in
                Text(format)
            }
        }
    }
}

/// A model whose `formats` is its own; the same name written on another type is not its edit.
final class Catalog: ObservableObject {
    @Published var formats: [String] = []

    func load(_ found: [String]) { formats = found }
}

struct CatalogList: View {
    @StateObject private var catalog = Catalog()

    var body: some View {
        List {
            ForEach(catalog.formats.indices, id: \.self) { index in
                Text(catalog.formats[index])
            }
        }
    }
}
