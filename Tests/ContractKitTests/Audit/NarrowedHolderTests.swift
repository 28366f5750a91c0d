import XCTest

/// The narrowed-holders corpus case, counted: its findings land on the lines the markers
/// name either way, so the corpus alone cannot tell one report of a field from three.
final class NarrowedHolderTests: XCTestCase {
    func testAFieldThatNarrowsANamedTypeIsAuditedOnceThroughThatType() throws {
        let outcome = try AuditCorpusTests.run("narrowed-holders")
        let findings = try XCTUnwrap(outcome.report["findings"] as? [[String: Any]])
        let errors = findings.filter { $0["severity"] as? String == "error" }
        // `ticket_assigned?: Ticket & TicketEvent.Assigned` is a Ticket on the wire: Ticket's pair
        // reports its drift, and no holder repeats it as an inline object of its own.
        XCTAssertEqual(errors.map { "\($0["type"] ?? "").\($0["field"] ?? "")" }.sorted(), ["Ticket.priority", "Ticket.tags"])
    }
}

