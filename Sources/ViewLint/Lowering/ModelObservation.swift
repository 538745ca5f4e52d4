// How the index's observation of a class becomes the engine's kind of model.

extension ProjectModel {
    /// The engine's model kind of a project class, nil when views do not observe it.
    public func observation(ofClass name: String) -> ModelType.Kind? {
        classObservation(ofClass: name).map(ModelType.Kind.init)
    }
}

extension ModelType.Kind {
    /// The engine's model kind of a class views observe this way.
    public init(_ observation: ClassObservation) {
        switch observation {
        case .observableObject: self = .observableObject
        case .observable: self = .observable
        }
    }
}
