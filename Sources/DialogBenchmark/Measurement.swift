#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The throughput of one contender over a corpus: the median of its timed runs, which
/// shrugs off the odd slow run on a shared machine.
struct ThroughputMeasurement {
    let name: String
    let seconds: [Double]
    let bytesPerRun: Int

    var medianSeconds: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Megabytes (10^6 bytes) per second at the median run.
    var megabytesPerSecond: Double { Double(bytesPerRun) / 1_000_000 / medianSeconds }
}

/// Something to time: a name and one run over the whole corpus, returning a number derived
/// from its work so the optimiser cannot drop the work.
struct BenchmarkContender {
    let name: String
    let run: () -> Int
}

enum Stopwatch {
    /// Runs every contender `warmUp` times untimed (caches, allocator, lazy initialisation),
    /// then `iterations` rounds in which each contender runs once, in turn. Interleaving
    /// the rounds spreads any background load evenly over the contenders, and timing the
    /// thread's CPU time rather than the wall clock leaves out time spent descheduled.
    static func measure(
        _ contenders: [BenchmarkContender], bytesPerRun: Int, warmUp: Int, iterations: Int,
        progress: (String) -> Void
    ) -> (measurements: [ThroughputMeasurement], checksum: Int) {
        var checksum = 0
        for contender in contenders {
            progress("warming up \(contender.name)")
            for _ in 0..<warmUp { checksum &+= contender.run() }
        }
        var seconds = Array(repeating: [Double](), count: contenders.count)
        for round in 0..<iterations {
            progress("round \(round + 1) of \(iterations)")
            for (position, contender) in contenders.enumerated() {
                let start = threadCPUSeconds()
                checksum &+= contender.run()
                seconds[position].append(threadCPUSeconds() - start)
            }
        }
        let measurements = contenders.enumerated().map { position, contender in
            ThroughputMeasurement(name: contender.name, seconds: seconds[position], bytesPerRun: bytesPerRun)
        }
        return (measurements, checksum)
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
