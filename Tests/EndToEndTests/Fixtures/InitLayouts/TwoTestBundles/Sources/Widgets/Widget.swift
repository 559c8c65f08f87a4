public struct Widget {
    public init() {}
}
