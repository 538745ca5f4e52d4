// swift-tools-version:6.0
// A small package that uses ViewLint's plugins, for Tests/Integration/plugins.sh. The script
// copies it next to a copy of this repository named ViewLint (hence the "../ViewLint" path)
// and builds it there, so no .build folder lands in the repository.
import PackageDescription

let package = Package(
    name: "Demo",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../ViewLint")],
    targets: [
        .target(name: "Demo", plugins: [.plugin(name: "ViewLintBuildToolPlugin", package: "ViewLint")]),
    ]
)
