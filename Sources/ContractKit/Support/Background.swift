import Foundation

/// A value computed on another core; `value` waits for it.
///
/// When every core is busy (a large app's model files are scanned on all of them while the
/// DTOs are paired), the work may not have started by the time its value is wanted: `value`
/// then runs it itself rather than wait for a free worker, so a waiting caller never stalls
/// behind work it could do.
final class Background<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var work: (@Sendable () -> T)?
    private var result: T?
    private let group = DispatchGroup()

    init(_ work: @escaping @Sendable () -> T) {
        self.work = work
        group.enter()
        DispatchQueue.global().async { self.runIfWaiting() }
    }

    /// Runs the work unless the other side has taken it.
    private func runIfWaiting() {
        lock.lock()
        guard let work else {
            lock.unlock()
            return
        }
        self.work = nil
        lock.unlock()
        let computed = work()
        lock.lock()
        result = computed
        lock.unlock()
        group.leave()
    }

    var value: T {
        runIfWaiting()
        group.wait()
        lock.lock()
        defer { lock.unlock() }
        return result!
    }
}
