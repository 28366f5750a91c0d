import Foundation

/// A command's large values (the scanned app, the schema, the audit result) die with the
/// process. Freed one by one when the command returns, a large app's took 20–30 ms on one
/// core after the report was already written; `exit` reclaims them at once instead.
///
/// Only the executable does this: it runs one command and exits. The library never does.
final class ProcessLifetime: @unchecked Sendable {
    private static let shared = ProcessLifetime()
    private var kept: [Any] = []
    private let lock = NSLock()

    static func keepUntilExit(_ values: Any...) {
        shared.lock.withLock { shared.kept.append(contentsOf: values) }
    }
}
