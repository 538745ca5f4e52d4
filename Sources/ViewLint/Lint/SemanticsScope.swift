// Which SwiftUI binding semantics the code around a site can run with, and how a summary names
// them (docs/SWIFTUI-MODEL.md, "Semantics switch"). The older behaviour applies to apps running
// on iOS 16 / macOS 13 and earlier (or linked against their SDKs); visionOS never had it.

/// The platforms the site's code is compiled for, as far as its `#if os(…)` clauses say.
public struct SemanticsScope: Sendable, Equatable {
    public enum Platform: String, Sendable, CaseIterable { case iOS, macOS, visionOS, watchOS, tvOS }

    /// Nil when nothing restricts the platforms.
    public var platforms: Set<Platform>?
    /// What the project's deployment targets allow.
    public var projectSemantics: Set<Semantics> = [.v17plus, .pre17]
    /// The lowest version the code runs on, per platform, from the `#available` branches the
    /// lowering took (`#available(iOS 26, *)`: iOS 26).
    public var minimumVersions: [Platform: Int] = [:]

    public init(platforms: Set<Platform>?) { self.platforms = platforms }

    /// The scope of a lowered site: its `#if` clauses and the project's deployment targets.
    public init(_ lowered: LoweredSite) {
        self.init(compiledConditions: lowered.compiledConditions)
        projectSemantics = lowered.projectSemantics
        // `#unavailable(iOS 18)` runs below that version: it lifts no minimum.
        for condition in lowered.availableConditions where !condition.hasPrefix("#unavailable") {
            for (platform, version) in Self.versions(inAvailable: condition) {
                minimumVersions[platform] = max(minimumVersions[platform] ?? 0, version)
            }
        }
        // The Xcode targets compiling the file (a watch app's files) restrict it like `#if os(watchOS)`.
        if let targets = lowered.targetPlatforms {
            let allowed = Set(targets.map(Self.platform(of:)))
            platforms = platforms.map { $0.intersection(allowed) } ?? allowed
        }
    }

    static func platform(of target: DeploymentTargets.Platform) -> Platform {
        switch target {
        case .iOS: return .iOS
        case .macOS: return .macOS
        case .visionOS: return .visionOS
        case .watchOS: return .watchOS
        case .tvOS: return .tvOS
        }
    }

    /// From the conditions of the `#if` clauses taken as compiled (`os(visionOS)`): each
    /// restricts the platforms; nested ones intersect.
    public init(compiledConditions: [String]) {
        var platforms: Set<Platform>?
        for condition in compiledConditions {
            guard let allowed = Self.platforms(of: condition) else { continue }
            platforms = platforms.map { $0.intersection(allowed) } ?? allowed
        }
        self.platforms = platforms
    }

    /// `os(iOS)`, `os(iOS) || os(visionOS)`: the platforms named; nil for any other condition
    /// (`canImport(…)`, `DEBUG`, a negation), which says nothing about the platform.
    static func platforms(of condition: String) -> Set<Platform>? {
        var result = Set<Platform>()
        for alternative in condition.split(separator: "|", omittingEmptySubsequences: true) {
            let text = alternative.filter { !$0.isWhitespace }
            guard text.hasPrefix("os("), text.hasSuffix(")") else { return nil }
            switch text.dropFirst(3).dropLast() {
            case "iOS": result.insert(.iOS)
            case "macOS", "OSX": result.insert(.macOS)
            case "visionOS", "xrOS": result.insert(.visionOS)
            case "tvOS": result.insert(.tvOS)
            case "watchOS": result.insert(.watchOS)
            default: return nil
            }
        }
        return result.isEmpty ? nil : result
    }

    /// `#available(iOS 26, macOS 15, *)`: each platform named with its major version.
    static func versions(inAvailable condition: String) -> [(Platform, Int)] {
        guard let open = condition.firstIndex(of: "("), let close = condition.lastIndex(of: ")"), open < close else { return [] }
        return condition[condition.index(after: open) ..< close].split(separator: ",").compactMap { part in
            let words = part.split(separator: " ")
            guard words.count == 2, let major = Int(words[1].split(separator: ".")[0]) else { return nil }
            let platform: Platform? = switch words[0] {
            case "iOS": .iOS
            case "macOS", "OSX": .macOS
            case "visionOS": .visionOS
            case "watchOS": .watchOS
            case "tvOS": .tvOS
            default: nil
            }
            return platform.map { ($0, major) }
        }
    }

    /// The first version of each platform with the newer behaviour (visionOS always had it).
    static let newerFrom: [(Platform, Int)] = [(.iOS, 17), (.macOS, 14), (.watchOS, 10), (.tvOS, 17)]

    /// The platforms the code can run on with the older behaviour: compiled for, and not lifted
    /// past it by an `#available` branch the code takes.
    var olderPlatforms: Set<Platform> {
        let named = (platforms ?? Set(Platform.allCases)).subtracting([.visionOS])
        return named.filter { platform in
            let first = Self.newerFrom.first { $0.0 == platform }!.1
            return (minimumVersions[platform] ?? 0) < first
        }
    }

    /// The semantics the code can run with: code compiled only for visionOS never has the
    /// pre-iOS 17 behaviour (every visionOS SDK has `_SemanticFeature_v5`), nor does code an
    /// `#available` branch keeps to versions that have the newer one.
    public var semantics: Set<Semantics> {
        if olderPlatforms.isEmpty { return [.v17plus] }
        return projectSemantics
    }

    /// "on iOS 16 and earlier": where only the older behaviour shows the effect.
    public var olderPhrase: String {
        "on " + versions(older: true) + " and earlier"
    }

    /// "on iOS 17 and later": where only the newer behaviour shows the effect.
    public var newerPhrase: String {
        // Every version the project deploys to has the newer behaviour: nothing to qualify.
        if !projectSemantics.contains(.pre17) { return "" }
        if platforms == [.visionOS] { return "" }
        return "on " + versions(older: false) + " and later"
    }

    /// "iOS 17 / macOS 14" for the platforms the code is compiled for (visionOS never had the
    /// older behaviour, so it is not named); iOS and macOS when nothing restricts them.
    private func versions(older: Bool) -> String {
        var named = (platforms ?? [.iOS, .macOS]).subtracting([.visionOS])
        if older {
            // Lifted past the older behaviour by `#available`: name the platforms still below it.
            named = named.intersection(olderPlatforms).isEmpty ? olderPlatforms : named.intersection(olderPlatforms)
        }
        let shown = Self.newerFrom.filter { named.contains($0.0) }.map { "\($0.0.rawValue) \(older ? $0.1 - 1 : $0.1)" }
        return shown.isEmpty ? (older ? "iOS 16 / macOS 13" : "iOS 17 / macOS 14") : shown.joined(separator: " / ")
    }
}

extension SiteExperiment {
    /// The experiment with each driver run only under the semantics the code can have.
    public func scoped(to scope: SemanticsScope) -> SiteExperiment {
        var copy = self
        copy.drivers = drivers.compactMap { driver in
            var d = driver
            d.semantics = driver.semantics.filter(scope.semantics.contains)
            return d.semantics.isEmpty ? nil : d
        }
        return copy
    }
}
