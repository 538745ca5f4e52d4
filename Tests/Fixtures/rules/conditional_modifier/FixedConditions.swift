import SwiftUI
import UIKit

/// Conditions fixed for the process or for the instance, inert modifiers, and look-alikes.
struct Badge: View {
    static let isCompact = true
    let title: String
    let isProminent: Bool
    let onTap: (() -> Void)?
    @State private var count = 0

    var body: some View {
        VStack {
            if UIDevice.current.userInterfaceIdiom == .pad {
                Text(title).padding()
            } else {
                Text(title)
            }
            if Self.isCompact {
                Text(title).font(.caption)
            } else {
                Text(title)
            }
            if isProminent {
                Text(title).bold()
            } else {
                Text(title)
            }
            if onTap != nil {
                Text(title).underline()
            } else {
                Text(title)
            }
            Text(title)
                .glassIfAvailable()
                .if(true) { $0.padding() }
                .hiddenUnless()
                .opacity(count > 0 ? 1 : 0)
            if count > 0 {
                Text(title).foregroundStyle(.red)
            } else {
                Image(systemName: "circle")
            }
            Button("Add") {
                if count > 3 { count = 0 } else { count += 1 }
            }
        }
    }
}

struct BadgeList: View {
    let titles: [String]
    var body: some View {
        ForEach(titles, id: \.self) { title in
            Badge(title: title, isProminent: true, onTap: nil)
            Badge(title: title, isProminent: false, onTap: { print(title) })
        }
    }
}
