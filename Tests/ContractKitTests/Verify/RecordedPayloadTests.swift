import ContractKit
import Foundation
import XCTest

/// `verify --payloads`, `validate`, and payloads every faithful Swift type accepts.
final class RecordedPayloadTests: XCTestCase {
    static let app = VerifyTests.app
    static let recorded = "\(VerifyTests.fixtures)/recorded"
    var cache: URL!

    override func setUpWithError() throws {
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("verify-cache-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        if let cache { try? FileManager.default.removeItem(at: cache) }
    }

    func requireSwiftc() throws {
        guard ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }) == true else { throw XCTSkip("no swiftc on PATH") }
    }

    func run(_ arguments: [String]) throws -> CLIResult {
        try runCLI(arguments, environment: ["CONTRACTKIT_CACHE": cache.path])
    }

    func findings(_ result: CLIResult) throws -> [(rule: String, symbol: String, variant: String?, message: String)] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        return try XCTUnwrap(json["findings"] as? [[String: Any]]).map { f in
            (f["rule"] as! String, "\(f["type"]!)" + ((f["field"] as? String).map { ".\($0)" } ?? ""), f["variant"] as? String, f["message"] as! String)
        }
    }

    /// A HAR capture with several routes and a folder of JSON fixtures, decoded through the
    /// fixed app: each gives exactly the expected findings.
    func testRecordedPayloadsGiveExactlyTheExpectedFindings() throws {
        try requireSwiftc()
        let result = try run(["verify", "--config", "\(Self.recorded)/contractkit.json", "--swift", "\(Self.app)/Shared", "\(Self.app)/PostFix/WorkDTO.swift",
                              "--payloads", "\(Self.recorded)/captures", "\(Self.recorded)/fixtures", "--format", "json"])
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let found = try findings(result).filter { $0.variant?.contains("recorded/") == true }
        let har = "\(Self.recorded)/captures/session.har"
        XCTAssertEqual(found.map { "\($0.rule) \($0.symbol) | \($0.variant!)" }.sorted(), [
            // The server sends the year as a string: the contract is stale or the server wrong, and the app fails.
            "contract-violated WorkDTO.firstPublicationYear | \(har) entry 3 (GET /v1/works/OL468431W)",
            // A UUID where the contract says number.
            "contract-violated WorkDTO.isbndbQuality | \(Self.recorded)/fixtures/WorkDTO/scan-result.json",
            "decode-failed WorkDTO.firstPublicationYear | \(har) entry 3 (GET /v1/works/OL468431W)",
            "decode-failed WorkDTO.isbndbQuality | \(Self.recorded)/fixtures/WorkDTO/scan-result.json",
            // A key the contract lacks, inside an envelope, seen in the capture and in a fixture: one finding.
            "undeclared-key WorkDTO.seriesName | \(har) entry 1 (GET /v1/search/title), \(Self.recorded)/fixtures/search-title.json",
        ])
        let violated = try XCTUnwrap(found.first { $0.rule == "contract-violated" && $0.symbol.hasSuffix("isbndbQuality") })
        XCTAssertTrue(violated.message.contains("`/isbndbQuality`: \"4f9c2b1e-8d3a-4e6f-9b7c-2a1d5e8f0c3b\" (a string) where the contract says integer"), violated.message)
        let failed = try XCTUnwrap(found.first { $0.rule == "decode-failed" && $0.symbol.hasSuffix("firstPublicationYear") })
        XCTAssertTrue(failed.message.contains("at `firstPublicationYear`: \"1925\" does not fit Int"), failed.message)
        XCTAssertTrue(result.stderr.contains("6 recorded payloads decoded"), result.stderr)
        XCTAssertTrue(result.stderr.contains("1 response of GET /v1/health match no verify.routes entry"), result.stderr)
        XCTAssertTrue(result.stderr.contains("entry 6 (GET https://covers.openlibrary.org/b/id/7222246-L.jpg): a base64 body"), result.stderr)
    }

    func testValidateChecksJSONAgainstAContractTypeAndExitsOneOnAViolation() throws {
        let clean = try runCLI(["validate", "--type", "ResponseEnvelope<BookSearchResponse>", "\(Self.recorded)/fixtures/search-title.json"])
        XCTAssertEqual(clean.exitCode, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "\(Self.recorded)/fixtures/search-title.json:33:25: warning: /data/works/0/seriesName: the key 'seriesName' is not in the contract [undeclared-key]\n")
        let stale = try runCLI(["validate", "--type", "WorkDTO", "\(Self.recorded)/fixtures/WorkDTO/gatsby.json", "\(Self.recorded)/fixtures/WorkDTO/scan-result.json"])
        XCTAssertEqual(stale.exitCode, 1)
        XCTAssertEqual(stale.stdout, "\(Self.recorded)/fixtures/WorkDTO/scan-result.json:26:20: error: /isbndbQuality: \"4f9c2b1e-8d3a-4e6f-9b7c-2a1d5e8f0c3b\" "
            + "(a string) where the contract says integer [contract-violated]\n")
        XCTAssertTrue(stale.stderr.contains("validate: 1 violation, 0 undeclared keys in 2 files against WorkDTO"), stale.stderr)
        let unknown = try runCLI(["validate", "--type", "WorkDTo", "\(Self.recorded)/fixtures/WorkDTO/gatsby.json"])
        XCTAssertEqual(unknown.exitCode, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'WorkDTO'?"), unknown.stderr)
    }

    /// Numbers held as Int verify clean apart from the fractional probes (info); a Firestore
    /// Timestamp gets its JSON form instead of null; a required mapped type leaves its type not verified.
    func testAnAppThatHoldsNumbersAsIntVerifiesCleanApartFromTheProbes() throws {
        try requireSwiftc()
        let folder = "\(VerifyTests.fixtures)/integers"
        let result = try run(["verify", "--contracts", "\(folder)/contract.ts", "--swift", "\(folder)/Models.swift", "--config", "\(Self.app)/none.json", "--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let found = try findings(result)
        XCTAssertEqual(found.map { "\($0.rule) \($0.symbol)" }, [
            "not-verified Shelf",
            "fraction-rejected ReadingSession.pagesRead", "fraction-rejected ReadingSession.minutes", "fraction-rejected ReadingSession.progress.page",
        ])
        XCTAssertTrue(found[1].message.contains("a fractional value such as 1.5 would fail to decode into Int"), found[1].message)
        XCTAssertTrue(found[0].message.contains("layout has a type ContractKit does not support"), found[0].message)
    }

    /// The sample app's contract without its @integer marks, as the customer's documents
    /// write it: numbers never fail the payloads, and the lost field is still found.
    func testTheSampleAppWithPlainNumbersStillShowsItsLostFieldAndNoDecodeFailure() throws {
        try requireSwiftc()
        let schema = cache.appendingPathComponent("schema")
        try FileManager.default.createDirectory(at: schema, withIntermediateDirectories: true)
        for name in ["canonical.ts", "enums.ts", "responses.ts"] {
            let text = try String(contentsOfFile: "schema/\(name)", encoding: .utf8)
            try text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("@integer") }.joined(separator: "\n")
                .write(to: schema.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let before = try run(["verify", "--contracts", schema.path, "--config", "\(Self.app)/none.json", "--swift", "\(Self.app)/Shared",
                              "\(Self.app)/PreFix/WorkDTO.swift", "--format", "json"])
        let found = try findings(before)
        XCTAssertTrue(found.contains { $0.rule == "field-lost" && $0.symbol == "WorkDTO.coverImageURL" }, "\(found)")
        XCTAssertFalse(found.contains { $0.rule == "decode-failed" }, "\(found)")
        XCTAssertTrue(found.contains { $0.rule == "fraction-rejected" && $0.symbol == "WorkDTO.firstPublicationYear" }, "\(found)")
        let after = try run(["verify", "--contracts", schema.path, "--config", "\(Self.app)/none.json", "--swift", "\(Self.app)/Shared",
                             "\(Self.app)/PostFix/WorkDTO.swift", "--format", "json"])
        XCTAssertEqual(after.exitCode, 0, after.stderr)
        XCTAssertFalse(try findings(after).contains { $0.rule == "field-lost" || $0.rule == "decode-failed" })
    }

    /// A payload file may name the app's DTO (`"type": "OrderDTO"`) instead of the contract
    /// type it was paired with: teams name fixtures after the type they decode into.
    func testAPayloadMayNameTheSwiftTypeTheAuditPaired() throws {
        let ir = try runCLI(["ir", "--contracts", NewcomerAppTests.root.appendingPathComponent("contract").path])
        let schema = try JSONDecoder().decode(Schema.self, from: Data(ir.stdout.utf8))
        let at = #"{"file": "DTOs.swift", "line": 1, "column": 1}"#
        func pair(_ contract: String, _ swift: String) -> String {
            #"{"contract": "\#(contract)", "swift": "\#(swift)", "method": "test", "contractLocation": \#(at), "swiftLocation": \#(at)}"#
        }
        let pairs = try JSONDecoder().decode([Correspondence].self, from: Data("[\(pair("Order", "Networking.OrderDTO")), \(pair("Customer", "CustomerDTO")), \(pair("OrderLine", "LineDTO")), \(pair("OrderCustomer", "LineDTO")), \(pair("Shipment", "Order"))]".utf8))
        let names = RecordedPayloads.swiftNames(pairs, schema: schema)
        // A qualified Swift name answers by its last component too; a Swift type read for two
        // contract types names neither; a Swift name that is a contract type stays that type.
        XCTAssertEqual(names, ["Networking.OrderDTO": "Order", "OrderDTO": "Order", "CustomerDTO": "Customer"])
        XCTAssertEqual(RecordedPayloads.parseType("OrderDTO[]", schema: schema, swiftNames: names), .array(.reference(name: "Order", arguments: [])))
        XCTAssertNil(RecordedPayloads.parseType("LineDTO", schema: schema, swiftNames: names))
        XCTAssertEqual(RecordedPayloads.parseType("Order", schema: schema, swiftNames: names), .reference(name: "Order", arguments: []))
        let file = Array(#"{"type": "CustomerDTO", "payload": {"id": "c1"}}"#.utf8)
        let loaded = RecordedPayloads.read(file: "customer.json", bytes: file, folderType: nil, routes: [], schema: schema, swiftNames: names)
        XCTAssertEqual(loaded.diagnostics.map(\.message), [])
        XCTAssertEqual(loaded.payloads.map(\.type), [.reference(name: "Customer", arguments: [])])
        XCTAssertEqual(loaded.payloads.map(\.typeText), ["CustomerDTO"])
    }
}

