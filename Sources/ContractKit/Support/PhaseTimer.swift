import Foundation

/// Phase timings, for finding where time goes without a profiler. The library measures
/// only when an observer is set (the CLI sets one under `CONTRACTKIT_TIMINGS=1`) and never
/// writes anything itself.
public enum PhaseTimer {
    private final class Observer: @unchecked Sendable {
        var handler: (@Sendable (String, Double) -> Void)?
    }

    private static let observer = Observer()

    /// Calls `handler` with each phase's name and its milliseconds. Set once, before any work.
    public static func observe(_ handler: @escaping @Sendable (String, Double) -> Void) {
        observer.handler = handler
    }

    public static func measure<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        guard let handler = observer.handler else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { handler(phase, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000) }
        return try body()
    }
}
