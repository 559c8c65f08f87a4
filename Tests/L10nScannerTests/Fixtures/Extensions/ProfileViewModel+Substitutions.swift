// No localization spelling here: the prefilter skips this file on the first pass.
extension ProfileViewModel {
    var greetingSubs: [String: LocalizableString] {
        ["userName": .constant(userName)]
    }
}
