import Foundation

/// Phase timings, for finding where time goes without a profiler. The library measures
/// only when an observer is set (the CLI sets one under `CONTRACTKIT_TIMINGS=1`) and never
/// writes anything itself.
public enum PhaseTimer {
    private final class Observer: @unchecked Sendable {
        var handler: (@Sendable (String, Double, Double) -> Void)?
    }

    private static let observer = Observer()

    /// Calls `handler` with each phase's name, its milliseconds, and the milliseconds of CPU the
    /// whole process spent in them (all threads: beside the wall time, it says whether a phase
    /// ran on both cores, and it still says what a phase costs on a busy machine). Set once, before any work.
    public static func observe(_ handler: @escaping @Sendable (String, Double, Double) -> Void) {
        observer.handler = handler
    }

    public static func measure<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        guard let handler = observer.handler else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = processCPUNanoseconds()
        defer {
            handler(phase, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000, Double(processCPUNanoseconds() - cpuStart) / 1_000_000)
        }
        return try body()
    }

    private static func processCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
