import ContractKit
import XCTest

/// Generated Swift passes `swift format lint` with its default configuration, when the
/// toolchain has swift-format: the committed folders and the output for every contract
/// fixture, messy real-world ones included.
final class SwiftFormatLintTests: XCTestCase {
    func swiftFormat(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testGeneratedSwiftPassesSwiftFormatLint() throws {
        guard (try? swiftFormat(["--version"]))?.status == 0 else { throw XCTSkip("swift format is not in this toolchain") }
        let root = TestPaths.repoRoot
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var folders = ["generated", "Tests/StressGenerated", "Tests/ContractKitTests/Fixtures/BooksTracker/App/Generated"].map { root.appendingPathComponent($0).path }
        let fixtures = ["RealContracts/worker", "RealContracts/firebase", "RealContracts/subfolders", "RealContracts/result-class",
                        "AuditCorpus/websocket", "AuditCorpus/admin-rows", "TypeScript/interfaces", "TypeScript/enums", "TypeScript/types",
                        "TypeScript/classes", "TypeScript/docs", "TypeScript/members"]
        for (i, fixture) in fixtures.enumerated() {
            let output = scratch.appendingPathComponent("\(i)").path
            let result = try runCLI(["generate", "--contracts", "Tests/ContractKitTests/Fixtures/\(fixture)", "--config", "Tests/ContractKitTests/Fixtures/BooksTracker/none.json",
                                     "--output", output])
            XCTAssertEqual(result.exitCode, 0, "\(fixture): \(result.stderr)")
            folders.append(output)
        }
        let lint = try swiftFormat(["lint", "--recursive"] + folders)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "", "swift format lint warnings:\n\(lint.output)")
    }
}
