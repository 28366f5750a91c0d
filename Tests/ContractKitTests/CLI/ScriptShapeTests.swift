import Foundation
import XCTest

/// The benchmark and fuzzing scripts do what the README and the issues rely on. They
/// take minutes to run, so CI does not; these checks keep their shape.
final class ScriptShapeTests: XCTestCase {
    func script(_ name: String) throws -> String {
        try TestPaths.read(TestPaths.repoRoot.appendingPathComponent("scripts/\(name)"))
    }

    /// `BASELINE=<rev>` builds that revision itself and compares, run by run, at 1,000 types.
    func testBenchBuildsABaselineRevisionAndComparesRunByRun() throws {
        let bench = try script("bench.sh")
        XCTAssertTrue(bench.contains("git rev-parse --verify --quiet \"$baseline^{commit}\""), "BASELINE may be a git revision")
        XCTAssertTrue(bench.contains("git archive \"$sha\""))
        XCTAssertTrue(bench.contains("--scratch-path \"$dir/build\""))
        XCTAssertTrue(bench.contains(".build-baseline/"))
        XCTAssertTrue(bench.contains("scripts/median-time-ab.py"), "alternates the two builds run by run")
        for row in ["compare \"generate: synthetic 1,000 interfaces\"", "compare \"ir: synthetic 1,000 interfaces\"",
                    "compare \"audit: synthetic 1,000 vs its generated Swift\""] {
            XCTAssertTrue(bench.contains(row), row)
        }
        let gitignore = try TestPaths.read(TestPaths.repoRoot.appendingPathComponent(".gitignore"))
        XCTAssertTrue(gitignore.components(separatedBy: "\n").contains(".build-*/"), "the baseline's build stays out of git")
    }

    /// One sanitizer build serves all four fuzz targets.
    func testFuzzingCompilesTheSourcesOnce() throws {
        let fuzz = try script("fuzz.sh")
        let swiftcLines = fuzz.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("swiftc ") }
        XCTAssertEqual(swiftcLines.count, 1, "\(swiftcLines)")
        XCTAssertFalse(fuzz.contains("for t in \"${targets[@]}\"; do\n  echo \"building"), "no build per target")
        XCTAssertTrue(fuzz.contains("CONTRACTKIT_FUZZ_TARGET=\"$t\""))
        let folder = TestPaths.repoRoot.appendingPathComponent("Tests/Fuzz")
        let harnesses = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var entryPoints = 0
        for name in harnesses {
            let text = try TestPaths.read(folder.appendingPathComponent(name))
            entryPoints += text.components(separatedBy: "@_cdecl(\"LLVMFuzzerTestOneInput\")").count - 1
        }
        XCTAssertEqual(entryPoints, 1, "one binary has one libFuzzer entry point: \(harnesses)")
        let main = try TestPaths.read(folder.appendingPathComponent("FuzzMain.swift"))
        for (target, harness) in [("parser", "fuzzTypeScript"), ("scanner", "fuzzSwift"), ("config", "fuzzConfig"), ("yaml", "fuzzYAML")] {
            XCTAssertTrue(main.contains("case \"\(target)\": return .\(target)") && main.contains("case .\(target): return \(harness)(data, size)"), target)
        }
    }
}
