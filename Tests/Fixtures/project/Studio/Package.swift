// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Studio", targets: [.target(name: "Studio"), .target(name: "Gallery")])
