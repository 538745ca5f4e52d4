import SwiftUI

// A binding handed to a project view whose initializer keeps it only inside
// `StateObject(wrappedValue:)`. SwiftUI runs that autoclosure once, at install (fact 46), but the
// view's value holds the autoclosure, compared by what it captures (rule 9). Made in a generic
// type, it never compares equal: the view re-runs on every construction whatever the binding.
final class SelectionBox<Value: Hashable>: ObservableObject {
    @Published var value: Set<Value>
    private let source: Binding<[Value]>

    init(source: Binding<[Value]>) {
        self.source = source
        value = Set(source.wrappedValue)
    }
}

struct ChoiceList<Element: Hashable & CustomStringConvertible>: View {
    @StateObject private var box: SelectionBox<Element>
    private let choices: [Element]

    init(selection: Binding<[Element]>, choices: [Element]) {
        self._box = StateObject(wrappedValue: SelectionBox(source: selection))
        self.choices = choices
    }

    var body: some View {
        List(choices, id: \.self) { choice in
            Button(choice.description) { box.value.insert(choice) }
        }
    }
}

extension ChoiceList where Element == String {
    init(names: Binding<[String]>) {
        self.init(selection: names, choices: ["red", "green", "blue"])
    }
}

struct TagCount: View {
    @StateObject private var box: SelectionBox<String>

    init(tags: Binding<[String]>) {
        _box = StateObject(wrappedValue: SelectionBox(source: tags))
    }

    var body: some View {
        Text("\(box.value.count) tags")
    }
}

final class TagFilterModel: ObservableObject {
    @Published var tags: [String] = []
    @Published var available: [String] = []
    func setTags(_ tags: [String]) { self.tags = tags.sorted() }
}

struct TagFilter: View {
    @ObservedObject var model: TagFilterModel

    @ViewBuilder
    private func picker() -> some View {
        let tags: Binding<[String]> = Binding {
            model.tags
        } set: {
            model.setTags($0)
        }

        if model.available.isEmpty {
            Text("No tags")
        } else {
            ChoiceList(names: tags)
        }
    }

    @ViewBuilder
    private func counter() -> some View {
        let tags: Binding<[String]> = Binding {
            model.tags
        } set: {
            model.setTags($0)
        }

        if model.available.isEmpty {
            Text("No tags")
        } else {
            TagCount(tags: tags)
        }
    }

    var body: some View {
        Form {
            picker()
            counter()
        }
    }
}
