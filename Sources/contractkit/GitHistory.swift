import ContractKit
import Foundation

/// What git remembers of the files a set of findings points at: for each file, when each
/// line last changed (`git blame --porcelain`, run once per file, the files on all cores),
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
    static func read(_ findings: [Finding], absolute: (String) -> String) -> GitHistory {
        // The lines each file's findings point at: only those are blamed.
        var wanted: [String: Set<Int>] = [:]
        for f in findings {
            if let c = f.contract { wanted[absolute(c.file), default: []].insert(c.line) }
            if let s = f.swift { wanted[absolute(s.file), default: []].insert(s.line) }
        }
        // A symbolic link's history is the history of the file it points at.
        let sorted = wanted.keys.sorted()
        let real = Dictionary(uniqueKeysWithValues: sorted.map { ($0, URL(fileURLWithPath: $0).resolvingSymlinksInPath().path) })
        // Each folder's repository, asked once.
        let folders = Array(Set(sorted.map { SourcePath.directory(of: real[$0]!) })).sorted()
        let roots = concurrentMap(folders) { folder -> String? in
            guard let out = Git.run(["rev-parse", "--show-toplevel"], in: folder), out.status == 0 else { return nil }
            return String(decoding: out.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // Folders outside any repository have no entry (a `String?` value would still be found).
        let rootOf = Dictionary(uniqueKeysWithValues: zip(folders, roots).compactMap { folder, root in root.map { (folder, $0) } })
        var history = GitHistory()
        let tracked = sorted.filter { rootOf[SourcePath.directory(of: real[$0]!)] != nil }
        let jobs = tracked.map { (real[$0]!, Self.ranges(wanted[$0]!)) }
        let blames = concurrentMap(jobs) { path, ranges -> [Int: LineChange]? in
            // `--incremental` prints each group of lines once, without the file's text.
            let arguments = ["blame", "--incremental"] + ranges.flatMap { ["-L", "\($0.lowerBound),\($0.upperBound)"] } + ["--", SourcePath.fileName(of: path)]
            guard let out = Git.run(arguments, in: SourcePath.directory(of: path)) else { return nil }
            // An untracked file has no history yet: every line is a change still to commit.
            if out.status != 0 { return [:] }
            return BlameReader.lines(out.stdout)
        }
        for (path, blame) in zip(tracked, blames) {
            history.repository[path] = rootOf[SourcePath.directory(of: real[path]!)]!
            if let blame { history.lines[path] = blame }
        }
        return history
    }

    /// Lines as the fewest `-L` ranges: neighbours joined, at most 200 ranges (past that,
    /// the gaps between the closest ranges are blamed too).
    static func ranges(_ lines: Set<Int>) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for line in lines.sorted() where line > 0 {
            if let last = ranges.last, line <= last.upperBound + 1 { ranges[ranges.count - 1] = last.lowerBound...line } else { ranges.append(line...line) }
        }
        while ranges.count > 200 {
            // Join the pair with the smallest gap.
            let i = (0..<(ranges.count - 1)).min { ranges[$0 + 1].lowerBound - ranges[$0].upperBound < ranges[$1 + 1].lowerBound - ranges[$1].upperBound }!
            ranges[i] = ranges[i].lowerBound...ranges[i + 1].upperBound
            ranges.remove(at: i + 1)
        }
        return ranges
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
