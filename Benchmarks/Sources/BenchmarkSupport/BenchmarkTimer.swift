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
        return Self.result(samples)
    }

    /// Measures several bodies in rounds, each round running every body once, so a burst of
    /// load from elsewhere slows one round of all of them instead of all runs of one: the
    /// ratios between their results are fair on a shared machine.
    public func measureInterleaved(_ bodies: [() throws -> Void]) throws -> [Result] {
        let clock = ContinuousClock()
        var samples = [[Duration]](repeating: [], count: bodies.count)
        for _ in 0..<iterations {
            for (index, body) in bodies.enumerated() {
                let start = clock.now
                try body()
                samples[index].append(clock.now - start)
            }
        }
        return samples.map(Self.result)
    }

    private static func result(_ samples: [Duration]) -> Result {
        let sorted = samples.sorted()
        return Result(fastest: sorted[0], median: sorted[sorted.count / 2])
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
