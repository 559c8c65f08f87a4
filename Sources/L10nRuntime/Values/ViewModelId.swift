import Foundation

/// FOSMVVM's view-model identity, so a view model that declares `var vmId = ViewModelId()`
/// keeps it when it moves to l10nc. Encoded as FOSMVVM encodes it: `{"id":"…","fsh":"…"}`,
/// the id left out when it is random, `fsh` (when the id was made, FOSMVVM's version clock)
/// a date in the encoder's date format.
public struct ViewModelId: Codable, Hashable, Sendable {
    private let id: String
    private let isRandom: Bool
    /// When this id was made; newer copies of a view model have later ones.
    public let freshness: Date

    /// A given id, or a random one (not encoded) when `id` is `nil`.
    public init(id: String? = nil) {
        self.id = id ?? UUID().uuidString
        self.isRandom = id == nil
        self.freshness = Date()
    }

    /// A given freshness, for tests that need the same output twice.
    init(id: String?, freshness: Date) {
        self.id = id ?? UUID().uuidString
        self.isRandom = id == nil
        self.freshness = freshness
    }

    public init(id: Int) { self.init(id: String(id)) }
    public init(id: UUID) { self.init(id: id.uuidString) }

    private enum CodingKeys: String, CodingKey {
        case id
        case freshness = "fsh"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decodeIfPresent(String.self, forKey: .id)
        self.isRandom = id == nil
        self.id = id ?? UUID().uuidString
        self.freshness = try container.decodeIfPresent(Date.self, forKey: .freshness) ?? Date()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !isRandom { try container.encode(id, forKey: .id) }
        try container.encode(freshness, forKey: .freshness)
    }

    /// Two copies of one view model are equal whatever their freshness.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
