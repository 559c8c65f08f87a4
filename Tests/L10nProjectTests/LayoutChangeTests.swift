import L10nProject
import Testing

@Suite struct LayoutChangeTests {
    static func summary(_ path: String, _ locales: [String], _ namespaces: [String])
        -> ProjectLayout.ResourceSummary
    {
        .init(path: path, locales: locales, namespaces: namespaces, keysAfterStop: [])
    }

    @Test func aTextEditKeepsTheLayoutAndTouchesItsPart() {
        var change = LayoutChange()
        change.resource(
            "B.yml", before: Self.summary("B.yml", ["de", "en"], ["B"]),
            after: Self.summary("B.yml", ["de", "en"], ["B"]))
        change.namespace(
            "C", before: NamespaceShape(links: [], typeNames: ["C"]),
            after: NamespaceShape(links: [], typeNames: ["C"]))
        #expect(change.keepsLayout)
        let parts: [ProjectPartition.Part] = [
            .init(files: ["A.yml"], namespaces: ["A"]), .init(files: ["B.yml"], namespaces: ["B"]),
            .init(files: [], namespaces: ["C"]), .init(files: ["D.yml"], namespaces: ["D"]),
        ]
        #expect(change.touchedParts(of: parts) == [1, 2])
        #expect(LayoutChange().touchedParts(of: parts) == [])
    }

    @Test(arguments: ["locale", "namespace", "new file", "links", "type names", "namespace gone", "listing"])
    func changesThatLayThePartsOutAgain(kind: String) {
        var change = LayoutChange()
        let before = Self.summary("B.yml", ["en"], ["B"])
        let shape = NamespaceShape(links: [], typeNames: ["B"])
        switch kind {
        case "locale":
            change.resource("B.yml", before: before, after: Self.summary("B.yml", ["de", "en"], ["B"]))
        case "namespace":
            change.resource("B.yml", before: before, after: Self.summary("B.yml", ["en"], ["B", "C"]))
        case "new file": change.resource("C.yml", before: nil, after: Self.summary("C.yml", ["en"], ["C"]))
        case "links":
            change.namespace("B", before: shape, after: NamespaceShape(links: ["C"], typeNames: ["B"]))
        case "type names":
            change.namespace("B", before: shape, after: NamespaceShape(links: [], typeNames: ["B", "Kind"]))
        case "namespace gone": change.namespace("B", before: shape, after: nil)
        default: change.relayOut()
        }
        #expect(!change.keepsLayout)
    }
}
