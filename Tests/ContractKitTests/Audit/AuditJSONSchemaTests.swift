import Foundation
import XCTest

/// The JSON report must validate against the schema kept in the repo. Python's jsonschema
/// package does the validating; where it is not installed the test is skipped.
final class AuditJSONSchemaTests: XCTestCase {
    func testJSONReportsValidateAgainstTheDocumentedSchema() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema"]
        check.standardError = Pipe()
        try? check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else { throw XCTSkip("python3 with jsonschema is not available") }

        let schema = TestPaths.repoRoot.appendingPathComponent("Sources/ContractKit/Audit/audit-report.schema.json").path
        let fixture = "Tests/ContractKitTests/Fixtures/BooksTracker"
        let waivers = FileManager.default.temporaryDirectory.appendingPathComponent("waivers-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: waivers) }
        try #"{ "waivers": [ { "rule": "enum-widened", "type": "EditionDTO", "reason": "r" }, { "rule": "type-missing", "type": "Gone", "reason": "r" } ] }"#
            .write(to: waivers, atomically: true, encoding: .utf8)
        let reports = [
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--format", "json"]),
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--format", "json", "--config", waivers.path]),
            try runCLI(["audit", "--swift", "\(fixture)/Shared", "\(fixture)/PreFix/WorkDTO.swift", "--models", "\(fixture)/PreFix/Work.swift", "\(fixture)/App/Models/Edition.swift",
                        "--mappers", "\(fixture)/PreFix/DTOMapper.swift", "--config", "\(fixture)/contractkit.json", "--format", "json"]),
            try runCLI(["audit", "--contracts", "Tests/ContractKitTests/Fixtures/AuditRules/contract.ts",
                        "--swift", "Tests/ContractKitTests/Fixtures/AuditRules/Rules.swift", "--format", "json"]),
        ]
        for report in reports {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            try report.stdout.write(to: file, atomically: true, encoding: .utf8)
            let validate = Process()
            validate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            validate.arguments = ["python3", "-c", "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))", schema, file.path]
            let errors = Pipe()
            validate.standardError = errors
            try validate.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            validate.waitUntilExit()
            XCTAssertEqual(validate.terminationStatus, 0, message)
        }
    }
}
