import Testing
@testable import ViewLintRules

/// A doc comment's word on initial values, read once per `init` for all its parameters.
@Suite struct InitialValueDocumentationTests {
    @Test func aDocLineNamingTheParameterAsInitialCounts() {
        let documentation = InitialValueDocumentation("""

            /// Makes a scrubber.
            /// - Parameter start: The initial position; the scrubber owns it afterwards.
            ///   - Parameter Speed: the DEFAULT speed
            ///   - title: the heading shown
        """)
        #expect(documentation.says(initialValue: "start"))
        #expect(documentation.says(initialValue: "speed"))
        // Named, but not as an initial value; and not named at all.
        #expect(!documentation.says(initialValue: "title"))
        #expect(!documentation.says(initialValue: "end"))
    }

    @Test func onlyDocCommentLinesCount() {
        let documentation = InitialValueDocumentation("""
            // start: the initial position
            /**
             * value: starting value
             */
        """)
        #expect(!documentation.says(initialValue: "start"))
        // A doc block's line that starts with `*` is a doc line.
        #expect(documentation.says(initialValue: "value"))
        #expect(!InitialValueDocumentation("").says(initialValue: "start"))
    }
}
