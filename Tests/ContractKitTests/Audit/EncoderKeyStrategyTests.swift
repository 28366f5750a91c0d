@testable import ContractKit
import XCTest

/// Types the app sends with `keyEncodingStrategy = .convertToSnakeCase` are judged by the
/// keys the encoder really writes.
final class EncoderKeyStrategyTests: XCTestCase {
    func testKeysAreConvertedAsFoundationSplitsWords() {
        let expected = [
            "feeFiFoFum": "fee_fi_fo_fum", "fee_fi_fo_fum": "fee_fi_fo_fum", "xmlContents": "xml_contents",
            "myURLProperty": "my_url_property", "responseMIMEType": "response_mime_type", "userID": "user_id",
            "top10Items": "top10_items", "aBCd": "a_b_cd", "notes": "notes", "x": "x",
            // As JSONEncoder really writes them (checked with swiftc): the first letter never starts a word.
            "URL": "u_rl", "ID": "i_d", "Ab": "ab", "a1B": "a1_b", "_leadingUnder": "_leading_under", "snake_Case": "snake__case",
        ]
        for (key, written) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(SnakeCaseEncoders.snakeCase(key), written, key)
        }
    }

    /// A type's own static encoder converts that type and the types it holds, not another
    /// type the app sends with a plain encoder.
    func testAStaticEncoderConvertsItsOwnerAndWhatItHolds() {
        let contract = """
        export interface NewOrder { orderLines: Line[]; note?: string }
        export interface Line { sku: string; unitPrice: number }
        export interface Ping { sentAt: string }
        """
        let swift = """
        struct NewOrder: Encodable {
            static let encoder: JSONEncoder = {
                let e = JSONEncoder()
                e.keyEncodingStrategy = .convertToSnakeCase
                return e
            }()
            let orderLines: [Line]
            let note: String?
        }
        struct Line: Encodable {
            let sku: String
            let unitPrice: Double
        }
        struct Ping: Encodable {
            let sentAt: String
        }
        """
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let dtos = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "DTOs.swift").0
        let result = ContractPipeline.audit(schema, [dtos], config: ContractKitConfig(), today: "2026-11-27")
        let problems = result.findings.filter { $0.severity >= .warning }.map { "\($0.rule.rawValue) \($0.type).\($0.field ?? "")" }
        XCTAssertEqual(problems.sorted(), ["coding-key-mismatch Line.unitPrice", "coding-key-mismatch NewOrder.orderLines"])
        XCTAssertTrue(result.findings.contains { $0.message.contains("is sent as 'unit_price'") && $0.message.contains("static encoder of NewOrder") },
                      result.findings.map(\.message).joined(separator: "\n"))
    }

    /// A strategy set on a coder a function declares covers only what that coder codes there;
    /// one that leaves the function (returned, stored) or codes a generic parameter is no local's.
    func testAFunctionsOwnCoderIsConfinedToItsUses() {
        let swift = """
        final class Client {
            static let shared: JSONDecoder = {
                let d = JSONDecoder()
                d.keyDecodingStrategy = .convertFromSnakeCase
                return d
            }()
            let encoder = JSONEncoder()
            init() { self.encoder.keyEncodingStrategy = .convertToSnakeCase }
            func create(_ body: NewItem) throws -> Data {
                do {
                    let encoder = JSONEncoder()
                    encoder.keyEncodingStrategy = .convertToSnakeCase
                    return try encoder.encode(body)
                }
            }
        }
        """
        let file = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "Client.swift").0
        let uses = file.decoderSettings.map { "\($0.line) \($0.localUses.map { "\($0)" } ?? "nil")" }
        XCTAssertEqual(uses, ["4 nil", "8 nil", "12 [13]"])
    }

    /// The extra key a camel-case contract never sends is named as the contract names its
    /// fields, though the app's `.convertFromSnakeCase` reads it as `allow_guests` too.
    func testAnExtraKeyIsNamedInTheContractsSpelling() throws {
        let outcome = try AuditCorpusTests.run("local-coders")
        let findings = outcome.report["findings"] as? [[String: Any]] ?? []
        let extra = findings.filter { $0["rule"] as? String == "extra-required-field" }.compactMap { $0["field"] as? String }
        XCTAssertEqual(extra, ["allowGuests"])
    }
}
