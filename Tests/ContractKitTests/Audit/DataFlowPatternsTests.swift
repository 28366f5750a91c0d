import ContractKit
import XCTest

/// Real apps write models and mappers in more ways than the BooksTracker fixture: SwiftData
/// models, mappers as extensions on the DTO, computed properties, struct models with an
/// initializer. Each must audit the same way.
final class DataFlowPatternsTests: XCTestCase {
    static let contract = """
    export interface BookDTO {
      id: string;
      title: string;
      subtitle?: string;
      rating?: number;
      coverURL?: string;
    }
    """

    static let dto = """
    struct BookDTO: Codable {
        let id: String
        let title: String
        let subtitle: String?
        let rating: Double?
        let coverURL: String?
    }
    """

    func audit(models: String, mappers: String) throws -> AuditResult {
        let (schema, diagnostics) = readContract(["/c/books.ts": Self.contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let dtos = SwiftDeclarationScanner.scan(Array(Self.dto.utf8), file: "BookDTO.swift").0
        let m = SwiftDeclarationScanner.scan(Array(models.utf8), file: "Models.swift", functions: true).0
        let p = SwiftDeclarationScanner.scan(Array(mappers.utf8), file: "Mappers.swift", functions: true).0
        return ContractPipeline.audit(schema, [dtos], config: ContractKitConfig(), today: "2026-11-23", models: [m], mappers: [p])
    }

    func problems(_ result: AuditResult) -> [String] {
        result.findings.filter { $0.severity != .info }.map { "\($0.rule) \($0.symbol)" }.sorted()
    }

    func testSwiftDataModelAndAMapperExtensionOnTheDTO() throws {
        let result = try audit(models: """
        import SwiftData

        @Model
        final class Book {
            @Attribute(.unique) var id: String
            var title: String = ""
            var subtitle: String?
            @Transient var isSelected = false
            @Relationship(deleteRule: .cascade, inverse: \\Shelf.books) var shelves: [Shelf] = []
            var rating: Double { 0 }

            init(id: String, title: String) {
                self.id = id
                self.title = title
            }
        }
        """, mappers: """
        extension BookDTO {
            /// Builds the model: bare and self-qualified reads of the DTO's own properties.
            func toModel() -> Book {
                let book = Book(id: id, title: self.title)
                book.subtitle = subtitle
                return book
            }

            var isRated: Bool { rating != nil }
        }
        """)
        XCTAssertEqual(problems(result), [
            "mapper-unread-field BookDTO.coverURL",
            "mapper-unread-field BookDTO.rating",
            "model-missing-property BookDTO.coverURL",
            "model-missing-property BookDTO.rating",
        ], "rating is computed on the model; isRated is the DTO's own computed property, not a mapper, so no mapper reads rating; coverURL is read by nothing")
        XCTAssertTrue(result.findings.contains { $0.rule == .modelMissingProperty && $0.field == "rating" && $0.message.contains("computed, not stored") })
        let flow = try XCTUnwrap(result.dataFlows.first)
        XCTAssertEqual(flow.createMappers, ["BookDTO.toModel"])
        XCTAssertEqual(flow.rows.first { $0.field == "title" }?.modelProperty, "title")
    }

    func testStructModelWithAnInitializerMapper() throws {
        let result = try audit(models: """
        struct Book: Identifiable {
            let id: String
            var title: String
            var subtitle: String?
            var rating: Int
            var coverURL: URL?
        }

        extension Book {
            init(_ dto: BookDTO) {
                self.init(id: dto.id, title: dto.title, subtitle: dto.subtitle, rating: Int(dto.rating ?? 0), coverURL: dto.coverURL.flatMap(URL.init(string:)))
            }
        }
        """, mappers: "")
        XCTAssertEqual(problems(result), [], "Double → Int and String → URL are conversions a mapper makes")
        XCTAssertEqual(result.dataFlows.first?.createMappers, ["Book.init"])
    }

    func testATypeMismatchTheMapperCannotBridge() throws {
        let result = try audit(models: """
        final class Book {
            var id: String = ""
            var title: [String] = []
            var subtitle: String?
            var rating: Double?
            var coverURL: String?
        }
        """, mappers: """
        enum BookMapper {
            static func map(_ dto: BookDTO) -> Book {
                let book = Book()
                book.id = dto.id
                book.title = [dto.title]
                book.subtitle = dto.subtitle
                book.rating = dto.rating
                book.coverURL = dto.coverURL
                return book
            }
        }
        """)
        XCTAssertEqual(problems(result), ["model-type-mismatch BookDTO.title"])
    }
}
