import ViewLint

/// Who builds a project view, from the index's construction sites: a view that only previews
/// or a UIKit/AppKit host construct is made once by that code, never re-made by a parent's
/// `body`, and a finding about parent updates does not apply to it.
extension ProjectModel {
    /// Every construction of the view is in a `#Preview` or a `PreviewProvider` (and there is one).
    func isBuiltOnlyInPreviews(typeNamed name: String) -> Bool {
        guard let sites = viewType(named: name)?.instantiations, !sites.isEmpty else { return false }
        return sites.allSatisfy { isPreview($0) }
    }

    /// Every construction is in a preview or in a host class such as a view controller
    /// (`UIHostingController(rootView: Settings())`), and there is one.
    func isBuiltOnlyOutsideViews(typeNamed name: String) -> Bool {
        guard let sites = viewType(named: name)?.instantiations, !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            isPreview(site) || isHostClass(site.enclosingType)
        }
    }

    /// Every construction of the view outside previews is in an `App` or `Scene` body
    /// (`WindowGroup { Root() }`), and there is one: it goes away only with its window.
    func isWindowRoot(typeNamed name: String) -> Bool {
        let sites = (viewType(named: name)?.instantiations ?? []).filter { !isPreview($0) }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let families = viewType(named: site.enclosingType)?.families else { return false }
            return families.contains(.app) || families.contains(.scene)
        }
    }

    /// A class that is no view (a view controller, a window delegate). Factories that build
    /// views for a `body` are usually enums or structs, and are not taken for hosts.
    private func isHostClass(_ name: String) -> Bool {
        guard !name.isEmpty, !isViewFamily(typeNamed: name), !isViewFamilyProtocol(name),
              let type = declaredType(named: name), type.declarationCount == 1 else { return false }
        return type.kind == .class
    }
}
