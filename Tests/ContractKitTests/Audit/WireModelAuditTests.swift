import ContractKit
import XCTest

/// The audit reads each Swift type through one wire model of what its coders really read:
/// these are the idioms real apps use that made it report false errors before.
final class WireModelAuditTests: XCTestCase {
    func audit(_ contract: String, _ swift: String, config: ContractKitConfig = ContractKitConfig()) -> AuditResult {
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let dtos = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "DTOs.swift").0
        return ContractPipeline.audit(schema, [dtos], config: config, today: "2026-11-25")
    }

    func problems(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.severity >= .warning }.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }
    }

    func testAHandWrittenDecoderWithItsOwnKeyEnumIsReadByTheKeysItOpens() {
        let result = audit("export interface ProjectPayload { project_id: string; member_count: number; title?: string }", """
        struct ProjectPayload: Decodable {
            let id: String
            let memberCount: Int
            let title: String
            enum ChannelKeys: String, CodingKey { case projectID = "project_id", memberCount = "members_count", title }
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: ChannelKeys.self)
                let raw = try c.decode(String.self, forKey: .projectID)
                self.id = raw
                memberCount = try c.decode(Int.self, forKey: .memberCount)
                title = (try? c.decode(String.self, forKey: .title)) ?? ""
            }
        }
        """)
        XCTAssertEqual(problems(result), [
            "error coding-key-mismatch: ProjectPayload.memberCount reads 'members_count', which the contract never sends; the contract's key is 'member_count'",
        ])
    }

    /// A number read as `Date` by the app's own `.custom { … }` strategy whose closure decodes a
    /// number (here a factory `JSONDecoder.app()` installs it): no warning. A closure that reads
    /// only strings still leaves a number to the default, a wrong date.
    func testANumberDateUnderTheAppsCustomStrategyIsLeftToItsClosure() {
        let result = audit("export interface Ping { at: number }", """
        struct Ping: Decodable { let at: Date }
        extension JSONDecoder {
            static func app() -> JSONDecoder {
                let d = JSONDecoder()
                d.dateDecodingStrategy = .custom { decoder in
                    let c = try decoder.singleValueContainer()
                    return Date(timeIntervalSince1970: try c.decode(Double.self) / 1000)
                }
                return d
            }
        }
        func load(_ data: Data) throws -> Ping { try JSONDecoder.app().decode(Ping.self, from: data) }
        """)
        XCTAssertEqual(problems(result), [])
        XCTAssertTrue(result.findings.contains { $0.rule == .dateDecoding && $0.severity == .info })
        let strings = audit("export interface Ping { at: number }", """
        struct Ping: Decodable { let at: Date }
        func load(_ data: Data) throws -> Ping {
            let d = JSONDecoder()
            d.dateDecodingStrategy = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                return ISO8601DateFormatter().date(from: text) ?? Date()
            }
            return try d.decode(Ping.self, from: data)
        }
        """)
        XCTAssertEqual(problems(strings).map { $0.prefix(27) }, ["warning date-decoding: Ping"])
    }

    /// `.convertFromSnakeCase` turns `shelf_name` into `shelfName`, and leaves a camelCase
    /// `shelfName` as it is: the property reads either, and the message names both.
    func testAnExtraKeyIsNamedAsItTravelsUnderTheSnakeCaseStrategy() {
        let result = audit("export interface Shelf { id: string }", """
        struct Shelf: Decodable { let id: String; let shelfName: String }
        func makeDecoder() -> JSONDecoder { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; return d }
        """)
        XCTAssertEqual(problems(result), ["error extra-required-field: Shelf.shelfName requires the key 'shelf_name' or 'shelfName', which the contract's Shelf never sends"])
    }

    /// Foundation capitalizes each word after the first as `String.capitalized` does: a letter after a
    /// digit starts a new run (`image_url_1x` is read by `imageUrl1X`, not `imageUrl1x`).
    func testTheSnakeCaseStrategyCapitalizesALetterAfterADigit() {
        let contract = "export interface Badge { image_url_1x: string; image_url_2x: string; resolution_v2beta: string }"
        let right = audit(contract, """
        struct Badge: Decodable { let imageUrl1X: String; let imageUrl2X: String; let resolutionV2Beta: String }
        func makeDecoder() -> JSONDecoder { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; return d }
        """)
        XCTAssertEqual(problems(right), [])
        let wrong = audit(contract, """
        struct Badge: Decodable { let imageUrl1x: String; let imageUrl2X: String; let resolutionV2Beta: String }
        func makeDecoder() -> JSONDecoder { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; return d }
        """)
        XCTAssertEqual(problems(wrong).count, 1, "\(problems(wrong))")
        XCTAssertTrue(problems(wrong).first?.contains("imageUrl1x") == true, "\(problems(wrong))")
    }

    func testContainerHelpersWithAFallbackMayMissTheirKey() {
        let result = audit("export interface Counter { value?: number; label?: string | null }", """
        struct Counter: Decodable {
            let value: Int
            let label: String
            enum CodingKeys: String, CodingKey { case value, label }
            init(from decoder: Decoder) throws {
                let values = try decoder.container(keyedBy: CodingKeys.self)
                value = try values.decodeIfPresent(forKey: .value, defaultValue: 0)
                label = try values.decode(String.self, forKey: .label, default: "")
            }
        }
        extension KeyedDecodingContainer {
            func decodeIfPresent<T: Decodable>(forKey key: Key, defaultValue: T) throws -> T { try decodeIfPresent(T.self, forKey: key) ?? defaultValue }
        }
        """)
        XCTAssertEqual(problems(result), [])
    }

    func testASameNamedTypeThatSharesNoFieldStaysUnpairedWithANote() {
        let result = audit("export interface Pagination { limit?: number; cursor?: string; order?: string }", """
        struct Pagination: Codable { let page: Int; let totalPages: Int }
        """)
        XCTAssertEqual(result.correspondences.map(\.contract), [])
        XCTAssertEqual(result.findings.map { "\($0.severity.rawValue) \($0.message)" }, [
            "info Pagination was not paired with Pagination, which has the same name but shares 0 of 3 fields; pin it in contractkit.json under audit.types if it is the same type",
        ])
    }

    func testASnakeToCamelRenameStillPairsAndIsReportedAsAWrongKey() {
        let result = audit("export interface Member { member_id: string; display_name: string }", """
        struct Member: Codable { let memberId: String; let displayName: String }
        """)
        XCTAssertEqual(result.correspondences.map(\.swift), ["Member"])
        XCTAssertEqual(result.findings.filter { $0.severity == .error }.map(\.rule.rawValue), ["coding-key-mismatch", "coding-key-mismatch"])
    }

    func testNamesakesNestedInDifferentParentsAreAssignedOneToOneByShape() {
        let (schema, _) = readContract([
            "/c/search.ts": "export interface Item { title: string; score: number }",
            "/c/scan.ts": "export interface Item { barcode: string; scannedAt: string }",
        ])
        let swift = SwiftDeclarationScanner.scan(Array("""
        enum SearchResponse { struct Item: Codable { let title: String; let score: Double } }
        enum ScanResponse { struct Item: Codable { let barcode: String; let scannedAt: String } }
        """.utf8), file: "S.swift").0
        let result = ContractPipeline.audit(schema, [swift], config: ContractKitConfig(), today: "2026-11-25")
        XCTAssertEqual(result.correspondences.map { "\($0.contract) → \($0.swift)" }.sorted(), ["scan.Item → ScanResponse.Item", "search.Item → SearchResponse.Item"])
        XCTAssertEqual(problems(result), [])
    }

    func testAPrefixThatAFilesTypesShareIsStrippedBeforeMatching() {
        let result = audit("export interface Invoice { total: number }\nexport interface LineItem { sku: string }\nexport interface Plan { seats: number }", """
        struct BillingInvoice: Codable { let total: Int }
        struct BillingLineItem: Codable { let sku: String }
        struct BillingPlan: Codable { let seats: Int }
        """)
        XCTAssertEqual(result.correspondences.map { "\($0.contract) → \($0.swift)" }, ["Invoice → BillingInvoice", "LineItem → BillingLineItem", "Plan → BillingPlan"])
    }

    func testAPrefixAQuarterOfTheAppsTypesShareIsStrippedAcrossFiles() {
        let (schema, _) = readContract(["/c/c.ts": "export interface Role { id: string; name: string }\nexport interface Account { id: string }"])
        let files = ["TootRole": "id: String; let name: String", "TootAccount": "id: String", "TootField": "name: String", "TootSource": "note: String", "Poll": "id: String"]
            .sorted { $0.key < $1.key }
            .map { SwiftDeclarationScanner.scan(Array("struct \($0.key): Codable { let \($0.value) }".utf8), file: "\($0.key).swift").0 }
        let result = ContractPipeline.audit(schema, files, config: ContractKitConfig(), today: "2026-11-25")
        XCTAssertEqual(result.correspondences.map { "\($0.contract) → \($0.swift)" }, ["Role → TootRole", "Account → TootAccount"])
    }

    func testIntegerNarrowingNumericEnumsAndRawRepresentableStructsAreNotErrors() {
        let result = audit("""
        export enum Priority { Low = 0, High = 1 }
        export type Region = 'eu' | 'us';
        export interface Invoice { checksum: number[]; priority: Priority; region: Region; duration: number }
        """, """
        struct Region: RawRepresentable, Codable { let rawValue: String }
        struct Invoice: Codable { let checksum: [UInt8]; let priority: Int; let region: Region; let duration: TimeInterval }
        """)
        XCTAssertEqual(problems(result), [])
        XCTAssertEqual(result.findings.map { "\($0.severity.rawValue) \($0.rule)" }.sorted(), ["info enum-widened", "info enum-widened", "info type-missing"])
    }

    func testATypeDecodedFromTheSameDecoderAndANestedContainerKeepTheirKeys() {
        let result = audit("export interface Entry { id: string; label: string; place: { city: string } }", """
        struct Common: Decodable { let id: String }
        struct Entry: Decodable {
            let common: Common
            let label: String
            let city: String
            enum CodingKeys: String, CodingKey { case label, place }
            enum PlaceKeys: String, CodingKey { case city }
            init(from decoder: Decoder) throws {
                common = try Common(from: decoder)
                let c = try decoder.container(keyedBy: CodingKeys.self)
                label = try c.decode(String.self, forKey: .label)
                let place = try c.nestedContainer(keyedBy: PlaceKeys.self, forKey: .place)
                city = try place.decode(String.self, forKey: .city)
            }
        }
        """)
        XCTAssertEqual(problems(result), [])
    }

    func testALoopOverAllKeysReadsPartlyAndRaisesNoErrorForWhatItCannotSee() {
        let result = audit("export interface Bag { id: string; extra: number }", """
        struct Bag: Decodable {
            var values: [String: Int] = [:]
            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: AnyKey.self)
                for key in c.allKeys { values[key.stringValue] = try? c.decode(Int.self, forKey: key) }
            }
        }
        """)
        XCTAssertEqual(problems(result), [])
        XCTAssertTrue(result.findings.contains { $0.message.contains("is read partly (a loop over allKeys") }, "\(result.findings.map(\.message))")
    }

    func testARequestBodyIsJudgedAsASender() {
        let result = audit("export interface InviteRequest { email: string; role: string; note?: string }", """
        struct InviteRequest: Encodable { let email: String; let clientToken: String; let note: String }
        """)
        XCTAssertEqual(problems(result), [
            "error missing-field: InviteRequest.role (string) is required by the contract, but InviteRequest never sends 'role'",
            "warning extra-optional-field: InviteRequest.clientToken sends 'clientToken', which the contract's InviteRequest does not define",
        ])
    }

    func testAPinToATypeThatDoesNotExistIsAnErrorWithASuggestion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try "export interface Work { id: string }\n".write(to: folder.appendingPathComponent("a.ts"), atomically: true, encoding: .utf8)
        try "struct WorkDTO: Codable { let id: String }\n".write(to: folder.appendingPathComponent("Sources/W.swift"), atomically: true, encoding: .utf8)
        try "{ \"audit\": { \"types\": { \"Work\": \"WrokDTO\" } } }\n".write(to: folder.appendingPathComponent("contractkit.json"), atomically: true, encoding: .utf8)
        let result = try runCLI(["audit", "--contracts", "a.ts", "--swift", "Sources", "--config", "contractkit.json"], in: folder)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("contractkit.json:1:25: error: audit.types pins Work to 'WrokDTO', but no Swift type of that name was scanned; did you mean 'WorkDTO'?"), result.stderr)
    }

    /// Foundation's synthesized `Decodable` throws on a raw value with no case: a case named
    /// `unknown` takes unseen values only when hand-written code maps them to it.
    func testACaseNamedUnknownIsAFallbackOnlyWhenHandWrittenCodeDecodesToIt() {
        let contract = "export type Status = 'draft' | 'live' | 'archived';"
        let synthesized = audit(contract, "enum Status: String, Codable { case draft, live, unknown }")
        XCTAssertEqual(problems(synthesized), ["error enum-case-missing: Status value 'archived' has no case in Status"])
        XCTAssertEqual(synthesized.enumCoverage.map(\.fallback), [nil], "diff judges an added value by this: it would fail the decode")
        let byHand = audit(contract, """
        enum Status: String, Codable {
            case draft, live, unknown
            init(from decoder: Decoder) throws {
                self = Status(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
            }
        }
        """)
        // Its decoder makes the case from the raw value: compared by raw value, and a value
        // with no case falls back, which is worth a warning that names the fallback.
        XCTAssertEqual(problems(byHand), ["warning enum-case-missing: Status value 'archived' has no case in Status; it decodes to the fallback case .unknown"])
        XCTAssertEqual(byHand.enumCoverage.map(\.fallback), ["unknown"])
        let rawValueInit = audit(contract, """
        enum Status: String, Codable {
            case draft, live, other
            init(rawValue: String) { self = rawValue == "draft" ? .draft : rawValue == "live" ? .live : .other }
        }
        """)
        XCTAssertEqual(problems(rawValueInit).map { $0.hasPrefix("warning enum-case-missing") }, [true])
    }
}

/// Roles in a run over a whole `Sources` folder: a model needs a builder, and a DTO's own
/// members are not mappers.
final class WholeSourcesRoleTests: XCTestCase {
    func audit(_ swift: String) -> AuditResult {
        let (schema, _) = readContract(["/c/contract.ts": "export interface ShelfDTO { id: string; title: string; color: string }"])
        let file = SwiftDeclarationScanner.scan(Array(swift.utf8), file: "App.swift", functions: true).0
        return ContractPipeline.audit(schema, [file], config: ContractKitConfig(), today: "2026-11-25", models: [file], mappers: [file])
    }

    func testASharedNameWithoutABuilderIsNoModel() {
        let result = audit("""
        struct ShelfDTO: Codable { let id: String; let title: String; let color: String }
        /// A view's state that happens to share the name: nothing builds it from the DTO.
        struct Shelf { var id: String; var isExpanded: Bool }
        """)
        XCTAssertEqual(result.findings.filter { $0.severity >= .warning }.map { "\($0.rule) \($0.symbol)" }, [])
        XCTAssertEqual(result.dataFlows.map(\.model), [])
    }

    func testADTOsOwnComputedPropertyIsNotAMapper() {
        let result = audit("""
        struct ShelfDTO: Codable {
            let id: String; let title: String; let color: String
            var displayTitle: String { title.uppercased() + color }
        }
        struct Shelf { var id: String; var title: String; var color: String }
        func makeShelf(_ dto: ShelfDTO) -> Shelf { Shelf(id: dto.id, title: dto.title, color: "red") }
        """)
        XCTAssertEqual(result.dataFlows.first?.createMappers, ["makeShelf"])
        XCTAssertEqual(result.findings.filter { $0.severity == .error }.map { "\($0.rule) \($0.symbol)" }, ["mapper-unread-field ShelfDTO.color"])
    }
}
