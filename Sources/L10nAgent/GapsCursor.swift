import Foundation

/// Where the next page of `l10n_gaps` starts: after the last key served, for the same locale
/// and filter. A key, not an offset, so that a page is the same while the project does not
/// change, and translating the units of one page (which leaves the `missing` ones) skips none
/// of the next.
struct GapsCursor: Sendable, Hashable, Codable {
    var locale: String
    var only: GapsRequest.Filter
    var after: String

    /// The opaque text a client hands back.
    var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        return data.base64EncodedString()
    }

    init(locale: String, only: GapsRequest.Filter, after: String) {
        self.locale = locale
        self.only = only
        self.after = after
    }

    init(decoding text: String) throws(AgentError) {
        guard let data = Data(base64Encoded: text),
            let cursor = try? JSONDecoder().decode(GapsCursor.self, from: data)
        else {
            throw .invalidArgument(
                "cursor '\(text.prefix(40))' is not one l10n_gaps returned; leave it out to start from the first page"
            )
        }
        self = cursor
    }
}
