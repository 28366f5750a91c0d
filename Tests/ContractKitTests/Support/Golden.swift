import Foundation
import XCTest

/// Compares text with a golden file. Set `UPDATE_GOLDENS=1` to rewrite the golden files,
/// then read the `git diff` before committing.
func assertGolden(_ actual: String, _ golden: URL, file: StaticString = #filePath, line: UInt = #line) {
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: golden, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
        XCTFail("missing golden file \(golden.path); run with UPDATE_GOLDENS=1 to create it", file: file, line: line)
        return
    }
    if expected != actual {
        XCTFail("output differs from \(golden.lastPathComponent) (run with UPDATE_GOLDENS=1 to accept):\n" + unifiedDiff(expected, actual), file: file, line: line)
    }
}

/// A unified diff of two texts, with three lines of context, for failure messages.
func unifiedDiff(_ old: String, _ new: String, context: Int = 3) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence table; goldens are small enough for O(n·m).
    guard a.count * b.count < 25_000_000 else { return "--- expected (\(a.count) lines)\n+++ actual (\(b.count) lines)\n(too large to diff)" }
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var ops: [(Character, String)] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] { ops.append((" ", a[i])); i += 1; j += 1 } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { ops.append(("+", b[j])); j += 1 } else { ops.append(("-", a[i])); i += 1 }
    }
    var out = "--- expected\n+++ actual\n"
    var shown = Set<Int>()
    for (k, op) in ops.enumerated() where op.0 != " " {
        for c in max(0, k - context)...min(ops.count - 1, k + context) { shown.insert(c) }
    }
    var last = -2
    for k in shown.sorted() {
        if k != last + 1 { out += "@@\n" }
        out += "\(ops[k].0)\(ops[k].1)\n"
        last = k
    }
    return out
}
