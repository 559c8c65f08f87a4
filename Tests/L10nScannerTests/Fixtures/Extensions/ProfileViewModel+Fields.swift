extension ProfileViewModel {
    @LocalizedSubs(substitutions: \.greetingSubs) public var greeting
    @LocalizedStrings public var sections
}
