import Foundation
import L10nCore
import L10nRuntime

/// Merges the event logs of resource files into one `Catalog`, reporting everything that
/// does not have the resource shape: locale → type → (parent keys…) → property → value.
///
/// Files must be added in a deterministic order (`CatalogReader` sorts them); a key defined
/// twice is an error naming both places, with the later definition as the primary location.
/// `add` walks each log once, keeping only the open key path: no tree is built, and each
/// entry is copied once, into its locale's index.
public struct CatalogBuilder: Sendable {
    /// An open collection of the log, mutated in place on the stack.
    private struct Frame {
        enum Kind {
            /// The document's top-level mapping: keys are locales.
            case locales
            /// A mapping below a locale; `key` is empty for the locale's own mapping.
            case mapping
            /// The elements of an array value.
            case sequence
            /// Content that was already reported (an invalid locale, a duplicate): skipped.
            case skipped
        }

        var kind: Kind
        var key = ""
        var keyLocation: SourceLocation?
        var pendingKey: YAMLScalar?
        var children: [String] = []
        var elements: [CatalogScalar] = []
        var seenLocales: [String: SourceLocation] = [:]

        init(_ kind: Kind) {
            self.kind = kind
        }
    }

    private var catalog = Catalog()
    private var diagnostics: [Diagnostic] = []
    /// The locale whose subtree is being walked, and its entries, held outside the catalog so
    /// inserting costs one hash of the key and nothing for the locale.
    private var openLocale: LocaleIdentifier?
    private var openEntries: [String: CatalogEntry] = [:]
    private let expectedEntriesPerLocale: Int

    /// - Parameter expectedEntriesPerLocale: a size estimate, so a locale's index is
    ///   allocated once instead of growing step by step.
    public init(expectedEntriesPerLocale: Int = 0) {
        self.expectedEntriesPerLocale = expectedEntriesPerLocale
    }

    /// Entries per locale ≈ key/value pairs in all logs ÷ locales in the first file: the
    /// estimate `init(expectedEntriesPerLocale:)` takes.
    public static func estimateEntriesPerLocale(_ logs: [[YAMLEvent]]) -> Int {
        let events = logs.reduce(0) { $0 + $1.count }
        var locales = 0
        for log in logs where locales == 0 { locales = topLevelKeyCount(log) }
        return events / 2 / max(locales, 1)
    }

    private static func topLevelKeyCount(_ events: [YAMLEvent]) -> Int {
        var depth = 0
        var keys = 0
        var expectingKey = true
        for event in events {
            switch event {
            case .scalar:
                if depth == 1 {
                    if expectingKey { keys += 1 }
                    expectingKey.toggle()
                }
            case .mappingStart, .sequenceStart:
                if depth == 1 { expectingKey = true }
                depth += 1
            case .collectionEnd:
                depth -= 1
            }
        }
        return keys
    }

    /// The catalog of everything added, and every problem found.
    public mutating func finish() -> CatalogReadResult {
        CatalogReadResult(catalog: catalog, diagnostics: diagnostics)
    }

    /// Adds one file's event log (from `YAMLReader.parse`).
    public mutating func add(events: [YAMLEvent], file: ResourceFile) {
        catalog.files.append(file)
        var stack: [Frame] = []
        stack.reserveCapacity(8)
        for event in events {
            switch event {
            case .scalar(let scalar):
                handleScalar(scalar, stack: &stack)
            case .mappingStart(let location):
                stack.append(openCollection(isMapping: true, at: location, stack: &stack))
            case .sequenceStart(let location):
                stack.append(openCollection(isMapping: false, at: location, stack: &stack))
            case .collectionEnd:
                guard let frame = stack.popLast() else { continue }
                close(frame, depth: stack.count)
            }
        }
    }

    private mutating func handleScalar(_ scalar: YAMLScalar, stack: inout [Frame]) {
        guard let top = stack.indices.last else {
            report(
                .invalidStructure,
                "the top level of a resource file must be a mapping of locales (`en:`, `de:`), not a string",
                at: scalar.location)
            return
        }
        switch stack[top].kind {
        case .locales:
            if let pending = stack[top].pendingKey {
                report(
                    .invalidStructure,
                    "locale '\(pending.text)' must hold a mapping of type names, not a string",
                    at: scalar.location)
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = scalar
            }
        case .mapping:
            guard let pendingKey = stack[top].pendingKey else {
                stack[top].pendingKey = scalar
                return
            }
            stack[top].pendingKey = nil
            stack[top].children.append(pendingKey.text)
            let parentKey = stack[top].key
            let key = parentKey.isEmpty ? pendingKey.text : parentKey + "." + pendingKey.text
            insert(key: key, keyLocation: pendingKey.location, value: .string(scalar.catalogScalar))
        case .sequence:
            stack[top].elements.append(scalar.catalogScalar)
        case .skipped:
            break
        }
    }

    /// The frame for a collection that starts here, given where it stands.
    private mutating func openCollection(isMapping: Bool, at location: SourceLocation, stack: inout [Frame])
        -> Frame
    {
        let kind = isMapping ? "a mapping" : "a sequence"
        guard let top = stack.indices.last else {
            guard isMapping else {
                report(
                    .invalidStructure,
                    "the top level of a resource file must be a mapping of locales (`en:`, `de:`), not \(kind)",
                    at: location)
                return Frame(.skipped)
            }
            return Frame(.locales)
        }
        switch stack[top].kind {
        case .locales:
            // No pending key: the recorder dropped a complex key, and its value goes with it.
            guard let pending = stack[top].pendingKey else { return Frame(.skipped) }
            stack[top].pendingKey = nil
            guard let locale = LocaleIdentifier(pending.text) else {
                report(
                    .invalidLocale,
                    "'\(pending.text)' is not a BCP 47 locale identifier; top-level keys name locales, such as "
                        + "`en`, `en-GB` or `zh-Hant-TW`",
                    at: pending.location)
                return Frame(.skipped)
            }
            if let first = stack[top].seenLocales[locale.tag] {
                diagnostics.append(
                    Self.duplicate("locale '\(locale)'", first: first, second: pending.location))
                return Frame(.skipped)
            }
            stack[top].seenLocales[locale.tag] = pending.location
            catalog.noteLocale(locale, at: pending.location)
            guard isMapping else {
                report(
                    .invalidStructure,
                    "locale '\(pending.text)' must hold a mapping of type names, not \(kind)",
                    at: location)
                return Frame(.skipped)
            }
            openLocale = locale
            openEntries = catalog.takeEntries(in: locale)
            if openEntries.isEmpty { openEntries.reserveCapacity(expectedEntriesPerLocale) }
            return Frame(.mapping)
        case .mapping:
            guard let pendingKey = stack[top].pendingKey else { return Frame(.skipped) }
            stack[top].pendingKey = nil
            stack[top].children.append(pendingKey.text)
            let parentKey = stack[top].key
            var frame = Frame(isMapping ? .mapping : .sequence)
            frame.key = parentKey.isEmpty ? pendingKey.text : parentKey + "." + pendingKey.text
            frame.keyLocation = pendingKey.location
            if isMapping {
                // The mapping's entry goes in before its children; `close` fills in their names.
                guard insert(key: frame.key, keyLocation: pendingKey.location, value: .mapping([])) else {
                    return Frame(.skipped)
                }
            }
            return frame
        case .sequence:
            report(
                .invalidStructure,
                "the elements of '\(stack[top].key)' must be strings, not \(kind); write each element as text",
                at: location)
            return Frame(.skipped)
        case .skipped:
            return Frame(.skipped)
        }
    }

    private mutating func close(_ frame: Frame, depth: Int) {
        switch frame.kind {
        case .mapping:
            guard let locale = openLocale else { return }
            if depth == 1 {
                // The locale's own mapping: its entries go back into the catalog.
                catalog.setEntries(openEntries, in: locale)
                openEntries = [:]
                openLocale = nil
                return
            }
            guard var entry = openEntries[frame.key], case .mapping(let existing) = entry.value else {
                return
            }
            if entry.keyLocation == frame.keyLocation {
                entry.value = .mapping(frame.children)
            } else {
                let known = Set(existing)
                entry.value = .mapping(existing + frame.children.filter { !known.contains($0) })
            }
            openEntries[frame.key] = entry
        case .sequence:
            guard let keyLocation = frame.keyLocation else { return }
            insert(key: frame.key, keyLocation: keyLocation, value: .array(frame.elements))
        case .locales, .skipped:
            break
        }
    }

    /// Adds an entry to the open locale. Two files may both open the same type (or parent-key
    /// level): their children merge. Any other second definition is a duplicate, and `false`
    /// tells the caller to skip the content of a rejected mapping.
    @discardableResult
    private mutating func insert(key: String, keyLocation: SourceLocation, value: CatalogValue) -> Bool {
        guard let locale = openLocale else { return false }
        let entry = CatalogEntry(locale: locale, key: key, keyLocation: keyLocation, value: value)
        guard let existing = openEntries.updateValue(entry, forKey: key) else { return true }
        openEntries[key] = existing
        if existing.keyLocation.file != keyLocation.file, case .mapping = existing.value,
            case .mapping = value
        {
            return true
        }
        diagnostics.append(
            Self.duplicate(
                "key '\(key)' in locale '\(locale)'", first: existing.keyLocation, second: keyLocation))
        return false
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
