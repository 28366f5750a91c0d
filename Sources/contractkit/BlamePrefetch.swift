import ContractKit
import Foundation

/// The whole-file blame of the largest contract file, started before the audit, so that git
/// works on another core while the contract is read and the Swift audited: that file's
/// blame is usually the one provenance waits for. When the findings are known, the file is
/// also blamed on its findings' lines, and whichever blame finishes first answers (git dates
/// a line the same whether it blames that line alone or the whole file); the other is
/// stopped. So provenance never waits longer than without the prefetch.
final class BlamePrefetch: @unchecked Sendable {
    /// The file blamed, symbolic links resolved.
    let path: String
    private let lock = NSLock()
    private var output: Git.Output?
    private var process: Process?
    private var stopped = false
    private let done = DispatchGroup()

    private init(path: String) { self.path = path }

    /// Starts the blame of the largest of `contractFiles` (absolute paths); nil when no
    /// repository can hold it.
    static func start(_ contractFiles: [String]) -> BlamePrefetch? {
        let files = contractFiles.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        let sizes = files.map(GitHistory.size)
        guard let largest = files.indices.min(by: { (-sizes[$0], files[$0]) < (-sizes[$1], files[$1]) }).map({ files[$0] }),
              GitHistory.mayBeInRepository(SourcePath.directory(of: largest)) else { return nil }
        let prefetch = BlamePrefetch(path: largest)
        prefetch.done.enter()
        Thread.detachNewThread { prefetch.run() }
        return prefetch
    }

    private func run() {
        let out = Git.run(["blame", "--incremental", "--", SourcePath.fileName(of: path)], in: SourcePath.directory(of: path),
                          environment: Git.blameEnvironment) { process in
            self.lock.lock()
            defer { self.lock.unlock() }
            self.process = process
            if self.stopped { Self.end(process) }
        }
        lock.lock()
        if !stopped { output = out }
        lock.unlock()
        done.leave()
    }

    /// Runs `blame` (the blame of the file's findings' lines, which hands over its process
    /// to be stopped) against the prefetch: the first to finish answers, the other is stopped.
    func race(_ blame: (_ started: @escaping (Process) -> Void) -> Git.Output?) -> Git.Output? {
        if finished { return finish() }
        let rival = Rival()
        done.notify(queue: .global()) {
            if self.finished { rival.stop() }
        }
        let out = blame { rival.started($0) }
        return finish() ?? out
    }

    /// Stops a blame that lost: SIGKILL, because a process started from a dispatch worker
    /// thread inherits its blocked SIGTERM. Blame only reads, so nothing is left half-done.
    static func end(_ process: Process) {
        if process.isRunning { _ = kill(process.processIdentifier, SIGKILL) }
    }

    private var finished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return output != nil
    }

    /// The blame if it has finished, else nil; either way no git process of it runs on.
    func finish() -> Git.Output? {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        if output == nil, let process { Self.end(process) }
        return output
    }
}

/// The process that races a prefetch, to stop when the prefetch wins.
private final class Rival: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?
    private var stopped = false

    func started(_ process: Process) {
        lock.lock()
        defer { lock.unlock() }
        self.process = process
        if stopped { BlamePrefetch.end(process) }
    }

    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        if let process { BlamePrefetch.end(process) }
    }
}
