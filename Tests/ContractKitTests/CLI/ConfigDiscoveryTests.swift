import XCTest

/// The config a command uses: `--config`, else the nearest `contractkit.json` from the
/// contract up to the repository root, else `schema/contractkit.json`, else defaults.
final class ConfigDiscoveryTests: XCTestCase {
    var repo: URL!

    override func setUpWithError() throws {
        repo = FileManager.default.temporaryDirectory.appendingPathComponent("config-discovery-\(UUID().uuidString)")
        let fm = FileManager.default
        for folder in [".git", "api/src/contract", "ios/App", "elsewhere"] {
            try fm.createDirectory(at: repo.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try write("api/src/contract/status.ts", "export type Status = 'open' | 'closed';\nexport interface TicketDTO { status: Status; }\n")
        try write("api/contractkit.json", #"{"generate": {"enumPrefix": "API"}}"#)
        // Outside the repository: never read, though it is a parent of the contract.
        try write("../contractkit.json", #"{"generate": {"enumPrefix": "Wrong"}}"#)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: repo)
        try? FileManager.default.removeItem(at: repo.deletingLastPathComponent().appendingPathComponent("contractkit.json"))
    }

    func write(_ path: String, _ text: String) throws {
        try text.write(to: repo.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func generatedStatus(from folder: String, contracts: String, extra: [String] = []) throws -> (String, CLIResult) {
        let output = repo.appendingPathComponent("out-\(UUID().uuidString)").path
        let result = try runCLI(["generate", "--verbose", "--contracts", contracts, "--output", output] + extra, in: repo.appendingPathComponent(folder))
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let text = try String(contentsOfFile: output + "/Status.swift", encoding: .utf8)
        return (text, result)
    }

    func testTheNearestConfigAboveTheContractIsUsedFromAnyWorkingDirectory() throws {
        let (fromRoot, rootRun) = try generatedStatus(from: ".", contracts: "api/src/contract")
        let (fromApp, appRun) = try generatedStatus(from: "ios/App", contracts: "../../api/src/contract")
        XCTAssertTrue(fromRoot.contains("enum APIStatus"), fromRoot)
        XCTAssertEqual(fromRoot, fromApp, "one contract gives the same Swift from two working directories")
        XCTAssertTrue(rootRun.stderr.hasPrefix("note: using config api/contractkit.json\n"), rootRun.stderr)
        XCTAssertTrue(appRun.stderr.hasPrefix("note: using config ../../api/contractkit.json\n"), appRun.stderr)
    }

    func testConfigOptionWinsAndTheFallbackIsSchemaInTheWorkingDirectory() throws {
        try write("elsewhere/team.json", #"{"generate": {"enumPrefix": "Team"}}"#)
        let (given, _) = try generatedStatus(from: ".", contracts: "api/src/contract", extra: ["--config", "elsewhere/team.json"])
        XCTAssertTrue(given.contains("enum TeamStatus"), given)

        try FileManager.default.removeItem(at: repo.appendingPathComponent("api/contractkit.json"))
        let (bare, bareRun) = try generatedStatus(from: ".", contracts: "api/src/contract")
        XCTAssertTrue(bare.contains("enum Status"), bare)
        XCTAssertTrue(bareRun.stderr.hasPrefix("note: no contractkit.json found; using the default config\n"), bareRun.stderr)

        try FileManager.default.createDirectory(at: repo.appendingPathComponent("schema"), withIntermediateDirectories: true)
        try write("schema/contractkit.json", #"{"generate": {"enumPrefix": "Fallback"}}"#)
        let (fallback, _) = try generatedStatus(from: ".", contracts: "api/src/contract")
        XCTAssertTrue(fallback.contains("enum FallbackStatus"), fallback)
    }

    /// A SwiftPM package with no `.git` is a project too; with neither, the working
    /// directory bounds the search. A config above either belongs to someone else.
    func testTheSearchStopsAtThePackageRootOrTheWorkingDirectory() throws {
        let outer = FileManager.default.temporaryDirectory.appendingPathComponent("config-root-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outer) }
        let fm = FileManager.default
        for folder in ["package/api", "plain/api"] {
            try fm.createDirectory(at: outer.appendingPathComponent(folder), withIntermediateDirectories: true)
            try "export type Status = 'open' | 'closed';\n".write(to: outer.appendingPathComponent(folder + "/status.ts"), atomically: true, encoding: .utf8)
        }
        try "// swift-tools-version:5.9\n".write(to: outer.appendingPathComponent("package/Package.swift"), atomically: true, encoding: .utf8)
        try #"{"generate": {"enumPrefix": "Outside"}}"#.write(to: outer.appendingPathComponent("contractkit.json"), atomically: true, encoding: .utf8)
        for folder in ["package", "plain"] {
            let output = outer.appendingPathComponent("out-\(folder)").path
            let result = try runCLI(["generate", "--verbose", "--contracts", "api", "--output", output], in: outer.appendingPathComponent(folder))
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("note: no contractkit.json found; using the default config\n"), "\(folder): \(result.stderr)")
            XCTAssertTrue(try String(contentsOfFile: output + "/Status.swift", encoding: .utf8).contains("enum Status"), folder)
        }
    }
}
