import Foundation
import L10nCore

/// Reads YAML files with libyaml's event parser into position-keeping `YAMLNode` trees.
///
/// Bad input never crashes or hangs the reader: size, encoding, syntax, tags, alias
/// expansion and depth problems all become diagnostics with a file, line and column.
public struct YAMLReader: Sendable {
    public var limits: YAMLReaderLimits

    public init(limits: YAMLReaderLimits = .default) {
        self.limits = limits
    }

    /// Reads the file at `path` into a tree.
    ///
    /// - Throws: `ResourceInputError.unreadable` when the file cannot be opened or read;
    ///   problems with its content are diagnostics in the result instead.
    public func read(path: String) throws(ResourceInputError) -> YAMLReadResult {
        YAMLReadResult(try parse(path: path))
    }

    /// Reads `bytes` as the content of a file at `path` (used in positions and messages) into a tree.
    public func read(bytes: [UInt8], path: String) -> YAMLReadResult {
        YAMLReadResult(parse(bytes: bytes, path: path))
    }

    /// Parses the file at `path` into its event log.
    ///
    /// - Throws: `ResourceInputError.unreadable` when the file cannot be opened or read;
    ///   problems with its content are diagnostics in the result instead.
    public func parse(path: String) throws(ResourceInputError) -> YAMLParseResult {
        do {
            return try parseReadable(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// Parses one of a project's resource files into its event log: a file that cannot be read
    /// is one `unreadable-file` finding in the result, which is then read up to its start (so
    /// the keys of the type it is named after are not reported missing), not an error that
    /// stops the project.
    public func parseResource(path: String) -> YAMLParseResult {
        do {
            return try parseReadable(path: path)
        } catch {
            var result = YAMLParseResult(
                events: YAMLEventLog(path: path), diagnostics: [error.diagnostic], byteCount: 0)
            result.readUpTo = SourceLocation(file: path, line: 1, column: 1)
            return result
        }
    }

    private func parseReadable(path: String) throws(UnreadableFile) -> YAMLParseResult {
        switch try RegularFile.read(path, sizeLimit: limits.effectiveMaxFileSize) {
        case .tooLarge(let size):
            return YAMLParseResult(
                events: YAMLEventLog(path: path), diagnostics: [tooLarge(path: path, size: size)],
                byteCount: size)
        case .bytes(let bytes):
            return parse(bytes: bytes, path: path)
        }
    }

    /// Parses `bytes` as the content of a file at `path` into its event log.
    public func parse(bytes: [UInt8], path: String) -> YAMLParseResult {
        guard bytes.count <= limits.effectiveMaxFileSize else {
            return YAMLParseResult(
                events: YAMLEventLog(path: path), diagnostics: [tooLarge(path: path, size: bytes.count)],
                byteCount: bytes.count)
        }
        // libyaml validates UTF-8 as it reads, so a file it parses to the end is valid; only
        // when it stops early is the whole file checked, for an exact `invalid-encoding`.
        let bodyOffset = TextEncodingCheck.utf8BodyOffset(bytes)
        let positions = SourcePositionMap(bytes: bytes, bodyOffset: bodyOffset)
        var recorder = EventLogRecorder(path: path, bytes: bytes, positions: positions, limits: limits)
        recorder.run(bodyOffset: bodyOffset)
        if !recorder.reachedEnd, case .problem(let problem) = TextEncodingCheck.check(bytes) {
            return YAMLParseResult(
                events: YAMLEventLog(path: path),
                diagnostics: [encodingDiagnostic(problem, bytes: bytes, path: path)], byteCount: bytes.count)
        }
        var diagnostics = recorder.diagnostics
        if recorder.log.isEmpty, diagnostics.isEmpty {
            diagnostics.append(
                Diagnostic(
                    rule: .emptyFile,
                    message: "the file holds no YAML content; add translations or delete it",
                    location: SourceLocation(file: path, line: 1, column: 1)))
        }
        var result = YAMLParseResult(
            events: recorder.log, diagnostics: diagnostics,
            ignoreComments: IgnoreCommentScanner.scan(bytes, path: path, language: .yaml),
            byteCount: bytes.count)
        result.readUpTo = recorder.stoppedAt
        if let stop = recorder.stoppedAt {
            result.keysAfterStop = KeysAfterStop.names(in: bytes, fromLine: stop.line)
        }
        return result
    }

    private func tooLarge(path: String, size: Int) -> Diagnostic {
        Diagnostic(
            rule: .resourceTooLarge,
            message:
                "the file is \(size) bytes, more than the limit of \(limits.effectiveMaxFileSize) bytes; split it, or raise "
                + "the limit with --max-file-size",
            location: SourceLocation(file: path, line: 1, column: 1))
    }

    private func encodingDiagnostic(_ problem: TextEncodingCheck.Problem, bytes: [UInt8], path: String)
        -> Diagnostic
    {
        let message: String
        let offset: Int
        switch problem {
        case .utf16(let bigEndian, let hasByteOrderMark):
            offset = 0
            let order = bigEndian ? "big-endian" : "little-endian"
            message =
                "the file is UTF-16 (\(order)\(hasByteOrderMark ? ", with a byte order mark" : ", without a byte order mark")), "
                + "not UTF-8; re-save it as UTF-8"
        case .binary(let at):
            offset = at
            message =
                "the file is not text: it has a NUL byte at byte offset \(at); remove it from the resource roots"
        case .invalidUTF8(let at):
            offset = at
            message =
                "invalid UTF-8 at byte offset \(at) (byte 0x\(String(bytes[at], radix: 16, uppercase: true))); "
                + "re-save the file as UTF-8"
        }
        let (line, column) = SourcePositionMap.lineAndColumn(ofByte: offset, in: bytes)
        return Diagnostic(
            rule: .invalidEncoding, message: message,
            location: SourceLocation(file: path, line: line, column: column))
    }
}
