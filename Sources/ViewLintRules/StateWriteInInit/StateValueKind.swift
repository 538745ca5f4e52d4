import ViewLint

/// Whether an `@State`'s value is a reference or a value, which decides what a write through
/// one of its members does in `init` (docs/SWIFTUI-MODEL.md rule 20). `tv.text = …` on a class
/// only reads `tv` through the getter — before installation the initial value, the very object
/// SwiftUI stores on install — and changes that object: nothing is dropped. On a struct the
/// changed copy goes back through the setter, which drops it.
enum StateValueKind: Equatable {
    case reference
    case value
    /// The type is not known to be either; `named` is how to call it in a sentence.
    case unknown(named: String)

    init(of property: StoredProperty, index: ProjectModel) {
        guard let shape = property.shape else {
            self = .unknown(named: "`\(property.name)`'s type")
            return
        }
        self = Self.kind(of: shape, index: index) ?? .unknown(named: Self.described(shape, property: property.name))
    }

    static func kind(of shape: TypeShape, index: ProjectModel) -> StateValueKind? {
        switch shape {
        case .optional(let wrapped): return kind(of: wrapped, index: index)
        case .array, .dictionary, .tuple, .function: return .value
        case .existential, .unknown: return nil
        case .named(let written, _):
            let name = written.split(separator: ".").last.map(String.init) ?? written
            if let declared = index.declaredType(named: name), let kind = declared.kind {
                // Two project types of one name (nested ones): not known which one this is.
                guard declared.declarationCount == 1 else { return nil }
                return kind == .class || kind == .actor ? .reference : .value
            }
            // A qualified name the project does not declare (`UIView.ContentMode`) is a nested type
            // of the lists' types at best: not known.
            guard written == name else { return nil }
            if wellKnownClasses.contains(name) || isFrameworkClassName(name) { return .reference }
            if wellKnownValues.contains(name) { return .value }
            return nil
        }
    }

    private static func described(_ shape: TypeShape, property: String) -> String {
        switch shape {
        case .named, .existential, .optional: return "`\(shape)`"
        default: return "`\(property)`'s type"
        }
    }

    /// UIKit and AppKit views, controllers, windows and formatters are classes by their
    /// frameworks' naming (`UITextView`, `NSHostingController`, `NSWindow`, `DateFormatter`).
    static func isFrameworkClassName(_ name: String) -> Bool {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK") || name.hasPrefix("MK")
                || name.hasPrefix("PK") || name.hasPrefix("AV") else { return false }
        return ["View", "Controller", "Window", "Player", "Recognizer", "Formatter"].contains { name.hasSuffix($0) }
    }

    /// Classes of UIKit, AppKit, Foundation and other Apple frameworks a view keeps in `@State`.
    static let wellKnownClasses: Set<String> = [
        "NSObject", "UIView", "UITextView", "UITextField", "UIScrollView", "UITableView", "UICollectionView",
        "UIImage", "UIColor", "UIFont", "UIImageView", "UILabel", "UIButton", "UIViewController",
        "NSView", "NSTextView", "NSTextField", "NSScrollView", "NSImage", "NSColor", "NSFont", "NSWindow",
        "NSTextStorage", "NSMutableAttributedString", "NSAttributedString", "NSMutableString", "NSCache",
        "NSUndoManager", "UndoManager", "NSManagedObjectContext", "NSManagedObject", "NSPersistentContainer",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DateFormatter",
        "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter",
        "URLSession", "Timer", "FileManager", "UserDefaults", "NotificationCenter", "OperationQueue", "Bundle",
        "ProcessInfo", "Process", "Pipe", "FileHandle", "Thread", "DispatchQueue", "DispatchWorkItem",
        "AVPlayer", "AVAudioPlayer", "AVAudioEngine", "AVCaptureSession", "CLLocationManager", "WKWebView",
        "MKMapView", "PKCanvasView", "PKToolPicker", "CADisplayLink", "CALayer", "SKScene", "SCNScene",
        "PassthroughSubject", "CurrentValueSubject", "AnyCancellable",
    ]

    /// Standard, Foundation, CoreGraphics and SwiftUI value types beyond the plain-bytes ones
    /// `ProjectModel.plainValueTypeNames` lists.
    static let wellKnownValues: Set<String> = ProjectModel.plainValueTypeNames.union([
        "String", "Substring", "Character", "Array", "Set", "Dictionary", "Optional", "Range", "ClosedRange",
        "DateComponents", "DateInterval", "URL", "URLComponents", "URLRequest", "Data", "Decimal", "AttributedString",
        "IndexSet", "IndexPath", "Calendar", "Locale", "TimeZone", "Measurement", "PKDrawing", "Color", "Image",
        "Font", "Text", "LocalizedStringKey", "NavigationPath", "PresentationDetent", "ScrollPosition",
        "TextSelection", "EditMode", "AnyHashable", "Result", "Task",
    ])
}
