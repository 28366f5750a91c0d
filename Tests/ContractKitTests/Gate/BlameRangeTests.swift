import Foundation
import XCTest
@testable import ContractKit

/// Which lines `git blame` is asked about, and how its answer is read: exactly the lines the
/// findings point at, however many, and only those lines kept.
final class BlameRangeTests: XCTestCase {
    func testRangesCoverExactlyTheFindingsLines() {
        XCTAssertEqual(BlameReader.ranges([7, 5, 6, 10, 300, 0, -2]), [5...7, 10...10, 300...300])
        XCTAssertEqual(BlameReader.ranges([]), [])
        // A line between two findings is never blamed: it may be far older than both.
        let scattered = Set(stride(from: 3, through: 3_000, by: 3))
        let ranges = BlameReader.ranges(scattered)
        XCTAssertEqual(ranges.count, 1_000)
        XCTAssertEqual(Set(ranges.flatMap { Array($0) }), scattered)
    }

    func testPastTheLimitTheSmallestGapsAreJoinedEarlierFirst() {
        XCTAssertEqual(BlameReader.ranges([1, 3, 10, 12, 100], limit: 3), [1...3, 10...12, 100...100])
        // Equal gaps: the earlier one is joined first.
        XCTAssertEqual(BlameReader.ranges([1, 3, 5, 100], limit: 3), [1...3, 5...5, 100...100])
        XCTAssertEqual(BlameReader.ranges([1, 3, 5, 100], limit: 1), [1...100])
    }

    /// The joins all at once give what joining one smallest gap at a time gives.
    func testJoiningAllAtOnceMatchesJoiningOneGapAtATime() {
        var generator = SplitMix64(seed: 37)
        for _ in 0..<200 {
            let lines = Set((0..<Int.random(in: 1...60, using: &generator)).map { _ in Int.random(in: 1...400, using: &generator) })
            let limit = Int.random(in: 1...20, using: &generator)
            XCTAssertEqual(BlameReader.ranges(lines, limit: limit), Self.joinedOneAtATime(lines, limit: limit), "\(lines.sorted()) limit \(limit)")
        }
    }

    static func joinedOneAtATime(_ lines: Set<Int>, limit: Int) -> [ClosedRange<Int>] {
        var ranges = BlameReader.ranges(lines, limit: .max)
        while ranges.count > limit {
            let gaps = (0..<(ranges.count - 1)).map { ranges[$0 + 1].lowerBound - ranges[$0].upperBound }
            let i = gaps.firstIndex(of: gaps.min()!)!
            ranges[i] = ranges[i].lowerBound...ranges[i + 1].upperBound
            ranges.remove(at: i + 1)
        }
        return ranges
    }

    func testReaderKeepsOnlyTheWantedLines() {
        let sha1 = String(repeating: "a", count: 40), sha2 = String(repeating: "b", count: 40)
        // `--incremental`: groups in the order git settles them, not in line order.
        let incremental = """
        \(sha2) 40 40 1
        committer-time 1791000000
        filename x.ts
        \(sha1) 1 1 30
        committer-time 1790000000
        filename x.ts
        \(BlameReader.uncommitted) 41 41 2
        committer-time 1792000000
        filename x.ts
        """
        let lines = BlameReader.lines(Data(incremental.utf8), only: [2, 29, 40, 42, 35, 90])
        XCTAssertEqual(lines, [2: LineChange(commit: sha1, date: "2026-09-21"), 29: LineChange(commit: sha1, date: "2026-09-21"),
                               40: LineChange(commit: sha2, date: "2026-10-03"), 42: LineChange(commit: "", date: "")])
        XCTAssertEqual(BlameReader.lines(Data(incremental.utf8)).count, 33)
    }
}

extension SplitMix64: RandomNumberGenerator {}
