/// Messages fit one line of 160 characters (docs/MESSAGES.md): the first of the forms, most
/// specific first, that fits. The last form names nothing of unbounded length.
func fittedMessage(_ forms: String...) -> String {
    fittedMessage(forms)
}

func fittedMessage(_ forms: [String]) -> String {
    forms[fittedForm(forms)]
}

/// Which of the forms `fittedMessage` takes.
func fittedForm(_ forms: [String]) -> Int {
    forms.firstIndex { $0.count <= 160 } ?? forms.count - 1
}
