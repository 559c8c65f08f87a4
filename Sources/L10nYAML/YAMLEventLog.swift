import L10nCore

/// One file's parsed events, stored compactly: fixed-size records, the file's bytes, and one
/// buffer for the scalars whose value differs from their source text.
///
/// A log of a large file holds millions of events, so it keeps no `String` per scalar and
/// no path per position; `YAMLEvent` values, with their strings and locations, are made only
/// when an element is read. Most scalars are written exactly as their value reads (plain, or
/// quoted with nothing escaped): their text is a range of the file's bytes and is not
/// copied. The catalog builder reads the records and bytes directly.
public struct YAMLEventLog: Sendable, RandomAccessCollection {
    /// One event: a scalar (with its text in `text`) or a collection boundary.
    package struct Record: Sendable, Hashable, BitwiseCopyable {
        package enum Kind: UInt8, Sendable, BitwiseCopyable {
            case scalar, mappingStart, sequenceStart, collectionEnd
        }

        package var kind: Kind
        package var style: ScalarStyle
        /// The text is `source[textRange]`, the scalar as written; else it is `text[textRange]`.
        package var isVerbatim: Bool
        /// 1-based.
        package var line: UInt32
        /// 1-based, in Unicode scalars.
        package var column: UInt32
        /// The scalar's UTF-8 byte range in its file.
        package var sourceStart: UInt32
        package var sourceEnd: UInt32
        /// The scalar's text in `YAMLEventLog.source` or `YAMLEventLog.text`.
        package var textStart: UInt32
        package var textLength: UInt32

        package var textRange: Range<Int> { Int(textStart)..<Int(textStart) + Int(textLength) }
    }

    /// The file the positions refer to.
    public let path: String
    /// The file's bytes.
    package let source: [UInt8]
    package private(set) var records: [Record] = []
    /// The texts that are not verbatim, back to back; records refer to them by offset.
    package private(set) var text: [UInt8] = []

    public init(path: String) {
        self.init(path: path, source: [])
    }

    package init(path: String, source: [UInt8]) {
        self.path = path
        self.source = source
    }

    /// A log of `events`, for tools and tests that write events by hand.
    public init(path: String, events: some Sequence<YAMLEvent>) {
        self.init(path: path)
        for event in events {
            switch event {
            case .scalar(let scalar):
                Array(scalar.text.utf8).withUnsafeBufferPointer { bytes in
                    appendScalar(
                        bytes, style: scalar.style, line: scalar.location.line,
                        column: scalar.location.column,
                        sourceRange: scalar.sourceRange)
                }
            case .mappingStart(let location):
                appendCollectionStart(isMapping: true, line: location.line, column: location.column)
            case .sequenceStart(let location):
                appendCollectionStart(isMapping: false, line: location.line, column: location.column)
            case .collectionEnd:
                appendCollectionEnd()
            }
        }
    }

    // MARK: Collection

    public var startIndex: Int { records.startIndex }
    public var endIndex: Int { records.endIndex }
    public var count: Int { records.count }

    public subscript(position: Int) -> YAMLEvent {
        let record = records[position]
        let location = SourceLocation(file: path, line: Int(record.line), column: Int(record.column))
        switch record.kind {
        case .scalar: return .scalar(scalar(record))
        case .mappingStart: return .mappingStart(location)
        case .sequenceStart: return .sequenceStart(location)
        case .collectionEnd: return .collectionEnd
        }
    }

    /// The scalar a `.scalar` record stands for.
    package func scalar(_ record: Record) -> YAMLScalar {
        YAMLScalar(
            text: string(record), style: record.style,
            location: SourceLocation(file: path, line: Int(record.line), column: Int(record.column)),
            sourceRange: Int(record.sourceStart)..<Int(record.sourceEnd))
    }

    /// A scalar record's text.
    package func string(_ record: Record) -> String {
        withText(of: record) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with a scalar record's text.
    package func withText<Result>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    {
        (record.isVerbatim ? source : text).withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[record.textRange]))
        }
    }

    // MARK: Recording

    package mutating func reserveCapacity(records recordCount: Int, textBytes: Int) {
        records.reserveCapacity(recordCount)
        text.reserveCapacity(textBytes)
    }

    package mutating func appendScalar(
        _ bytes: UnsafeBufferPointer<UInt8>, style: ScalarStyle, line: Int, column: Int,
        sourceRange: Range<Int>
    ) {
        let start = UInt32(truncatingIfNeeded: text.count)
        text.append(contentsOf: bytes)
        records.append(
            Record(
                kind: .scalar, style: style, isVerbatim: false, line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column),
                sourceStart: UInt32(truncatingIfNeeded: sourceRange.lowerBound),
                sourceEnd: UInt32(truncatingIfNeeded: sourceRange.upperBound), textStart: start,
                textLength: UInt32(truncatingIfNeeded: bytes.count)))
    }

    /// Appends a scalar whose value is `source[textStart..<textStart + length]`.
    package mutating func appendVerbatimScalar(
        textStart: Int, length: Int, style: ScalarStyle, line: Int, column: Int, sourceRange: Range<Int>
    ) {
        records.append(
            Record(
                kind: .scalar, style: style, isVerbatim: true, line: UInt32(truncatingIfNeeded: line),
                column: UInt32(truncatingIfNeeded: column),
                sourceStart: UInt32(truncatingIfNeeded: sourceRange.lowerBound),
                sourceEnd: UInt32(truncatingIfNeeded: sourceRange.upperBound),
                textStart: UInt32(truncatingIfNeeded: textStart),
                textLength: UInt32(truncatingIfNeeded: length)))
    }

    package mutating func appendCollectionStart(isMapping: Bool, line: Int, column: Int) {
        records.append(
            Record(
                kind: isMapping ? .mappingStart : .sequenceStart, style: .plain, isVerbatim: false,
                line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column),
                sourceStart: 0, sourceEnd: 0, textStart: 0, textLength: 0))
    }

    package mutating func appendCollectionEnd() {
        records.append(
            Record(
                kind: .collectionEnd, style: .plain, isVerbatim: false, line: 0, column: 0, sourceStart: 0,
                sourceEnd: 0,
                textStart: 0, textLength: 0))
    }

    /// Appends copies of earlier records (an alias replaying its anchor). Their text is
    /// shared, not copied.
    package mutating func replay(_ range: Range<Int>) {
        records.reserveCapacity(records.count + range.count)
        for index in range { records.append(records[index]) }
    }

    package mutating func removeLast() {
        records.removeLast()
    }

    package mutating func removeAll() {
        records.removeAll()
        text.removeAll()
    }
}
