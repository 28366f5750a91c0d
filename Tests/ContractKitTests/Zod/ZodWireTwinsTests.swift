import ContractKit
import Foundation
import XCTest

/// A generated SDK's four declarations of one model (the user's camelCase type, the zod
/// schema that parses the wire, the outbound wire type, the schema that writes it) are read
/// as one contract type with the wire's keys, and audited under that one name.
final class ZodWireTwinsTests: XCTestCase {
    static let folder = "Tests/ContractKitTests/Fixtures/AuditCorpus/generated-twins"

    func testEachModelIsReadOnceWithItsWireKeys() throws {
        let result = try runCLI(["ir", "--contracts", "\(Self.folder)/contract"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("transform"), "a key-renaming transform is read, not unsupported:\n\(result.stderr)")
        let ir = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let declarations = try XCTUnwrap(ir["declarations"] as? [[String: Any]])
        var fields: [String: [String]] = [:]
        for d in declarations {
            fields[d["name"] as? String ?? ""] = (d["fields"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(fields.keys.sorted(), ["DailyForecast", "ReportQuery", "StationReport"])
        XCTAssertEqual(fields["DailyForecast"], ["day", "high_celsius", "low_celsius", "chance_of_rain"], "the inbound schema's keys")
        XCTAssertEqual(fields["StationReport"], ["station_id", "days", "issued_at"])
        XCTAssertEqual(fields["ReportQuery"], ["station_id", "day_count", "units"], "sent only: the outbound wire type's keys")
        let day = try XCTUnwrap(declarations.first { $0["name"] as? String == "DailyForecast" })
        let dayField = try XCTUnwrap((day["fields"] as? [[String: Any]])?.first)
        XCTAssertEqual(dayField["doc"] as? String, "Local calendar day, as YYYY-MM-DD.", "the SDK type's doc is kept")
    }

    func testFindingsNameThePublicTypeOnce() throws {
        let result = try runCLI(["audit", "--contracts", "\(Self.folder)/contract", "--swift", "\(Self.folder)/Sources", "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let named = findings.map { "\($0["type"] ?? "")/\($0["rule"] ?? "")" }.sorted()
        XCTAssertEqual(named, ["DailyForecast/optionality-mismatch", "ReportQuery/missing-field", "StationReport/missing-field"])
    }
}
