import L10nProject
import Testing

@Suite struct ProjectPartitionTests {
    @Test func filesSharingATypeNameAreOnePart() {
        let partition = ProjectPartition(
            files: [
                ("a/A.yml", ["A"]), ("b/B.yml", ["B"]), ("de/A.yml", ["A"]), ("Localizable.yml", ["C", "D"]),
                ("Empty.yml", []),
            ],
            namespaceLinks: [:])
        let parts = partition.parts.map { ($0.files, $0.namespaces) }
        #expect(parts.count == 4)
        #expect(parts.contains { $0.0 == ["a/A.yml", "de/A.yml"] && $0.1 == ["A"] })
        #expect(parts.contains { $0.0 == ["Localizable.yml"] && $0.1 == ["C", "D"] })
        #expect(parts.contains { $0.0 == ["Empty.yml"] && $0.1.isEmpty })
    }

    /// A compound of `A` whose piece is a key of `B`: the two are checked together; a type the
    /// schema needs without any file is a part of its own.
    @Test func schemaLinksJoinTypeNames() {
        let partition = ProjectPartition(
            files: [("A.yml", ["A"]), ("B.yml", ["B"]), ("C.yml", ["C"])],
            namespaceLinks: ["A": ["B"], "C": [], "Missing": []])
        let parts = partition.parts.map { ($0.files, $0.namespaces) }
        #expect(parts.count == 3)
        #expect(parts.contains { $0.0 == ["A.yml", "B.yml"] && $0.1 == ["A", "B"] })
        #expect(parts.contains { $0.0.isEmpty && $0.1 == ["Missing"] })
    }
}
