extension ProjectIndex {
    /// A stable, readable listing for `viewlint debug-index` and tests: one block per view type.
    public func dump() -> String {
        var out = ""
        for type in viewTypes {
            let families = type.families.sorted().map(\.rawValue).joined(separator: ",")
            out += "\(type.kind.rawValue) \(type.qualifiedName) [\(families)] \(type.path):\(type.line) pod=\(type.pod)\n"
            if let equality = type.customEquality { out += "  custom == at offset \(equality.offset) in \(equality.path)\n" }
            if type.isEquatable { out += "  Equatable\n" }
            for property in type.storedProperties {
                var line = "  \(property.isLet ? "let" : "var") \(property.name)"
                if let wrapper = property.wrapper {
                    line += " @\(wrapper.name)" + (wrapper.arguments.isEmpty ? "" : "(\(wrapper.arguments))") + " (\(wrapper.kind.rawValue))"
                }
                if !property.typeText.isEmpty { line += ": \(property.typeText)" }
                if let value = property.initializerText { line += " = \(value.count > 40 ? String(value.prefix(37)) + "…" : value)" }
                line += " pod=\(property.pod)"
                out += line.replacingOccurrences(of: "\n", with: " ") + "\n"
            }
            for site in type.instantiations {
                var line = "  used at \(site.path):\(site.line):\(site.column) in \(site.enclosingDeclaration)"
                if !site.modifiers.isEmpty {
                    line += " modifiers: " + site.modifiers.map { ($0.conditional ? "#if ." : ".") + $0.name }.joined(separator: " ")
                }
                if site.wrappedInEquatableView { line += " in EquatableView" }
                out += line + "\n"
            }
        }
        return out
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
