import ContractKit
import Foundation
import XCTest

final class WaiverTests: XCTestCase {
    func testWaiversMoveFindingsAndStaleOnesWarn() throws {
        let fixture = TestPaths.fixtures.appendingPathComponent("BooksTracker")
        let read = ContractPipeline.read(roots: TestPaths.typeScriptFiles(in: TestPaths.schema).map(\.path), provider: FixtureProvider())
        var scanned: [ScannedFile] = []
        for folder in ["Shared", "PreFix"] {
            for url in TestPaths.swiftFiles(in: fixture.appendingPathComponent(folder)) {
                scanned.append(SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: url)), file: url.lastPathComponent).0)
            }
        }
        let (config, errors) = ConfigLoader.load(Array("""
        { "waivers": [
          { "rule": "missing-field", "type": "WorkDTO", "field": "coverImageURL", "reason": "Tracked in PR 123", "expires": "2026-12-31" },
          { "rule": "enum-widened", "type": "EditionDTO", "reason": "String for forward compatibility" },
          { "rule": "type-missing", "type": "Gone", "reason": "Old" },
          { "rule": "enum-widened", "type": "WorkDTO", "field": "primaryProvider", "reason": "Old", "expires": "2020-01-01" }
        ] }
        """.utf8), file: "c.json")
        XCTAssertEqual(errors, [])
        let result = ContractPipeline.audit(read.schema, scanned, config: config, today: "2026-11-22")
        XCTAssertEqual(result.waived.map { "\($0.finding.rule) \($0.finding.symbol): \($0.reason)" }, [
            "missing-field WorkDTO.coverImageURL: Tracked in PR 123",
            "enum-widened EditionDTO.primaryProvider: String for forward compatibility",
            "enum-widened EditionDTO.contributors: String for forward compatibility",
        ])
        XCTAssertFalse(result.findings.contains { $0.severity == .error }, "the waived error no longer fails the audit")
        let stale = result.findings.filter { $0.rule == .staleWaiver }.map(\.message)
        XCTAssertEqual(Set(stale), ["the waiver of type-missing on Gone matches no finding",
                                    "the waiver of enum-widened on WorkDTO.primaryProvider expired on 2020-01-01"])
        XCTAssertTrue(result.findings.contains { $0.rule == .enumWidened && $0.symbol == "WorkDTO.primaryProvider" }, "an expired waiver waives nothing")

        let later = ContractPipeline.audit(read.schema, scanned, config: config, today: "2027-01-01")
        XCTAssertTrue(later.findings.contains { $0.rule == .missingField }, "after its expiry the finding is back")
    }

    func testWaiverConfigErrors() {
        let (_, errors) = ConfigLoader.load(Array(#"{ "waivers": [ { "rule": "nope", "type": "A" }, { "rule": "missing-field", "type": "A", "reason": "r", "expires": "soon", "why": 1 } ] }"#.utf8), file: "c.json")
        XCTAssertEqual(errors.map(\.message), [
            "'waivers[0]' needs 'reason'",
            "'waivers[0].rule': unknown rule 'nope'; 'contractkit checks' lists them",
            "unknown key 'waivers[1].why'",
            "'waivers[1].expires' must be a date like 2026-12-31, not 'soon'",
        ])
    }

    func testFingerprintsDependOnRuleAndSymbolOnly() {
        let a = Finding(rule: .missingField, type: "WorkDTO", field: "x", message: "one", contract: nil, swift: nil)
        let b = Finding(rule: .missingField, type: "WorkDTO", field: "x", message: "other words", contract: SourceLocation(file: "f", line: 9, column: 1), swift: nil)
        let c = Finding(rule: .missingField, type: "WorkDTO", field: "y", message: "one", contract: nil, swift: nil)
        XCTAssertEqual(a.fingerprint, b.fingerprint)
        XCTAssertNotEqual(a.fingerprint, c.fingerprint)
        XCTAssertEqual(a.fingerprint.count, 16)
    }
}
