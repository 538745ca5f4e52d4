// The environment values the synthetic parent varies (split from SiteHost.swift along its seam:
// the table is data, the host is code).

extension HostBuilder {
    /// Environment values whose kinds SwiftUI fixes: the experiment moves between them, so the
    /// view's conditions on them (`colorScheme == .dark`) can be evaluated.
    static let environmentValues: [String: [Value]] = {
        let bool: [Value] = [.bool(false), .bool(true)]
        func cases(_ names: String...) -> [Value] { names.map { .string("." + $0) } }
        return [
            "\\.colorScheme": cases("light", "dark"),
            "\\.horizontalSizeClass": cases("regular", "compact"),
            "\\.verticalSizeClass": cases("regular", "compact"),
            "\\.layoutDirection": cases("leftToRight", "rightToLeft"),
            "\\.scenePhase": cases("active", "inactive", "background"),
            "\\.dynamicTypeSize": cases("large", "xLarge", "accessibility1"),
            "\\.colorSchemeContrast": cases("standard", "increased"),
            "\\.isEnabled": bool, "\\.isFocused": bool, "\\.isSearching": bool, "\\.isPresented": bool,
            "\\.accessibilityReduceMotion": bool, "\\.accessibilityReduceTransparency": bool,
            "\\.accessibilityDifferentiateWithoutColor": bool, "\\.accessibilityInvertColors": bool,
            "\\.legibilityWeight": cases("regular", "bold"),
        ]
    }()
}
