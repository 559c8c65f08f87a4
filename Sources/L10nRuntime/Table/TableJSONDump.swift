import Foundation

/// The readable JSON dump of a table's contents (`l10nc compile --emit json`): the same
/// locales, resolved fallback chains, plural rules and messages as the binary table, with
/// keys sorted so identical input gives identical output.
public struct TableJSONDump: Sendable {
    public init() {}

    public func json(for contents: TableContents) throws(TableWriterError) -> [UInt8] {
        let plan = try TableLayoutPlan(contents)
        var locales: [Dump.Locale] = []
        for (index, locale) in plan.locales.enumerated() {
            let chain = plan.chains[index]
            locales.append(
                Dump.Locale(
                    id: locale.id.tag,
                    fallbackChain: chain.indices.map { plan.locales[$0].id.tag },
                    ownChainCount: chain.ownCount,
                    pluralRules: Dictionary(
                        uniqueKeysWithValues: locale.pluralRuleSources.map { ($0.key.rawValue, $0.value) }),
                    messages: (contents.messages[locale.id] ?? [:]).mapValues(Dump.Message.init)))
        }
        let dump = Dump(
            formatVersion: Int(TableFormat.version), defaultLocale: contents.defaultLocale.tag,
            keys: plan.keys,
            locales: locales)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The dump holds only strings, integers, arrays and dictionaries: encoding cannot fail.
        return Array(try! encoder.encode(dump)) + [0x0A]
    }

    private struct Dump: Encodable {
        struct Locale: Encodable {
            var id: String
            var fallbackChain: [String]
            var ownChainCount: Int
            var pluralRules: [String: String]
            var messages: [String: Message]
        }

        enum Message: Encodable {
            case text(String)
            case plural([String: String])
            case array([String])

            init(_ message: TableMessage) {
                switch message {
                case .text(let template): self = .text(template.sourceText)
                case .plural(let variants):
                    self = .plural(
                        Dictionary(
                            uniqueKeysWithValues: variants.map { ($0.key.rawValue, $0.value.sourceText) }))
                case .array(let templates): self = .array(templates.map(\.sourceText))
                }
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .text(let text): try container.encode(text)
                case .plural(let variants): try container.encode(variants)
                case .array(let elements): try container.encode(elements)
                }
            }
        }

        var formatVersion: Int
        var defaultLocale: String
        var keys: [String]
        var locales: [Locale]
    }
}
