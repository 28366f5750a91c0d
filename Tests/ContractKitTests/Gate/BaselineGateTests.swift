import Foundation
import XCTest

/// The gate a team switches on with old drift: `--write-baseline`, `--baseline` (only new
/// findings fail; a fixed one is reported as fixed), and fingerprints that survive moved
/// lines and renamed files. Each test builds its own small app in a temporary folder.
final class BaselineGateTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("contract"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, _ path: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    /// The contract: `Order` with `note` (which the app drops: the old debt) and, when
    /// `extra` is set, a newer field the app also drops.
    func contract(extra: Bool = false) -> String {
        """
        export interface Order {
          id: string;
          total: number;
          note: string;\(extra ? "\n  giftWrap: boolean;" : "")
        }

        export interface Customer {
          id: string;
          name: string;
        }
        """
    }

    static let app = """
    import Foundation

    struct Order: Codable {
        let id: String
        let total: Double
    }

    struct Customer: Codable {
        let id: String
        let name: String
    }
    """

    func audit(_ extra: [String]) throws -> CLIResult {
        try runCLI(["audit", "--contracts", "contract", "--swift", "Sources", "--no-provenance"] + extra, in: folder)
    }

    func testABaselineFailsOnlyOnNewFindingsAndReportsFixedOnes() throws {
        try write(contract(), "contract/orders.ts")
        try write(Self.app, "Sources/Orders.swift")
        let first = try audit(["--format", "xcode"])
        XCTAssertEqual(first.exitCode, 1, "the old drift fails before a baseline: \(first.stdout)")

        let written = try audit(["--write-baseline", "contractkit.baseline.json"])
        XCTAssertEqual(written.exitCode, 0, written.stderr)
        XCTAssertTrue(written.stderr.contains("wrote 1 finding"), written.stderr)
        let file = try String(contentsOf: folder.appendingPathComponent("contractkit.baseline.json"), encoding: .utf8)
        XCTAssertTrue(file.contains("\"symbol\" : \"Order.note\""), file)
        XCTAssertFalse(file.contains(folder.path), "no absolute path in the baseline")

        let known = try audit(["--baseline", "contractkit.baseline.json", "--format", "xcode"])
        XCTAssertEqual(known.exitCode, 0, "known debt does not fail: \(known.stdout) \(known.stderr)")
        XCTAssertEqual(known.stdout, "", "known findings are not annotated")
        XCTAssertTrue(known.stderr.contains("baseline: 0 new, 1 known, 0 fixed"), known.stderr)

        // A new drift: the backend adds a field the app does not read.
        try write(contract(extra: true), "contract/orders.ts")
        let added = try audit(["--baseline", "contractkit.baseline.json", "--format", "json"])
        XCTAssertEqual(added.exitCode, 1, added.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]]).filter { $0["severity"] as? String != "info" }
        XCTAssertEqual(findings.filter { $0["baselineState"] as? String == "new" }.map { $0["field"] as? String }, ["giftWrap"])
        XCTAssertEqual(findings.filter { $0["baselineState"] as? String == "unchanged" }.map { $0["field"] as? String }, ["note"])

        // The old drift fixed: the gate passes and the report says so.
        try write(Self.app.replacingOccurrences(of: "let total: Double\n", with: "let total: Double\n    let note: String\n    let giftWrap: Bool\n"), "Sources/Orders.swift")
        let fixed = try audit(["--baseline", "contractkit.baseline.json", "--format", "markdown"])
        XCTAssertEqual(fixed.exitCode, 0, fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("### Fixed since the baseline"), fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("`missing-field` on Order.note"), fixed.stdout)
        XCTAssertTrue(fixed.stderr.contains("baseline: 0 new, 0 known, 1 fixed"), fixed.stderr)
    }

    func testMovedLinesAndARenamedFileAddNoNewFinding() throws {
        try write(contract(), "contract/orders.ts")
        try write(Self.app, "Sources/Orders.swift")
        XCTAssertEqual(try audit(["--write-baseline", "base.json"]).exitCode, 0)
        // Lines moved in both files, the Swift file renamed, an unrelated edit.
        let moved = contract().replacingOccurrences(of: "export interface Order", with: "/** Orders, as the shop sends them. */\n\nexport interface Order")
        try write(moved, "contract/orders.ts")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Sources/Orders.swift"))
        try write("// Shop models.\n\n" + Self.app.replacingOccurrences(of: "let name: String", with: "let name: String\n    var display: String { name }"), "Sources/ShopModels.swift")
        let after = try audit(["--baseline", "base.json", "--format", "json"])
        XCTAssertEqual(after.exitCode, 0, after.stdout)
        XCTAssertTrue(after.stderr.contains("baseline: 0 new, 1 known, 0 fixed"), after.stderr)
    }

    func testSARIFMarksBaselineStates() throws {
        try write(contract(), "contract/orders.ts")
        try write(Self.app, "Sources/Orders.swift")
        XCTAssertEqual(try audit(["--write-baseline", "base.json"]).exitCode, 0)
        // The old drift is fixed and a new one appears.
        try write(contract(extra: true), "contract/orders.ts")
        try write(Self.app.replacingOccurrences(of: "let total: Double\n", with: "let total: Double\n    let note: String\n"), "Sources/Orders.swift")
        let sarif = try audit(["--baseline", "base.json", "--format", "sarif"])
        XCTAssertEqual(sarif.exitCode, 1)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((root["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let states = results.compactMap { $0["baselineState"] as? String }.sorted()
        XCTAssertEqual(states, ["absent", "new"], "\(results)")
        let absent = try XCTUnwrap(results.first { $0["baselineState"] as? String == "absent" })
        XCTAssertEqual(absent["kind"] as? String, "pass")
        XCTAssertEqual(absent["ruleId"] as? String, "missing-field")
    }

    func testTheConfigNamesTheBaseline() throws {
        try write(contract(), "contract/orders.ts")
        try write(Self.app, "Sources/Orders.swift")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ci"), withIntermediateDirectories: true)
        XCTAssertEqual(try audit(["--write-baseline", "ci/known.json"]).exitCode, 0)
        // Relative to the config file's folder, like audit.paths.
        try write(#"{ "audit": { "baseline": "ci/known.json" } }"#, "contractkit.json")
        let gated = try audit(["--format", "xcode"])
        XCTAssertEqual(gated.exitCode, 0, gated.stderr)
        XCTAssertTrue(gated.stderr.contains("baseline: 0 new, 1 known, 0 fixed"), gated.stderr)
    }

    func testABaselineThatIsNotOneIsAnError() throws {
        try write(contract(), "contract/orders.ts")
        try write(Self.app, "Sources/Orders.swift")
        try write("{ \"findings\": 3 }", "bad.json")
        let bad = try audit(["--baseline", "bad.json"])
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderr.contains("bad.json:1:1: error: unknown baseline version"), bad.stderr)
        let missing = try audit(["--baseline", "nowhere.json"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.stderr.contains("nowhere.json:1:1: error: cannot read the baseline"), missing.stderr)
    }
}
