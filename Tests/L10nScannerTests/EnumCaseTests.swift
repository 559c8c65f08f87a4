import L10nCore
import L10nScanner
import Testing

@Suite struct EnumCaseTests {
    @Test func oneKeyPerCaseUsingTheRawValue() {
        let result = scan(
            """
            enum SessionState: String, CaseIterable, Codable {
                case pending
                case running = "inProgress", done

                var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "SessionState.done", .enumCase, type: "SessionState", property: "done", line: 3,
                    column: 34),
                item(
                    "SessionState.inProgress", .enumCase, type: "SessionState", property: "running", line: 3,
                    column: 10),
                item(
                    "SessionState.pending", .enumCase, type: "SessionState", property: "pending", line: 2,
                    column: 10),
            ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func parentTypeAndNestedEnumWithSelfRawValue() {
        let result = scan(
            """
            struct TaskCardViewModel {
                enum Status: String {
                    case open, `default`

                    var label: LocalizableString {
                        .localized(for: Self.self, parentType: TaskCardViewModel.self, propertyName: self.rawValue)
                    }
                }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "TaskCardViewModel.Status.default", .enumCase, type: "TaskCardViewModel",
                    property: "default", line: 3, column: 20),
                item(
                    "TaskCardViewModel.Status.open", .enumCase, type: "TaskCardViewModel", property: "open",
                    line: 3, column: 14),
            ])
    }

    @Test func localizableRefWithAndWithoutParentType() {
        let result = scan(
            """
            enum Priority: String {
                case low, high
                var ref: LocalizableRef { LocalizableRef(for: Self.self, propertyName: rawValue) }
            }
            struct Board {
                enum Column: String {
                    case todo = "toDo"
                }
            }
            extension Board.Column {
                var ref: LocalizableRef { LocalizableRef(for: Self.self, parentType: Board.self, propertyName: rawValue) }
            }
            """)
        #expect(
            result.schema.items == [
                item("Board.Column.toDo", .enumCase, type: "Board", property: "todo", line: 7, column: 14),
                item("Priority.high", .enumCase, type: "Priority", property: "high", line: 2, column: 15),
                item("Priority.low", .enumCase, type: "Priority", property: "low", line: 2, column: 10),
            ])
    }

    @Test func namedNestedEnumFromItsParentWithAnotherValuesRawValue() {
        let result = scan(
            """
            struct Board {
                enum Column: String { case todo, done }
                let column: Column
                var columnTitle: LocalizableString {
                    .localized(for: Column.self, parentType: Self.self, propertyName: column.rawValue)
                }
            }
            enum Column: String { case unrelated }
            """)
        #expect(
            result.schema.items == [
                item("Board.Column.done", .enumCase, type: "Board", property: "done", line: 2, column: 38),
                item("Board.Column.todo", .enumCase, type: "Board", property: "todo", line: 2, column: 32),
            ])
    }

    @Test func callInAnExtensionInAnotherFileFindsTheCases() {
        // The enum's own file mentions nothing localized; the second pass finds it.
        let result = scan([
            (
                path: "Status.swift",
                source: "enum Status: String {\n    case active\n    case archived = \"old\"\n}\n"
            ),
            (
                path: "Status+Localized.swift",
                source:
                    "extension Status {\n    var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }\n}\n"
            ),
        ])
        #expect(
            result.schema.items == [
                item(
                    "Status.active", .enumCase, type: "Status", property: "active", line: 2, column: 10,
                    file: "Status.swift"),
                item(
                    "Status.old", .enumCase, type: "Status", property: "archived", line: 3, column: 10,
                    file: "Status.swift"),
            ])
        #expect(result.schema.localizedFiles == ["Status+Localized.swift"])
    }

    @Test func enumWithoutStringRawValuesIsReportedNotGuessed() {
        let result = scan(
            """
            enum Mode {
                case light, dark
                var rawValue: String { "x" }
                var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }
            }
            """)
        #expect(result.schema.items.isEmpty)
        #expect(
            result.diagnostics == [
                Diagnostic(
                    rule: .sourceUnresolvedKey,
                    message:
                        "enum `Mode` does not declare `String` raw values, so the keys of its cases cannot be known "
                        + "and are not checked",
                    location: SourceLocation(file: "T.swift", line: 4, column: 77))
            ])
    }

    @Test func enumCasesInIfConfigBranchesAllCount() {
        let result = scan(
            """
            enum Platform: String {
                #if os(iOS)
                case phone
                #else
                case desktop = "computer"
                #endif
                var title: LocalizableString { .localized(for: Self.self, propertyName: rawValue) }
            }
            """)
        #expect(
            result.schema.items == [
                item(
                    "Platform.computer", .enumCase, type: "Platform", property: "desktop", line: 5, column: 10
                ),
                item("Platform.phone", .enumCase, type: "Platform", property: "phone", line: 3, column: 10),
            ])
    }
}
