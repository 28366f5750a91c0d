import ContractKit
import XCTest

/// The diff is the one `diff -u` and `git diff` print, so reviewers and tools read it as usual.
final class UnifiedDiffTests: XCTestCase {
    func testHunksHaveRangesAndRemovedLinesComeFirst() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
        let new = "a\nb\nC\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\n"
        XCTAssertEqual(UnifiedDiff.make(old: old, new: new, oldName: "a/X.swift", newName: "b/X.swift"), """
        --- a/X.swift
        +++ b/X.swift
        @@ -1,6 +1,6 @@
         a
         b
        -c
        +C
         d
         e
         f
        @@ -11,3 +11,4 @@
         k
         l
         m
        +n

        """)
    }

    func testAnEmptySideAndAnEqualText() {
        XCTAssertEqual(UnifiedDiff.make(old: "", new: "x\n", oldName: "a", newName: "b"), "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
        XCTAssertEqual(UnifiedDiff.make(old: "x\ny\n", new: "x\n", oldName: "a", newName: "b"), "--- a\n+++ b\n@@ -1,2 +1 @@\n x\n-y\n")
        XCTAssertEqual(UnifiedDiff.make(old: "same\n", new: "same\n"), "")
    }

    func testALongDiffIsCutWithACount() {
        let old = (0..<50).map { "line \($0)" }.joined(separator: "\n")
        let diff = UnifiedDiff.make(old: old, new: old.replacingOccurrences(of: "line", with: "LINE"), maxLines: 10)
        XCTAssertEqual(diff.split(separator: "\n").count, 11)
        XCTAssertTrue(diff.hasSuffix("… 93 more diff lines\n"), diff)
    }
}
