// Support: helpers every stage may use (ordered parallel work, JSON writing, paths, text, UTF-8, edit distance, diffs).

import Foundation

/// Ordered parallel work: the one mechanism every stage uses to spread independent items
/// over the cores. Results always come back in input order, so output never depends on
/// scheduling or on the number of workers.
///
/// A call made inside another (from one of its tasks) runs its tasks one after another on
/// that task's thread: libdispatch runs a nested `concurrentPerform` serially. Work that
/// spreads itself over the cores must not be one of the tasks of `both`, `map` or `chunks`;
/// run what goes beside it in a `Background` instead.
enum Parallel {
    /// How many threads parallel work uses: `CONTRACTKIT_WORKERS` when set (the tests run
    /// with 1, 2 and 7 to show the output does not change), else the cores, at most 8.
    static let workers: Int = {
        // getenv: ProcessInfo.environment builds the whole environment as a dictionary.
        if let value = getenv("CONTRACTKIT_WORKERS"), let n = Int(String(cString: value)) { return min(max(n, 1), 64) }
        return min(ProcessInfo.processInfo.activeProcessorCount, 8)
    }()

    /// `body(i)` for each index in `0..<count`, on all workers, in index order.
    static func map<T>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 1, workers > 1 else { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, body(i)) }
        return slots.values
    }

    /// `0..<count` cut into ordered ranges, `perWorker` of them per worker, each given to
    /// `body`; the ranges' results in order. Several ranges a worker even out items of
    /// uneven cost (one range a core left a core idle while the other worked through the
    /// expensive half); one a worker suits work with a per-range setup. Below `serialBelow`
    /// items the whole range runs on the calling thread.
    static func chunks<T>(_ count: Int, serialBelow: Int, perWorker: Int = 8, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        guard count >= serialBelow, workers > 1 else { return [body(0..<count)] }
        let n = max(1, min(count, workers * perWorker))
        return map(n) { c in body((count * c / n)..<(count * (c + 1) / n)) }
    }

    /// `first()` and `second()` at once, on two workers: two independent indexes of one input.
    static func both<A, B>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard workers > 1 else { return (first(), second()) }
        let a = Slots<A>(count: 1), b = Slots<B>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            if i == 0 { a.set(0, first()) } else { b.set(0, second()) }
        }
        return (a.values[0], b.values[0])
    }

    /// One slot per task, each written by exactly one task before `values` is read.
    private final class Slots<T>: @unchecked Sendable {
        private var slots: [T?]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: T) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        var values: [T] { slots.map { $0! } }
    }
}
