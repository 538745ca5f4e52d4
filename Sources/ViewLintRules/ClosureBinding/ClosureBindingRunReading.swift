import ViewLint

// How closure_binding reads its runs and receivers for its wording: the run the fix saves most
// on, a receiver from a package, and the refuted message.
extension ClosureBindingRule {
    /// The run where the fix saves most re-checks: it shows the internal cost, and the finding
    /// carries its counts.
    static func mostRecheckedRun(_ runs: [DriverRun]) -> DriverRun? {
        runs.max { $0.asWritten.internalUpdates - $0.withFix.internalUpdates < $1.asWritten.internalUpdates - $1.withFix.internalUpdates }
    }

    /// A receiver neither SwiftUI (`SwiftUICatalog.views`) nor the project declares.
    static func isFromPackage(_ receiver: Receiver, index: ProjectModel) -> Bool {
        switch receiver {
        case .control(let name), .external(let name):
            return !SwiftUICatalog.views.contains(name) && !index.isViewType(named: name) && !index.isViewFamily(typeNamed: name)
        case .view, .presentation:
            return false
        }
    }

    /// A refuted finding keeps what the code does and drops the effect the evidence did not see.
    public func refutedMessage(at binding: ClosureBindingSite, evidence: Evidence) -> String? {
        return fittedMessage("\(binding.subject) is rebuilt on every body run, but here it makes no view body run more often",
                                        "`Binding(get:set:)` is rebuilt on every body run, but here it makes no view body run more often")
    }
}
