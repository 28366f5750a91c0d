import ContractKit
import XCTest

/// The report's words name the side that must change, the keys the JSON carries and the
/// types the IR holds.
final class ReportWordingTests: XCTestCase {
    let contract = """
    export interface BookRow {
      book_id: string;
      cover_url?: string;
      /** @integer */
      page_count: number;
      /** @format uuid */
      shelf_id: string;
    }
    """
    let swift = """
    import Foundation
    struct BookRow: Codable {
        let bookId: String
        let pageCount: String
        let shelfId: Int
        let shelfName: String
    }
    func makeDecoder() -> JSONDecoder { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; return d }
    """

    func report() -> (AuditResult, String) {
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let file = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "DTOs/BookRow.swift").0
        let result = ContractPipeline.audit(schema, [file], config: ContractKitConfig(), today: "2026-11-25")
        return (result, MarkdownAuditReport.render(result, schema: schema, files: [file], contractFiles: ["c/contract.ts"]))
    }

    func checklist(_ markdown: String, _ symbol: String) -> [String] {
        let lines = markdown.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Change checklist for `\(symbol)`:") else { return [] }
        return Array(lines[(start + 2)...].prefix { !$0.isEmpty })
    }

    func testASwiftSideDriftsChecklistChangesTheSwiftNotTheContract() {
        let (_, markdown) = report()
        XCTAssertEqual(checklist(markdown, "BookRow.cover_url"), [
            "- [ ] Update the Swift DTO `BookRow` (`BookRow.swift`)",
            "- [ ] Add a test that decodes `cover_url` and checks where it lands",
        ])
    }

    func testAContractSideGapsChecklistChangesTheContract() {
        let (_, markdown) = report()
        let items = checklist(markdown, "BookRow.shelf_name")
        XCTAssertEqual(items.first, "- [ ] Declare `shelf_name` on `BookRow` in `contract.ts`, if the backend sends it")
        XCTAssertFalse(items.contains { $0.contains("Swift DTO") }, "\(items)")
    }

    func testFlowchartLabelsAreWireKeys() {
        let (_, markdown) = report()
        XCTAssertTrue(markdown.contains("contract --x|\"❌ shelf_name, cover_url, page_count, shelf_id\"| dto"), markdown)
        XCTAssertFalse(markdown.contains("❌ shelfName"))
    }

    func testMessagesGiveTheIRType() {
        let (result, _) = report()
        let messages = result.findings.map(\.message)
        XCTAssertTrue(messages.contains("BookRow.page_count is integer in the contract but String in BookRow"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("BookRow.shelf_id is string (uuid) in the contract but Int in BookRow") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("BookRow.cover_url (string?) has no property") }, "\(messages)")
    }

    func testIRDescriptions() {
        XCTAssertEqual(TypeRef.primitive(.integer).irDescription, "integer")
        XCTAssertEqual(TypeRef.array(.formattedString(.uuid)).irDescription, "(string (uuid))[]")
        XCTAssertEqual(TypeRef.nullable(.primitive(.integer)).irDescription, "integer | null")
        XCTAssertEqual(TypeRef.reference(name: "Page", arguments: [.primitive(.integer)]).irDescription, "Page<integer>")
    }
}
