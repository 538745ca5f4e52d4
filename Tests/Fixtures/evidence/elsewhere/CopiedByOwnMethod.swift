import SwiftUI

// Modifier-style methods returning a copy of the view: the copy seeds its state from this
// one's, and the views calling them are elsewhere.
struct RemoteThumbnail<Badge: View>: View {
    @State private var urls: [URL]
    private var cornerRadius: Double
    private var badge: Badge

    var body: some View {
        ZStack(alignment: .topTrailing) {
            if let url = urls.first {
                AsyncImage(url: url)
                    .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            }
            badge
        }
    }

    func badge<NewBadge: View>(@ViewBuilder _ content: () -> NewBadge) -> RemoteThumbnail<NewBadge> {
        RemoteThumbnail<NewBadge>(
            urls: urls,
            cornerRadius: cornerRadius,
            badge: content()
        )
    }

    func rounded(_ radius: Double) -> Self {
        Self(
            urls: urls,
            cornerRadius: radius,
            badge: badge
        )
    }
}
