import SwiftUI

@MainActor protocol SyncJob {
    func perform() async
}

struct ArchiveUpload: SyncJob {
    let archive: Data
    func perform() async {
        try? await Task.sleep(for: .seconds(2))
        UserDefaults.standard.set(archive, forKey: "archive")
    }
}

/// The task's work is a call through a protocol: whether it must finish (an upload) is unknown.
struct SyncProgressSheet: View {
    let job: any SyncJob
    var body: some View {
        ProgressView()
            .onAppear {
                Task { await job.perform() }
            }
    }
}

/// The same through a generic model constrained to a protocol.
@MainActor protocol SyncSheetModel: ObservableObject {
    var isDone: Bool { get }
    func start() async
}

struct GenericSyncSheet<Model: SyncSheetModel>: View {
    @ObservedObject var model: Model
    var body: some View {
        Text(model.isDone ? "Done" : "Syncing")
            .onAppear {
                Task { await model.start() }
            }
    }
}

/// Work the code names a load: it belongs to the view, whatever is behind the protocol.
struct FeedSheet: View {
    let feed: any FeedLoading
    @State private var titles: [String] = []
    var body: some View {
        List(titles, id: \.self) { Text($0) }
            .onAppear {
                Task { titles = await feed.loadTitles() }
            }
    }
}

@MainActor protocol FeedLoading {
    func loadTitles() async -> [String]
}
