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
        // A file is joined with the type it is named after too, even when it defines none:
        // when a syntax error stops it, that type's missing keys depend on it.
        #expect(parts.contains { $0.0 == ["Localizable.yml"] && $0.1 == ["C", "D", "Localizable"] })
        #expect(parts.contains { $0.0 == ["Empty.yml"] && $0.1 == ["Empty"] })
    }

    @Test func aFileThatDefinesNoTypeStaysWithTheTypeItIsNamedAfter() {
        // `BoardViewModel.yml` broken at its first line defines nothing; the schema needs
        // `BoardViewModel`, which another file translates.
        let partition = ProjectPartition(
            files: [("BoardViewModel.yml", []), ("Legacy.yaml", ["BoardViewModel"])],
            namespaceLinks: ["BoardViewModel": []])
        #expect(partition.parts.map(\.files) == [["BoardViewModel.yml", "Legacy.yaml"]])
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
