import Foundation

/// A value computed on another core; `value` waits for it.
final class Background<T: Sendable>: @unchecked Sendable {
    private var result: T?
    private let group = DispatchGroup()

    init(_ work: @escaping @Sendable () -> T) {
        DispatchQueue.global().async(group: group) { self.result = work() }
    }

    var value: T {
        group.wait()
        return result!
    }
}
