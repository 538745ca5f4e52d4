// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.iOS(.v17), .tvOS(.v17)],
    products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "PhoneApp", dependencies: ["DesignSystem"]),
        .target(name: "TVApp", dependencies: ["DesignSystem"], path: "TV/Sources"),
    ]
)
