/// How a class is observed by SwiftUI views.
public enum ClassObservation: Sendable, Equatable {
    /// `ObservableObject`: views observe its `@Published` properties.
    case observableObject
    /// `@Observable`: views track the properties they read.
    case observable
}

extension ProjectFacts {
    /// How a project class is observed: `@Observable` (or conforming to `Observable`), an
    /// `ObservableObject` (directly, or through a project superclass or protocol), or neither.
    public func classObservation(ofClass name: String) -> ClassObservation? {
        ClassObservation.of(name, classes: { classes[$0] }, parents: { protocolParents[$0] })
    }
}

extension ClassObservation {
    /// How the class `name` is observed, reading classes and protocols through `classes` and
    /// `parents` (one project's facts, or a point of view's through its module groups).
    static func of(_ name: String, classes: (String) -> ClassFacts?, parents: (String) -> [String]?) -> ClassObservation? {
        var seen = Set<String>()
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == "ObservableObject" { return .observableObject }
            if next == "Observable" { return .observable }
            if let facts = classes(next) {
                if facts.isObservableMacro { return .observable }
                pending += facts.inherited
            }
            pending += parents(next) ?? []
        }
        return nil
    }
}
