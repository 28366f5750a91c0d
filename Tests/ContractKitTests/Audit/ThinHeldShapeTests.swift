import XCTest

/// A shape of two keys against a Swift type the app holds for another type
/// (Fixtures/AuditCorpus/thin-held-shapes).
final class ThinHeldShapeTests: XCTestCase {
    /// `Label { id, name, color }` shares `id` and `name` with `UnitRef`, which the app holds
    /// for `Unit` through `Ingredient.unit`: no pair, and no `color` it "drops".
    func testAThinShapeDoesNotPairATypeTheAppHoldsForAnother() throws {
        let report = try AuditCorpusTests.run("thin-held-shapes").report
        let pairs = (report["correspondences"] as? [[String: Any]] ?? []).map { "\($0["contract"] ?? "") -> \($0["swift"] ?? "")" }.sorted()
        XCTAssertEqual(pairs, ["Ingredient -> Ingredient", "Unit -> UnitRef"])
        let notes = (report["findings"] as? [[String: Any]] ?? []).filter { ["Label", "Shelf"].contains($0["type"] as? String ?? "") }
        XCTAssertEqual(notes.map { $0["severity"] as? String ?? "" }, ["info", "info"])
        XCTAssertTrue(notes.allSatisfy { ($0["message"] as? String ?? "").contains("the app holds UnitRef for Unit (through Ingredient.unit)") })
    }
}
