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
        collectSources()
    }

    /// Marks the translations that match as made from the current text. `keys` empty: every
    /// key; `locales` empty: every locale. Returns how many records changed.
    @discardableResult
    public mutating func accept(
        from inventory: TranslationInventory, keys: [String], locales: [LocaleIdentifier]
    )
        -> Int
    {
        var changed = 0
        for (key, item) in inventory.items where keys.isEmpty || keys.contains(key) {
            for locale in item.translations.keys where locales.isEmpty || locales.contains(locale) {
                if translations[key]?[locale] != item.sourceHash { changed += 1 }
                translations[key, default: [:]][locale] = item.sourceHash
                sources[item.sourceHash] = item.sourceText
            }
        }
        collectSources()
        return changed
    }

    private mutating func collectSources() {
        let used = Set(translations.values.flatMap(\.values))
        sources = sources.filter { used.contains($0.key) }
    }

    // MARK: Checking

    /// `stale-translation` for each translation whose recorded source differs from the
    /// current default-locale text. A translation with no record is current.
    public func staleTranslations(in inventory: TranslationInventory) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (key, item) in inventory.items.sorted(by: { $0.key < $1.key }) {
            for (locale, location) in item.translations.sorted(by: { $0.key < $1.key }) {
                guard let recorded = translations[key]?[locale], recorded != item.sourceHash else { continue }
                let was = sources[recorded].map { " from \(Self.quoted($0))" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        rule: .staleTranslation,
                        message:
                            "the '\(locale)' translation of '\(key)' was made\(was), but the '\(defaultLocale)' "
                            + "text is now \(Self.quoted(item.sourceText)); update the translation, then run "
                            + "`l10nc fix --accept \(key) --locale \(locale)`",
                        location: location))
            }
        }
        return diagnostics
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
            for pair in keys.pairs {
                guard case .mapping(let locales) = pair.value else { continue }
                for localePair in locales.pairs {
                    guard let translated = LocaleIdentifier(localePair.key.text),
                        case .scalar(let hash) = localePair.value, let value = UInt64(hash.text, radix: 16)
                    else {
                        throw .invalid(
                            path: path,
                            reason: "\(localePair.key.location.line): expected `locale: <16 hex digits>`")
                    }
                    lock.translations[pair.key.text, default: [:]][translated] = ContentFingerprint(
                        value: value)
                }
            }
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

    /// The file's text, in stable order.
    public var text: String {
        var text = """
            # Written by `l10nc lock` and `l10nc fix --accept`: the \(defaultLocale) text each translation was made from.
            # Commit it with the resources. See docs/stale-translations.md.
            version: 1
            defaultLocale: \(defaultLocale)

            """
        text += translations.isEmpty ? "translations: {}\n" : "translations:\n"
        for key in translations.keys.sorted() {
            text += "  " + ScalarRenderer.renderKey(key) + ":\n"
            for (locale, hash) in translations[key]!.sorted(by: { $0.key < $1.key }) {
                text += "    \(ScalarRenderer.renderKey(locale.description)): \(hash)\n"
            }
        }
        text += sources.isEmpty ? "sources: {}\n" : "sources:\n"
        for (hash, source) in sources.sorted(by: { $0.key.description < $1.key.description }) {
            text += "  \"\(hash)\": " + ScalarRenderer.doubleQuoted(source) + "\n"
        }
        return text
    }

    /// Writes the lock atomically.
    public func write(path: String) throws(ResourceEditError) {
        try AtomicFileWriter.write(Array(text.utf8), to: path)
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
