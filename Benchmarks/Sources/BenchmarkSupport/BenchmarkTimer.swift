import Foundation

/// Repeats a measurement and keeps the fastest and median runs: on a noisy shared machine
/// the fastest run is the best estimate of the work itself.
public struct BenchmarkTimer: Sendable {
    public var iterations: Int

    public init(iterations: Int = 5) {
        self.iterations = iterations
    }

    public struct Result: Sendable {
        public var fastest: Duration
        public var median: Duration

        public var fastestSeconds: Double { fastest.seconds }
        public var medianSeconds: Double { median.seconds }
    }

    public func measure(_ body: () throws -> Void) rethrows -> Result {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<iterations {
            let start = clock.now
            try body()
            samples.append(clock.now - start)
        }
        samples.sort()
        return Result(fastest: samples[0], median: samples[samples.count / 2])
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
