import Foundation

/// Runs `body` over `0..<count` split into ordered chunks on all cores, and returns the
/// chunks' results in order, so output never depends on scheduling.
///
/// There are several chunks per core, not one: items differ in cost (a mapper function
/// beside a model's helper with nothing to resolve), and one chunk per core left a core
/// idle while the other worked through the expensive half. Below `serialBelow` items the
/// whole range is one chunk on the calling thread.
func inOrderedChunks<T>(_ count: Int, serialBelow: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
    let cores = min(ProcessInfo.processInfo.activeProcessorCount, 8)
    guard count >= serialBelow, cores > 1 else { return [body(0..<count)] }
    let chunks = min(count, cores * 8)
    let slots = ResultSlots<T>(count: chunks)
    DispatchQueue.concurrentPerform(iterations: chunks) { c in
        slots.set(c, body((count * c / chunks)..<(count * (c + 1) / chunks)))
    }
    return slots.values
}

/// One slot per task, each written by exactly one task before `values` is read.
final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [T] { slots.compactMap { $0 } }
}
