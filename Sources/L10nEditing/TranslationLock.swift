import Foundation
import L10nCore
import L10nRuntime
import L10nYAML

/// `l10nc.lock`: for each key and locale, the hash of the default-locale text the translation
/// was made from, and those texts, so `check` can say what changed.
///
/// The file is YAML in a stable order (keys, then locales, sorted), one line per translation,
/// so it diffs and merges like source code:
///
/// ```yaml
/// version: 1
/// defaultLocale: en
/// translations:
///   TaskViewModel.title:
///     de: 9f1c0b6e2a4d8e71
/// sources:
///   9f1c0b6e2a4d8e71: "Tasks"
/// ```
public struct TranslationLock: Sendable, Hashable {
    public static let fileName = "l10nc.lock"

    public var defaultLocale: LocaleIdentifier
    /// Key → locale → the source hash its translation was made from.
    public var translations: [String: [LocaleIdentifier: ContentFingerprint]] = [:]
    /// Source texts by hash, for messages.
    public var sources: [ContentFingerprint: String] = [:]
    /// Key → locale → the hash of the text `l10nc fix` wrote there (a default-locale stub, or a
    /// `--fill` copy): not a translation, until another text replaces it (`needs-translation`).
    public var needsTranslation: [String: [LocaleIdentifier: ContentFingerprint]] = [:]
    /// Key → locale → the hash of a text an agent wrote (`l10n_submit`): a machine translation,
    /// to review until a person accepts it (`l10nc fix --accept`, `l10n_accept`) or another text
    /// replaces it (`needs-review`).
    public var needsReview: [String: [LocaleIdentifier: ContentFingerprint]] = [:]
    /// The sections' keys as the text last sorted them (never part of equality).
    private let keyOrder = LockKeyOrder()

    public init(defaultLocale: LocaleIdentifier) {
        self.defaultLocale = defaultLocale
    }

    // MARK: Updating

    /// Records every translation that has no record as made from the current text (adopting
    /// the lock reports nothing), and drops records of translations that are gone. Existing
    /// records are kept: only `accept` marks a translation current.
    public mutating func recordNew(from inventory: TranslationInventory) {
        var updated: [String: [LocaleIdentifier: ContentFingerprint]] = [:]
        for (key, item) in inventory.items where !item.translations.isEmpty {
            for locale in item.translations.keys {
                let hash = translations[key]?[locale] ?? item.sourceHash
                updated[key, default: [:]][locale] = hash
                if hash == item.sourceHash { sources[hash] = item.sourceText }
            }
        }
        translations = updated
        dropReplacedPlaceholders(in: inventory)
        collectSources()
    }

    /// Records `text`, written by `l10nc fix` at `key` in `locale`, as still to translate (the
    /// text of an array is its elements one per line, as `TranslationInventory` has it).
    public mutating func recordPlaceholder(_ text: String, key: String, locale: LocaleIdentifier) {
        needsTranslation[key, default: [:]][locale] = ContentFingerprint(text: text)
    }

    /// Carries the records of `oldKey` in `locales` to `newKey`: the property was renamed, its
    /// translations moved with it, and so does what they were made from.
    public mutating func renameKey(_ oldKey: String, to newKey: String, locales: [LocaleIdentifier]) {
        for locale in locales {
            if let hash = translations[oldKey]?.removeValue(forKey: locale) {
                translations[newKey, default: [:]][locale] = hash
            }
            if let hash = needsTranslation[oldKey]?.removeValue(forKey: locale) {
                needsTranslation[newKey, default: [:]][locale] = hash
            }
            if let hash = needsReview[oldKey]?.removeValue(forKey: locale) {
                needsReview[newKey, default: [:]][locale] = hash
            }
        }
        translations = translations.filter { !$0.value.isEmpty }
        needsTranslation = needsTranslation.filter { !$0.value.isEmpty }
        needsReview = needsReview.filter { !$0.value.isEmpty }
    }

    /// One string per translation record (`locale key`), so `l10nc lock` counts what it added
    /// and dropped, not the difference of two totals.
    public var translationRecords: Set<String> {
        var records: Set<String> = []
        for (key, locales) in translations {
            for locale in locales.keys { records.insert("\(locale) \(key)") }
        }
        return records
    }

    /// Forgets the placeholders and texts to review that a text has replaced since (or whose
    /// key is gone).
    private mutating func dropReplacedPlaceholders(in inventory: TranslationInventory) {
        func kept(_ records: [String: [LocaleIdentifier: ContentFingerprint]])
            -> [String: [LocaleIdentifier: ContentFingerprint]]
        {
            var kept: [String: [LocaleIdentifier: ContentFingerprint]] = [:]
            for (key, locales) in records {
                for (locale, hash) in locales
                where inventory.text(of: key, in: locale).map({ ContentFingerprint(text: $0.text) }) == hash {
                    kept[key, default: [:]][locale] = hash
                }
            }
            return kept
        }
        needsTranslation = kept(needsTranslation)
        needsReview = kept(needsReview)
    }

    /// Marks the translations that match as made from the current text. `keys` empty: every
    /// key; `locales` empty: every locale. Returns how many records changed.
    @discardableResult
    public mutating func accept(
        from inventory: TranslationInventory, keys: [String], locales: [LocaleIdentifier]
    )
        -> Int
    {
        var changed: Set<String> = []
        let keySet = Set(keys)
        for (key, item) in inventory.items where keys.isEmpty || keySet.contains(key) {
            for locale in item.translations.keys where locales.isEmpty || locales.contains(locale) {
                if translations[key]?[locale] != item.sourceHash { changed.insert("\(locale) \(key)") }
                translations[key, default: [:]][locale] = item.sourceHash
                sources[item.sourceHash] = item.sourceText
            }
        }
        // Accepting is the review: the agents' texts it covers are a person's now.
        changed.formUnion(acceptReviews(keys: keys, locales: locales))
        dropReplacedPlaceholders(in: inventory)
        collectSources()
        return changed.count
    }

    private mutating func collectSources() {
        let used = Set(translations.values.flatMap(\.values))
        sources = sources.filter { used.contains($0.key) }
    }

    // MARK: Checking

    /// `stale-translation` for each translation whose recorded source differs from the
    /// current default-locale text. A translation with no record is current.
    public func staleTranslations(in inventory: TranslationInventory) -> [Diagnostic] {
        staleTranslations(in: inventory.catalog)
    }

    /// `stale-translation` over `catalog`, looking up only the keys both the lock and the
    /// catalog hold, so that a small lock costs little on a large catalog and a large lock
    /// little on a small part of one (an incremental check asks per part).
    public func staleTranslations(in catalog: Catalog) -> [Diagnostic] {
        // Keys are independent: looked up in chunks on every core.
        let keys = recordedKeys(in: catalog, records: translations)
        let chunk = 512
        let chunks = ParallelMap.map(
            count: (keys.count + chunk - 1) / chunk, concurrency: ParallelMap.processorCount
        ) { index in
            staleTranslations(of: keys[index * chunk..<min(keys.count, (index + 1) * chunk)], in: catalog)
        }
        return chunks.flatMap { $0 }.sorted()
    }

    private func staleTranslations(of keys: ArraySlice<String>, in catalog: Catalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for key in keys {
            guard let locales = translations[key],
                let source = TranslationInventory.text(of: key, in: defaultLocale, catalog: catalog)
            else { continue }
            let sourceHash = ContentFingerprint(text: source.text)
            for (locale, recorded) in locales where recorded != sourceHash && locale != defaultLocale {
                guard let translation = TranslationInventory.text(of: key, in: locale, catalog: catalog)
                else {
                    continue
                }
                let was = sources[recorded].map { " from \(Self.quoted($0))" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        rule: .staleTranslation,
                        message:
                            "the '\(locale)' translation of '\(key)' was made\(was), but the '\(defaultLocale)' "
                            + "text is now \(Self.quoted(source.text)); update the translation, then run "
                            + "`l10nc fix --accept \(key) --locale \(locale)`",
                        location: translation.location))
            }
        }
        return diagnostics
    }

    /// `needs-translation` for each text still as `l10nc fix` wrote it (a stub, a `--fill`
    /// copy). `severity` gives the locale's severity: a warning, a note in an advisory locale.
    public func placeholderTexts(
        in inventory: TranslationInventory, severity: (LocaleIdentifier) -> Severity
    ) -> [Diagnostic] {
        placeholderTexts(in: inventory.catalog, severity: severity)
    }

    /// `needs-translation` over `catalog`, looking up only the keys both hold.
    public func placeholderTexts(in catalog: Catalog, severity: (LocaleIdentifier) -> Severity)
        -> [Diagnostic]
    {
        var diagnostics: [Diagnostic] = []
        for key in recordedKeys(in: catalog, records: needsTranslation) {
            for (locale, hash) in needsTranslation[key] ?? [:] {
                guard let current = TranslationInventory.text(of: key, in: locale, catalog: catalog),
                    ContentFingerprint(text: current.text) == hash
                else { continue }
                let shown = Self.quoted(current.text)
                let what: String
                if locale == defaultLocale {
                    what = "is still the stub `l10nc fix` wrote (\(shown)); write the text"
                } else {
                    what =
                        "is still the text `l10nc fix --fill` wrote (\(shown)), not a translation; translate it "
                        + "(`l10nc export --only missing` offers it)"
                }
                diagnostics.append(
                    Diagnostic(
                        rule: .needsTranslation, severity: severity(locale),
                        message: "'\(key)' in locale '\(locale)' \(what)", location: current.location))
            }
        }
        return diagnostics.sorted()
    }

    /// The keys of `records` that `catalog` may hold: the records' own keys when they are the
    /// fewer, else the keys of the catalog's default locale that have a record. Either way the
    /// work is the smaller of the two, never their product.
    private func recordedKeys(in catalog: Catalog, records: [String: [LocaleIdentifier: ContentFingerprint]])
        -> [String]
    {
        let catalogCount = catalog.locales.reduce(0) { $0 + catalog.entryCount(in: $1) }
        guard records.count > catalogCount else { return Array(records.keys) }
        var keys = Set<String>()
        for locale in catalog.locales {
            for entry in catalog.entries(in: locale) where records[entry.key] != nil {
                keys.insert(entry.key)
            }
        }
        return Array(keys)
    }

    /// Whether the text of `key` in `locale` is still a placeholder `l10nc fix` wrote.
    public func isPlaceholder(_ key: String, in locale: LocaleIdentifier, inventory: TranslationInventory)
        -> Bool
    {
        guard let hash = needsTranslation[key]?[locale], let current = inventory.text(of: key, in: locale)
        else {
            return false
        }
        return ContentFingerprint(text: current.text) == hash
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: " | ") + "\""
    }

    // MARK: Reading and writing

    /// Reads a lock file; `nil` when there is none.
    public static func read(path: String) throws(TranslationLockError) -> TranslationLock? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let read: YAMLReadResult
        do {
            read = try YAMLReader().read(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
        if let problem = read.diagnostics.first(where: { $0.severity == .error }) {
            throw .invalid(
                path: path, reason: "\(problem.location.line):\(problem.location.column): \(problem.message)")
        }
        guard case .mapping(let root) = read.root,
            case .scalar(let localeText) = root["defaultLocale"],
            let locale = LocaleIdentifier(localeText.text)
        else {
            throw .invalid(path: path, reason: "it needs `version: 1` and `defaultLocale:`")
        }
        if case .scalar(let version) = root["version"], version.text != "1" {
            throw .invalid(path: path, reason: "version \(version.text) is newer than this l10nc reads (1)")
        }
        var lock = TranslationLock(defaultLocale: locale)
        if case .mapping(let keys) = root["translations"] {
            lock.translations = try readHashes(keys, path: path)
        }
        if case .mapping(let keys) = root["needsTranslation"] {
            lock.needsTranslation = try readHashes(keys, path: path)
        }
        if case .mapping(let keys) = root["needsReview"] {
            lock.needsReview = try readHashes(keys, path: path)
        }
        if case .mapping(let texts) = root["sources"] {
            for pair in texts.pairs {
                guard let value = UInt64(pair.key.text, radix: 16), case .scalar(let text) = pair.value else {
                    continue
                }
                lock.sources[ContentFingerprint(value: value)] = text.text
            }
        }
        return lock
    }

    /// `key: {locale: <16 hex digits>}` records.
    private static func readHashes(_ keys: YAMLMapping, path: String) throws(TranslationLockError)
        -> [String: [LocaleIdentifier: ContentFingerprint]]
    {
        // A lock of a large project holds a record per key and locale, for a handful of locales:
        // each locale's spelling is parsed once, and each key's records are built apart and
        // stored once (the nested `records[key, default: [:]][locale]` copied as it grew).
        var records: [String: [LocaleIdentifier: ContentFingerprint]] = [:]
        records.reserveCapacity(keys.pairs.count)
        var parsedLocales: [String: LocaleIdentifier] = [:]
        for pair in keys.pairs {
            guard case .mapping(let locales) = pair.value else { continue }
            var hashes: [LocaleIdentifier: ContentFingerprint] = [:]
            hashes.reserveCapacity(locales.pairs.count)
            for localePair in locales.pairs {
                let text = localePair.key.text
                let locale = parsedLocales[text] ?? LocaleIdentifier(text)
                guard let locale, case .scalar(let hash) = localePair.value,
                    let value = UInt64(hash.text, radix: 16)
                else {
                    throw .invalid(
                        path: path,
                        reason: "\(localePair.key.location.line): expected `locale: <16 hex digits>`")
                }
                parsedLocales[text] = locale
                hashes[locale] = ContentFingerprint(value: value)
            }
            records[pair.key.text, default: [:]].merge(hashes) { $1 }
        }
        return records
    }

    /// The file's text, in stable order.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The file's bytes (`text` in UTF-8), as written: what a write puts on disk, without
    /// making a string of a lock of tens of thousands of lines first.
    public var bytes: [UInt8] {
        // Each section depends on its own records only: an agent's batches write the whole lock
        // again each time, with a record in two sections for each text, so the sections (and
        // the sorting of their keys) are made side by side and joined in order.
        var sections: [(name: String, records: [String: [LocaleIdentifier: ContentFingerprint]])] = [
            ("translations", translations)
        ]
        // Written only when there is one, so a lock without placeholders reads as before.
        if !needsTranslation.isEmpty { sections.append(("needsTranslation", needsTranslation)) }
        // Likewise only when an agent's text awaits review.
        if !needsReview.isEmpty { sections.append(("needsReview", needsReview)) }
        let keyOrder = keyOrder
        let sources = sources
        let written = ParallelMap.map(
            count: sections.count + 1, concurrency: ParallelMap.processorCount
        ) { [sections] index -> [UInt8] in
            guard index < sections.count else { return LockTextWriter.text(ofSources: sources) }
            let (name, records) = sections[index]
            return LockTextWriter.text(
                ofSection: name, records, keys: keyOrder.sortedKeys(of: name, records),
                emptyAsBraces: name == "translations")
        }
        var writer = LockTextWriter(defaultLocale: defaultLocale)
        for text in written { writer.append(text) }
        return writer.written
    }
}

/// A lock file that cannot be used.
public enum TranslationLockError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .invalid(let path, let reason):
            "\(path) is not a valid lock file (\(reason)); fix it, or delete it and run `l10nc lock`"
        }
    }
}
