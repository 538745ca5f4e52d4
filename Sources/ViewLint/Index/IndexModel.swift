/// The SwiftUI protocol families whose members count as "view code".
public enum ViewFamily: String, Sendable, Hashable, CaseIterable, Comparable {
    case view, viewModifier, app, scene, style, representable, toolbarContent, commands

    public static func < (lhs: ViewFamily, rhs: ViewFamily) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    /// The family's place among the cases. Hashing, order and the mask bit read it: by default a
    /// raw-valued enum hashes its String, and `isView` asks a set of these everywhere.
    var ordinal: UInt8 {
        switch self {
        case .view: 0
        case .viewModifier: 1
        case .app: 2
        case .scene: 3
        case .style: 4
        case .representable: 5
        case .toolbarContent: 6
        case .commands: 7
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }

    /// The family a SwiftUI protocol name belongs to, if any (one hash lookup: this runs for
    /// every inherited name in the project).
    public static func of(protocolName name: String) -> ViewFamily? { familiesByProtocol[name] }

    private static let familiesByProtocol = Dictionary(uniqueKeysWithValues: protocols)

    /// Every SwiftUI protocol name with its family (the merge numbers them first).
    static let protocols: [(String, ViewFamily)] = {
        var list: [(String, ViewFamily)] = [
            ("View", .view), ("Shape", .view), ("InsettableShape", .view), ("ViewModifier", .viewModifier),
            ("App", .app), ("Scene", .scene), ("UIViewRepresentable", .representable),
            ("UIViewControllerRepresentable", .representable), ("NSViewRepresentable", .representable),
            ("NSViewControllerRepresentable", .representable), ("WKInterfaceObjectRepresentable", .representable),
            ("ToolbarContent", .toolbarContent), ("CustomizableToolbarContent", .toolbarContent),
            ("Commands", .commands),
        ]
        for style in [
            "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle",
            "ListStyle", "PickerStyle", "MenuStyle", "ProgressViewStyle", "GaugeStyle", "DatePickerStyle",
            "NavigationSplitViewStyle", "TabViewStyle", "GroupBoxStyle", "DisclosureGroupStyle",
            "ControlGroupStyle", "FormStyle", "TableStyle", "LabeledContentStyle", "MenuButtonStyle",
            "NavigationViewStyle", "IndexViewStyle", "WindowStyle", "ShapeStyle",
        ] { list.append((style, .style)) }
        return list
    }()

    /// The family's bit in a family mask (the merge's `UInt8` stand-in for `Set<ViewFamily>`):
    /// eight families fill it, and a test fails if a ninth is added without widening it.
    var bit: UInt8 { 1 << ordinal }

    /// The families whose bits are set in `mask`.
    static func set(_ mask: UInt8) -> Set<ViewFamily> {
        var families: Set<ViewFamily> = []
        for (k, family) in allCases.enumerated() where mask & 1 << k != 0 { families.insert(family) }
        return families
    }
}

/// Which property wrapper a stored property uses.
public enum PropertyWrapperKind: String, Sendable, Hashable, CaseIterable {
    case state, binding, stateObject, observedObject, environmentObject, environment, bindable,
         focusState, gestureState, appStorage, sceneStorage, namespace, fetchRequest, query,
         scaledMetric, published, custom

    public static func of(attributeName name: String) -> PropertyWrapperKind { kindsBySpelling[name] ?? .custom }

    /// Every spelling `of(attributeName:)` knows, with its kind: one list, so that the
    /// summary's byte table (`AttributeNames`) holds exactly these names and can call any
    /// other ASCII name custom.
    static let spellings: [(String, PropertyWrapperKind)] = [
        ("State", .state), ("SwiftUI.State", .state), ("Binding", .binding), ("SwiftUI.Binding", .binding),
        ("StateObject", .stateObject), ("ObservedObject", .observedObject), ("EnvironmentObject", .environmentObject),
        ("Environment", .environment), ("Bindable", .bindable), ("FocusState", .focusState),
        ("FocusedValue", .focusState), ("FocusedBinding", .focusState), ("FocusedObject", .focusState),
        ("GestureState", .gestureState), ("AppStorage", .appStorage), ("SceneStorage", .sceneStorage),
        ("Namespace", .namespace), ("FetchRequest", .fetchRequest), ("SectionedFetchRequest", .fetchRequest),
        ("Query", .query), ("ScaledMetric", .scaledMetric), ("Published", .published),
    ]
    private static let kindsBySpelling = Dictionary(uniqueKeysWithValues: spellings)
}

/// A property wrapper as written on a stored property.
public struct PropertyWrapperUse: Sendable, Hashable {
    public var kind: PropertyWrapperKind
    /// The attribute's name as written (`State`, `Environment`, `Dependency`).
    public var name: String
    /// The attribute's argument text, e.g. `\.dismiss` for `@Environment(\.dismiss)`, or "".
    public var arguments: String
}

/// docs/SWIFTUI-MODEL.md rules 5–6: whether a value compares bit by bit.
public enum PODness: Sendable, Hashable, CustomStringConvertible {
    case pod
    case nonPOD(reason: String)
    case unknown(type: String)

    public var description: String {
        switch self {
        case .pod: return "pod"
        case .nonPOD(let reason): return "nonPOD(\(reason))"
        case .unknown(let type): return "unknown(\(type))"
        }
    }
}

/// The structure of a declared type, enough to classify POD-ness.
/// Only the cases that hold a shape directly are boxed: with the whole enum `indirect`, every
/// `.named` shape (most of them) cost an allocation of its own.
public enum TypeShape: Sendable, Hashable, CustomStringConvertible {
    /// A nominal type or generic parameter: its name as written without generic arguments
    /// (`Int`, `Parent.State`: a qualifier is kept for the classifier's lookup), and the
    /// generic arguments of its last component.
    case named(String, [TypeShape])
    indirect case optional(TypeShape)
    indirect case array(TypeShape)
    indirect case dictionary(TypeShape, TypeShape)
    case tuple([TypeShape])
    case function
    case existential(String)
    case unknown(String)

    public var description: String {
        switch self {
        case .named(let name, let args): return args.isEmpty ? name : "\(name)<\(args.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function: return "function"
        case .existential(let text): return text
        case .unknown(let text): return text
        }
    }
}

/// A stored property of a view type (computed properties are not stored and not listed).
public struct StoredProperty: Sendable {
    /// Read from the file's bytes when asked: the merge reads few of the project's names.
    public var name: String { source.text(nameRange) }
    public var isLet: Bool
    public var wrapper: PropertyWrapperUse?
    /// The declared type as written, or "" when inferred from the initializer.
    public var typeText: String { typeTextRange.map { source.text($0) } ?? "" }
    /// The declared or inferred type's shape.
    public var shape: TypeShape?
    /// The initializer expression's source text and ranges, if any.
    public var initializerText: String? { initializerByteRange.map { source.text($0.compact) } }
    public var initializerByteRange: Range<Int>?
    public var initializerTokenRange: Range<Int>?
    /// Byte offset of the property's declaration.
    public var offset: Int
    /// Filled in by the index.
    public var pod: PODness = .unknown(type: "")
    /// The file's bytes, which the texts above are read from when asked (see `SummaryText`).
    let source: SummaryText
    /// The name token's bytes without backticks (empty when the binding has no name token).
    let nameRange: Range<UInt32>
    let typeTextRange: Range<UInt32>?
}

/// A modifier applied to an instantiated view: `.equatable()`, `.id(x)`, `.padding`.
public struct AppliedModifier: Sendable, Hashable {
    public var name: String
    /// Byte range of the whole modifier (from `.` to the end of its call).
    public var byteRange: Range<Int>
    /// Written inside a `#if` between the view and its other modifiers.
    public var conditional: Bool
}

/// A place where a project view type is constructed. The merge drops most sites unread
/// (85% construct no project view), so a site is one reference to what its file's sites share
/// and a few numbers (`SiteRecord`): texts, line, column and modifiers are made when read.
public struct InstantiationSite: Sendable {
    public var typeName: String { file.text.text(record.typeNameRange) }
    public var path: String { file.path }
    /// Byte and token ranges of the construction (`Foo(…)`, `Foo { … }`, `Foo.init(…)`).
    public var byteRange: Range<Int> { Int(record.byteRange.lowerBound) ..< Int(record.byteRange.upperBound) }
    public var tokenRange: Range<Int> { Int(record.tokenRange.lowerBound) ..< Int(record.tokenRange.upperBound) }
    /// Of the start of `byteRange`, 1-based; the column counts bytes from the line's start.
    public var line: Int { Int(record.line) }
    public var column: Int { Int(record.column) }
    /// The type (or extended type) and member containing the site: `ContentView` and `body`.
    public var enclosingType: String { file.text.text(record.enclosingTypeRange) }
    public var enclosingMember: String {
        record.enclosingMemberIsInit ? "init" : file.text.text(record.enclosingMemberRange)
    }

    /// `Type.member`, `member` at top level, or `<top level>`.
    public var enclosingDeclaration: String {
        switch (enclosingType.isEmpty, enclosingMember.isEmpty) {
        case (false, false): return enclosingType + "." + enclosingMember
        case (false, true): return enclosingType
        case (true, false): return enclosingMember
        case (true, true): return "<top level>"
        }
    }
    /// Modifiers applied to the constructed view, innermost first.
    public var modifiers: [AppliedModifier] {
        siteModifiers.map { modifier in
            AppliedModifier(name: file.text.text(modifier.nameRange),
                            byteRange: Int(modifier.byteRange.lowerBound) ..< Int(modifier.byteRange.upperBound),
                            conditional: modifier.conditional)
        }
    }
    /// Passed as `EquatableView(content: Foo(…))`.
    public var wrappedInEquatableView: Bool { record.wrappedInEquatableView }
    /// The construction's source text (`Foo(a: x) { … }`), for rules that read its arguments.
    public var constructionText: String { file.text.text(record.byteRange) }

    /// What the file's sites share: its path, bytes and line table, and all their modifiers.
    let file: SiteFile
    let record: SiteRecord

    /// This site's slice of the file's modifier list.
    var siteModifiers: ArraySlice<SiteModifier> {
        file.modifiers[Int(record.modifierStart) ..< Int(record.modifierStart) + Int(record.modifierCount)]
    }

    /// Whether SwiftUI will consult the type's `==`: `.equatable()` or `EquatableView`.
    public var isEquatableWrapped: Bool {
        wrappedInEquatableView || siteModifiers.contains { modifier in
            file.text.withBytes(modifier.nameRange) { name in
                Token.bytes(UnsafeBufferPointer(rebasing: name), 0 ..< name.count, equal: "equatable")
            }
        }
    }
}

/// What the sites of one file share, held once per file (one reference per site, where a
/// path, a byte array and a modifier array each were three).
final class SiteFile: Sendable {
    let path: String
    /// The bytes the sites' texts are read from when asked (only those they read, once the
    /// summary is compacted: the file's bytes are not held for its sites).
    let text: SummaryText
    /// Every site's modifiers, site after site (`SiteRecord.modifierStart`): one array per
    /// file, where an array per site with modifiers cost a malloc and a String per modifier.
    let modifiers: [SiteModifier]

    init(path: String, text: SummaryText, modifiers: consuming [SiteModifier]) {
        self.path = path
        self.text = text
        self.modifiers = modifiers
    }
}

/// An `AppliedModifier` as the summary keeps it: where its name and text are in the file.
struct SiteModifier: Sendable {
    /// The member's name token without backticks (empty when it has none).
    var nameRange: Range<UInt32>
    /// From the `.` to the end of the modifier's call.
    var byteRange: Range<UInt32>
    var conditional: Bool
}

/// A site's own facts: plain numbers, no references (files are far below 4 GB and 2^31 tokens).
struct SiteRecord: Sendable {
    var byteRange: Range<UInt32>
    var tokenRange: Range<Int32>
    /// The site's modifiers are `SiteFile.modifiers[modifierStart ..< modifierStart + modifierCount]`.
    var modifierStart: UInt32
    var modifierCount: UInt32
    var wrappedInEquatableView: Bool
    /// Read by the merge as bytes: only sites of project views need the String.
    var typeNameRange: Range<UInt32>
    /// `ProjectIndex.asciiHash` of the type name's bytes, nil when they are not ASCII: made by
    /// the summary's builtin test, the merge's name-table key.
    var typeNameHash: UInt64?
    /// Where the enclosing names are (empty: none); an initializer is a member called `init`,
    /// which its declaration does not spell as a name token.
    var enclosingTypeRange: Range<UInt32>
    var enclosingMemberRange: Range<UInt32>
    var enclosingMemberIsInit: Bool
    /// Of the start of `byteRange`, 1-based, found when the site is made: a site's file keeps
    /// no line table.
    var line: UInt32
    var column: UInt32
}

public enum TypeDeclarationKind: String, Sendable, Hashable {
    case `struct`, `class`, `enum`, `actor`
}

/// A view-family type with what rules need about it.
public struct ViewTypeInfo: Sendable {
    public var name: String
    /// Enclosing type names joined with `.` (`Outer.Inner`), equal to `name` at top level.
    public var qualifiedName: String
    public var kind: TypeDeclarationKind
    public var path: String
    public var offset: Int
    public var line: Int
    public var families: Set<ViewFamily>
    public var storedProperties: [StoredProperty]
    /// Where a `static func ==` is declared for the type (path and byte offset), if anywhere.
    public var customEquality: (path: String, offset: Int)?
    public var isEquatable: Bool
    /// The POD classification of the whole view value.
    public var pod: PODness
    public var instantiations: [InstantiationSite]

    public var isView: Bool { families.contains(.view) }
}
