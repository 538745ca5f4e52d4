/// The oldest OS versions the project's targets deploy to, as its Xcode projects
/// (`IPHONEOS_DEPLOYMENT_TARGET = 17.0;`) and package manifests (`.iOS(.v17)`, `.macOS("14.0")`)
/// declare them. Which SwiftUI binding behaviour an app can run with follows from them: the
/// older one exists only on iOS 16 / macOS 13 / tvOS 16 / watchOS 9 and earlier
/// (docs/SWIFTUI-MODEL.md, "Semantics switch"), so a project whose every target is newer never
/// runs with it. The oldest declared version wins; a project that declares none could run anywhere.
public struct DeploymentTargets: Sendable, Equatable {
    public enum Platform: String, Sendable, CaseIterable {
        case iOS, macOS, tvOS, watchOS, visionOS

        /// The first version with the newer behaviour.
        var newerFrom: Int {
            switch self {
            case .iOS, .tvOS: return 17
            case .macOS: return 14
            case .watchOS: return 10
            case .visionOS: return 1
            }
        }
    }

    /// Platform → the oldest major version any target declares.
    public private(set) var oldest: [Platform: Int] = [:]

    public init() {}

    /// Whether every declared target is new enough never to run with the older behaviour.
    public var allNewerBehaviour: Bool {
        !oldest.isEmpty && oldest.allSatisfy { $0.value >= $0.key.newerFrom }
    }

    mutating func record(_ platform: Platform, major: Int) {
        oldest[platform] = min(oldest[platform] ?? major, major)
    }

    /// The oldest of both.
    mutating func merge(_ other: DeploymentTargets) {
        for (platform, major) in other.oldest { record(platform, major: major) }
    }

    /// The build settings that name a deployment target (`IPHONEOS_DEPLOYMENT_TARGET = 17.0`).
    static let xcodeSettings: [String: Platform] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
        "WATCHOS_DEPLOYMENT_TARGET": .watchOS, "XROS_DEPLOYMENT_TARGET": .visionOS,
    ]

    /// The major version of `17.0`, `"16.4"`, `v17` or `v10_15`; nil for a `$(…)` setting.
    static func major(of version: String) -> Int? {
        let digits = version.drop { $0 == "\"" || $0 == "v" || $0 == "." }.prefix { $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }
}
