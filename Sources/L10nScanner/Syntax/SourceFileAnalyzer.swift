import L10nCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file into its facts: checks the encoding, parses, reports the first syntax
/// error, and visits whatever did parse.
enum SourceFileAnalyzer {
    /// What became of one file.
    enum Outcome: Sendable, Codable, Hashable {
        /// The prefilter found nothing localizable; the file was not parsed.
        case skipped
        case invalidEncoding(Diagnostic)
        /// The file would take swift-syntax too long to parse (`BracketRunLimit`), or cannot be
        /// read at all (`unreadable-file`).
        case notParsed(Diagnostic)
        case analyzed(FileFacts)
    }

    /// - Parameters:
    ///   - prefilter: `false` parses the file whatever its content (the second pass, which looks
    ///     for declarations other files refer to).
    ///   - skipsInertCode: `false` walks every node of the tree, the reference the skipping walk
    ///     is tested against (`ViewModelVisitor`).
    static func analyze(path: String, bytes: [UInt8], prefilter: Bool, skipsInertCode: Bool = true) -> Outcome
    {
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
        return .analyzed(facts(path: path, bytes: bytes, skipsInertCode: skipsInertCode))
    }

    private static func facts(path: String, bytes: [UInt8], skipsInertCode: Bool) -> FileFacts {
        // A byte order mark is no part of the first line's columns.
        let source = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let lineTable = LineTable(bytes: source)
        let visitor = ViewModelVisitor(
            path: path, source: source, lineTable: lineTable, skipsInertCode: skipsInertCode)
        visitor.walk(tree)
        var facts = visitor.facts
        facts.ignoreComments = IgnoreCommentScanner.scan(source, path: path, language: .swift)
        if tree.hasError {
            let finder = ParseErrorFinder()
            finder.walk(tree)
            if let error = finder.firstError {
                let location = lineTable.location(ofByte: error.offset, file: path)
                let types = visitor.declaredTypeNames.union(namespace(ofFile: path).map { [$0] } ?? [])
                    .sorted()
                facts.unreadScopes += types.map {
                    UnreadScope(namespace: $0, cause: .sourceSyntax, location: location)
                }
                facts.diagnostics.append(
                    Diagnostic(
                        rule: .sourceParse,
                        message: "Swift syntax error: \(error.message); " + heldBack(types)
                            + ". Fix the syntax here",
                        location: location))
            }
        }
        return facts
    }

    /// What a file that does not parse holds back, as its finding says it.
    static func heldBack(_ types: [String]) -> String {
        guard !types.isEmpty else {
            return "the declarations that parsed are still scanned, the rest may be missing from the schema"
        }
        let names = types.map { "'\($0)'" }.joined(separator: ", ")
        return "until the file parses, the keys of \(names) are neither reported missing or orphaned nor "
            + "added, renamed or deleted by a fix, since the rest of the file may need them"
    }

    /// The type a Swift file is named after (`LandingPageViewModel` for
    /// `LandingPageViewModel.swift` and `LandingPageViewModel+Factory.swift`), if its name
    /// starts with one: when the file does not parse, its keys are unknown.
    static func namespace(ofFile path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
        guard let first = stem.first, first == "_" || first.isLetter else { return nil }
        return String(stem)
    }
}
