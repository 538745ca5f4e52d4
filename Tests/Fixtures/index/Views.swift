import SwiftUI

struct Badge: View {
    let value: Int
    let tab: Tab
    let sample: Sample
    let score: Score
    let maybe: Int?
    var label: String { "\(value)" }
    static let shared = 1
    var body: some View { Text(label) }
}

extension Badge: Equatable {
    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.value == rhs.value }
}

struct Row<Content: View>: View {
    @State private var expanded = false
    @Binding var selection: Int
    @StateObject private var model = Model()
    @ObservedObject var observed: Model
    @EnvironmentObject var settings: Model
    @Environment(\.colorScheme) var scheme
    @FocusState private var focused: Bool
    @GestureState private var drag = CGSize.zero
    @Namespace private var ns
    @SceneStorage("tab") private var storedTab = 0
    @AppStorage("flag") var flag = false
    @Dependency(\.clock) var clock
    let named: Named
    let onTap: () -> Void
    let loadable: Loadable
    let tree: Tree
    let external: Measurement<UnitLength>
    @ViewBuilder let content: Content
    var body: some View { content }
}

struct Plain {
    var body: Int { 1 }
}

struct Later {}
extension Later: View {
    var body: some View { EmptyView() }
}

struct Home: DetailScreen {
    var body: some View { Text("home") }
}

struct Bordered: ViewModifier {
    let width: CGFloat
    func body(content: Content) -> some View { content.border(.gray, width: width) }
}

struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

@main
struct DemoApp: App {
    var body: some Scene { WindowGroup { Home() } }
}

enum Placeholder: View {
    case empty
    var body: some View { EmptyView() }
}

struct Generic<Root>: View {
    let root: Root
    let presentation: Presentation
    let top: Root2
    var body: some View { EmptyView() }
    typealias Root2 = Outer
}

struct UsesRoot: View {
    let root: Root
    var body: some View { EmptyView() }
}

struct _Deferred: View {
    var body: some View { Later() }
}

final class Host { func make() -> Any { _Deferred() } }
