/// The text shown for a missing message under `MissingValuePolicy.showKey`: the key between
/// white square brackets, `⟦DashboardViewModel.pageTitle⟧`, visible and unmistakable.
enum KeyEcho {
    static func text(key: String, index: Int? = nil) -> String {
        if let index { return "⟦\(key)[\(index)]⟧" }
        return "⟦\(key)⟧"
    }
}
