import Testing
@testable import ViewLint

/// What a site's lowering reads of a view's stored properties, read from bytes where the text is
/// ASCII: the same class names, fields and model fields as reading the text as characters.
@Suite struct SiteLoweringFactsTests {
    static let source = """
        import SwiftUI

        final class Model: ObservableObject { @Published var count = 0 }
        @Observable final class Store { var name = "" }
        enum Outer { final class Inner: ObservableObject {} }
        enum Module { struct Box<T> {} }
        typealias model = Model
        struct Modèle {}

        struct Screen: View {
            @StateObject var made = Model()
            @StateObject var wrapped = StateObject(wrappedValue: Model())
            @ObservedObject var model: Model
            @ObservedObject var optional: Model?
            @ObservedObject var nested: Outer.Inner!
            @State var store: Store
            @State var generic: Module.Box<Model>
            @State var count = 0
            @State private var flag: Bool = false
            var rows: [Model]
            var lower: model
            var erased: AnyView
            var maybeErased: AnyView?
            var écran: Modèle
            var body: some View { Text("") }
        }
        """

    static let project = ProjectModel(trees: [SyntaxTree.parse(SourceFile(path: "Screen.swift", text: source))])

    static func property(_ name: String) -> StoredProperty? {
        project.index.viewType(named: "Screen")?.storedProperties.first { $0.name == name }
    }

    @Test func classNamesAreReadFromTheDeclaredType() throws {
        let expected: [String: String?] = [
            "made": "Model", "wrapped": "Model", "model": "Model", "optional": "Model", "nested": "Inner", "store": "Store",
            "generic": "Box", "count": nil, "flag": "Bool", "rows": nil, "lower": nil, "erased": "AnyView", "écran": "Modèle",
        ]
        for (name, className) in expected {
            let property = try #require(Self.property(name))
            #expect(ModelCatalog.className(of: property) == className, "\(name)")
        }
    }

    @Test func aTypeReadAsBytesNamesWhatItsCharactersName() {
        // nil: read as characters (not ASCII) or from the initializer (nothing written).
        #expect(ModelCatalog.asciiClassName("Model") == "Model")
        #expect(ModelCatalog.asciiClassName(" Outer . Inner ? ") == "Inner")
        #expect(ModelCatalog.asciiClassName("Box<Outer.Inner>") == "Box")
        #expect(ModelCatalog.asciiClassName("<T>") == "")
        #expect(ModelCatalog.asciiClassName("Outer.") == "")
        #expect(ModelCatalog.asciiClassName("[Model]") == "")
        #expect(ModelCatalog.asciiClassName(" ?") == nil)
        #expect(ModelCatalog.asciiClassName("") == nil)
        #expect(ModelCatalog.asciiClassName("Modèle") == nil)
    }

    @Test func anOwnersFactsAreEachPropertysOnce() throws {
        let info = try #require(Self.project.index.viewType(named: "Screen"))
        let lowering = Lowering(index: Self.project, trees: SourceTrees([]))
        let models = ModelCatalog(Self.project)
        let owner = lowering.ownerFactsAnew(info, models: models)
        // The same fields as lowering each property on its own.
        #expect(owner.fields.map(\.name) == info.storedProperties.map(\.name))
        for (field, property) in zip(owner.fields, info.storedProperties) {
            #expect(String(describing: field) == String(describing: lowering.siteField(for: property, models: models)), "\(field.name)")
        }
        #expect(owner.modelFields == models.modelFields(of: info))
        #expect(owner.anyViewNames == ["erased", "maybeErased"])
        #expect(owner.models["store"]?.name == "Store")
        #expect(owner.declaredTypes["generic"] == "Module.Box<Model>")
    }

    @Test func textIsFoundByBytesOrCharacters() {
        #expect("Optional<AnyView>".containsText("AnyView"))
        #expect(!"AnyVie".containsText("AnyView"))
        #expect("x".containsText(""))
        #expect("é AnyView".containsText("AnyView"))
        #expect(!"e\u{301}".containsText("e"))
    }

    @Test func underscoresAreDroppedOnlyWhereThereAreSome() {
        #expect("1_000".replacingUnderscores == "1000")
        #expect("1000".replacingUnderscores == "1000")
        #expect(Lowering.literalValue(" 1_000 ") == .int(1000))
        #expect(Lowering.literalValue("2.5") == .double(2.5))
    }
}
