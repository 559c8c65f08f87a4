import Foundation
import L10nCore
import Testing

@testable import L10nScanner

/// The walk skips code whose bytes hold nothing it reads (`InertCode`); these compare what it
/// finds with the full walk's, file by file and as whole scans.
@Suite struct ViewModelVisitorSkipTests {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Both walks of one file, parsed whatever the prefilter says.
    private static func outcomes(path: String, source: [UInt8]) -> (
        skipping: SourceFileAnalyzer.Outcome, full: SourceFileAnalyzer.Outcome
    ) {
        (
            SourceFileAnalyzer.analyze(path: path, bytes: source, prefilter: false),
            SourceFileAnalyzer.analyze(path: path, bytes: source, prefilter: false, skipsInertCode: false)
        )
    }

    /// Every `.swift` file under `folder` of the repository.
    private static func swiftFiles(under folder: String) -> [String] {
        let root = repository.appendingPathComponent(folder).path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
            root + "/" + $0
        }
    }

    /// The scanner's and the end-to-end tests' fixtures, both examples, and the scanner's own
    /// sources (code with every kind of body).
    static let corpusFolders = [
        "Tests/L10nScannerTests/Fixtures", "Tests/EndToEndTests/Fixtures", "Examples", "Sources/L10nScanner",
    ]

    @Test(arguments: corpusFolders)
    func everyFileOfTheFixturesExamplesAndScannerHasTheSameFacts(folder: String) throws {
        let paths = Self.swiftFiles(under: folder)
        #expect(!paths.isEmpty)
        for path in paths {
            let source = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            let (skipping, full) = Self.outcomes(path: path, source: source)
            #expect(skipping == full, "\(path)")
        }
    }

    @Test(arguments: ["Tests/L10nScannerTests/Fixtures", "Examples/TaskBoard", "Examples/TaskBoardService"])
    func wholeScansAreTheSame(folder: String) throws {
        let root = Self.repository.appendingPathComponent(folder).path
        var full = SchemaScanner(concurrency: 2)
        full.skipsInertCode = false
        let skipping = try SchemaScanner(concurrency: 2).scan(roots: [root])
        #expect(skipping == (try full.scan(roots: [root])))
        #expect(!skipping.schema.scannedFiles.isEmpty)
    }

    /// What a statement may be inside code: assignments the schema reads, every key-naming call,
    /// declarations of types, and code that names nothing (some of it spelling a needle in a
    /// comment or a string).
    static let statements = [
        #"title = "x""#,
        #"self.subs = ["name": .constant("Hi %{name}")]"#,
        #"subs = ["name": LocalizableString.constant("Hi \u{25}{name}")]"#,
        "subs[\"k\"] = LocalizableInt(value: 1)",
        "count += 1",
        "count = count &+ 1",
        "let local = 5",
        "if count == 2 || count != 3 { print(count >= 1) }",
        "_ = LocalizableRef.localized(for: Self.self, propertyName: \"loadFailed\")",
        "let ref = LocalizableRef(for: VM.self, parentKeys: \"a\", propertyName: \"deep\")",
        "let built: LocalizableRef = .init(for: VM.self, propertyName: \"built\")",
        "_ = LocalizableString.localized(key: \"Raw.key\")",
        "_ = LocalizableRef.value(keys: \"A\", \"b\")",
        "_ = LocalizableRef.arrayValue(key: \"Arr\", index: 1)",
        "_ = LocalizableRef.localized(for: Self.self, propertyName: name)",
        "_ = store.t(\"VM.looked\", locale: locale)",
        "let ok = LocalizableString.defaultOkTitle",
        "let cancel: LocalizableString = .defaultCancelTitle",
        "struct Inner { @LocalizedString var innerTitle; var v: [String: Int] { [\"k\": 1] } }",
        "enum Mode: String { case plain, named = \"bee\" }",
        "class Box: Codable { @LocalizedStrings var rows }",
        "actor Counter { var n = 0 }",
        "print(items.map { $0 * 2 })",
        ".init(owner: \"Owner\", items: (0..<3).map { \"Item \\($0)\" })",
        "return .constant(\"Hi %{name}\").bind(substitutions: [\"name\": .constant(\"%{other}\")])",
        "let s = LocalizableSubstitutions(baseString: .constant(\"Hi %{x}\"), substitutions: [\"x\": .constant(\"y\")])",
        "// localized( and key in a comment only\nprint(\"propertyName in a string\")",
        "for item in items where !item.isEmpty { print(item) }",
        "let f = { (x: Int) -> Int in subs = [:]; return x }",
        "defer { title = .localized(for: Self.self, propertyName: \"deferred\") }",
        "let broken = = }",
    ]

    /// Where a statement may stand: bodies of every kind, closures, accessors, nested blocks, an
    /// extension's method, a top-level function; `BODY` is the statement.
    static let containers = [
        "init() { BODY }",
        "mutating func work() { BODY }",
        "static func stub() -> Self { BODY }",
        "var computed: Int { BODY }",
        "var both: Int { get { BODY } set { BODY } }",
        "var observed: Int = 0 { didSet { BODY } }",
        "let made: Int = { BODY }()",
        "func later() { let run = { BODY }; run() }",
        "subscript(index: Int) -> Int { BODY }",
        "func nested() { if true { do { BODY } catch {} } }",
        "func withDefault(value: LocalizableString = .localized(key: \"Default.key\")) { BODY }",
    ]

    private static func viewModel(_ member: String, topLevel: String = "") -> String {
        """
        import FOSMVVM

        @ViewModel
        public struct VM: RequestableViewModel {
            @LocalizedString public var title
            @LocalizedSubs(substitutions: \\.subs) public var greeting
            var subs: [String: any Localizable] = [:]
            var count = 0
            // l10nc:max-length 20
            @LocalizedString var limited
            \(member)
        }

        extension VM {
            \(member.replacingOccurrences(of: "init()", with: "init(again: Int)"))
        }
        \(topLevel)
        """
    }

    @Test(arguments: containers)
    func everyStatementInEveryContainerHasTheSameFacts(container: String) {
        for statement in Self.statements {
            let member = container.replacingOccurrences(of: "BODY", with: statement)
            let source = Self.viewModel(member, topLevel: "func top() { \(statement) }")
            let (skipping, full) = Self.outcomes(path: "VM.swift", source: Array(source.utf8))
            #expect(skipping == full, "\(member)")
        }
    }

    @Test func allStatementsTogetherHaveTheSameFactsAndFindKeysInCode() throws {
        let body = Self.statements.joined(separator: "\n")
        let source = Self.viewModel("init() {\n\(body)\n}\nfunc stub() { do { \(body) } }")
        let (skipping, full) = Self.outcomes(path: "VM.swift", source: Array(source.utf8))
        #expect(skipping == full)
        // The walk found the keys named in the bodies: it did not skip them.
        guard case .analyzed(let facts) = skipping else {
            Issue.record("not analyzed: \(skipping)")
            return
        }
        let keys = Set(facts.explicitItems.map(\.key))
        #expect(
            keys.isSuperset(of: ["Raw.key", "VM.looked", "FOSForms.ok", "FOSForms.cancel"]),
            "\(keys.sorted())")
        #expect(facts.typeKeyRequests.count >= 3)
        #expect(
            facts.memberValues[MemberID(typePath: TypePath(["VM"]), name: "count")]?.values.contains(.opaque)
                == true)
    }

    @Test func aFileWithACRLFAndAByteOrderMarkHasTheSameFacts() {
        let source = Self.viewModel("init() {\r\n title = \"x\"\r\n print(1)\r\n}").replacingOccurrences(
            of: "\n", with: "\r\n")
        let (skipping, full) = Self.outcomes(
            path: "VM.swift", source: [0xEF, 0xBB, 0xBF] + Array(source.utf8))
        #expect(skipping == full)
    }
}
