import Testing
@testable import ViewLint

/// How a call's labelled arguments and trailing closures fill an initializer's parameters: one
/// function for the lowering and the rules alike, with Swift's forward scan (SE-0286).
@Suite struct ArgumentsFillingTests {
    static func filling(_ declaration: String, labels: [String], trailing: Int) -> [Int?]? {
        let tree = SyntaxTree.parse(SourceFile(path: "V.swift", text: "struct V {\n    \(declaration) {}\n}\n"))
        var initializer: SyntaxTree.NodeID?
        tree.walk { id, _ in
            if tree.kind(id) == .initDecl { initializer = id; return .stop }
            return .visitChildren
        }
        guard let initializer else { return nil }
        return Lowering.argumentsFilling(initializer, labels: labels, trailing: trailing, in: tree)
    }

    /// A trailing closure fills a defaulted closure parameter when nothing after it needs one.
    @Test func trailingClosureFillsADefaultedClosure() {
        #expect(Self.filling("init(size: Int, onValidate: ((Int) -> Void)? = nil)", labels: ["size"], trailing: 1) == [0, 1])
    }

    /// It skips a defaulted closure parameter when a later one needs the closure.
    @Test func trailingClosureSkipsADefaultedClosureALaterOneNeeds() {
        #expect(Self.filling("init(action: @escaping () -> Void = {}, content: () -> Int)", labels: [], trailing: 1) == [nil, 0])
    }

    /// Two trailing closures fill both.
    @Test func twoTrailingClosuresFillBoth() {
        #expect(Self.filling("init(action: @escaping () -> Void = {}, content: () -> Int)", labels: [], trailing: 2) == [0, 1])
    }

    /// A required parameter left unfilled: no fit.
    @Test func aMissingRequiredArgumentDoesNotFit() {
        #expect(Self.filling("init(size: Int, label: String)", labels: ["size"], trailing: 0) == nil)
    }
}
