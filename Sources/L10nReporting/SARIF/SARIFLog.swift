/// The subset of the SARIF 2.1.0 object model that `--format sarif` writes.
///
/// Property names follow the specification exactly; optional properties left `nil` are
/// omitted, never written as `null`, which the schema does not allow for most of them.
struct SARIFLog: Encodable, Sendable {
    /// The OASIS-published schema of SARIF 2.1.0 (with errata 01).
    static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    var schema = Self.schemaURI
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable, Sendable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Encodable, Sendable {
        var driver: Driver
    }

    struct Driver: Encodable, Sendable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable, Sendable {
        var id: String
        var shortDescription: MultiformatMessage
        var fullDescription: MultiformatMessage
        var help: MultiformatMessage
        var defaultConfiguration: ReportingConfiguration
    }

    struct ReportingConfiguration: Encodable, Sendable {
        var enabled: Bool
        var level: String
    }

    /// SARIF's `message` and `multiformatMessageString`, plain text only.
    struct MultiformatMessage: Encodable, Sendable {
        var text: String
    }

    struct Result: Encodable, Sendable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: MultiformatMessage
        var locations: [Location]
        var relatedLocations: [Location]?
        var fixes: [Fix]?
        var properties: ResultProperties?
    }

    /// SARIF's `fix`: a description and the changes to one or more files.
    struct Fix: Encodable, Sendable {
        var description: MultiformatMessage
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable, Sendable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent?
    }

    struct ArtifactContent: Encodable, Sendable {
        var text: String
    }

    /// Where the fix-it text goes: a SARIF `fix` needs the exact span to replace, and a
    /// diagnostic only knows where that span starts.
    struct ResultProperties: Encodable, Sendable {
        var fixIt: String
    }

    struct Location: Encodable, Sendable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: MultiformatMessage?
    }

    struct PhysicalLocation: Encodable, Sendable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable, Sendable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable, Sendable {
        var startLine: Int
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int?
        var byteLength: Int?

        init(
            startLine: Int, startColumn: Int?, endLine: Int? = nil, endColumn: Int? = nil,
            byteOffset: Int? = nil,
            byteLength: Int? = nil
        ) {
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
            self.byteOffset = byteOffset
            self.byteLength = byteLength
        }
    }
}
