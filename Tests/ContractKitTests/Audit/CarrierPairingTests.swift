import ContractKit
import XCTest

/// Which Swift type carries a contract type where names say little: one struct that carries
/// a base and its heir, envelopes that tie by their keys until a list is told from a single
/// value, and enums whose names differ but whose values agree.
final class CarrierPairingTests: XCTestCase {
    func audit(_ contract: String, _ swift: String) -> AuditResult {
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let dtos = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "DTOs.swift").0
        return ContractPipeline.audit(schema, [dtos], config: ContractKitConfig(), today: "2026-11-28")
    }

    func pairs(_ result: AuditResult) -> [String] {
        result.correspondences.map { "\($0.contract) → \($0.swift)" }.sorted()
    }

    func findings(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.severity >= .warning }.map { "\($0.severity.rawValue) \($0.rule) \($0.symbol)" }.sorted()
    }

    static let settings = """
    export interface Setting { version: number; value: string; scope: string; locked?: boolean }
    export interface SettingPatch extends Setting { name: string }
    """

    static let storedSetting = """
    struct StoredSetting: Decodable {
        let name: String?
        let version: Int
        let value: String
        let scope: String
    }
    func apply(_ data: Data) throws -> StoredSetting { try JSONDecoder().decode(StoredSetting.self, from: data) }
    """

    /// The heir shares more keys and takes the struct; the base the contract holds on its own
    /// (the map's values) pairs with it too, and the field the base declares is its drift.
    func testABaseTheContractHoldsPairsBesideItsHeirAndKeepsItsOwnDrift() {
        let result = audit(Self.settings + "\nexport type SettingsByName = { [name: string]: Setting };", Self.storedSetting)
        XCTAssertEqual(pairs(result), ["Setting → StoredSetting", "SettingPatch → StoredSetting"])
        XCTAssertEqual(findings(result), ["error missing-field Setting.locked"])
        XCTAssertTrue(result.correspondences.contains { $0.method.hasSuffix("the base that SettingPatch extends, which the contract also holds on its own") })
    }

    /// A base nothing holds is only ever sent as its heir: the heir alone pairs.
    func testABaseNothingHoldsStaysUnpaired() {
        let result = audit(Self.settings, Self.storedSetting)
        XCTAssertEqual(pairs(result), ["SettingPatch → StoredSetting"])
        XCTAssertEqual(findings(result), ["error missing-field SettingPatch.locked"])
    }

    /// `{ data: Asset[] }` and `{ data: Asset }` tie by keys for `{ data: [Coin] }` and
    /// `{ data: Coin }`: a list is read by the struct that holds a list.
    func testAListAndASingleValueTellTiedEnvelopesApart() {
        let result = audit("""
        export interface Asset { id: string; symbol: string; priceUsd: string; rank: string }
        export interface AssetList { data: Asset[]; timestamp: number }
        export interface AssetOne { data: Asset; timestamp: number }
        """, """
        struct Coin: Codable { var id: String; var symbol: String; var priceUsd: String; var rank: String }
        struct CoinPage: Codable { var data: [Coin]; var timestamp: Int }
        struct CoinItem: Codable { var data: Coin; var timestamp: Int }
        """)
        XCTAssertEqual(pairs(result), ["Asset → Coin", "AssetList → CoinPage", "AssetOne → CoinItem"])
        XCTAssertEqual(findings(result), [])
    }

    static let languages = """
    export enum ShopLanguages { en = 'en', de = 'de', fr = 'fr', it = 'it', es = 'es', nl = 'nl', pt = 'pt', pl = 'pl', ru = 'ru', sv = 'sv' }
    export interface Shop { id: string; name: string }
    export interface ShopQuery { language?: ShopLanguages }
    """

    static let locale = """
    enum ShopLocale: String, Decodable { case all, en, de, fr, it, es, nl, pt, pl, ru, se }
    """

    /// No affix reaches `ShopLanguages` from `ShopLocale`, but nine of its ten values are cases
    /// of it, and a paired struct reads it: the value the app lacks fails that decode.
    func testAnEnumPairsByItsValuesWhenAPairedTypeHoldsIt() {
        let result = audit(Self.languages, Self.locale + "\nstruct Shop: Decodable { let id: String; let name: String; let language: ShopLocale? }")
        XCTAssertEqual(pairs(result), ["Shop → Shop", "ShopLanguages → ShopLocale"])
        XCTAssertTrue(findings(result).contains("error enum-case-missing ShopLanguages.sv"), "\(findings(result))")
    }

    /// Values alone could be any vocabulary: an enum no paired type holds stays unpaired.
    func testAnEnumNoPairedTypeHoldsDoesNotPairByValues() {
        let result = audit(Self.languages, Self.locale + "\nstruct Shop: Decodable { let id: String; let name: String }")
        XCTAssertEqual(pairs(result), ["Shop → Shop"])
    }
}
