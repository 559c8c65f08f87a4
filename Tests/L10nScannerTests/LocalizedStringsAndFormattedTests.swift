import L10nCore
import L10nScanner
import Testing

@Suite struct LocalizedStringsAndFormattedTests {
    @Test func arraysInEverySpelling() {
        let result = scan(
            """
            struct T {
                @LocalizedStrings var tabs
                @LocalizedStrings(parentKeys: "nav", "top") var items
                @LocalizedStrings(parentKeys: ["nav"], propertyName: "links") var footer
            }
            """)
        #expect(
            result.schema.items == [
                item("T.nav.links", .array, type: "T", property: "footer", line: 4, column: 71),
                item("T.nav.top.items", .array, type: "T", property: "items", line: 3, column: 53),
                item("T.tabs", .array, type: "T", property: "tabs", line: 2, column: 27),
            ])
    }

    @Test func formattedValuesNeedNoResourceButAreListed() {
        let result = scan(
            """
            struct T {
                @LocalizedInt var taskCount
                @LocalizedDouble(value: ratio) var completion
                @LocalizedDate(dateStyle: .short) var dueDate
            }
            """)
        #expect(
            result.schema.items == [
                item("T.completion", .formatted, type: "T", property: "completion", line: 3, column: 40),
                item("T.dueDate", .formatted, type: "T", property: "dueDate", line: 4, column: 43),
                item("T.taskCount", .formatted, type: "T", property: "taskCount", line: 2, column: 23),
            ])
        #expect(result.schema.items.allSatisfy { $0.requiredKey == nil })
        #expect(result.diagnostics.isEmpty)
    }

    @Test func otherAttributesAreIgnored() {
        let result = scan(
            """
            struct T {
                @Published var name: String
                @LocalizedSomethingElse var other
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }
}
