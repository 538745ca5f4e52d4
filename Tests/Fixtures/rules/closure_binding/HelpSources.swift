import SwiftUI

// Where a closure binding's value lives decides what its help may propose: `$` exists only for
// stored wrapped properties and observed models' members.

final class DebugSettings {
    var logsRequests = false
}

struct AppWorld {
    var debug = DebugSettings()
}

var World = AppWorld()
let debugSettings = DebugSettings()

@Observable final class ReaderPrefs {
    var largeText = false
}

final class SyncModel: ObservableObject {
    @Published var paused = false
}

/// Globals and plain properties: no `$` reaches them.
struct DebugPanel: View {
    let prefs: ReaderPrefs
    let sync: SyncModel
    let plain: DebugSettings
    @State private var expanded = false

    var body: some View {
        Form {
            Toggle("Log", isOn: Binding(get: { World.debug.logsRequests }, set: { World.debug.logsRequests = $0 }))  // expect: closure_binding@33 refuted
            Toggle("Log too", isOn: Binding(get: { debugSettings.logsRequests }, set: { newValue in debugSettings.logsRequests = newValue }))  // expect: closure_binding@37 refuted
            Toggle("Large", isOn: Binding(get: { prefs.largeText }, set: { prefs.largeText = $0 }))  // expect: closure_binding@35 refuted
            Toggle("Paused", isOn: Binding(get: { sync.paused }, set: { sync.paused = $0 }))  // expect: closure_binding@36 refuted
            Toggle("Plain", isOn: Binding(get: { plain.logsRequests }, set: { plain.logsRequests = $0 }))  // expect: closure_binding@35 refuted
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
    }
}

/// A computed property converting a `@State`: there is no `$days`.
struct BanLength: View {
    @State private var expiry = Date.now
    @State private var note = ""

    var days: Int {
        get { Calendar.current.dateComponents([.day], from: .now, to: expiry).day ?? 0 }
        nonmutating set { expiry = Calendar.current.date(byAdding: .day, value: newValue, to: .now) ?? .now }
    }

    var body: some View {
        VStack {
            TextField("Days", value: Binding(get: { days }, set: { days = $0 }), format: .number)  // expect: closure_binding@38 refuted
            TextField("Note", text: $note)
        }
    }
}

struct Line: Identifiable {
    let id = UUID()
    var on: Bool
}

/// A real `$` source keeps the usual help (or the fix).
struct RealSources: View {
    @AppStorage("compact") private var compact = false
    @State private var lines = [Line(on: false), Line(on: true)]

    var body: some View {
        VStack {
            Toggle("Compact", isOn: Binding(get: { compact }, set: { compact = $0 }))  // expect: closure_binding@37 refuted
            ForEach($lines) { $line in
                Toggle("Line", isOn: Binding(get: { line.on }, set: { line.on = $0 }))  // expect: closure_binding@38 refuted
            }
        }
    }
}

struct Pick: Identifiable {
    let id: String
    let title: String
}

struct Pending {
    let title: String
}

/// The `x != nil` presentation idiom: present from the optional, or from a `Bool` with `presenting:`.
struct ChoiceScreen: View {
    @State private var choice: Pick?
    @State private var pending: Pending?
    @State private var link: URL?
    @State private var taps = 0

    var body: some View {
        Button("Tap \(taps)") { taps += 1 }
            .sheet(isPresented: Binding(get: { choice != nil }, set: { if !$0 { choice = nil } })) {  // expect: closure_binding@33 refuted
                Text(choice?.title ?? "")
            }
            .alert("Choice", isPresented: Binding(get: { choice != nil }, set: { _ in choice = nil })) {  // expect: closure_binding@43 refuted
                Button("OK") {}
            }
            .fullScreenCover(isPresented: Binding(get: { pending != nil }, set: { isShown in if !isShown { pending = nil } })) {  // expect: closure_binding@43 refuted
                Text(pending?.title ?? "")
            }
            .popover(isPresented: .init(get: { link != nil }, set: { _ in })) {  // expect: closure_binding@35 refuted
                Text(link?.absoluteString ?? "")
            }
    }
}

/// A new array of elements whose `id` is a new `UUID()` each time: `Equatable` alone changes nothing.
struct Flavor: Identifiable {
    var id = UUID()
    let name: String
}

struct Topping: Identifiable {
    let id: UUID
    let name: String

    init(name: String) {
        self.id = UUID()
        self.name = name
    }
}

struct Sauce {
    let name: String
}

struct FlavorPicker: View {
    let flavors: [Flavor]
    @Binding var chosen: String

    init(names: [String], chosen: Binding<String>) {
        flavors = names.map { Flavor(name: $0) }
        _chosen = chosen
    }

    var body: some View {
        ForEach(flavors) { flavor in Button(flavor.name) { chosen = flavor.name } }
    }
}

struct ToppingPicker: View {
    let toppings: [Topping]
    @Binding var chosen: String

    var body: some View {
        ForEach(toppings) { topping in Button(topping.name) { chosen = topping.name } }
    }
}

struct SaucePicker: View {
    let sauces: [Sauce]
    @Binding var chosen: String

    var body: some View {
        ForEach(sauces, id: \.name) { sauce in Button(sauce.name) { chosen = sauce.name } }
    }
}

struct FlavorScreen: View {
    let names: [String]
    @State private var chosen = ""
    @State private var filter = ""

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            FlavorPicker(names: names, chosen: Binding(get: { chosen }, set: { chosen = $0 }))  // expect: closure_binding@48 refuted
            ToppingPicker(toppings: names.map { Topping(name: $0) }, chosen: Binding(get: { chosen }, set: { chosen = $0 }))  // expect: closure_binding@78 refuted
            SaucePicker(sauces: names.map { Sauce(name: $0) }, chosen: Binding(get: { chosen }, set: { chosen = $0 }))  // expect: closure_binding@72 refuted
        }
    }
}

@Observable final class Router {
    static let main = Router()
    var title = ""
    var failure: String?
}

@propertyWrapper
struct Stored<Value>: DynamicProperty {
    private let key: String
    private let fallback: Value

    init(_ key: String, default fallback: Value) {
        self.key = key
        self.fallback = fallback
    }

    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? fallback }
        nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

enum SortOrder: String {
    case new, top
}

/// A computed property over the project's own wrapper, a computed model, and presentations that
/// already pass `presenting` or hold a standard type.
struct SortSettings: View {
    @Stored("sort", default: "new") var storedSort: String
    @State private var message: String?
    @State private var expanded = false

    var sort: SortOrder {
        get { SortOrder(rawValue: storedSort) ?? .new }
        nonmutating set { storedSort = newValue.rawValue }
    }

    var router: Router { .main }

    var body: some View {
        VStack {
            Picker("Sort", selection: Binding(get: { sort }, set: { sort = $0 })) {  // expect: closure_binding@39 refuted
                Text("New").tag(SortOrder.new)
            }
            TextField("Title", text: Binding(get: { router.title }, set: { router.title = $0 }))  // expect: closure_binding@38 refuted
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
        .alert("Failed", isPresented: Binding(get: { router.failure != nil }, set: { _ in }), presenting: router.failure) { _ in  // expect: closure_binding@39 refuted
            Button("OK") {}
        }
        .fullScreenCover(isPresented: Binding(get: { message != nil }, set: { if !$0 { message = nil } })) {  // expect: closure_binding@39 refuted
            Text(message ?? "")
        }
    }
}

@Observable final class SearchFilters {
    var sort = "new"
}

final class ServerPicker: ObservableObject {
    @Published private(set) var server = "home"

    func select(_ server: String) { self.server = server }
}

/// Set through `withAnimation`, and an optional `@Observable` model read through `if let`.
struct FilterBar: View {
    @State var filters: SearchFilters?
    @ObservedObject var picker: ServerPicker
    @State private var compact = false
    @State private var mode = 0

    var body: some View {
        VStack {
            if let filters {
                TextField("Sort", text: Binding(get: { filters.sort }, set: { self.filters?.sort = $0 }))  // expect: closure_binding@41
            }
            Picker("Server", selection: Binding(get: { picker.server }, set: { newValue in withAnimation { picker.select(newValue) } })) {  // expect: closure_binding@41
                Text("Home").tag("home")
            }
            Toggle("Large", isOn: Binding(get: { mode != 0 }, set: { newValue in withAnimation(.easeOut) { mode = newValue ? 2 : 0 } }))  // expect: closure_binding@35
            Toggle("Compact", isOn: Binding(get: { compact }, set: { newValue in withAnimation { compact = newValue } }))  // expect: closure_binding@37
        }
    }
}
