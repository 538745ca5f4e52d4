/// Messages fit one line of 160 characters (docs/MESSAGES.md): the first of the forms, most
/// specific first, that fits. The last form names nothing of unbounded length.
func fittedMessage(_ forms: String...) -> String {
    forms.first { $0.count <= 160 } ?? forms[forms.count - 1]
}
