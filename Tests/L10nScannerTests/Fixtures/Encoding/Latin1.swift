struct Accented {
    // café
    @LocalizedString var title
}
