extension Duration {
    /// The duration in seconds, for the elapsed times reports print.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
