import ContractKit
import XCTest

/// The model, mapper and enum layers judge what the app's code does, in the spellings
/// newcomers and real clients use: a nested object flattened by a mapper, merge mappers that
/// leave identity alone, enum fallbacks through `init(rawValue:)`, switch expressions,
/// catch-all cases, and a snake_case key under a type's own `.convertFromSnakeCase` decoder.
final class LayerTruthTests: XCTestCase {
    func audit(_ contract: String, _ swift: String, models: String? = nil, mappers: String? = nil,
               config: ContractKitConfig = ContractKitConfig()) -> AuditResult {
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let dtos = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "DTOs.swift").0
        let m = models.map { [SwiftDeclarationScanner.scan(Array($0.utf8), file: "Models.swift", functions: true).0] } ?? []
        let p = mappers.map { [SwiftDeclarationScanner.scan(Array($0.utf8), file: "Mappers.swift", functions: true).0] } ?? []
        return ContractPipeline.audit(schema, [dtos], config: config, today: "2026-11-23", models: m, mappers: p)
    }

    func messages(_ result: AuditResult, atLeast severity: FindingSeverity = .warning) -> [String] {
        result.findings.filter { $0.severity >= severity }.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }.sorted()
    }

    // MARK: 1. The model layer follows every path the mapper writes

    static let orderContract = """
    export interface Buyer { id: string; full_name: string; phone: string | null }
    export interface Order { id: string; customer: Buyer; total: number }
    """
    static let orderDTOs = """
    struct BuyerDTO: Codable { let id: String; let full_name: String; let phone: String? }
    struct OrderDTO: Codable { let id: String; let customer: BuyerDTO; let total: Double }
    """

    func testANestedObjectIsCarriedWhereverTheMappersCopyItsFields() {
        let model = """
        struct Order {
            let id: String
            let customerId: String
            var customerName: String
            var customerPhone: String?
            var total: Double
        }
        """
        let mapper = """
        enum OrderMapper {
            static func makeOrder(from dto: OrderDTO) -> Order {
                Order(id: dto.id, customerId: dto.customer.id, customerName: dto.customer.full_name.capitalized,
                      customerPhone: dto.customer.phone, total: dto.total)
            }
        }
        """
        XCTAssertEqual(messages(audit(Self.orderContract, Self.orderDTOs, models: model, mappers: mapper)), [])
        // Only the field no mapper copies is a finding.
        let dropped = audit(Self.orderContract, Self.orderDTOs, models: model.replacingOccurrences(of: "    var customerPhone: String?\n", with: ""),
                            mappers: mapper.replacingOccurrences(of: "customerPhone: dto.customer.phone, ", with: ""))
        XCTAssertEqual(messages(dropped), [
            "error model-missing-property: Order.customer is flattened into Order.customerId, customerName, but customer.phone reaches no property: Order has no customerPhone and no mapper copies it into Order",
        ])
    }

    func testModelFieldsNamesANestedField() {
        let json = #"{ "audit": { "modelFields": { "Order.customer.full_name": "buyerName", "Order.customer.id": "buyerID", "Order.customer.phone": "buyerPhone" } } }"#
        let (config, diagnostics) = ConfigLoader.load(Array(json.utf8), file: "contractkit.json")
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        let model = "struct Order { let id: String; let buyerID: String; var buyerName: String; var buyerPhone: String?; var total: Double }"
        let mapper = "func makeOrder(_ dto: OrderDTO) -> Order { fatalError() }\nfunc read(_ dto: OrderDTO) { _ = (dto.id, dto.customer, dto.total) }"
        XCTAssertEqual(messages(audit(Self.orderContract, Self.orderDTOs, models: model, mappers: mapper, config: config)), [])
        let (_, bad) = ConfigLoader.load(Array(#"{ "audit": { "modelFields": { "Order..id": "x" } } }"#.utf8), file: "contractkit.json")
        XCTAssertEqual(bad.count, 1)
    }

    // MARK: 2. Merge mappers are judged on what a merge can write

    func testAMergeMapperIsNotExpectedToWriteIdentityOrLetProperties() {
        let contract = "export interface Customer { id: string; account_id: string; name: string; created_at: string; email: string }"
        let dto = "struct CustomerDTO: Codable { let id: String; let account_id: String; let name: String; let created_at: String; let email: String }"
        let model = """
        final class Customer {
            var id: String
            var account_id: String
            var name: String
            let created_at: String
            var email: String
            init(id: String, account_id: String, name: String, created_at: String, email: String) {
                self.id = id; self.account_id = account_id; self.name = name; self.created_at = created_at; self.email = email
            }
        }
        """
        let mappers = """
        enum CustomerMapper {
            static func make(from dto: CustomerDTO) -> Customer {
                Customer(id: dto.id, account_id: dto.account_id, name: dto.name, created_at: dto.created_at, email: dto.email)
            }
            static func update(_ customer: Customer, with dto: CustomerDTO) {
                customer.name = dto.name
            }
        }
        """
        // The identity, the foreign key and the `let` are set once; `email` can change.
        XCTAssertEqual(messages(audit(contract, dto, models: model, mappers: mappers)), [
            "warning mapper-inconsistent: CustomerMapper.make reads Customer.email, but the merge path CustomerMapper.update ignores it: a merged Customer keeps a stale or missing value",
        ])
    }

    // MARK: 5. Blind spots

    func testARawValueFallbackIsReadInEverySpelling() {
        let contract = ["A", "B", "C", "D"].map { "export type Status\($0) = 'open' | 'closed' | 'archived';" }.joined(separator: "\n")
            + "\nexport interface Ticket { a: StatusA; b: StatusB; c: StatusC; d: StatusD }"
        let spellings = [
            "A": "let raw = try decoder.singleValueContainer().decode(String.self)\n        self = Self(rawValue: raw) ?? .unknown",
            "B": "let c = try decoder.singleValueContainer()\n        let raw = try c.decode(String.self)\n        self = StatusB(rawValue: raw) ?? .unknown",
            "C": "let container = try decoder.singleValueContainer()\n        self = .init(rawValue: try container.decode(String.self)) ?? .unknown",
            "D": "self = Self.init(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown",
        ]
        let swift = spellings.sorted { $0.key < $1.key }.map { name, body in
            """
            enum Status\(name): String, Decodable {
                case open, closed, unknown
                init(from decoder: Decoder) throws {
                    \(body)
                }
            }
            """
        }.joined(separator: "\n") + "\nstruct Ticket: Decodable { let a: StatusA; let b: StatusB; let c: StatusC; let d: StatusD }"
        let result = audit(contract, swift)
        let missing = result.findings.filter { $0.rule.rawValue == "enum-case-missing" }
        XCTAssertEqual(missing.map { "\($0.severity.rawValue) \($0.message)" }.sorted(), ["A", "B", "C", "D"].map {
            "warning Status\($0) value 'archived' has no case in Status\($0); it decodes to the fallback case .unknown"
        })
    }

    static let lineKindContract = "export type LineKind = 'line_item' | 'shipping_fee' | 'discount';\nexport interface Line { kind: LineKind }"

    func testSwitchExpressionsAndAComputedRawValueGiveTheWireValues() {
        let swift = """
        enum LineKind: RawRepresentable, Codable {
            case lineItem, shippingFee, discount
            case other(String)
            init?(rawValue: String) {
                self = switch rawValue {
                case "line_item": .lineItem
                case "shipping_fee": .shippingFee
                case "discount": .discount
                default: .other(rawValue)
                }
            }
            var rawValue: String {
                switch self {
                case .lineItem: "line_item"
                case .shippingFee: "shipping_fee"
                case .discount: "discount"
                case .other(let value): value
                }
            }
        }
        struct Line: Codable { let kind: LineKind }
        """
        XCTAssertEqual(messages(audit(Self.lineKindContract, swift)), [])
        // Read from `rawValue` alone, written with `return`, when init?(rawValue:) is not a switch.
        let computed = swift.replacingOccurrences(of: #"case "shipping_fee": .shippingFee"#, with: "")
            .replacingOccurrences(of: #"case .lineItem: "line_item""#, with: #"case .lineItem: return "lineitem""#)
            .replacingOccurrences(of: #"case "line_item": .lineItem"#, with: "")
            .replacingOccurrences(of: #"case "discount": .discount"#, with: "")
        XCTAssertEqual(messages(audit(Self.lineKindContract, computed)), [
            "error enum-raw-value-mismatch: LineKind.lineItem has the raw value 'lineitem', but the contract value is 'line_item'",
        ])
    }

    func testACatchAllEnumIsNotReadByItsCaseNames() {
        let swift = """
        enum LineKind: RawRepresentable, Codable {
            case lineItem, shippingFee, discount
            case other(String)
            init?(rawValue: String) { self = Self.known[rawValue] ?? .other(rawValue) }
            var rawValue: String { Self.known.first { $0.value == self }?.key ?? "" }
            static let known: [String: LineKind] = [:]
        }
        struct Line: Codable { let kind: LineKind }
        """
        let result = audit(Self.lineKindContract, swift)
        XCTAssertEqual(messages(result), [])
        XCTAssertEqual(result.findings.map(\.rule.rawValue), ["enum-widened"])
    }

    func testAStringOrNumberHeldByACatchAllEnumIsAWideningWithAFallback() {
        let contract = "export interface Parcel { carrier: string; size: number }"
        let swift = """
        enum Carrier: Decodable {
            case dhl, ups
            case other(String)
            init(from decoder: Decoder) throws {
                let raw = try decoder.singleValueContainer().decode(String.self)
                switch raw {
                case "dhl": self = .dhl
                case "ups": self = .ups
                default: self = .other(raw)
                }
            }
        }
        enum Size: Decodable {
            case small, large
            case unknown(Int)
            init(from decoder: Decoder) throws {
                let raw = try decoder.singleValueContainer().decode(Int.self)
                self = raw == 1 ? .small : raw == 2 ? .large : .unknown(raw)
            }
        }
        struct Parcel: Decodable { let carrier: Carrier; let size: Size }
        """
        XCTAssertEqual(messages(audit(contract, swift), atLeast: .info), [
            "info enum-widened: Parcel.carrier: a string held by Carrier, whose decoder gives a string it does not list the fallback case .other",
            "info enum-widened: Parcel.size: a number held by Size, whose decoder gives a number it does not list the fallback case .unknown",
        ])
    }

    func testASnakeCaseKeyUnderTheTypesOwnConvertingDecoderNeverMatches() {
        let contract = """
        export interface Order { id: string; shipped_at: string | null }
        export interface Customer { id: string; created_at: string }
        """
        let swift = """
        import Foundation
        struct OrderDTO: Decodable {
            static let decoder: JSONDecoder = {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return decoder
            }()
            let id: String
            let shippedAt: String?
            enum CodingKeys: String, CodingKey {
                case id
                case shippedAt = "shipped_at"
            }
        }
        struct CustomerDTO: Decodable {
            let id: String
            let createdAt: String
            enum CodingKeys: String, CodingKey {
                case id
                case createdAt = "created_at"
            }
        }
        """
        // CustomerDTO is decoded by another decoder: its snake_case key is right.
        XCTAssertEqual(messages(audit(contract, swift)), [
            "error coding-key-mismatch: OrderDTO.shippedAt reads 'shipped_at', but OrderDTO is decoded with .convertFromSnakeCase (set by the static decoder of OrderDTO at DTOs.swift:5), which turns the JSON key 'shipped_at' into 'shippedAt' before comparing keys: 'shipped_at' never matches, so shippedAt is always nil; write the CodingKey as 'shippedAt' or drop it",
        ])
    }

    /// The types a converting decoder's owner holds are decoded with it too; a decoder set up
    /// outside any DTO converts every type when it is the only key strategy the app sets.
    func testTheTypesAConvertingDecoderReachesAreJudgedByIt() {
        let contract = """
        export interface Line { unit_price: number }
        export interface Order { id: string; lines: Line[] }
        """
        let line = "struct LineDTO: Decodable { let unitPrice: Double; enum CodingKeys: String, CodingKey { case unitPrice = \"unit_price\" } }"
        let owned = """
        import Foundation
        struct OrderDTO: Decodable {
            static let decoder: JSONDecoder = { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; return d }()
            let id: String
            let lines: [LineDTO]
        }
        """
        XCTAssertEqual(messages(audit(contract, owned + "\n" + line)).map { $0.hasPrefix("error coding-key-mismatch: LineDTO.unitPrice reads 'unit_price', but LineDTO is decoded with .convertFromSnakeCase (set by the static decoder of OrderDTO at DTOs.swift:3)") }, [true])
        let client = """
        import Foundation
        struct OrderDTO: Decodable { let id: String; let lines: [LineDTO] }
        final class APIClient {
            let decoder: JSONDecoder = {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return decoder
            }()
        }
        """
        XCTAssertEqual(messages(audit(contract, client + "\n" + line)).map { $0.contains("(set by the app's decoder at DTOs.swift:6)") }, [true])
        // A second strategy in the app: which decoder reads LineDTO is not known, so no error.
        let mixed = client + "\nlet plain: JSONDecoder = { let d = JSONDecoder(); d.keyDecodingStrategy = .useDefaultKeys; return d }()"
        XCTAssertEqual(messages(audit(contract, mixed + "\n" + line)), [])
    }

    func testAComputedRawValueInAnExtensionGivesTheWireValues() {
        let swift = """
        enum LineKind: RawRepresentable, Codable {
            case lineItem, shippingFee, discount
            case other(String)
            init?(rawValue: String) { self = Self.known[rawValue] ?? .other(rawValue) }
            static let known: [String: LineKind] = [:]
        }
        extension LineKind {
            var rawValue: String {
                switch self {
                case .lineItem: return "line_item"
                case .shippingFee: return "shipping_fee"
                case .discount: return "discount"
                case .other(let value): return value
                }
            }
        }
        struct Line: Codable { let kind: LineKind }
        """
        let result = audit(Self.lineKindContract, swift)
        XCTAssertEqual(messages(result, atLeast: .info), [])
    }
}
