import SwiftUI

/// Work started from `onAppear` in an unstructured task: nothing cancels it on disappear.
struct FeedView: View {
    @StateObject private var feed = Feed()
    @State private var banner: String?
    @State private var poller: Task<Void, Never>?

    var body: some View {
        List(feed.posts) { post in
            PostRow(post: post)
        }
        .onAppear {
            Task { await feed.refresh() }  // expect: task_in_onappear@13
        }
        .overlay {
            Text(banner ?? "")
                .onAppear(perform: {
                    Task(priority: .utility) { banner = await feed.loadBanner() }  // expect: task_in_onappear@21
                })
        }
        .toolbar {
            ProgressView()
                .onAppear {
                    if feed.posts.isEmpty {
                        Task<Void, Never> { await feed.refresh() }  // expect: task_in_onappear@25
                    }
                    withAnimation {
                        _ = Task.detached { await feed.prefetchImages() }  // expect: task_in_onappear@34
                    }
                    DispatchQueue.main.async {
                        poller = Task {  // expect: task_in_onappear@34
                            for await post in feed.incoming { feed.insert(post) }
                        }
                    }
                }
        }
    }
}

struct PostRow: View {
    let post: Post
    @State private var likes = 0

    var body: some View {
        Text(post.title)
            .onAppear { Task { likes = await post.fetchLikes() } }  // expect: task_in_onappear@25
    }
}
