import XCTest

/// The both-roles corpus case, by severity: the corpus counts an info finding as found, so
/// that a field a decoded type drops is judged as lost (not only "never sent") is checked here.
final class BothRolesDirectionTests: XCTestCase {
    func testAFieldDroppedByATypeTheAppDecodesIsAnErrorNotANote() throws {
        let outcome = try AuditCorpusTests.run("both-roles")
        let dropped = AuditCorpusTests.Mark(file: "Sources/Jobs.swift", line: 17, rule: "missing-field")
        // `OpenJob.Parameters` is decoded through `Call<M>.params` (`M.Parameters`), which the worker decodes.
        XCTAssertTrue(outcome.reported.contains(dropped), "reported: \(outcome.reported.sorted()), info: \(outcome.info.sorted())")
        XCTAssertFalse(outcome.info.contains(dropped))
    }

    func testATypeOnlyEncodedKeepsTheSenderJudgement() throws {
        let outcome = try AuditCorpusTests.run("both-roles")
        // `RenameJobRequest` is only encoded: the optional `note` it lacks is a note, never an error.
        XCTAssertTrue(outcome.info.contains(AuditCorpusTests.Mark(file: "Sources/Jobs.swift", line: 33, rule: "missing-field")))
    }
}
