extension Int {
    /// The number and the noun, singular for one (`1 file`, `2 files`, `0 files`); `plural`
    /// when adding an `s` does not make it (`1 entry`, `2 entries`).
    public func counted(_ singular: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
