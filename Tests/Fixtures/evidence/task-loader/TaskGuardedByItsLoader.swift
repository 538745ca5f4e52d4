import SwiftUI

/// The view makes its own loader, whose `load()` turns a second call away while one runs: the
/// same view appearing again starts no second load, but each new view has its own loader.
struct CommentThread: View {
    @State private var loader: CommentLoader

    init(postID: Int) {
        _loader = State(wrappedValue: CommentLoader(postID: postID))
    }

    var body: some View {
        List(loader.comments, id: \.self) { Text($0) }
            .onAppear {
                Task {
                    await loader.load()
                }
            }
    }
}

/// The loader is handed in: every view may share it, and the guard may turn each later task away.
struct SharedCommentThread: View {
    @State private var loader: CommentLoader

    init(loader: CommentLoader) {
        _loader = State(wrappedValue: loader)
    }

    var body: some View {
        List(loader.comments, id: \.self) { Text($0) }
            .onAppear {
                Task {
                    await loader.load()
                }
            }
    }
}
