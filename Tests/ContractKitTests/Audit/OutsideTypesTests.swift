import Foundation
import XCTest

/// Types the app uses but no scanned source declares, and keys kept by a catch-all
/// (Fixtures/AuditCorpus/outside-types): the markers say where findings land; this says
/// how severe they are, which the markers do not.
final class OutsideTypesTests: XCTestCase {
    func testOnlyTheDeclaredMismatchIsAnError() throws {
        let outcome = try AuditCorpusTests.run("outside-types")
        let findings = outcome.report["findings"] as? [[String: Any]] ?? []
        let errors = findings.filter { $0["severity"] as? String == "error" }.map { "\($0["type"] ?? "").\($0["field"] ?? "")" }
        // A field held by `Meters` or `SurfaceFlags` (declared elsewhere) is a warning at most.
        XCTAssertEqual(errors, ["Trail.rating"])
        // The keys the catch-all keeps are not dropped, and the object held by a dictionary needs no struct.
        let kept = findings.filter { ($0["message"] as? String)?.contains("keepUnknownKeys(…)") == true }.compactMap { $0["field"] as? String }
        XCTAssertEqual(Set(kept), ["remark", "elevationGain", "season"])
        XCTAssertFalse(findings.contains { $0["type"] as? String == "Checkpoints" && $0["severity"] as? String != "info" })
    }
}
