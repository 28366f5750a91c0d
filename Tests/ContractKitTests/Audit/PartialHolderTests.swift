import XCTest

/// `Partial<T>` held by the Swift type paired with `T` (Fixtures/AuditCorpus/partial-holders).
final class PartialHolderTests: XCTestCase {
    func findings() throws -> [[String: Any]] {
        try AuditCorpusTests.run("partial-holders").report["findings"] as? [[String: Any]] ?? []
    }

    /// A key the struct drops is one drift, under the full type, not again under the path
    /// of each field that holds a `Partial` of it.
    func testADroppedKeyIsReportedOnceUnderTheFullType() throws {
        let missing = try findings().filter { $0["rule"] as? String == "missing-field" }
            .map { "\($0["type"] ?? "").\($0["field"] ?? "")" }.sorted()
        XCTAssertEqual(missing, ["Channel.archived", "Member.role"])
    }

    /// The keys a `Partial` may leave out and the struct requires are one finding of the
    /// holding field, naming them.
    func testRequiredKeysOfAPartialAreOneFindingOfTheHoldingField() throws {
        let errors = try findings().filter { $0["rule"] as? String == "optionality-mismatch" && $0["severity"] as? String == "error" }
        XCTAssertEqual(errors.map { "\($0["type"] ?? "").\($0["field"] ?? "")" }, ["SyncDelta.channels"])
        let message = errors.first?["message"] as? String ?? ""
        XCTAssertTrue(message.contains("'id', 'title'"), message)
    }
}
