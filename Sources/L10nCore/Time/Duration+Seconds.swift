extension Duration {
    /// The duration in seconds, for the elapsed times reports print. `package`: the benchmarks
    /// package has its own, and a public one here would make theirs ambiguous.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
