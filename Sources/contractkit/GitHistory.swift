import ContractKit
import Foundation

/// What git remembers of the files a set of findings points at: for each file, when each
/// line last changed (`git blame --incremental`, run once per file, the files on all cores),
/// and for `--since`, which commits each repository made after a revision. The contract and
/// the app may live in two repositories: each file is asked about in its own.
struct GitHistory {
    /// Absolute path → line → last change. A file git does not know (no repository, or
    /// untracked) has no entry.
    private(set) var lines: [String: [Int: LineChange]] = [:]
    /// Absolute path → its repository's top folder.
    private(set) var repository: [String: String] = [:]

    /// Reads the history of every file the findings name. Without git, or outside any
    /// repository, it is empty and the audit goes on without provenance.
    /// `prefetch` may already hold one file's whole blame.
    static func read(_ findings: [Finding], absolute: (String) -> String, prefetch: BlamePrefetch? = nil) -> GitHistory {
        // The lines each file's findings point at: only those are blamed.
        var wanted: [String: Set<Int>] = [:]
        for f in findings {
            if let c = f.contract, c.line > 0 { wanted[absolute(c.file), default: []].insert(c.line) }
            if let s = f.swift, s.line > 0 { wanted[absolute(s.file), default: []].insert(s.line) }
        }
        // A symbolic link's history is the history of the file it points at.
        let sorted = wanted.keys.sorted()
        let real = Dictionary(uniqueKeysWithValues: sorted.map { ($0, URL(fileURLWithPath: $0).resolvingSymlinksInPath().path) })
        let folders = Array(Set(sorted.map { SourcePath.directory(of: real[$0]!) })).sorted().filter(Self.mayBeInRepository)
        let candidates = Set(folders)
        // One batch of git processes: each folder's repository (asked once) and each file's
        // blame, all at once, so no process waits for another. The largest files start
        // first: their blame is the longest, and the small ones fill the other cores.
        let inGit = sorted.indices.filter { candidates.contains(SourcePath.directory(of: real[sorted[$0]]!)) }
        let sizes = inGit.map { Self.size(real[sorted[$0]]!) }
        let order = inGit.indices.sorted { (-sizes[$0], $0) < (-sizes[$1], $1) }.map { inGit[$0] }
        let jobs = order.map { i in
            Job.blame(real[sorted[i]]!, wanted[sorted[i]]!, prefetch: real[sorted[i]]! == prefetch?.path ? prefetch : nil)
        } + folders.map { Job.root($0) }
        let answers = concurrentMap(jobs) { $0.run() }
        _ = prefetch?.finish()
        var rootOf: [String: String] = [:], blames: [String: [Int: LineChange]] = [:]
        for (i, answer) in answers.enumerated() {
            switch answer {
            case .root(let root?): rootOf[folders[i - order.count]] = root
            case .blame(let lines?): blames[sorted[order[i]]] = lines
            default: break
            }
        }
        // Files outside any repository have no entry, whatever their blame said.
        var history = GitHistory()
        for path in sorted {
            guard let root = rootOf[SourcePath.directory(of: real[path]!)] else { continue }
            history.repository[path] = root
            if let blame = blames[path] { history.lines[path] = blame }
        }
        return history
    }

    /// One git process of `read`, and what it answered.
    enum Job: Sendable {
        case root(String)
        /// A file, the lines wanted, and the prefetch of its whole blame if there is one.
        case blame(String, Set<Int>, prefetch: BlamePrefetch?)

        enum Answer: Sendable {
            case root(String?)
            /// Nil when git could not start; empty for an untracked file.
            case blame([Int: LineChange]?)
        }

        func run() -> Answer {
            switch self {
            case .root(let folder):
                guard let out = Git.run(["rev-parse", "--show-toplevel"], in: folder), out.status == 0 else { return .root(nil) }
                return .root(String(decoding: out.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            case .blame(let path, let lines, let prefetch):
                // `--incremental` prints each group of lines once, without the file's text.
                let ranges = BlameReader.ranges(lines).flatMap { ["-L", "\($0.lowerBound),\($0.upperBound)"] }
                let blame = { (started: @escaping (Process) -> Void) in
                    Git.run(["blame", "--incremental"] + ranges + ["--", SourcePath.fileName(of: path)], in: SourcePath.directory(of: path),
                            environment: Git.blameEnvironment, started: started)
                }
                guard let out = prefetch.map({ $0.race(blame) }) ?? blame({ _ in }) else { return .blame(nil) }
                // An untracked file has no history yet: every line is a change still to commit.
                if out.status != 0 { return .blame([:]) }
                return .blame(BlameReader.lines(out.stdout, only: lines))
            }
        }
    }

    /// Whether git could know this folder: a `.git` in it or above it (or `GIT_DIR` set).
    /// Outside every repository no git process starts at all.
    static func mayBeInRepository(_ folder: String) -> Bool {
        if getenv("GIT_DIR") != nil { return true }
        var path = folder
        while true {
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(".git")) { return true }
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return false }
            path = parent
        }
    }

    /// A file's size in bytes (0 when it cannot be read): how long its blame may take.
    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The last change of a line; for a file with no history yet (untracked), an uncommitted one.
    func change(_ path: String, line: Int) -> LineChange? {
        guard let file = lines[path] else { return nil }
        return file[line] ?? (file.isEmpty ? LineChange(commit: "", date: "") : nil)
    }

    /// For each repository, the commits after `revision` (`git rev-list revision..HEAD`).
    /// Throws when no repository knows the revision.
    func commits(after revision: String) throws -> [String: Set<String>] {
        let roots = Array(Set(repository.values)).sorted()
        var found: [String: Set<String>] = [:]
        for root in roots {
            guard let out = Git.run(["rev-list", "\(revision)..HEAD", "--"], in: root), out.status == 0 else { continue }
            found[root] = Set(String(decoding: out.stdout, as: UTF8.self).split(separator: "\n").map(String.init))
        }
        if found.isEmpty && !roots.isEmpty {
            throw UsageError(message: "--since \(revision): no repository of the audited files knows that revision")
        }
        return found
    }

    /// `items.map(body)`, run on all cores: each call starts a git process and waits for it.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ body: @escaping @Sendable (T) -> R) -> [R] {
        let results = ConcurrentResults<R>(items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in results.set(i, body(items[i])) }
        return results.values.map { $0! }
    }
}

/// The slots a concurrent map fills, one per item, under a lock.
private final class ConcurrentResults<R>: @unchecked Sendable {
    private(set) var values: [R?]
    private let lock = NSLock()
    init(_ count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: R) {
        lock.lock()
        values[i] = value
        lock.unlock()
    }
}
