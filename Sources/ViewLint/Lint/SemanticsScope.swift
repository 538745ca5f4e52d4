// Which SwiftUI binding semantics the code around a site can run with, and how a summary names
// them (docs/SWIFTUI-MODEL.md, "Semantics switch"). The older behaviour applies to apps running
// on iOS 16 / macOS 13 and earlier (or linked against their SDKs); visionOS never had it.

/// The platforms the site's code is compiled for, as far as its `#if os(…)` clauses say.
public struct SemanticsScope: Sendable, Equatable {
    public enum Platform: String, Sendable, CaseIterable { case iOS, macOS, visionOS, other }

    /// Nil when nothing restricts the platforms.
    public var platforms: Set<Platform>?
    /// What the project's deployment targets allow.
    public var projectSemantics: Set<Semantics> = [.v17plus, .pre17]

    public init(platforms: Set<Platform>?) { self.platforms = platforms }

    /// The scope of a lowered site: its `#if` clauses and the project's deployment targets.
    public init(_ lowered: LoweredSite) {
        self.init(compiledConditions: lowered.compiledConditions)
        projectSemantics = lowered.projectSemantics
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
            case "tvOS", "watchOS": result.insert(.other)
            default: return nil
            }
        }
        return result.isEmpty ? nil : result
    }

    /// The semantics the code can run with: code compiled only for visionOS never has the
    /// pre-iOS 17 behaviour (every visionOS SDK has `_SemanticFeature_v5`).
    public var semantics: Set<Semantics> {
        if let platforms, platforms.subtracting([.visionOS]).isEmpty { return [.v17plus] }
        return projectSemantics
    }

    /// "on iOS 16 and earlier": where only the older behaviour shows the effect.
    public var olderPhrase: String {
        switch platforms {
        case [.iOS]?: return "on iOS 16 and earlier"
        case [.macOS]?: return "on macOS 13 and earlier"
        default: return "on iOS 16 / macOS 13 and earlier"
        }
    }

    /// "on iOS 17 and later": where only the newer behaviour shows the effect.
    public var newerPhrase: String {
        // Every version the project deploys to has the newer behaviour: nothing to qualify.
        if !projectSemantics.contains(.pre17) { return "" }
        switch platforms {
        case [.iOS]?: return "on iOS 17 and later"
        case [.macOS]?: return "on macOS 14 and later"
        case [.visionOS]?: return ""
        default: return "on iOS 17 / macOS 14 and later"
        }
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
