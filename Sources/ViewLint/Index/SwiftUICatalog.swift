/// Names of SwiftUI's own views and modifiers that rules and the engine treat specially.
/// Only what a decision needs: a name missing here is treated as unknown, never guessed.
/// Each entry takes a SwiftUI `Binding` in one of its initializers or overloads, as Apple's
/// documentation declares it (docs/SWIFTUI-MODEL.md §3i); a view or modifier that only takes
/// a value, a closure or a `FocusState` binding is not listed.
public enum SwiftUICatalog {
    /// Built-in views with an initializer that takes a `Binding` (their update is internal:
    /// no user `body` runs, §3a).
    public static let bindingControls: Set<String> = [
        // Value and text entry: `isOn:`, `text:`, `value:`, `selection:`.
        "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker",
        "MultiDatePicker", "ColorPicker", "PhotosPicker",
        // Containers with a selection, a path, an expansion or a binding to their data.
        "List", "Table", "ForEach", "OutlineGroup", "TabView", "NavigationStack", "NavigationSplitView",
        "NavigationLink", "DisclosureGroup", "Section",
        // A scene: `MenuBarExtra(isInserted:)`.
        "MenuBarExtra",
    ]

    /// View types SwiftUI (and Apple's frameworks with SwiftUI views: `PhotosPicker`, MapKit's
    /// `Map`, Swift Charts' `Chart`, AVKit's `VideoPlayer`) declares. A capitalised call in view code that is neither here nor declared in the
    /// project comes from a package the engine cannot read: what it does with its inputs is unknown.
    public static let views: Set<String> = bindingControls.union([
        "AnyView", "Button", "Canvas", "Capsule", "Chart", "Circle", "Color", "ContentUnavailableView", "ControlGroup",
        "Divider", "EditButton", "Ellipse", "EmptyView", "Form", "Gauge", "GeometryReader", "Grid", "GridRow",
        "Group", "GroupBox", "HSplitView", "HStack", "Image", "Label", "LabeledContent", "LazyHGrid", "LazyHStack",
        "LazyVGrid", "LazyVStack", "Link", "Map", "Menu", "NavigationView", "PasteButton", "ProgressView",
        "Rectangle", "RenameButton", "RoundedRectangle", "ScrollView", "ScrollViewReader", "ShareLink", "Spacer",
        "Text", "TimelineView", "UnevenRoundedRectangle", "VSplitView", "VStack", "VideoPlayer", "ViewThatFits", "ZStack",
    ])

    /// View types whose values hold no other view and no state (docs/SWIFTUI-MODEL.md fact 54: a stored `let title: Text`
    /// shows the same thing whoever made it).
    public static let statelessViewValues: Set<String> = [
        "Text", "Image", "Color", "Divider", "Spacer", "EmptyView",
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
    ]

    /// Modifiers that take a `Binding`: presentations driven by `isPresented:` or `item:` (§3b),
    /// and a few that bind a value (`searchable(text:)`, `scrollPosition(id:)`…). Modifiers
    /// that take a value and a closure (`task(id:)`, `onChange(of:)`) or only content
    /// (`contextMenu`, `toolbar`) are not here.
    public static let bindingModifiers: Set<String> = [
        // Presentations.
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector",
        "fileImporter", "fileExporter", "fileMover", "photosPicker", "navigationDestination",
        // Other modifiers with a binding argument.
        "searchable", "scrollPosition", "dialogSuppressionToggle", "presentationDetents", "navigationTitle",
    ]

    /// Property wrappers whose projection (`$x`) is a SwiftUI binding to the stored value.
    /// Not `FocusState`: its projection is a `FocusState.Binding`, which no `Binding` parameter takes.
    public static let valueBindingWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    /// Property wrappers whose projection gives bindings to the object's properties (`$model.p`).
    public static let objectBindingWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"]
}
