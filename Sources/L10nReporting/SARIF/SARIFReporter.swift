import L10nCore

/// `--format sarif`: one SARIF 2.1.0 run with the metadata of every rule, for GitHub code
/// scanning and other SARIF viewers.
///
/// Paths under the working directory become URIs relative to `%SRCROOT%`; columns count
/// Unicode code points, as the run's `columnKind` says.
public struct SARIFReporter: DiagnosticReporter {
    public var paths: WorkingDirectoryPaths

    public init(workingDirectory: String) {
        paths = WorkingDirectoryPaths(workingDirectory: workingDirectory)
    }

    public func render(_ report: Report) -> String {
        StableJSON.string(log(for: report))
    }

    func log(for report: Report) -> SARIFLog {
        let diagnostics = report.sortedDiagnostics
        var rules = RuleMetadata.all.map(Self.descriptor(for:))
        // A rule id without metadata still gets a descriptor, so every result's `ruleIndex`
        // points into `rules`.
        let knownIDs = Set(RuleMetadata.all.map(\.id))
        let unknownIDs = Set(diagnostics.map(\.rule)).subtracting(knownIDs).sorted {
            $0.rawValue < $1.rawValue
        }
        for id in unknownIDs {
            let text = SARIFLog.MultiformatMessage(text: "Rule \(id) has no documentation.")
            rules.append(
                SARIFLog.ReportingDescriptor(
                    id: id.rawValue, shortDescription: text, fullDescription: text, help: text,
                    defaultConfiguration: SARIFLog.ReportingConfiguration(
                        enabled: true, level: id.defaultSeverity.rawValue)))
        }
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }

        let results = diagnostics.map { diagnostic in
            SARIFLog.Result(
                ruleId: diagnostic.rule.rawValue,
                ruleIndex: ruleIndex[diagnostic.rule.rawValue] ?? -1,
                level: diagnostic.severity.rawValue,
                message: SARIFLog.MultiformatMessage(text: diagnostic.message),
                locations: [SARIFLog.Location(physicalLocation: physicalLocation(diagnostic.location))],
                relatedLocations: diagnostic.related.isEmpty
                    ? nil
                    : diagnostic.related.enumerated().map { index, related in
                        SARIFLog.Location(
                            id: index, physicalLocation: physicalLocation(related.location),
                            message: SARIFLog.MultiformatMessage(text: related.message))
                    },
                fixes: report.fixes[diagnostic].map { $0.map(fix) },
                properties: diagnostic.fixIt.map { SARIFLog.ResultProperties(fixIt: $0) })
        }

        let baseIDs: [String: SARIFLog.ArtifactLocation]? =
            paths.workingDirectory.hasPrefix("/")
            ? [
                ArtifactURI.sourceRootBaseID: SARIFLog.ArtifactLocation(
                    uri: ArtifactURI.directoryURI(paths.workingDirectory))
            ]
            : nil
        let driver = SARIFLog.Driver(
            name: report.toolName, version: report.toolVersion, semanticVersion: report.toolVersion,
            rules: rules)
        return SARIFLog(
            runs: [
                SARIFLog.Run(
                    tool: SARIFLog.Tool(driver: driver), originalUriBaseIds: baseIDs, results: results)
            ])
    }

    private func physicalLocation(_ location: SourceLocation) -> SARIFLog.PhysicalLocation {
        let artifact = ArtifactURI(path: location.file, paths: paths)
        // SARIF lines and columns start at 1; a diagnostic about a whole file may carry 0.
        let region =
            location.line >= 1
            ? SARIFLog.Region(
                startLine: location.line, startColumn: location.column >= 1 ? location.column : nil)
            : nil
        return SARIFLog.PhysicalLocation(
            artifactLocation: SARIFLog.ArtifactLocation(uri: artifact.uri, uriBaseId: artifact.uriBaseID),
            region: region)
    }

    /// A fix as SARIF: one artifact change per file, regions exact to the byte.
    private func fix(_ fix: DiagnosticFix) -> SARIFLog.Fix {
        var files: [String] = []
        var byFile: [String: [DiagnosticFix.Replacement]] = [:]
        for replacement in fix.replacements {
            if byFile[replacement.file] == nil { files.append(replacement.file) }
            byFile[replacement.file, default: []].append(replacement)
        }
        return SARIFLog.Fix(
            description: SARIFLog.MultiformatMessage(text: fix.description),
            artifactChanges: files.map { file in
                let artifact = ArtifactURI(path: file, paths: paths)
                return SARIFLog.ArtifactChange(
                    artifactLocation: SARIFLog.ArtifactLocation(
                        uri: artifact.uri, uriBaseId: artifact.uriBaseID),
                    replacements: byFile[file, default: []].map { replacement in
                        SARIFLog.Replacement(
                            deletedRegion: SARIFLog.Region(
                                startLine: replacement.startLine, startColumn: replacement.startColumn,
                                endLine: replacement.endLine, endColumn: replacement.endColumn,
                                byteOffset: replacement.byteOffset, byteLength: replacement.byteLength),
                            insertedContent: replacement.insertedText.isEmpty
                                ? nil : SARIFLog.ArtifactContent(text: replacement.insertedText))
                    })
            })
    }

    private static func descriptor(for rule: RuleMetadata) -> SARIFLog.ReportingDescriptor {
        SARIFLog.ReportingDescriptor(
            id: rule.id.rawValue,
            shortDescription: SARIFLog.MultiformatMessage(text: rule.summary),
            fullDescription: SARIFLog.MultiformatMessage(text: rule.help),
            help: SARIFLog.MultiformatMessage(text: rule.help),
            defaultConfiguration: SARIFLog.ReportingConfiguration(
                enabled: rule.enabledByDefault, level: rule.defaultSeverity.rawValue))
    }
}
