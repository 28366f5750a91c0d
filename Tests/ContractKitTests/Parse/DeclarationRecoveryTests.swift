import ContractKit
import Foundation
import XCTest

/// A syntax error costs only the statement it is in (Fixtures/TypeScriptSyntax/recovery):
/// one file breaks in the middle of a function body, another in the middle of an interface,
/// each beside good files. The good files' declarations and the audit's findings about them
/// are the same as without the bad file; the report is still written; the exit code is 2;
/// the summary names the statement that was not read. `generate` writes nothing.
final class DeclarationRecoveryTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("TypeScriptSyntax/recovery")
    static let good = ["contract/bookings.ts", "contract/tables.ts"]
    static let broken = [
        // (file, the statement it costs, a declaration after the error that is still read)
        ("contract/broken-body/checkout.ts", "function settle (contract/broken-body/checkout.ts:7:1)", "Receipt"),
        ("contract/broken-interface/menu.ts", "interface Dish (contract/broken-interface/menu.ts:6:1)", "MenuSection"),
    ]

    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-recovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// The IR's declarations, each as its JSON, by name.
    func declarations(_ files: [String]) throws -> (CLIResult, [String: String]) {
        let result = try runCLI(["ir", "--contracts"] + files, in: Self.root)
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var byName: [String: String] = [:]
        for decl in schema.declarations { byName[decl.name] = String(decoding: try encoder.encode(decl), as: UTF8.self) }
        return (result, byName)
    }

    /// The audit's findings about the good files' types, and the run.
    func audit(_ files: [String], report: URL) throws -> (CLIResult, [String], unread: [String]) {
        let result = try runCLI(["audit", "--contracts"] + files + ["--swift", "Swift", "--format", "json", "--output", report.path], in: Self.root)
        let data = try Data(contentsOf: report)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let good = items.filter { item in
            let file = (item["contract"] as? [String: Any])?["file"] as? String ?? ""
            return Self.good.contains { file.hasSuffix($0) }
        }
        return (result, good.map { "\($0["rule"] ?? "") \($0["type"] ?? "") \($0["field"] ?? "") \($0["message"] ?? "")" }.sorted(),
                json["unreadContract"] as? [String] ?? [])
    }

    func testTheGoodFilesReadTheSameBesideABrokenFileAndTheRunExits2() throws {
        let (alone, aloneDecls) = try declarations(Self.good)
        XCTAssertEqual(alone.exitCode, 0, alone.stderr)
        XCTAssertEqual(Set(aloneDecls.keys), ["Booking", "BookingStatus", "DiningTable"])
        for (bad, skipped, after) in Self.broken {
            let (mixed, mixedDecls) = try declarations(Self.good + [bad])
            XCTAssertEqual(mixed.exitCode, 2, mixed.stderr)
            for (name, json) in aloneDecls { XCTAssertEqual(mixedDecls[name], json, "\(bad): \(name) changed") }
            XCTAssertNotNil(mixedDecls[after], "\(bad): \(after), after the error, was not read: \(mixedDecls.keys.sorted())")
            XCTAssertTrue(mixed.stderr.contains("\(bad):") && mixed.stderr.contains(": error: "), mixed.stderr)
            XCTAssertTrue(mixed.stderr.contains("ir: 1 statement not read because of syntax errors: \(skipped)"), mixed.stderr)
        }
    }

    func testTheAuditReportIsWrittenWithTheSameFindingsAndExits2() throws {
        let (alone, aloneFindings, aloneUnread) = try audit(Self.good, report: work.appendingPathComponent("alone.json"))
        XCTAssertEqual(alone.exitCode, 1, alone.stderr)
        XCTAssertEqual(aloneFindings.count, 3, "\(aloneFindings)")
        XCTAssertEqual(aloneUnread, [])
        for (index, (bad, skipped, _)) in Self.broken.enumerated() {
            let report = work.appendingPathComponent("mixed-\(index).json")
            let (mixed, mixedFindings, unread) = try audit(Self.good + [bad], report: report)
            XCTAssertEqual(mixed.exitCode, 2, mixed.stderr)
            XCTAssertEqual(mixedFindings, aloneFindings, bad)
            XCTAssertEqual(unread, [skipped], "the report itself names what was not audited")
            XCTAssertTrue(mixed.stderr.contains("1 statement not read because of syntax errors: \(skipped)"), mixed.stderr)
        }
    }

    func testDiffComparesWhatLoadedAndSaysNothingOfTheUnreadType() throws {
        let menu = "contract/broken-interface/menu.ts"
        let result = try runCLI(["diff", "--old"] + Self.good + ["--new"] + Self.good + [menu, "--format", "json"], in: Self.root)
        XCTAssertEqual(result.exitCode, 2, result.stderr)
        XCTAssertTrue(result.stdout.contains("MenuSection"), "the types that loaded are compared: \(result.stdout)")
        XCTAssertFalse(result.stdout.contains("\"Dish\""), "an unread type is neither added nor removed: \(result.stdout)")
        XCTAssertTrue(result.stderr.contains("new contract: 1 statement not read because of syntax errors: interface Dish"), result.stderr)
    }

    func testGenerateWritesNothingOnASyntaxError() throws {
        let output = work.appendingPathComponent("generated")
        let files = Self.good.map { Self.root.appendingPathComponent($0).path } + [Self.root.appendingPathComponent(Self.broken[1].0).path]
        let result = try runCLI(["generate", "--contracts"] + files + ["--output", output.path], in: work)
        XCTAssertEqual(result.exitCode, 2, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "generate wrote files despite a syntax error")
    }

    /// A name the resolver cannot find (here a typo) costs the field it is in: the report is
    /// still written, with the same findings about everything else, names the file, and the run exits 2.
    func testAnUnresolvedNameStillWritesTheReportNamesTheFileAndExits2() throws {
        let contract = work.appendingPathComponent("contract")
        let swift = work.appendingPathComponent("Swift")
        try FileManager.default.createDirectory(at: contract, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        try "export interface Booking { ref: string; guests: number; table: Tabel }\nexport interface Table { seats: number; zone: string }\n"
            .write(to: contract.appendingPathComponent("bookings.ts"), atomically: true, encoding: .utf8)
        try "struct Booking: Codable { let ref: String; let table: String? }\nstruct Table: Codable { let seats: Int }\n"
            .write(to: swift.appendingPathComponent("Booking.swift"), atomically: true, encoding: .utf8)
        let report = work.appendingPathComponent("report.json")
        let result = try runCLI(["audit", "--contracts", "contract", "--swift", "Swift", "--format", "json", "--output", report.path], in: work)
        XCTAssertEqual(result.exitCode, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("contract/bookings.ts:1:64: error: cannot find type 'Tabel'; did you mean 'Table'?"), result.stderr)
        XCTAssertTrue(result.stderr.contains("errors in the contract (above) left fields or types unread, in contract/bookings.ts"), result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        XCTAssertEqual(json["contractErrors"] as? [String], ["contract/bookings.ts"])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]]).filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(findings.map { "\($0["type"] ?? "").\($0["field"] ?? "")" }.sorted(), ["Booking.guests", "Table.zone"])
        let markdown = try runCLI(["audit", "--contracts", "contract", "--swift", "Swift"], in: work)
        XCTAssertEqual(markdown.exitCode, 2, markdown.stderr)
        XCTAssertTrue(markdown.stdout.contains("left some fields or types unread in `contract/bookings.ts`"), markdown.stdout)
    }

    /// The parser names what it skipped, with the rest of the file read.
    func testTheParserRecordsTheSkippedStatementAndReadsOn() {
        let source = """
        export interface Before { ok: boolean }
        export interface Broken { a: string string }
        export interface After { n: number }
        """
        let (syntax, diagnostics) = TSParser.parse(Array(source.utf8), file: "x.ts")
        XCTAssertEqual(syntax.declarations.map(\.name), ["Before", "After"])
        XCTAssertEqual(syntax.skipped.map(\.name), ["interface Broken"])
        XCTAssertEqual(syntax.skipped.first?.location, SourceLocation(file: "x.ts", line: 2, column: 1))
        XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.location.line == 2 })
    }
}
