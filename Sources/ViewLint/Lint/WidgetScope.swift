/// The rules' one question about WidgetKit (docs/SWIFTUI-MODEL.md fact 57): code of a view
/// that only widgets show is drawn into a snapshot per timeline entry, so nothing it keeps
/// (`@State`, an object, a task, a row's identity) lives on from one update to the next.
extension LintContext {
    /// Whether `node` sits in a view type that only widgets show
    /// (`ProjectModel.isShownOnlyByWidgets`). `verdicts` keeps the answers of one file's check
    /// by type name.
    public func isInWidgetOnlyView(_ node: SyntaxTree.NodeID, in tree: SyntaxTree, verdicts: inout [String: Bool]) -> Bool {
        guard let name = tree.enclosingTypeName(node), !name.isEmpty else { return false }
        if let known = verdicts[name] { return known }
        let answer = index.isShownOnlyByWidgets(viewNamed: name, from: tree.file.path)
        verdicts[name] = answer
        return answer
    }
}
