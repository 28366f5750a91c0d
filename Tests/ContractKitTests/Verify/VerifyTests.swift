import ContractKit
import Foundation
import XCTest

/// `contractkit verify` and `audit --verify`: payloads decoded through the app's own types.
final class VerifyTests: XCTestCase {
    static let app = "Tests/ContractKitTests/Fixtures/BooksTracker"
    static let fixtures = "Tests/ContractKitTests/Fixtures/Verify"
    var cache: URL!

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }) == true else { throw XCTSkip("no swiftc on PATH") }
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("verify-cache-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        if let cache { try? FileManager.default.removeItem(at: cache) }
    }

    func run(_ arguments: [String]) throws -> CLIResult {
        try runCLI(arguments, environment: ["CONTRACTKIT_CACHE": cache.path])
    }

    func findings(_ result: CLIResult) throws -> [(rule: String, symbol: String, variant: String?)] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        return try XCTUnwrap(json["findings"] as? [[String: Any]]).map { f in
            (f["rule"] as! String, "\(f["type"]!)" + ((f["field"] as? String).map { ".\($0)" } ?? ""), f["variant"] as? String)
        }
    }

    func testTheSampleAppLosesCoverImageURLBeforeItsFixAndNothingAfter() throws {
        let before = try run(["verify", "--config", "\(Self.app)/none.json", "--swift", "\(Self.app)/Shared", "\(Self.app)/PreFix/WorkDTO.swift", "--format", "json"])
        XCTAssertEqual(before.exitCode, 0, before.stderr)
        let found = try findings(before)
        // One finding for the cause, listing every payload that shows it: the unknown-enum
        // payload fails at reviewStatus, and decoding goes on past it to find the loss too.
        XCTAssertTrue(found.contains { $0.rule == "field-lost" && $0.symbol == "WorkDTO.coverImageURL" && $0.variant == "full, unknown-enum" }, "\(found)")
        XCTAssertEqual(found.filter { $0.rule == "field-lost" }.count, 1, "\(found)")
        // The two Swift enums without a fallback case fail the whole payload on a new value.
        let rejected = Set(found.filter { $0.rule == "unknown-enum-rejected" }.map(\.symbol))
        XCTAssertEqual(rejected, ["WorkDTO.reviewStatus", "EditionDTO.format"])
        XCTAssertTrue(before.stderr.contains("9 of 10 types verified"), before.stderr)
        XCTAssertTrue(before.stderr.contains("verify: compiling"), "the first run compiles")

        let after = try run(["verify", "--config", "\(Self.app)/none.json", "--swift", "\(Self.app)/Shared", "\(Self.app)/PostFix/WorkDTO.swift", "--format", "json"])
        XCTAssertEqual(try findings(after).filter { $0.rule == "field-lost" }.map(\.symbol), [])

        // Unchanged files: the program comes from the cache, and the findings are the same.
        let again = try run(["verify", "--config", "\(Self.app)/none.json", "--swift", "\(Self.app)/Shared", "\(Self.app)/PreFix/WorkDTO.swift", "--format", "json"])
        XCTAssertFalse(again.stderr.contains("verify: compiling"), again.stderr)
        XCTAssertTrue(again.stderr.contains("(compiled program from the cache)"), again.stderr)
        XCTAssertEqual(again.stdout, before.stdout)
    }

    func testAnEnumWithItsOwnDecoderAcceptsTheContractsValuesStaticallyAndWhenDecoded() throws {
        let folder = "\(Self.fixtures)/custom-decoder"
        let audit = try run(["audit", "--contracts", folder, "--swift", folder, "--config", "\(Self.app)/none.json", "--format", "json"])
        XCTAssertFalse(try findings(audit).contains { $0.rule.hasPrefix("enum-") }, audit.stdout)
        let verify = try run(["verify", "--contracts", folder, "--swift", folder, "--config", "\(Self.app)/none.json", "--format", "json"])
        let found = try findings(verify)
        XCTAssertFalse(found.contains { $0.rule == "decode-failed" }, "\(found)")
        // Only a value the contract does not list yet is refused.
        XCTAssertEqual(found.map(\.rule), ["unknown-enum-rejected"])
    }

    func testADecoderThatFillsInDefaultsDecodesTheMinimalPayloadAndRoundTripsTheFullOne() throws {
        let folder = "\(Self.fixtures)/defaults"
        let verify = try run(["verify", "--contracts", folder, "--swift", folder, "--config", "\(Self.app)/none.json", "--format", "json"])
        XCTAssertEqual(verify.exitCode, 0, verify.stderr)
        XCTAssertEqual(try findings(verify).map(\.rule), [], verify.stdout)
        XCTAssertTrue(verify.stderr.contains("1 of 1 types verified, 2 payloads decoded"), verify.stderr)
    }

    func testAFileThatNeedsTheRestOfTheAppIsLeftOutAndNamed() throws {
        let folder = "\(Self.fixtures)/app-type"
        let verify = try run(["verify", "--contracts", folder, "--swift", "\(folder)/DTOs", "--config", "\(Self.app)/none.json", "--format", "xcode"])
        XCTAssertEqual(verify.exitCode, 0, verify.stderr)
        XCTAssertEqual(verify.stdout, """
            \(folder)/DTOs/CustomerDTO.swift:3:1: warning: CustomerPayload ↔ CustomerDTO was not verified: its file does not compile without the rest \
            of the app: \(folder)/DTOs/CustomerDTO.swift:8:16: error: cannot find type 'Customer' in scope [not-verified]

            """)
        XCTAssertTrue(verify.stderr.contains("1 of 2 types verified"), verify.stderr)
    }

    func testAuditVerifyMarksStaticFindingsWithWhatDecodingShowed() throws {
        let result = try run(["audit", "--verify", "--config", "\(Self.app)/none.json", "--swift", "\(Self.app)/Shared", "\(Self.app)/PreFix/WorkDTO.swift",
                              "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let all = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let missing = try XCTUnwrap(all.first { $0["rule"] as? String == "missing-field" })
        XCTAssertEqual(missing["evidence"] as? String, "confirmed by decoding (full, unknown-enum: field-lost)")
        XCTAssertFalse(all.contains { $0["rule"] as? String == "field-lost" && $0["type"] as? String == "WorkDTO" },
                       "a runtime finding that confirms a static one is shown as its evidence")
        XCTAssertTrue(all.contains { $0["rule"] as? String == "unknown-enum-rejected" }, "runtime-only findings are listed")
        XCTAssertEqual(all.filter { $0["rule"] as? String == "enum-widened" }.count, 4, "static findings are never dropped")
    }

    /// A compiler error on the harness line that names a type leaves that type out, with
    /// the reason, and the others are still verified, under the configured date strategy.
    func testATypeTheHarnessCannotNameIsNotVerifiedAndTheRestAre() throws {
        let folder = "\(Self.fixtures)/private-type"
        let config = cache.appendingPathComponent("fractional.json")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try #"{ "verify": { "dateDecodingStrategy": "iso8601WithFractionalSeconds" } }"#.write(to: config, atomically: true, encoding: .utf8)
        let result = try run(["verify", "--contracts", "\(folder)/contract.ts", "--swift", "\(folder)/Models.swift", "--config", config.path, "--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let found = try findings(result)
        XCTAssertEqual(found.map(\.rule), ["not-verified"], "\(found)")
        XCTAssertEqual(found.first?.symbol, "Item")
        XCTAssertTrue(result.stdout.contains("inaccessible due to 'private' protection level"), result.stdout)
        XCTAssertTrue(result.stderr.contains("1 of 2 types verified"), result.stderr)
    }

    func testWithoutACompilerVerifyExitsTwo() throws {
        let result = try runCLI(["verify", "--swift", "\(Self.app)/Shared"], environment: ["CONTRACTKIT_SWIFTC": "/nonexistent/swiftc"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "error: verify needs a Swift compiler: none on PATH (set CONTRACTKIT_SWIFTC to swiftc's path)\n")
    }
}
