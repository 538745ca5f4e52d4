import SwiftUI

enum Tab { case home, settings }

enum Loadable { case idle, loaded(Int), failed(String) }

indirect enum Tree { case leaf(Int), node(Tree, Tree) }

struct Point2 { var x: Double; var y: Double }

struct Sample {
    var point: Point2
    var tab: Tab
    var count = 0
    var ratio = 1.5
}

struct Named { var name: String }

final class Model: ObservableObject { @Published var items: [Int] = [] }

typealias Score = Int

protocol Screen: View {}
protocol DetailScreen: Screen {}

enum Presentation { case sheet, popover(arrow: Tab = .home, size: Double = 1) }

struct Outer {
    struct Root { var name: String }
    var root: Root
}

struct Root { var depth: Int }
