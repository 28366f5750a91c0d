import Foundation

/// When a line last changed, as git remembers it: the commit and its date.
public struct LineChange: Sendable, Equatable, Codable {
    /// The full commit id; empty for a line not committed yet.
    public var commit: String
    /// The committer date, `YYYY-MM-DD` in UTC (the same on every machine).
    public var date: String

    public init(commit: String, date: String) {
        self.commit = commit
        self.date = date
    }

    public var isCommitted: Bool { !commit.isEmpty }
    /// The commit as people write it: its first 7 characters.
    public var shortCommit: String { String(commit.prefix(7)) }

    /// `abc1234 (2026-10-12)`, or `uncommitted changes`.
    public var described: String { isCommitted ? "\(shortCommit) (\(date))" : "uncommitted changes" }
}

/// Which side of a finding moved last: the contract line or the Swift declaration.
///
/// For example: "added to the contract in abc1234 (2026-10-12); WorkDTO.swift unchanged
/// since def5678 (2026-09-30)". A reviewer reads from it whether an app change is due now
/// (the backend moved) or the drift is old debt (the app never followed).
public struct Provenance: Sendable, Equatable, Codable {
    public enum Side: String, Sendable, Codable { case contract, app }

    public var contract: LineChange?
    public var swift: LineChange?

    public init(contract: LineChange?, swift: LineChange?) {
        self.contract = contract
        self.swift = swift
    }

    /// The side whose line changed later; nil when only one side is known or both changed
    /// on the same day in the same commit.
    public var movedLast: Side? {
        guard let contract, let swift, contract.commit != swift.commit else { return nil }
        if !contract.isCommitted { return .contract }
        if !swift.isCommitted { return .app }
        if contract.date == swift.date { return nil }
        return contract.date > swift.date ? .contract : .app
    }

    /// One sentence for the report: both sides, then which moved last.
    public func sentence(contractFile: String?, swiftFile: String?) -> String {
        var parts: [String] = []
        if let contract, let file = contractFile {
            parts.append("`\(Self.base(file))` line " + (contract.isCommitted ? "last changed in \(contract.described)" : "changed in uncommitted changes"))
        }
        if let swift, let file = swiftFile {
            parts.append("`\(Self.base(file))` " + (swift.isCommitted ? "unchanged since \(swift.described)" : "changed in uncommitted changes"))
        }
        var text = parts.joined(separator: "; ")
        switch movedLast {
        case .contract: text += ": the contract moved last, so the app has to follow now"
        case .app: text += ": the app moved last, after the contract"
        case nil: break
        }
        return text
    }

    static func base(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

/// Reads `git blame --incremental` (or `--porcelain`) output: for each line blamed, the
/// commit that last changed it and that commit's date. Each group of lines starts with
/// `<sha> <source line> <result line> <count>`; git prints a commit's headers (its
/// `committer-time`) once, in the first group that names it.
public enum BlameReader {
    public static let uncommitted = String(repeating: "0", count: 40)

    /// Line number (1-based) → its last change: every line the output covers, or with
    /// `only`, just those lines (a file's `-L` ranges may cover many more than a report needs).
    public static func lines(_ output: Data, only: Set<Int>? = nil) -> [Int: LineChange] {
        var dates: [String: String] = [:]
        var groups: [(first: Int, count: Int, commit: String)] = []
        var current: String?
        for raw in output.split(separator: UInt8(ascii: "\n")) {
            guard let first = raw.first, first != UInt8(ascii: "\t") else { continue }
            let words = raw.split(separator: UInt8(ascii: " "), maxSplits: 4)
            if words.count >= 3, words[0].count == 40, words[0].allSatisfy(isHex), let final = Int(String(decoding: words[2], as: UTF8.self)) {
                let commit = String(decoding: words[0], as: UTF8.self)
                let count = words.count >= 4 ? Int(String(decoding: words[3], as: UTF8.self)) ?? 1 : 1
                groups.append((final, count, commit))
                current = commit
            } else if words.count == 2, words[0].elementsEqual("committer-time".utf8), let commit = current, dates[commit] == nil,
                      let seconds = TimeInterval(String(decoding: words[1], as: UTF8.self)) {
                dates[commit] = day(seconds)
            }
        }
        func change(_ commit: String) -> LineChange { commit == uncommitted ? LineChange(commit: "", date: "") : LineChange(commit: commit, date: dates[commit] ?? "") }
        var result: [Int: LineChange] = [:]
        guard let only else {
            for group in groups {
                for line in group.first..<(group.first + max(1, group.count)) { result[line] = change(group.commit) }
            }
            return result
        }
        // Each wanted line finds its group by binary search: groups never overlap.
        groups.sort { $0.first < $1.first }
        result.reserveCapacity(only.count)
        for line in only {
            var low = 0, high = groups.count
            while low < high {
                let mid = (low + high) / 2
                if groups[mid].first <= line { low = mid + 1 } else { high = mid }
            }
            guard low > 0, case let group = groups[low - 1], line < group.first + max(1, group.count) else { continue }
            result[line] = change(group.commit)
        }
        return result
    }

    /// At most this many `-L` ranges go to one `git blame` (their arguments stay far below
    /// any system's command-line limit; git itself is as fast with thousands as with one).
    public static let rangeLimit = 4_000

    /// Lines as the fewest `-L` ranges that cover exactly them: neighbours joined, nothing
    /// else blamed (a line between two findings may be far older than both, and blaming it
    /// would send git further back in history). Past `limit` ranges, the smallest gaps are
    /// joined (the earlier of two equal gaps first).
    public static func ranges(_ lines: Set<Int>, limit: Int = rangeLimit) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for line in lines.sorted() where line > 0 {
            if let last = ranges.last, line <= last.upperBound + 1 { ranges[ranges.count - 1] = last.lowerBound...line } else { ranges.append(line...line) }
        }
        guard ranges.count > max(1, limit) else { return ranges }
        func gap(_ i: Int) -> Int { ranges[i + 1].lowerBound - ranges[i].upperBound }
        let joined = Set((0..<(ranges.count - 1)).sorted { (gap($0), $0) < (gap($1), $1) }.prefix(ranges.count - max(1, limit)))
        var merged: [ClosedRange<Int>] = []
        for (i, range) in ranges.enumerated() {
            if i > 0, joined.contains(i - 1) { merged[merged.count - 1] = merged[merged.count - 1].lowerBound...range.upperBound } else { merged.append(range) }
        }
        return merged
    }

    static func isHex(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }

    /// `YYYY-MM-DD` of a Unix time, in UTC.
    static func day(_ seconds: TimeInterval) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: seconds))
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
