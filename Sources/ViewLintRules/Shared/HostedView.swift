import ViewLint

extension ViewProgram {
    /// The program with the view its host shows rewritten: the host's last child (the hosted
    /// view with its environment, after what stands for the parent re-rendering).
    func rewritingHostedView(_ transform: (ViewTemplate) -> ViewTemplate) -> ViewProgram {
        var copy = self
        guard let host = copy.types.firstIndex(where: { $0.name == copy.root }) else { return copy }
        if case .container(let name, let children) = copy.types[host].body, let last = children.last {
            copy.types[host].body = .container(name, children.dropLast() + [transform(last)])
        } else {
            copy.types[host].body = transform(copy.types[host].body)
        }
        return copy
    }
}
