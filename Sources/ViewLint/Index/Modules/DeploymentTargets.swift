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

    /// "iOS 17, macOS 14": the oldest versions declared, for a summary or a note.
    public var description: String {
        Platform.allCases.compactMap { p in oldest[p].map { "\(p.rawValue) \($0)" } }.joined(separator: ", ")
    }

    mutating func record(_ platform: Platform, major: Int) {
        oldest[platform] = min(oldest[platform] ?? major, major)
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 17.0;` and its siblings in a `project.pbxproj`.
    mutating func readXcodeSettings(_ bytes: [UInt8]) {
        let settings: [(String, Platform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
            ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ]
        for (setting, platform) in settings {
            for major in Self.majors(after: setting, in: bytes, skipping: Array(" =\"".utf8)) { record(platform, major: major) }
        }
    }

    /// `.iOS(.v17)`, `.macOS(.v10_15)`, `.iOS("16.4")` in a package manifest's `platforms:`.
    mutating func readManifest(_ bytes: [UInt8]) {
        let names: [(String, Platform)] = [
            (".iOS(", .iOS), (".macOS(", .macOS), (".tvOS(", .tvOS), (".watchOS(", .watchOS), (".visionOS(", .visionOS),
        ]
        for (name, platform) in names {
            for major in Self.majors(after: name, in: bytes, skipping: Array(" .\"v".utf8)) { record(platform, major: major) }
        }
    }

    /// The number after each occurrence of `marker` (past any of `skipping`).
    static func majors(after marker: String, in bytes: [UInt8], skipping: [UInt8]) -> [Int] {
        let pattern = Array(marker.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return [] }
        var found: [Int] = []
        var i = 0
        while i + pattern.count <= bytes.count {
            guard bytes[i] == pattern[0], bytes[i..<(i + pattern.count)].elementsEqual(pattern) else { i += 1; continue }
            var j = i + pattern.count
            while j < bytes.count, skipping.contains(bytes[j]) { j += 1 }
            var value = 0, digits = 0
            while j < bytes.count, bytes[j] >= 48, bytes[j] <= 57, digits < 4 {
                value = value * 10 + Int(bytes[j] - 48); digits += 1; j += 1
            }
            if digits > 0 { found.append(value) }
            i = j
        }
        return found
    }
}
