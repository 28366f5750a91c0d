import Foundation
import XCTest
@testable import ContractKit

/// Provenance (when each side's line last changed) and `--since`, on a git history this
/// test scripts in a temporary folder: the app is written, then the backend adds a field.
final class ProvenanceTests: XCTestCase {
    var repo: URL!

    override func setUpWithError() throws {
        guard findExecutable("git") != nil else { throw XCTSkip("git is not installed") }
        repo = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-provenance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("api"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("ios"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { if let repo { try? FileManager.default.removeItem(at: repo) } }

    @discardableResult
    func git(_ arguments: [String], date: String = "2026-09-30T12:00:00Z") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = repo
        process.environment = ProcessInfo.processInfo.environment.merging(["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func write(_ text: String, _ path: String) throws {
        try text.write(to: repo.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// v1: the app drops `note` from the start (old debt). v2, two weeks later: the backend adds `giftWrap`.
    func scriptHistory() throws -> (first: String, second: String) {
        try git(["init", "-q", "-b", "main"])
        try write("export interface Order {\n  id: string;\n  note: string;\n}\n", "api/orders.ts")
        try write("struct Order: Codable {\n    let id: String\n}\n", "ios/Order.swift")
        try git(["add", "."])
        try git(["commit", "-q", "-m", "launch"])
        let first = try git(["rev-parse", "HEAD"])
        try write("export interface Order {\n  id: string;\n  note: string;\n  giftWrap: boolean;\n}\n", "api/orders.ts")
        try git(["commit", "-q", "-am", "gift wrap"], date: "2026-10-14T09:00:00Z")
        let second = try git(["rev-parse", "HEAD"])
        return (first, second)
    }

    func findings(_ result: CLIResult) throws -> [[String: Any]] {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        return try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { $0["severity"] as? String == "error" }
    }

    func testEachFindingNamesTheCommitThatLastChangedEachSide() throws {
        let (first, second) = try scriptHistory()
        let result = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never"], in: repo)
        let byField = Dictionary(uniqueKeysWithValues: try findings(result).map { ($0["field"] as? String ?? "", $0) })
        let gift = try XCTUnwrap(byField["giftWrap"]?["provenance"] as? [String: Any])
        XCTAssertEqual((gift["contract"] as? [String: Any])?["commit"] as? String, second)
        XCTAssertEqual((gift["contract"] as? [String: Any])?["date"] as? String, "2026-10-14")
        XCTAssertEqual((gift["swift"] as? [String: Any])?["commit"] as? String, first)
        XCTAssertEqual(gift["movedLast"] as? String, "contract")
        let note = try XCTUnwrap(byField["note"]?["provenance"] as? [String: Any])
        XCTAssertEqual((note["contract"] as? [String: Any])?["commit"] as? String, first)
        XCTAssertNil(note["movedLast"], "both sides were written in one commit")

        let markdown = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--fail-on", "never", "--format", "markdown"], in: repo)
        XCTAssertTrue(markdown.stdout.contains("`orders.ts` line last changed in \(second.prefix(7)) (2026-10-14); `Order.swift` unchanged since \(first.prefix(7)) (2026-09-30): the contract moved last"),
                      markdown.stdout)
        let off = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never", "--no-provenance"], in: repo)
        XCTAssertFalse(off.stdout.contains("provenance"), off.stdout)
    }

    func testOutsideGitThereIsNoProvenance() throws {
        // The same files, no repository: nothing is said about history, never "uncommitted".
        try write("export interface Order {\n  id: string;\n  note: string;\n}\n", "api/orders.ts")
        try write("struct Order: Codable {\n    let id: String\n}\n", "ios/Order.swift")
        let result = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never"], in: repo)
        XCTAssertEqual(try findings(result).count, 1, result.stdout)
        XCTAssertFalse(result.stdout.contains("provenance"), result.stdout)
        // No repository above the files: git is not even started.
        let ancestors = sequence(first: repo.path) { let up = ($0 as NSString).deletingLastPathComponent; return up == $0 || up.isEmpty ? nil : up }
        guard !ancestors.contains(where: { FileManager.default.fileExists(atPath: $0 + "/.git") }), ProcessInfo.processInfo.environment["GIT_DIR"] == nil else { return }
        let (path, log) = try loggingGit()
        let logged = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never"], in: repo, environment: ["PATH": path])
        XCTAssertEqual(logged.stdout, result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: log.path), (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    func testSinceFailsOnlyOnWhatChangedAfterTheRevision() throws {
        let (first, _) = try scriptHistory()
        let since = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--since", first, "--format", "xcode"], in: repo)
        XCTAssertEqual(since.exitCode, 1, "giftWrap was added after the revision: \(since.stderr)")
        XCTAssertTrue(since.stderr.contains("1 changed since \(first)"), since.stderr)
        // Everything is reported, the old drift included.
        XCTAssertTrue(since.stdout.contains("Order.note"), since.stdout)

        let head = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--since", "HEAD", "--format", "xcode"], in: repo)
        XCTAssertEqual(head.exitCode, 0, "nothing changed after HEAD: \(head.stderr)")

        // An uncommitted change counts as changed: the backend adds a field not yet committed.
        try write("export interface Order {\n  id: string;\n  note: string;\n  giftWrap: boolean;\n  total: number;\n}\n", "api/orders.ts")
        let dirty = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--since", "HEAD", "--format", "xcode"], in: repo)
        XCTAssertEqual(dirty.exitCode, 1, dirty.stderr)

        let unknown = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--since", "no-such-rev"], in: repo)
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertTrue(unknown.stderr.contains("no-such-rev"), unknown.stderr)
    }

    /// A PATH whose `git` logs each call (`GLIBC_TUNABLES|arguments`) to the returned file,
    /// then runs the real git.
    /// A call whose arguments match a shell pattern in `sleeps` first runs its command
    /// (`sleep 3`, or `exec sleep 60` to never answer).
    func loggingGit(sleeps: KeyValuePairs<String, String> = [:]) throws -> (path: String, log: URL) {
        let realGit = try XCTUnwrap(findExecutable("git"))
        let bin = repo.appendingPathComponent("bin"), log = repo.appendingPathComponent("git.log")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let sleep = sleeps.isEmpty ? "" : "case \"$*\" in " + sleeps.map { "\($0.key)) \($0.value);;" }.joined(separator: " ") + " esac\n"
        try write("#!/bin/sh\nprintf '%s|%s\\n' \"${GLIBC_TUNABLES-unset}\" \"$*\" >> '\(log.path)'\n\(sleep)exec '\(realGit.path)' \"$@\"\n", "bin/git")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("git").path)
        return (bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), log)
    }

    /// 500 fields, the odd ones optional in the contract and required in Swift: 250 findings
    /// on scattered lines of both files (field fN on line N + 2 of each).
    func scriptScatteredFindings() throws {
        let fields = (0..<500).map { "  f\($0)\($0 % 2 == 1 ? "?" : ""): string;\n" }.joined()
        try write("export interface Order {\n\(fields)}\n", "api/orders.ts")
        try write("struct Order: Codable {\n" + (0..<500).map { "    let f\($0): String\n" }.joined() + "}\n", "ios/Order.swift")
        try git(["init", "-q", "-b", "main"])
        try git(["add", "."])
        try git(["commit", "-q", "-m", "launch"])
    }

    /// Git on PATH is a script that logs each call and runs the real git: 250 findings on
    /// scattered Swift lines are blamed line by line (no line between them), in one blame per
    /// file and one repository question per folder, with malloc headroom. The contract file
    /// is blamed whole before the audit even starts.
    func testBlameAsksExactlyTheFindingsLinesOncePerFile() throws {
        try scriptScatteredFindings()
        let (path, log) = try loggingGit()
        let result = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never"], in: repo, environment: ["PATH": path])
        XCTAssertEqual(try findings(result).count, 250, result.stderr)
        XCTAssertTrue(try findings(result).allSatisfy { $0["provenance"] != nil }, result.stdout)

        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(calls.filter { $0.contains("|rev-parse --show-toplevel") }.count, 2, "one per folder: \(calls)")
        let blames = calls.filter { $0.contains("|blame ") }
        XCTAssertTrue(calls.first?.hasSuffix("|blame --incremental -- orders.ts") == true, "the contract's blame starts first: \(calls)")
        let swift = blames.filter { $0.hasSuffix("-- Order.swift") }
        XCTAssertEqual(swift.count, 1, "one per file: \(calls)")
        // Field f1 is on line 3, f3 on line 5, … f499 on line 501.
        XCTAssertTrue(swift.first?.contains("|blame --incremental " + stride(from: 3, through: 501, by: 2).map { "-L \($0),\($0)" }.joined(separator: " ") + " -- Order.swift") == true,
                      "\(swift)")
        if ProcessInfo.processInfo.environment["GLIBC_TUNABLES"] == nil {
            XCTAssertTrue(blames.allSatisfy { $0.hasPrefix("glibc.malloc.top_pad=16777216|") }, "\(blames)")
        }
    }

    /// A whole-file blame still running when the findings are known is stopped, and the
    /// file is blamed on its findings' lines instead: the audit does not wait for it.
    func testAnUnfinishedContractBlameIsStoppedNotAwaited() throws {
        try scriptScatteredFindings()
        let commit = try git(["rev-parse", "HEAD"])
        let (path, log) = try loggingGit(sleeps: ["\"blame --incremental -- orders.ts\"": "exec sleep 60"])
        let start = Date()
        let result = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never"], in: repo, environment: ["PATH": path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "the audit waited for the stopped blame")
        let found = try findings(result)
        XCTAssertEqual(found.count, 250, result.stderr)
        XCTAssertTrue(found.allSatisfy { (($0["provenance"] as? [String: Any])?["contract"] as? [String: Any])?["commit"] as? String == commit }, result.stdout)
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertTrue(calls.contains { $0.hasSuffix("|blame --incremental -- orders.ts") }, "\(calls)")
        XCTAssertTrue(calls.contains { $0.contains("|blame --incremental -L 3,3 -L 5,5 ") && $0.hasSuffix(" -- orders.ts") }, "\(calls)")
    }

    /// The other way round: the whole-file blame, still running when the findings are known,
    /// finishes first (after 3 s), and the blame of the findings' lines is stopped, not awaited.
    func testAFinishedContractBlameAnswersAndTheLineBlameIsStopped() throws {
        try scriptScatteredFindings()
        let commit = try git(["rev-parse", "HEAD"])
        let (path, log) = try loggingGit(sleeps: ["\"blame --incremental -- orders.ts\"": "sleep 3", "\"blame --incremental -L \"*\" orders.ts\"": "exec sleep 60"])
        let start = Date()
        let result = try runCLI(["audit", "--contracts", "api", "--swift", "ios", "--format", "json", "--fail-on", "never"], in: repo, environment: ["PATH": path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "the audit waited for the stopped blame")
        let found = try findings(result)
        XCTAssertEqual(found.count, 250, result.stderr)
        XCTAssertTrue(found.allSatisfy { (($0["provenance"] as? [String: Any])?["contract"] as? [String: Any])?["commit"] as? String == commit }, result.stdout)
        let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertTrue(calls.contains { $0.hasSuffix("|blame --incremental -- orders.ts") }, "\(calls)")
    }

    func testBlamePorcelainIsReadLineByLine() {
        let sha1 = String(repeating: "a", count: 40), sha2 = String(repeating: "b", count: 40)
        let porcelain = """
        \(sha1) 1 1 2
        author A
        committer-time 1790000000
        filename x.ts
        \texport interface A {
        \(sha1) 2 2
        \t  id: string;
        \(sha2) 3 3 1
        author B
        committer-time 1791000000
        filename x.ts
        \t  added: string;
        \(BlameReader.uncommitted) 4 4 1
        author Not Committed Yet
        committer-time 1792000000
        filename x.ts
        \t}
        """
        let lines = BlameReader.lines(Data(porcelain.utf8))
        XCTAssertEqual(lines[1], LineChange(commit: sha1, date: "2026-09-21"))
        XCTAssertEqual(lines[2], LineChange(commit: sha1, date: "2026-09-21"))
        XCTAssertEqual(lines[3], LineChange(commit: sha2, date: "2026-10-03"))
        XCTAssertEqual(lines[4]?.isCommitted, false)
        XCTAssertNil(lines[5])
    }
}
