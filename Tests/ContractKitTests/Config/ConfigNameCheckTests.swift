import ContractKit
import Foundation
import XCTest

/// Every name contractkit.json gives is checked against the contract and the scanned Swift:
/// one that matches nothing is a located error with the nearest name as a did-you-mean.
final class ConfigNameCheckTests: XCTestCase {
    static let contract = """
    export type OrderStatus = 'open' | 'shipped';
    export interface Customer { id: string; fullName: string; }
    export interface Order { id: string; status: OrderStatus; customer: Customer; lines: { sku: string; qty: number }[]; total: number; }
    """

    func problems(_ json: String, swift: ConfigNameCheck.SwiftNames? = nil) -> [String] {
        let (config, errors) = ConfigLoader.load(Array(json.utf8), file: "contractkit.json")
        XCTAssertEqual(errors, [], "the file itself is valid")
        let (schema, diagnostics) = readContract(["/c/api.ts": Self.contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        return ConfigNameCheck.problems(config, schema: schema, swift: swift).diagnostics.map(\.rendered)
    }

    func testEveryKeyThatNamesNothingIsALocatedErrorWithADidYouMean() {
        XCTAssertEqual(problems("""
        {
          "audit": {
            "types": { "Ordr": "OrderDTO" },
            "modelFields": { "Order.customr": "customerName", "Order.customer.fulName": "customerName", "Order.total.cents": "x",
                             "Order.customer.fullName": "customerName", "Order.lines.sku": "skus" }
          },
          "waivers": [ { "rule": "missing-field", "type": "Custmer", "reason": "not shown" } ],
          "generate": { "frozenEnums": ["OrderStatu"], "typeOverrides": { "Order.totl": "Int" }, "defaults": { "fields": { "Customer.fullName": "" } } }
        }
        """), [
            "contractkit.json:3:16: error: 'audit.types.Ordr': the contract has no type 'Ordr'; did you mean 'Order'?",
            "contractkit.json:4:22: error: 'audit.modelFields.Order.customr': Order has no field 'customr'; did you mean 'customer'?",
            "contractkit.json:4:55: error: 'audit.modelFields.Order.customer.fulName': Order.customer has no field 'fulName'; did you mean 'fullName'?",
            "contractkit.json:4:97: error: 'audit.modelFields.Order.total.cents': Order.total is not an object, so it has no field 'cents'",
            "contractkit.json:7:16: error: 'waivers[0].type': the contract has no type 'Custmer'; did you mean 'Customer'?",
            "contractkit.json:8:33: error: 'generate.frozenEnums': the contract has no enum 'OrderStatu'; did you mean 'OrderStatus'?",
            "contractkit.json:8:67: error: 'generate.typeOverrides.Order.totl': Order has no field 'totl'; did you mean 'total'?",
        ])
    }

    func testARouteNamesAContractType() {
        XCTAssertEqual(problems(#"{ "verify": { "routes": { "GET /orders/*": "Ordr", "/customers": "Customer[]", "/lines": "Array<Order>" } } }"#), [
            "contractkit.json:1:44: error: 'verify.routes.GET /orders/*': the contract has no type 'Ordr'; did you mean 'Order'?",
        ])
    }

    /// `audit.models` keys are contract types or Swift DTOs; its values are model types,
    /// checked once the models are scanned.
    func testAuditModelsAreCheckedAgainstTheScannedSwift() {
        let json = #"{ "audit": { "models": { "OrderDTO": "OrderModel", "Customer": "Client", "Ordr": "OrderModel" } } }"#
        XCTAssertEqual(problems(json), [], "not checked before Swift is read")
        XCTAssertEqual(problems(json, swift: .init(dtos: ["OrderDTO", "CustomerDTO"], models: ["OrderModel", "ClientModel"])), [
            "contractkit.json:1:52: error: 'audit.models.Customer': maps Customer to the model 'Client', but no --models file declares it",
            "contractkit.json:1:74: error: 'audit.models.Ordr': the contract has no type 'Ordr' and no Swift DTO has that name; did you mean 'Order'?",
        ])
    }

    /// The audit stops on them as on any config error: exit 2, nothing reported clean.
    func testTheAuditExitsTwoOnANameThatMatchesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.contract.write(to: folder.appendingPathComponent("api.ts"), atomically: true, encoding: .utf8)
        try "struct Customer: Codable { let id: String; let fullName: String }\n".write(to: folder.appendingPathComponent("App/DTOs.swift"), atomically: true, encoding: .utf8)
        try #"{ "audit": { "modelFields": { "Customer.fullNme": "name" } } }"#.write(to: folder.appendingPathComponent("contractkit.json"), atomically: true, encoding: .utf8)
        let result = try runCLI(["audit", "--contracts", "api.ts", "--swift", "App"], in: folder)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "contractkit.json:1:31: error: 'audit.modelFields.Customer.fullNme': Customer has no field 'fullNme'; did you mean 'fullName'?\n")
    }

    /// A waiver that matches no finding still warns, now with the finding it was probably meant for.
    func testAStaleWaiverNamesTheNearestFinding() {
        let (schema, _) = readContract(["/c/api.ts": "export interface Order { id: string; shippedAt: string; }"])
        let (scanned, _) = SwiftDeclarationScanner.scan(Array("struct Order: Codable { let id: String }\n".utf8), file: "Order.swift")
        let (config, errors) = ConfigLoader.load(Array(#"{ "waivers": [ { "rule": "missing-field", "type": "Order", "field": "shipedAt", "reason": "later" } ] }"#.utf8), file: "c.json")
        XCTAssertEqual(errors, [])
        let result = ContractPipeline.audit(schema, [scanned], config: config, today: "2026-01-01")
        XCTAssertEqual(result.findings.filter { $0.rule == .staleWaiver }.map(\.message),
                       ["the waiver of missing-field on Order.shipedAt matches no finding; did you mean missing-field on Order.shippedAt?"])
    }

    func testAnUnknownRuleInAWaiverGetsADidYouMean() {
        let (_, errors) = ConfigLoader.load(Array(#"{ "waivers": [ { "rule": "missing-feild", "type": "A", "reason": "r" } ] }"#.utf8), file: "c.json")
        XCTAssertEqual(errors.map(\.message), ["'waivers[0].rule': unknown rule 'missing-feild'; did you mean 'missing-field'?"])
    }
}
