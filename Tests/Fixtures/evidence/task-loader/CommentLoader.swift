import Observation

enum LoadingState {
    case idle, loading, done
}

/// Loads once at a time: a second `load()` while one runs returns at once.
@MainActor @Observable
final class CommentLoader {
    var loadingState: LoadingState = .idle
    var comments: [String] = []
    let postID: Int

    init(postID: Int) { self.postID = postID }

    func load() async {
        guard loadingState == .idle else { return }
        loadingState = .loading
        try? await Task.sleep(nanoseconds: 1_000_000)
        comments = ["First"]
        loadingState = .done
    }
}
