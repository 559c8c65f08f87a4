import L10nCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file into its facts: checks the encoding, parses, reports the first syntax
/// error, and visits whatever did parse.
enum SourceFileAnalyzer {
    /// What became of one file.
    enum Outcome: Sendable, Codable {
        /// The prefilter found nothing localizable; the file was not parsed.
        case skipped
        case invalidEncoding(Diagnostic)
        /// The file would take swift-syntax too long to parse (`BracketRunLimit`), or cannot be
        /// read at all (`unreadable-file`).
        case notParsed(Diagnostic)
        case analyzed(FileFacts)
    }

    /// - Parameter prefilter: `false` parses the file whatever its content (the second pass,
    ///   which looks for declarations other files refer to).
    static func analyze(path: String, bytes: [UInt8], prefilter: Bool) -> Outcome {
        var invalidOffset: Int?
        let passes = bytes.withUnsafeBufferPointer { buffer in
            invalidOffset = UTF8Validator.firstInvalidOffset(in: buffer)
            return invalidOffset == nil && (!prefilter || SourcePrefilter.mayDeclareLocalization(buffer))
        }
        if let offset = invalidOffset {
            let badByte = String(bytes[offset], radix: 16, uppercase: true)
            return .invalidEncoding(
                Diagnostic(
                    rule: .invalidEncoding,
                    message:
                        "the file is not UTF-8 (byte 0x\(badByte) at byte offset \(offset)), so it is not "
                        + "scanned; re-save it as UTF-8",
                    location: LineTable(bytes: bytes).location(ofByte: offset, file: path)))
        }
        guard passes else { return .skipped }
        if let run = bytes.withUnsafeBufferPointer({ BracketRunLimit.firstExcessiveRun(in: $0) }) {
            return .notParsed(
                Diagnostic(
                    rule: .sourceParse,
                    message:
                        "\(run.length) '[' in a row take swift-syntax time exponential in their number, so "
                        + "the file is not scanned (up to \(BracketRunLimit.maximum) are); "
                        + "name the inner type or value with a typealias or a constant",
                    location: LineTable(bytes: bytes).location(ofByte: run.offset, file: path)))
        }
        return .analyzed(facts(path: path, bytes: bytes))
    }

    private static func facts(path: String, bytes: [UInt8]) -> FileFacts {
        // A byte order mark is no part of the first line's columns.
        let source = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let lineTable = LineTable(bytes: source)
        let visitor = ViewModelVisitor(path: path, lineTable: lineTable)
        visitor.walk(tree)
        var facts = visitor.facts
        facts.ignoreComments = IgnoreCommentScanner.scan(source, path: path, language: .swift)
        if tree.hasError {
            let finder = ParseErrorFinder()
            finder.walk(tree)
            if let error = finder.firstError {
                facts.diagnostics.append(
                    Diagnostic(
                        rule: .sourceParse,
                        message:
                            "Swift syntax error: \(error.message); the declarations that parsed are still "
                            + "scanned, the rest may be missing from the schema. Fix the syntax here",
                        location: lineTable.location(ofByte: error.offset, file: path)))
            }
        }
        return facts
    }
}
