import L10nCore

/// Findings as the cache keeps them: a table of the texts they use (each rule, message and path
/// once), then each finding as numbers into it.
///
/// A warm check of a project with 10,000 findings (a missing key names where it belongs in each
/// locale: ten locations a finding) spent 58 % of its time decoding them with `JSONDecoder`, and
/// more than half of a cold check in all; read from this form it is a table lookup per field.
enum DiagnosticArchive {
    static func encode(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var body = ArchiveWriter()
        body.write(diagnostics.count)
        for diagnostic in diagnostics {
            body.write(diagnostic.rule.rawValue)
            body.write(Severity.allCases.firstIndex(of: diagnostic.severity)!)
            body.write(diagnostic.message)
            write(diagnostic.location, to: &body)
            body.write(diagnostic.related.count)
            for related in diagnostic.related {
                body.write(related.message)
                write(related.location, to: &body)
            }
            body.write(diagnostic.fixIt != nil)
            if let fixIt = diagnostic.fixIt { body.write(fixIt) }
        }
        var archive = ArchiveWriter()
        archive.write(body.strings.count)
        for text in body.strings { archive.writeLiteral(text) }
        archive.append(raw: body.bytes)
        return archive.bytes
    }

    /// `nil` for bytes `encode(_:)` did not write (a damaged or foreign blob: the caller checks
    /// again instead).
    static func decode(_ bytes: [UInt8]) -> [Diagnostic]? {
        var reader = ArchiveReader(bytes: bytes)
        do throws(CacheFormatError) {
            let textCount = try reader.readCount()
            var texts: [String] = []
            texts.reserveCapacity(textCount)
            for _ in 0..<textCount { texts.append(try reader.readLiteral()) }
            reader.strings = texts
            let count = try reader.readCount()
            var diagnostics: [Diagnostic] = []
            diagnostics.reserveCapacity(count)
            for _ in 0..<count {
                let rule = RuleID(rawValue: try reader.readString())
                let severityIndex = try reader.readInt()
                guard Severity.allCases.indices.contains(severityIndex) else {
                    throw .damaged("a severity is out of range")
                }
                let message = try reader.readString()
                let location = try readLocation(&reader)
                let relatedCount = try reader.readCount()
                var related: [Diagnostic.Related] = []
                related.reserveCapacity(relatedCount)
                for _ in 0..<relatedCount {
                    let relatedMessage = try reader.readString()
                    related.append(.init(message: relatedMessage, location: try readLocation(&reader)))
                }
                let fixIt = try reader.readBool() ? try reader.readString() : nil
                diagnostics.append(
                    Diagnostic(
                        rule: rule, severity: Severity.allCases[severityIndex], message: message,
                        location: location, related: related, fixIt: fixIt))
            }
            guard reader.isAtEnd else { throw .damaged("bytes after the last finding") }
            return diagnostics
        } catch {
            return nil
        }
    }

    private static func write(_ location: SourceLocation, to writer: inout ArchiveWriter) {
        writer.write(location.file)
        writer.write(location.line)
        writer.write(location.column)
    }

    private static func readLocation(_ reader: inout ArchiveReader) throws(CacheFormatError) -> SourceLocation
    {
        let file = try reader.readString()
        let line = try reader.readInt()
        return SourceLocation(file: file, line: line, column: try reader.readInt())
    }
}
