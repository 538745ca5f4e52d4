/// The targets a SwiftPM `Package.swift` declares, read from its syntax (the manifest is never
/// run): every `.target`, `.executableTarget`, `.testTarget` and `.macro` call with a literal
/// `name:`, its `path:` (else SwiftPM's default folder), `exclude:` and `sources:`.
/// Targets declared through computed values the reader cannot see are missed; their files fall
/// back to folder modules.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// Absolute folder of the target's sources.
        public var folder: String
        /// Absolute paths under `folder` that are not part of the target.
        public var excluded: [String]
        /// When the manifest lists `sources:`, the absolute paths (files or folders) that are.
        public var sources: [String]?

        /// Whether the target compiles `path` (absolute, normalized).
        public func contains(_ path: String) -> Bool {
            guard PathText.relative(path, to: folder) != nil else { return false }
            if excluded.contains(where: { $0 == path || PathText.relative(path, to: $0) != nil }) { return false }
            guard let sources else { return true }
            return sources.contains { $0 == path || PathText.relative(path, to: $0) != nil }
        }
    }

    public var targets: [Target]
    /// The oldest OS versions its `platforms:` declare (`.iOS(.v17)`, `.macOS("14.0")`).
    public var deploymentTargets = DeploymentTargets()

    static let targetCalls: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// Reads the manifest at `path` (absolute); `folderExists` decides between SwiftPM's
    /// default source folders (`Sources/`, `Source/`, `src/`, `srcs/`; `Tests/` for tests).
    public init(path: String, bytes: [UInt8], folderExists: (String) -> Bool) {
        let packageFolder = PathText.directory(of: path)
        let tree = SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
        var targets: [Target] = []
        for id in tree.callAndTypeNodes where tree.kind(id) == .call {
            guard let callee = tree.firstChild(id), tree.kind(callee) == .memberAccess else { continue }
            if tree.isImplicitMemberCall(id), let platform = DeploymentTargets.Platform(rawValue: tree.name(callee)),
               let version = tree.arguments(id).first.flatMap(tree.value) {
                let text = tree.kind(version) == .memberAccess ? tree.name(version) : PackageManifest.literal(version, in: tree)
                if let major = text.flatMap(DeploymentTargets.major(of:)) { deploymentTargets.record(platform, major: major) }
                continue
            }
            guard PackageManifest.targetCalls.contains(tree.name(callee)) else { continue }
            var name: String?, folder: String?, excluded: [String] = [], sources: [String]?
            for argument in tree.children(id) where tree.kind(argument) == .argument {
                guard let value = tree.firstChild(argument) else { continue }
                switch tree.name(argument) {
                case "name": name = PackageManifest.literal(value, in: tree)
                case "path": folder = PackageManifest.literal(value, in: tree)
                case "exclude": excluded = PackageManifest.literals(value, in: tree)
                case "sources": sources = PackageManifest.literals(value, in: tree)
                default: break
                }
            }
            guard let name, !name.isEmpty else { continue }
            let isTest = tree.name(callee) == "testTarget"
            let defaults = isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
            let root = folder.map { PathText.normalize(PathText.join(packageFolder, $0)) }
                ?? defaults.map { PathText.join(PathText.join(packageFolder, $0), name) }.first(where: folderExists)
                ?? PathText.join(PathText.join(packageFolder, defaults[0]), name)
            targets.append(Target(name: name, folder: root,
                                  excluded: excluded.map { PathText.normalize(PathText.join(root, $0)) },
                                  sources: sources.map { $0.map { PathText.normalize(PathText.join(root, $0)) } }))
        }
        self.targets = targets
    }

    /// The text of a plain string literal (`"Sources/App"`), nil for anything else.
    static func literal(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> String? {
        guard tree.kind(node) == .stringLiteral, tree.firstChild(node) == nil else { return nil }
        var text = Substring(tree.text(node))
        while text.first == "#" && text.last == "#" { text = text.dropFirst().dropLast() }
        guard text.count >= 2, text.first == "\"", text.last == "\"", !text.hasPrefix("\"\"\"") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The plain string literals of an array literal (`["A.swift", "Resources"]`).
    static func literals(_ node: SyntaxTree.NodeID, in tree: SyntaxTree) -> [String] {
        guard tree.kind(node) == .arrayLiteral else { return [] }
        return tree.children(node).compactMap { element in
            let value = tree.kind(element) == .argument ? tree.firstChild(element) : element
            return value.flatMap { literal($0, in: tree) }
        }
    }
}
