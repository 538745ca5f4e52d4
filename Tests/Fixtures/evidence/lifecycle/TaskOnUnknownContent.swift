import SwiftUI

/// A chart built by a function the project does not declare in a form the engine reads.
func makeSparkline(_ values: [Double]) -> some View {
    Path { path in
        for (index, value) in values.enumerated() {
            path.addLine(to: CGPoint(x: Double(index), y: value))
        }
    }
}

struct SparklineCard: View {
    let values: [Double]
    @State private var highlighted = false

    var body: some View {
        makeSparkline(values)
            .onAppear {
                Task {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    highlighted = true
                }
            }
    }
}
