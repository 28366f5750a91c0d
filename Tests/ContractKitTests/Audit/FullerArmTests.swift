import XCTest

/// A union of a full type and its create form held by one struct (Fixtures/AuditCorpus/fuller-arms).
final class FullerArmTests: XCTestCase {
    /// Every error is the full arm's: the create form's keys are the full type's too.
    func testTheLighterArmRepeatsNoDrift() throws {
        let findings = try AuditCorpusTests.run("fuller-arms").report["findings"] as? [[String: Any]] ?? []
        let errors = findings.filter { $0["severity"] as? String == "error" }.map { "\($0["type"] ?? "").\($0["field"] ?? "")" }.sorted()
        XCTAssertEqual(errors, ["Tag.color", "Tag.createdAt"])
        let notes = findings.filter { $0["type"] as? String == "NewTag" }.map { $0["message"] as? String ?? "" }
        XCTAssertEqual(notes.count, 2)
        XCTAssertTrue(notes.allSatisfy { $0.contains("Tag, the fuller arm of the same union") }, "\(notes)")
    }
}
