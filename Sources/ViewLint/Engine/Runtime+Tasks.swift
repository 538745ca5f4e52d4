// Tasks as lifetimes: a `.task` belongs to its view and is cancelled when the view goes
// (rule 41); a `Task { … }` a handler starts belongs to nothing and runs until cancelled. What
// the experiments count is which tasks are still running once the view that started them is
// gone, and how many earlier ones are still running when the same code starts another (fact 50).

/// A task started in a run. Its work is not simulated: only whether it is running.
struct RunningTask {
    /// The node whose handler started it (the `onAppear` or `.task` modifier).
    var starter: Int
    /// The view whose handler ran (where `holder` lives).
    var owner: Int
    var holder: String?
    /// A `.task` modifier's task, cancelled with its view.
    var structured: Bool
    /// The marks (`ViewProgram.marks` indices) above the starter: the code that started it.
    var marks: Set<Int>
    var running = true
    /// Already counted as outliving its view.
    var counted = false
}

extension Runtime {
    /// Mark indices of the marks at and above `node`.
    func markIndices(around node: Int) -> Set<Int> {
        var result = Set<Int>()
        if case .mark(let m) = nodes[node].kind { result.insert(m) }
        for n in marksAbove(node) { if case .mark(let m) = nodes[n].kind { result.insert(m) } }
        return result
    }

    mutating func startTask(holder: String?, structured: Bool, starter: Int, owner: Int) {
        let marks = markIndices(around: starter)
        if !marks.isEmpty {
            // Started by an earlier appearance of the same code: its view is gone (a sibling row
            // of the same `ForEach` is alive and is not an earlier appearance).
            let earlier = tasks.filter {
                $0.running && $0.starter != starter && !nodes[$0.starter].alive && !$0.marks.isDisjoint(with: marks)
            }.count
            if earlier > 0 { countInSubtree(of: starter) { $0.tasksAlreadyRunning += earlier } }
        }
        tasks.append(RunningTask(starter: starter, owner: owner, holder: holder, structured: structured, marks: marks))
        if tracing { note("task running: \(path(of: starter))" + (holder.map { " (kept in `\($0)`)" } ?? "") + (structured ? "" : ", unstructured")) }
    }

    /// `holder?.cancel()` in `owner`: the task last stored there.
    mutating func cancelTask(holder: String, owner: Int) {
        guard let i = tasks.lastIndex(where: { $0.owner == owner && $0.holder == holder }) else { return }
        if tasks[i].running, tracing { note("task cancelled: kept in `\(holder)`") }
        tasks[i].running = false
    }

    /// A `.task` modifier's task ends with its view (or its id change).
    mutating func cancelStructuredTasks(of starter: Int) {
        for i in tasks.indices where tasks[i].starter == starter && tasks[i].structured { tasks[i].running = false }
    }

    /// After a step has settled (handlers run, `onDisappear` included): tasks still running whose
    /// view is gone are counted once at the marks around where they started.
    mutating func countTasksOutlivingTheirView() {
        for i in tasks.indices where tasks[i].running && !tasks[i].counted && !nodes[tasks[i].starter].alive {
            tasks[i].counted = true
            countInSubtree(of: tasks[i].starter) { $0.tasksOutlivingView += 1 }
            if tracing { note("task still running after its view went: \(path(of: tasks[i].starter))") }
        }
    }
}
