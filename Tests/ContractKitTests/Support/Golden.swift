import ContractKit
import Foundation
import XCTest

/// Compares text with a golden file. Set `UPDATE_GOLDENS=1` to rewrite the golden files,
/// then read the `git diff` before committing.
func assertGolden(_ actual: String, _ golden: URL, file: StaticString = #filePath, line: UInt = #line) {
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: golden, atomically: true, encoding: .utf8)
        } catch {
            XCTFail("cannot update golden file \(golden.path): \(error)", file: file, line: line)
        }
        return
    }
    guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
        XCTFail("missing golden file \(golden.path); run with UPDATE_GOLDENS=1 to create it", file: file, line: line)
        return
    }
    if expected != actual {
        XCTFail("output differs from \(golden.lastPathComponent) (run with UPDATE_GOLDENS=1 to accept):\n" + UnifiedDiff.make(old: expected, new: actual), file: file, line: line)
    }
}

