// How the index's observation of a class becomes the engine's kind of model.

extension ProjectFacts {
    /// The engine's model kind of a project class, nil when views do not observe it.
    public func observation(ofClass name: String) -> ModelType.Kind? {
        switch classObservation(ofClass: name) {
        case .observableObject: return .observableObject
        case .observable: return .observable
        case nil: return nil
        }
    }
}
