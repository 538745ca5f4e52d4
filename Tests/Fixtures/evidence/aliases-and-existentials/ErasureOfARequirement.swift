import SwiftUI

protocol Award {
    associatedtype Medal: View
    var title: Text { get }
    var medal: Medal { get }
    var ribbon: any View { get }
    func caption() -> Text
}

// Members of a value of protocol type. `title` and `caption()` are required with one concrete
// type: whatever conforms, the erased view is a `Text`, so those erasures are not forced and
// are reported. `medal` (an associated type) and `ribbon` (`any View`) follow the conforming
// type: forced, not reported.
struct AwardCard: View {
    let award: any Award
    @State private var expanded = false

    var body: some View {
        VStack {
            AnyView(award.title)
            AnyView(award.caption().bold())
            AnyView(award.medal)
            AnyView(award.ribbon)
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
    }
}
