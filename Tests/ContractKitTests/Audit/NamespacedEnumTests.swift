import XCTest

/// An inline literal union in a type declared inside a namespace (Fixtures/AuditCorpus/namespaced-enums).
final class NamespacedEnumTests: XCTestCase {
    /// The missing value is the field's finding, under the type that declares the field
    /// (`ReplyEvent.Part`), not under the first word of its name (`ReplyEvent`, another type).
    func testAMissingValueIsReportedUnderTheDeclaringType() throws {
        let outcome = try AuditCorpusTests.run("namespaced-enums")
        let findings = outcome.report["findings"] as? [[String: Any]] ?? []
        let missing = findings.filter { $0["rule"] as? String == "enum-case-missing" }
            .map { "\($0["type"] ?? "").\($0["field"] ?? "")" }
        XCTAssertEqual(missing, ["ReplyEvent.Part.author"])
    }
}
