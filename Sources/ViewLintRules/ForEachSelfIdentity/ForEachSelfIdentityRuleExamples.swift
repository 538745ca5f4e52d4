import ViewLint

enum ForEachSelfIdentityRuleExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
            struct Contact: Identifiable, Hashable {
                let id: UUID
                var name: String
            }
            struct ContactList: View {
                @State private var contacts: [Contact] = []
                var body: some View {
                    List(contacts, id: ↓\\.self) { contact in
                        Text(contact.name)
                    }
                    .toolbar {
                        Button("Add") { contacts.append(Contact(id: UUID(), name: "New")) }
                    }
                }
            }
            """, evidence: .confirmed("rows were given a new identity 3 times in 3 edits")),
        RuleExample("""
            struct TagEditor: View {
                @State private var tags: [String] = ["swift", "ui"]
                var body: some View {
                    ForEach($tags, id: ↓\\.self) { $tag in
                        TextField("Tag", text: $tag)
                    }
                }
            }
            """),
        RuleExample("""
            struct Waypoint: Hashable {
                var latitude: Double
                var longitude: Double
            }
            final class Route: ObservableObject {
                @Published var waypoints: [Waypoint] = []
            }
            struct RouteView: View {
                @ObservedObject var route: Route
                var body: some View {
                    ForEach(route.waypoints.reversed(), id: ↓\\.self) { point in
                        Text("\\(point.latitude), \\(point.longitude)")
                    }
                }
            }
            """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
            struct Contact: Identifiable, Hashable {
                let id: UUID
                var name: String
            }
            struct ContactList: View {
                @State private var contacts: [Contact] = []
                var body: some View {
                    List(contacts) { contact in
                        Text(contact.name)
                    }
                    ForEach($contacts) { $contact in
                        TextField("Name", text: $contact.name)
                    }
                }
            }
            """),
        RuleExample("""
            enum Weekday: String, CaseIterable { case monday, tuesday }
            struct Calendar: View {
                static let sizes = [8, 12, 16]
                @State private var tags: Set<String> = []
                let names: [String]
                var body: some View {
                    ForEach(Weekday.allCases, id: \\.self) { Text($0.rawValue) }
                    ForEach(["A", "B", "C"], id: \\.self) { Text($0) }
                    ForEach(Self.sizes, id: \\.self) { Text("\\($0)") }
                    ForEach(Array(tags), id: \\.self) { Text($0) }
                    ForEach(names, id: \\.self) { Text($0) }
                    ForEach(0..<3, id: \\.self) { Text("\\($0)") }
                }
            }
            """),
    ]
}
