import Foundation
import L10nCore
import L10nRuntime

/// The keys the resources lack and the keys nobody needs, as data: what `missing-key` and
/// `orphan-key` report, for tools that repair them (`l10nc fix`).
///
/// Computed with the same context as the rules, so a gap here is exactly a finding there.
public struct ResourceGaps: Sendable {
    /// A needed key absent in some required locales.
    public struct MissingKey: Sendable, Hashable {
        public var key: String
        /// `true` when the value must be an array.
        public var isArray: Bool
        /// The number of elements the code reads, for an array (at least 1).
        public var minimumCount: Int
        /// The required locales that lack it, after fallback within the language.
        public var locales: [LocaleIdentifier]
        /// The property that needs it, and where (the location of the `missing-key` finding).
        public var propertyName: String
        public var location: SourceLocation
        /// The substitution names the code declares (`@LocalizedSubs` with a literal).
        public var placeholders: [String]
    }

    /// A catalog key no property needs, at its highest node (the location of the `orphan-key`
    /// finding).
    public struct OrphanKey: Sendable, Hashable {
        public var key: String
        public var locale: LocaleIdentifier
        public var location: SourceLocation
    }

    /// A needed key whose value in a required locale is empty (`title:` with nothing after it):
    /// no text, as if it were missing, so `fix` fills it as a missing key.
    public struct NullValue: Sendable, Hashable {
        /// The key as a missing one, with the one locale.
        public var missing: MissingKey
        /// Where the null is (the `value-not-text` or `yaml11-scalar` finding's location).
        public var location: SourceLocation
    }

    public var missing: [MissingKey] = []
    public var orphans: [OrphanKey] = []
    public var nulls: [NullValue] = []

    public init(
        schema: Schema, catalog: Catalog, configuration: CheckConfiguration, localeData: LocaleDataStore
    ) {
        // Which keys are there is all a gap needs: the values are not resolved.
        let context = CheckContext(
            schema: schema, catalog: catalog, configuration: configuration, localeData: localeData,
            walking: .orphans, resolvingValues: false)
        // A lookup per requirement and locale: side by side, in the requirements' order.
        let requirements = context.requirements
        // Each required locale's chain as positions in the catalog's locales, whose values say
        // which keys are there.
        let chains = context.requiredLocales.map { locale in
            (context.chainsWithinLanguage[locale] ?? [locale]).compactMap(context.localeIndex(of:))
        }
        missing = requirements.indices.compactMap { index -> MissingKey? in
            let requirement = requirements[index]
            guard !context.isUnread(requirement) else { return nil }
            let absent = zip(context.requiredLocales, chains).compactMap { locale, chain in
                chain.contains { context.values[$0].hasValue(index) }
                    || context.misspelledKeys.isMisspelled(requirement: index, in: locale) ? nil : locale
            }
            guard !absent.isEmpty else { return nil }
            return MissingKey(
                key: requirement.key, isArray: requirement.shape == .array,
                minimumCount: max(1, (requirement.elementReads.map(\.index).max() ?? -1) + 1),
                locales: absent, propertyName: requirement.primaryItem.propertyName,
                location: requirement.primaryItem.location,
                placeholders: requirement.declaredSubstitutions ?? [])
        }
        for (index, requirement) in requirements.enumerated() where !context.isUnread(requirement) {
            for locale in context.requiredLocales {
                // Only an empty value: a written `~` or `null` is a text to quote (the fix-it says so).
                guard let position = context.localeIndex(of: locale),
                    context.values[position].kinds[index] == .string,
                    context.views[position].isEmptyPlainString(
                        at: context.values[position].record(of: index)),
                    case .string(let scalar) = context.entry(ofRequirement: index, inLocale: position).value
                else { continue }
                nulls.append(
                    NullValue(
                        missing: MissingKey(
                            key: requirement.key, isArray: requirement.shape == .array,
                            minimumCount: max(1, (requirement.elementReads.map(\.index).max() ?? -1) + 1),
                            locales: [locale],
                            propertyName: requirement.primaryItem.propertyName,
                            location: requirement.primaryItem.location,
                            placeholders: requirement.declaredSubstitutions ?? []),
                        location: scalar.location))
            }
        }
        for (locale, walk) in zip(catalog.locales, context.entryWalks) {
            for orphan in walk.orphans where !context.misspelledKeys.isMisspelling(orphan.key, in: locale) {
                orphans.append(OrphanKey(key: orphan.key, locale: locale, location: orphan.location))
            }
        }
    }
}
