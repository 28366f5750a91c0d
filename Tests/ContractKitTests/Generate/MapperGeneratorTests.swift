import ContractKit
import XCTest

/// `generate --models`: what the mapper generator copies, converts and lists as not mapped.
/// Compiling and running the fixture app's mappers is MappingTests' job.
final class MapperGeneratorTests: XCTestCase {
    func mappers(_ contract: String, models: String, config: ContractKitConfig = ContractKitConfig()) -> ([GeneratedFile], [Diagnostic]) {
        let (schema, diagnostics) = readContract(["/c/contract.ts": contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let (scanned, _) = SwiftDeclarationScanner.scan(Array(models.utf8), file: "Models.swift")
        return MapperGenerator.generate(schema, config: config, models: [scanned])
    }

    func testConversionsAndTheNotMappedHeader() throws {
        let (files, diagnostics) = mappers("""
        export type Status = 'active' | 'on-hold';
        export interface ItemDTO {
          id: string;
          createdAt: string;
          status: Status;
          statuses: Status[];
          flag?: boolean;
          /** @integer */
          count?: number;
          ratio: number;
          tags: string[];
          pos?: { x: number; y: number };
          secret: string;
          frozenId: string;
          blob: { a: string };
        }
        """, models: """
        struct Item {
            var id: String = ""
            var createdAt: Date?
            var status: ItemStatus = .unknown
            var statuses: [ItemStatus] = []
            var flag: Bool = false
            var count: Double?
            var ratio: Int = 0
            var tags: Set<String> = []
            var posX: Double?
            var posY: Double?
            let frozenId: String
            var blob: Int = 0
            var computed: String { id }
        }
        enum ItemStatus: String { case active, onHold = "on-hold", unknown }
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(files.map(\.name), ["ItemDTO+Mapping.swift", "ContractKitMapping.swift"])
        let text = files[0].contents
        for line in [
            "(ItemDTO) and Models.swift (Item). DO NOT EDIT.",
            "// Not mapped: Item has no property for\n// - secret",
            "// - ratio: the DTO's Double does not convert to Int; copy it by hand",
            "// - frozenId: Item.frozenId is a let constant",
            "// - blob: the DTO's Blob does not convert to Int; copy it by hand",
            "  mutating func apply(_ dto: ItemDTO) {",
            "    id = dto.id",
            "    createdAt = ContractKitMapping.date(from: dto.createdAt)",
            "    status = Self.contractKitConvert(dto.status) ?? .unknown",
            "    statuses = dto.statuses.compactMap { Self.contractKitConvert($0) }",
            "    flag = dto.flag ?? false",
            "    count = dto.count.map { Double($0) }",
            "    tags = Set(dto.tags)",
            "    posX = dto.pos?.x",
            "    case .onHold:\n      return .onHold",
        ] {
            XCTAssertTrue(text.contains(line), "missing: \(line)\n---\n\(text)")
        }
        XCTAssertFalse(text.contains("computed ="), "a computed property is not storage")
    }

    func testConfiguredFieldsAndModelsAndTheNoModelWarning() throws {
        var config = ContractKitConfig()
        config.audit.models = ["ThingDTO": "Gadget"]
        config.audit.modelFields = ["ThingDTO.description": "summary"]
        let (files, _) = mappers("export interface ThingDTO { description: string }", models: "final class Gadget { var summary = \"\" ; var summary2: String = \"\" }", config: config)
        XCTAssertTrue(files.first?.contents.contains("extension Gadget {\n") == true)
        XCTAssertTrue(files.first?.contents.contains("  func apply(_ dto: ThingDTO) {") == true, "a class needs no mutating")

        let (none, diagnostics) = mappers("export interface ThingDTO { a: string }", models: "struct Unrelated { var a = 1 }")
        XCTAssertEqual(none, [])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(diagnostics.first?.message.contains("no model") == true)
    }

    func testTheFixtureAppsGeneratedFolderIsUpToDate() throws {
        let fixture = "Tests/ContractKitTests/Fixtures/BooksTracker"
        let result = try runCLI(["generate", "--check", "--config", "\(fixture)/contractkit.json", "--models", "\(fixture)/App/Models",
                                 "--output", "\(fixture)/App/Generated"])
        XCTAssertEqual(result.exitCode, 0, "regenerate with the command in the Development article (Changing the generator):\n\(result.stdout)\(result.stderr)")
    }
}
