import SwiftUI

// Closure bindings the engine cannot follow to a receiver by running the code: where the code
// alone decides (only SwiftUI's own views get the binding, or a helper reads only its value),
// the finding is decided as a static fact; otherwise the reason says where the binding goes.
final class PrintJob: ObservableObject {
    @Published var copies = 1
    @Published var preview: String?
}

extension Optional {
    @ViewBuilder
    func whenPresent<Content: View>(@ViewBuilder _ content: (Wrapped) -> Content) -> some View {
        if let value = self { content(value) }
    }
}

struct PrintPreviewLink: ViewModifier {
    @ObservedObject var job: PrintJob

    private var showsPreview: Binding<Bool> {
        Binding(get: { job.preview != nil }, set: { if !$0 { job.preview = nil } })
    }

    func body(content: Content) -> some View {
        content.background(
            job.preview.whenPresent { name in
                NavigationLink(isActive: showsPreview) {
                    Text(name)
                } label: {
                    EmptyView()
                }
            }
        )
    }
}

struct PrintOptionsForm: View {
    @ObservedObject var job: PrintJob

    private var copies: Binding<Int> {
        Binding(get: { job.copies }, set: { job.copies = max(1, $0) })
    }

    var body: some View {
        Form {
            countField("Copies", count: copies)
        }
    }

    @ViewBuilder
    private func countField(_ title: String, count: Binding<Int>) -> some View {
        let text = Binding<String>(get: { String(count.wrappedValue) }, set: { count.wrappedValue = Int($0) ?? 1 })
        LabeledContent(title) {
            TextField(title, text: text)
        }
    }
}

struct CopiesProxy {
    var copies: Binding<Int>
}

struct CopiesReader<Content: View>: View {
    @ObservedObject var job: PrintJob
    let content: (CopiesProxy) -> Content

    var body: some View {
        content(CopiesProxy(copies: Binding(get: { job.copies }, set: { job.copies = $0 })))
    }
}
