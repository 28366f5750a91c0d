import XCTest

/// A contract field whose Swift namesake property the decoding never fills: the message says
/// how the Swift handles it, not that the property is missing (Fixtures/AuditCorpus/unwired-properties).
final class UnwiredPropertyMessageTests: XCTestCase {
    func testAStoredPropertyOutOfCodingKeysAndAComputedOneAreNamedAsSuch() throws {
        let outcome = try AuditCorpusTests.run("unwired-properties")
        let findings = outcome.report["findings"] as? [[String: Any]] ?? []
        let dropped = findings.filter { $0["rule"] as? String == "missing-field" }.compactMap { $0["message"] as? String }.sorted()
        XCTAssertEqual(dropped, [
            "Course.isFree (boolean) is never decoded, and the app drops this data: Course.isFree is a computed property, which the app works out instead of decoding",
            "Course.language (string) has no property in Course: the app drops this data",
            "Course.lessonsById (Record<string, Lesson>) is never decoded, and the app drops this data: Course.lessonsById is a stored property left out of its CodingKeys, so it keeps its initial value",
        ])
    }
}
