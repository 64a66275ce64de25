import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished child process: its exit status, wall-clock time, CPU time and peak memory.
///
/// The child is started with `posix_spawn` and reaped with `wait4`, so its resource usage
/// comes from the kernel: `ru_maxrss` is the same "Maximum resident set size" that
/// `/usr/bin/time -v` prints (the child's own high-water mark, not the benchmark's).
struct ChildRun {
    let status: Int32
    let wallSeconds: Double
    let cpuSeconds: Double
    /// Peak resident set size in bytes (`ru_maxrss`, kilobytes on Linux, bytes on macOS).
    let peakResidentBytes: Int
}

enum ChildProcess {
    /// Runs `arguments[0]` (a path, or a name looked up in `PATH`) in `directory`, with
    /// standard output and standard error sent to `outputPath` (appended to) so that
    /// printing does not slow the measurement down through a pipe.
    static func run(_ arguments: [String], in directory: String? = nil, outputPath: String = "/dev/null") -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The child inherits the working directory (posix_spawn_file_actions_addchdir_np is
        // not visible to Swift on every glibc); the benchmark is single-threaded.
        let previous = FileManager.default.currentDirectoryPath
        if let directory, !FileManager.default.changeCurrentDirectoryPath(directory) { fatalError("cannot enter \(directory)") }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var pid: pid_t = 0
        let start = wallClockSeconds()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            fatalError("could not start \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = wallClockSeconds() - start
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss)
        #else
            let peak = Int(usage.ru_maxrss) * 1024
        #endif
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildRun(status: exit, wallSeconds: wall, cpuSeconds: cpu, peakResidentBytes: peak)
    }

    static func wallClockSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ value: timeval) -> Double {
        Double(value.tv_sec) + Double(value.tv_usec) / 1e6
    }

    /// The 1-minute load average, to note beside figures from a shared machine.
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { formatted($0, decimals: 2) }.joined(separator: " ")
    }
}

/// The median of some timings (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
