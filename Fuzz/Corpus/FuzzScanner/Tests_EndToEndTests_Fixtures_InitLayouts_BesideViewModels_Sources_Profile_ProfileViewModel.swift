import L10nRuntime

public struct ProfileViewModel: Encodable, Sendable {
    @LocalizedString public var heading
    @LocalizedStrings public var sections
}
