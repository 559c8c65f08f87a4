struct Before {
    @LocalizedString var title
}

struct Broken {
    @LocalizedString var first
    func oops( {
}

struct After {
    @LocalizedString var last
}
