import Foundation
import XCTest

/// The JSON report must validate against the schema kept beside its reporter, with a
/// validator written in the tests: nothing beyond the toolchain is needed.
final class AuditJSONSchemaTests: XCTestCase {
    func schema() throws -> JSONSchemaValidator {
        let url = TestPaths.repoRoot.appendingPathComponent("Sources/ContractKit/Report/audit-report.schema.json")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return JSONSchemaValidator(root: root)
    }

    func testJSONReportsValidateAgainstTheDocumentedSchema() throws {
        let validator = try schema()
        let fixture = "Tests/ContractKitTests/Fixtures/BooksTracker"
        let waivers = FileManager.default.temporaryDirectory.appendingPathComponent("waivers-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: waivers) }
        try #"{ "waivers": [ { "rule": "enum-widened", "type": "EditionDTO", "reason": "r" }, { "rule": "type-missing", "type": "WorkDTO", "reason": "r" } ] }"#
            .write(to: waivers, atomically: true, encoding: .utf8)
        // A baseline of another app: every entry is fixed here, every finding new.
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        XCTAssertEqual(try runCLI(["audit", "--contracts", "Tests/ContractKitTests/Fixtures/AuditRules/contract.ts",
                                   "--swift", "Tests/ContractKitTests/Fixtures/AuditRules/Rules.swift", "--write-baseline", baseline.path]).exitCode, 0)
        let reports = [
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--format", "json"]),
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--format", "json", "--baseline", baseline.path]),
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--format", "json", "--config", waivers.path]),
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--models", "\(fixture)/PreFix/Work.swift", "\(fixture)/App/Models/Edition.swift",
                        "--mappers", "\(fixture)/PreFix/DTOMapper.swift", "--config", "\(fixture)/contractkit.json", "--format", "json"]),
            try runCLI(["audit", "--contracts", "Tests/ContractKitTests/Fixtures/AuditRules/contract.ts",
                        "--swift", "Tests/ContractKitTests/Fixtures/AuditRules/Rules.swift", "--format", "json"]),
        ]
        for report in reports {
            let json = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8))
            XCTAssertEqual(validator.errors(json), [])
        }
    }

    /// The validator rejects what the schema forbids, so the test above can fail.
    func testTheValidatorRejectsAnInvalidReport() throws {
        let validator = try schema()
        let broken: [String: Any] = ["version": 1, "summary": ["errors": -1], "findings": [["rule": "missing-field", "severity": "fatal"]], "extra": true]
        let errors = validator.errors(broken)
        XCTAssertTrue(errors.contains { $0.contains("severity") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("missing 'correspondences'") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("unexpected 'extra'") }, "\(errors)")
    }
}
