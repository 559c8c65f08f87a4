import Foundation
import L10nCore
import L10nRuntime

/// Merges the event logs of resource files into one `Catalog`, reporting everything that
/// does not have the resource shape: locale → type → (parent keys…) → property → value.
///
/// Files must be added in a deterministic order (`CatalogReader` sorts them); a key defined
/// twice is an error naming both places, with the later definition as the primary location.
/// `add` walks each log once, keeping only the open key path as bytes: no tree and no
/// string per entry is built; keys and texts go straight from the log into the locale's
/// `LocaleEntryTable`.
public struct CatalogBuilder: Sendable {
    /// An open collection of the log.
    private struct Frame {
        enum Kind {
            /// The document's top-level mapping: keys are locales.
            case locales
            /// A mapping below a locale (the locale's own mapping included).
            case mapping
            /// The elements of an array value.
            case sequence
            /// Content that was already reported (an invalid locale, a duplicate): skipped.
            case skipped
        }

        var kind: Kind
        /// The length of this collection's key path in `CatalogBuilder.path`.
        var pathLength = 0
        /// This collection's entry in the open locale's table (`LocaleEntryTable.none` for a
        /// locale's own mapping).
        var entry = LocaleEntryTable.none
        /// In a mapping: the key whose value comes next.
        var pendingKey: YAMLEventLog.Record?

        init(_ kind: Kind) {
            self.kind = kind
        }
    }

    private var catalog = Catalog()
    private var diagnostics: [Diagnostic] = []
    /// Every locale's key paths, interned once (`CatalogKeys`).
    private var keys = CatalogKeys()
    /// Each locale's entries and where its top-level key was written, by first appearance;
    /// they go into the catalog when building finishes.
    private var locales: [LocaleIdentifier] = []
    private var tables: [LocaleEntryTable] = []
    private var localeLocations: [[SourceLocation]] = []
    /// Every file names the same few locales: each spelling is parsed once, to its index in
    /// `locales` (`nil`: not a locale).
    private var localeBySpelling: [String: Int?] = [:]
    /// The locale whose subtree is being walked, and its entries, swapped out of `tables` so
    /// inserting costs nothing for the locale.
    private var openLocale: Int?
    private var openTable = LocaleEntryTable()
    /// The key path of the innermost open mapping or array, as UTF-8.
    private var path: [UInt8] = []
    /// How many files will be added in all (`reserveCapacity(forFiles:)`); 0 when unknown.
    private var expectedFileCount = 0
    /// The only locales read (`init(locales:)`); `nil` reads every one.
    private let keptLocales: Set<LocaleIdentifier>?
    /// Each spelling of a locale `keptLocales` leaves out, once parsed.
    private var leftOutBySpelling: [String: Bool] = [:]

    public init() { keptLocales = nil }

    /// A builder that reads only `locales`: every other locale's section is passed over as if
    /// it were not there (neither its entries nor its findings). For a check whose findings
    /// matter only at some locales' texts (`LocaleDataStore.localesJudging(_:defaultLocale:)`).
    public init(locales: Set<LocaleIdentifier>) { keptLocales = locales }

    /// Makes room for `count` files before they are added: the catalog's lists of files, and
    /// each locale's list of the places it is written (one per file that has it) from the
    /// file it first appears in on. Grown by doubling instead, these lists were up to twice
    /// their length, and the heap peak grew faster than the project.
    public mutating func reserveCapacity(forFiles count: Int) {
        expectedFileCount = count
        catalog.reserveFiles(count)
    }

    /// The catalog of everything added, and every problem found.
    public mutating func finish() -> CatalogReadResult {
        closeOpenLocale()
        for (index, places) in localeLocations.enumerated() where places.count < places.capacity / 2 {
            // A locale written in few of the files gives back the room reserved for all of
            // them: its few places are copied into a list of their size.
            var fitted: [SourceLocation] = []
            fitted.reserveCapacity(places.count)
            fitted += places
            localeLocations[index] = fitted
        }
        keys.shrinkToFit()
        catalog.setKeys(keys)
        for (index, locale) in locales.enumerated() {
            tables[index].shrinkToFit()
            catalog.setLocale(locale, entries: tables[index], locations: localeLocations[index])
        }
        return CatalogReadResult(catalog: catalog, diagnostics: diagnostics)
    }

    /// Adds one file's event log (from `YAMLReader.parse`).
    public mutating func add(events log: YAMLEventLog, file: ResourceFile) {
        let fileIndex = catalog.addFile(file, source: log.source)
        var stack: [Frame] = []
        stack.reserveCapacity(8)
        var seenLocales: [(locale: Int, location: SourceLocation)] = []
        log.text.withUnsafeBufferPointer { copied in
            log.source.withUnsafeBufferPointer { source in
                let text = TextBuffers(copied: copied, source: source)
                for record in log.records {
                    switch record.kind {
                    case .scalar:
                        handleScalar(record, text: text, log: log, file: fileIndex, stack: &stack)
                    case .mappingStart, .sequenceStart:
                        let frame = openCollection(
                            record, text: text, log: log, file: fileIndex, stack: &stack,
                            seenLocales: &seenLocales)
                        stack.append(frame)
                    case .collectionEnd:
                        guard let frame = stack.popLast() else { continue }
                        close(frame, parent: stack.last)
                    }
                }
            }
        }
        // A truncated log (nesting past the limit) is closed by the reader, but a log written
        // by hand may not be: put the open locale back either way.
        closeOpenLocale()
        path.removeAll(keepingCapacity: true)
    }

    private mutating func closeOpenLocale() {
        guard let locale = openLocale else { return }
        swap(&openTable, &tables[locale])
        openLocale = nil
    }

    private mutating func handleScalar(
        _ scalar: YAMLEventLog.Record, text: TextBuffers, log: YAMLEventLog, file: UInt32,
        stack: inout [Frame]
    ) {
        guard let top = stack.indices.last else {
            report(
                .invalidStructure,
                "the top level of a resource file must be a mapping of locales (`en:`, `de:`), not a string",
                at: location(scalar, log))
            return
        }
        switch stack[top].kind {
        case .locales:
            if let pending = stack[top].pendingKey {
                report(
                    .invalidStructure,
                    "locale '\(log.string(pending))' must hold a mapping of type names, not a string",
                    at: location(scalar, log))
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = scalar
            }
        case .mapping:
            guard let key = stack[top].pendingKey else {
                stack[top].pendingKey = scalar
                return
            }
            stack[top].pendingKey = nil
            let parentLength = stack[top].pathLength
            appendKey(key, text: text, after: parentLength)
            let id = path.withUnsafeBufferPointer { keys.intern($0, parent: parentKey(of: stack[top])) }
            let outcome = openTable.insertString(
                id: id, file: file, keyLine: key.line, keyColumn: key.column,
                value: text.value(of: scalar), at: Self.position(scalar),
                parent: stack[top].entry)
            if case .existing(let existing) = outcome { reportDuplicate(key, of: existing, log: log) }
            path.removeLast(path.count - parentLength)
        case .sequence:
            openTable.appendElement(
                text.value(of: scalar), at: Self.position(scalar),
                to: stack[top].entry)
        case .skipped:
            break
        }
    }

    /// The frame for a collection that starts here, given where it stands.
    private mutating func openCollection(
        _ start: YAMLEventLog.Record, text: TextBuffers, log: YAMLEventLog, file: UInt32,
        stack: inout [Frame], seenLocales: inout [(locale: Int, location: SourceLocation)]
    ) -> Frame {
        let isMapping = start.kind == .mappingStart
        let kind = isMapping ? "a mapping" : "a sequence"
        guard let top = stack.indices.last else {
            guard isMapping else {
                report(
                    .invalidStructure,
                    "the top level of a resource file must be a mapping of locales (`en:`, `de:`), not \(kind)",
                    at: location(start, log))
                return Frame(.skipped)
            }
            return Frame(.locales)
        }
        switch stack[top].kind {
        case .locales:
            // No pending key: the recorder dropped a complex key, and its value goes with it.
            guard let pending = stack[top].pendingKey else { return Frame(.skipped) }
            stack[top].pendingKey = nil
            let name = log.string(pending)
            if keptLocales != nil, leavesOut(name) { return Frame(.skipped) }
            let keyLocation = location(pending, log)
            guard let locale = localeIndex(spelled: name) else {
                report(
                    .invalidLocale,
                    "'\(name)' is not a BCP 47 locale identifier; top-level keys name locales, such as "
                        + "`en`, `en-GB` or `zh-Hant-TW`",
                    at: keyLocation)
                return Frame(.skipped)
            }
            if let first = seenLocales.first(where: { $0.locale == locale }) {
                diagnostics.append(
                    Self.duplicate("locale '\(locales[locale])'", first: first.location, second: keyLocation))
                return Frame(.skipped)
            }
            seenLocales.append((locale, keyLocation))
            localeLocations[locale].append(keyLocation)
            guard isMapping else {
                report(
                    .invalidStructure, "locale '\(name)' must hold a mapping of type names, not \(kind)",
                    at: location(start, log))
                return Frame(.skipped)
            }
            openLocale = locale
            swap(&openTable, &tables[locale])
            return Frame(.mapping)
        case .mapping:
            guard let key = stack[top].pendingKey else { return Frame(.skipped) }
            stack[top].pendingKey = nil
            let parentLength = stack[top].pathLength
            if parentLength == 0, isMapping, key.textLength == 0 {
                // An empty key directly below a locale adds no level: FOSMVVM joins
                // `parentKey + (parentKey.isEmpty ? "" : ".") + nextKey` (`YamlLocalizationStore.swift`,
                // `flattenKeys`), so `en: {"": {T: …}}` is `T.…`. Its children are the locale's own.
                var frame = Frame(.mapping)
                frame.entry = stack[top].entry
                return frame
            }
            appendKey(key, text: text, after: parentLength)
            let id = path.withUnsafeBufferPointer { keys.intern($0, parent: parentKey(of: stack[top])) }
            let outcome = openTable.insertCollection(
                id: id, isMapping: isMapping, file: file, keyLine: key.line, keyColumn: key.column,
                parent: stack[top].entry)
            var frame = Frame(isMapping ? .mapping : .sequence)
            frame.pathLength = path.count
            switch outcome {
            case .inserted(let id):
                frame.entry = id
            case .existing(let id):
                // Two files may both open the same type (or parent-key level): their children
                // merge. Any other second definition is a duplicate, and its content is skipped.
                let existing = openTable.slot(id)!
                guard isMapping, existing.kind == .mapping, existing.file != file else {
                    reportDuplicate(key, of: id, log: log)
                    path.removeLast(path.count - parentLength)
                    return Frame(.skipped)
                }
                frame.entry = id
            }
            return frame
        case .sequence:
            report(
                .invalidStructure,
                "the elements of '\(pathText)' must be strings, not \(kind); write "
                    + "each element as text",
                at: location(start, log))
            return Frame(.skipped)
        case .skipped:
            return Frame(.skipped)
        }
    }

    private mutating func close(_ frame: Frame, parent: Frame?) {
        switch frame.kind {
        case .mapping, .sequence:
            guard let parent, parent.kind != .locales else {
                // The locale's own mapping: its entries go back with the others.
                if frame.kind == .mapping { closeOpenLocale() }
                return
            }
            path.removeLast(path.count - parent.pathLength)
        case .locales, .skipped:
            break
        }
    }

    /// The index in `locales` of the locale spelled `name`; `nil` when it is not a locale.
    /// Spellings of one locale (`en_US`, `en-us`) share an index, so their files merge.
    /// Whether `name` is a locale `keptLocales` leaves out (a name that is no locale is read,
    /// and reported, as without them).
    private mutating func leavesOut(_ name: String) -> Bool {
        if let known = leftOutBySpelling[name] { return known }
        let leftOut = LocaleIdentifier(name).map { !(keptLocales?.contains($0) ?? true) } ?? false
        leftOutBySpelling[name] = leftOut
        return leftOut
    }

    private mutating func localeIndex(spelled name: String) -> Int? {
        if let known = localeBySpelling[name] { return known }
        var index: Int?
        if let locale = LocaleIdentifier(name) {
            if let existing = locales.firstIndex(of: locale) {
                index = existing
            } else {
                locales.append(locale)
                tables.append(LocaleEntryTable())
                var places: [SourceLocation] = []
                // This file and each file after it may write the locale.
                places.reserveCapacity(max(0, expectedFileCount - catalog.files.count + 1))
                localeLocations.append(places)
                index = locales.count - 1
            }
        }
        localeBySpelling[name] = index
        return index
    }

    /// The key the frame's children extend: its entry's, when it is a key of its own (not the
    /// locale's mapping, whose children start a key, nor a mapping under an empty key).
    private func parentKey(of frame: Frame) -> UInt32? {
        frame.entry == LocaleEntryTable.none || frame.pathLength == 0 ? nil : frame.entry
    }

    /// Extends `path` (the parent's key path, `parentLength` bytes) with `key`.
    private mutating func appendKey(_ key: YAMLEventLog.Record, text: TextBuffers, after parentLength: Int) {
        if parentLength > 0 { path.append(UInt8(ascii: ".")) }
        path.append(contentsOf: text.bytes(of: key))
    }

    private mutating func reportDuplicate(_ key: YAMLEventLog.Record, of existing: UInt32, log: YAMLEventLog)
    {
        let record = openTable.slot(existing)!
        let first = SourceLocation(
            file: catalog.path(ofFile: record.file), line: Int(record.keyLine), column: Int(record.keyColumn))
        let locale = openLocale.map { "\(locales[$0])" } ?? ""
        diagnostics.append(
            Self.duplicate(
                "key '\(pathText)' in locale '\(locale)'", first: first,
                second: location(key, log)))
    }

    private var pathText: String {
        String(decoding: path, as: UTF8.self)
    }

    /// A log's two text buffers, for reading scalars without copying them.
    private struct TextBuffers {
        var copied: UnsafeBufferPointer<UInt8>
        var source: UnsafeBufferPointer<UInt8>

        func bytes(of scalar: YAMLEventLog.Record) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: (scalar.isVerbatim ? source : copied)[scalar.textRange])
        }

        /// A verbatim value stays where it is, in the file's bytes; others are copied.
        func value(of scalar: YAMLEventLog.Record) -> LocaleEntryTable.ValueText {
            scalar.isVerbatim
                ? .inSource(start: scalar.textStart, length: scalar.textLength) : .copy(bytes(of: scalar))
        }
    }

    private static func position(_ scalar: YAMLEventLog.Record) -> LocaleEntryTable.ScalarPosition {
        LocaleEntryTable.ScalarPosition(
            line: scalar.line, column: scalar.column, sourceStart: scalar.sourceStart,
            sourceEnd: scalar.sourceEnd,
            style: scalar.style)
    }

    private func location(_ record: YAMLEventLog.Record, _ log: YAMLEventLog) -> SourceLocation {
        SourceLocation(file: log.path, line: Int(record.line), column: Int(record.column))
    }

    private static func duplicate(_ what: String, first: SourceLocation, second: SourceLocation) -> Diagnostic
    {
        Diagnostic(
            rule: .duplicateKey,
            message: "\(what) is defined twice, here and at \(first); keep one definition",
            location: second,
            related: [Diagnostic.Related(message: "first defined here", location: first)])
    }

    private mutating func report(_ rule: RuleID, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(rule: rule, message: message, location: location))
    }
}
