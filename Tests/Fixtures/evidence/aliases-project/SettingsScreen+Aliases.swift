import SwiftUI

// Declared once for every section of the screen, whatever file the section is in.
extension SettingsScreen {
    typealias ChoicePicker = Picker
}
