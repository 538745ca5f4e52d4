/// Names of SwiftUI's own views and modifiers that rules and the engine treat specially.
/// Only what a decision needs: a name missing here is treated as unknown, never guessed.
public enum SwiftUICatalog {
    /// Built-in controls that take a `Binding` (their update is internal: no user `body` runs).
    public static let bindingControls: Set<String> = [
        "Toggle", "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker",
        "MultiDatePicker", "ColorPicker", "Gauge", "ProgressView", "List", "Table", "TabView",
        "NavigationStack", "NavigationSplitView", "NavigationLink", "DisclosureGroup", "OutlineGroup",
        "ScrollView", "Menu", "EditButton", "PasteButton", "LabeledContent", "Form", "Section",
        "ForEach", "MenuBarExtra", "WindowGroup", "ShareLink", "PhotosPicker", "Label",
    ]

    /// Modifiers that present something from a `Binding` (`isPresented:`, `item:`, `selection:`…).
    public static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector",
        "fileImporter", "fileExporter", "fileMover", "photosPicker", "navigationDestination",
        "searchable", "focused", "scrollPosition", "onKeyPress", "dialogSuppressionToggle",
        "toolbar", "sensoryFeedback", "contextMenu", "task", "onChange", "refreshable",
    ]

    /// Property wrappers whose projection (`$x`) is a SwiftUI binding to the stored value.
    public static let valueBindingWrappers: Set<String> = ["State", "Binding", "FocusState", "AppStorage", "SceneStorage"]

    /// Property wrappers whose projection gives bindings to the object's properties (`$model.p`).
    public static let objectBindingWrappers: Set<String> = ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"]

    /// Lazy containers: rows are built on demand and identity matters per row.
    public static let lazyContainers: Set<String> = [
        "List", "ForEach", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup",
    ]
}
