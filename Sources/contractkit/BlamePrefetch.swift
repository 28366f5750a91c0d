import ContractKit
import Foundation

/// The whole-file blame of the largest contract file, started before the audit, so that git
/// works on another core while the contract is read and the Swift audited: that file's
/// blame is usually the one provenance waits for. When the findings are known, a finished
/// prefetch answers for that file (git dates a line the same whether it blames that line
/// alone or the whole file); an unfinished one is stopped and the file is blamed on its
/// findings' lines as usual, so provenance never waits for it.
final class BlamePrefetch: @unchecked Sendable {
    /// The file blamed, symbolic links resolved.
    let path: String
    private let lock = NSLock()
    private var output: Git.Output?
    private var process: Process?
    private var stopped = false

    private init(path: String) { self.path = path }

    /// Starts the blame of the largest of `contractFiles` (absolute paths); nil when no
    /// repository can hold it.
    static func start(_ contractFiles: [String]) -> BlamePrefetch? {
        let files = contractFiles.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        let sizes = files.map(GitHistory.size)
        guard let largest = files.indices.min(by: { (-sizes[$0], files[$0]) < (-sizes[$1], files[$1]) }).map({ files[$0] }),
              GitHistory.mayBeInRepository(SourcePath.directory(of: largest)) else { return nil }
        let prefetch = BlamePrefetch(path: largest)
        Thread.detachNewThread { prefetch.run() }
        return prefetch
    }

    private func run() {
        let out = Git.run(["blame", "--incremental", "--", SourcePath.fileName(of: path)], in: SourcePath.directory(of: path),
                          environment: Git.blameEnvironment) { process in
            self.lock.lock()
            defer { self.lock.unlock() }
            self.process = process
            if self.stopped { process.terminate() }
        }
        lock.lock()
        if !stopped { output = out }
        lock.unlock()
    }

    /// The blame if it has finished, else nil; either way no git process of it runs on.
    func finish() -> Git.Output? {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        if output == nil, let process, process.isRunning { process.terminate() }
        return output
    }
}
