import SwiftUI

// A view whose modifier-like method returns a copy of it made from its own `@State`: refuted as a
// static fact, since nothing new enters there; the chain's start (`Banner(_:)`) decides.
struct Banner<Accessory: View>: View {
    @State var lines: [String]
    var accessory: Accessory

    var body: some View {
        VStack {
            Text(lines.joined(separator: "\n"))
            accessory
        }
    }
}

extension Banner where Accessory == EmptyView {
    init(_ lines: [String]) {
        self.init(lines: lines, accessory: EmptyView())
    }
}

extension Banner {
    func accessory<NewAccessory: View>(@ViewBuilder _ content: () -> NewAccessory) -> Banner<NewAccessory> {
        Banner<NewAccessory>(lines: lines, accessory: content())
    }
}

struct Match: View {
    @State private var points = 0

    var body: some View {
        VStack {
            Banner(["Home", "Away"]).accessory { Image(systemName: "star") }
            Text("\(points)")
            Button("Goal") { points += 1 }
        }
    }
}
