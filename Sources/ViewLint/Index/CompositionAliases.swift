extension ProjectIndex {
    /// Adds an edge from each alias of a protocol composition (`typealias StoryView = Story &
    /// View`, `any A & B`) to each protocol it composes, and returns the aliases' ids: a type
    /// conforming to the alias conforms to every one of them, so `struct Top: StoryView` is a view.
    static func compositionAliasEdges(_ tables: [[String: TypeShape]], names: inout NameTable,
                                      into edges: inout [(name: Int32, parent: Int32)]) -> [Int] {
        var aliases: [Int] = []
        for table in tables {
            for (alias, shape) in table {
                guard case .existential(let text) = shape, text.contains("&") else { continue }
                let id = names.id(alias)
                for part in text.split(separator: "&") {
                    var component = Substring(part.drop { $0 == " " || $0 == "(" }.reversed().drop { $0 == " " || $0 == ")" }.reversed())
                    if component.hasPrefix("any ") { component = component.dropFirst(4) }
                    // `SwiftUI.View` conforms by its last name, as inherited names are read.
                    if let dot = component.lastIndex(of: ".") { component = component[component.index(after: dot)...] }
                    guard let first = component.first, first.isUppercase, !component.contains(" ") else { continue }
                    edges.append((id, names.id(String(component))))
                }
                aliases.append(Int(id))
            }
        }
        return aliases
    }
}
