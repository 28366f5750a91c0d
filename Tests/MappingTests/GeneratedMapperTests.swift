import Foundation
import XCTest
@testable import BooksTrackerApp

/// The mappers `contractkit generate --models` wrote into the BooksTracker fixture app
/// (Fixtures/BooksTracker/App/Generated), compiled against its models: decode the seeds'
/// responses with the generated DTOs, apply the generated mappers, and check that every
/// mapped field's value arrived, converted.
final class GeneratedMapperTests: XCTestCase {
    /// Canonical Data Contracts PRD, "Example Response": GET /v1/search/isbn (legacy envelope).
    static let greatGatsbyISBN = """
    {
      "success": true,
      "data": {
        "works": [{
          "title": "The Great Gatsby",
          "subjectTags": ["Fiction", "Classic Literature"],
          "synthetic": false,
          "primaryProvider": "google-books",
          "contributors": ["google-books"],
          "googleBooksVolumeIDs": ["abc123"]
        }],
        "editions": [{
          "isbn": "978-0-12345-678-9",
          "isbns": ["978-0-12345-678-9", "0-12345-678-X"],
          "publisher": "Scribner",
          "coverImageURL": "https://...",
          "primaryProvider": "google-books"
        }],
        "authors": [{
          "name": "F. Scott Fitzgerald",
          "gender": "male",
          "culturalRegion": "northAmerica"
        }]
      },
      "meta": { "timestamp": "2025-10-31T12:00:00Z", "processingTime": 450, "provider": "google-books", "cached": false }
    }
    """

    /// A work with every field the contract defines set, in the unified envelope.
    static let completeWork = """
    {
      "data": {
        "works": [{
          "title": "Beloved", "subjectTags": ["Fiction"], "originalLanguage": "en", "firstPublicationYear": 1987,
          "description": "A novel.", "coverImageURL": "https://covers.example/beloved.jpg", "synthetic": true,
          "primaryProvider": "isbndb", "contributors": ["isbndb", "openlibrary"],
          "openLibraryID": "OL1", "openLibraryWorkID": "OLW1", "isbndbID": "I1", "googleBooksVolumeID": "G1", "goodreadsID": "GR1",
          "goodreadsWorkIDs": ["GW1"], "amazonASINs": ["A1"], "librarythingIDs": ["LT1"], "googleBooksVolumeIDs": ["GV1"],
          "lastISBNDBSync": "2025-11-01T08:30:00Z", "isbndbQuality": 87, "reviewStatus": "needsReview",
          "originalImagePath": "/scans/1.jpg", "boundingBox": { "x": 0.1, "y": 0.2, "width": 0.3, "height": 0.4 }
        }],
        "editions": [{
          "isbn": "9781400033416", "isbns": ["9781400033416"], "title": "Beloved", "publisher": "Vintage",
          "publicationDate": "2004-06-08", "pageCount": 324, "format": "Mass Market", "coverImageURL": "https://covers.example/e.jpg",
          "editionTitle": "Vintage International", "editionDescription": "Reissue", "language": "en",
          "primaryProvider": "google-books", "contributors": ["google-books"], "openLibraryID": "OLE", "openLibraryEditionID": "OLE1",
          "isbndbID": "IE", "googleBooksVolumeID": "GE", "goodreadsID": "GRE", "amazonASINs": ["AE"], "googleBooksVolumeIDs": ["GVE"],
          "librarythingIDs": ["LTE"], "lastISBNDBSync": "2025-11-02T09:00:00.250Z", "isbndbQuality": 90
        }],
        "authors": [{
          "name": "Toni Morrison", "gender": "Female", "culturalRegion": "North America", "nationality": "American",
          "birthYear": 1931, "deathYear": 2019, "openLibraryID": "OLA", "isbndbID": "IA", "googleBooksID": "GA", "goodreadsID": "GRA",
          "bookCount": 11
        }]
      },
      "metadata": { "timestamp": "2025-11-12T00:00:00Z" },
      "error": null
    }
    """

    func decode(_ json: String) throws -> BookSearchResponse {
        try decodeEnvelope(Data(json.utf8), as: BookSearchResponse.self)
    }

    func iso(_ text: String) throws -> Date { try XCTUnwrap(ContractKitMapping.date(from: text), text) }

    func testEveryMappedWorkFieldArrives() throws {
        let dto = try XCTUnwrap(try decode(Self.completeWork).works.first)
        let work = Work(title: "")
        work.apply(dto)
        XCTAssertEqual(work.title, "Beloved")
        XCTAssertEqual(work.subjectTags, ["Fiction"])
        XCTAssertEqual(work.originalLanguage, "en")
        XCTAssertEqual(work.firstPublicationYear, 1987)
        XCTAssertEqual(work.summary, "A novel.", "description → summary, by audit.modelFields")
        XCTAssertEqual(work.coverImageURL, "https://covers.example/beloved.jpg", "the Nov 6 field reaches the model")
        XCTAssertTrue(work.synthetic)
        XCTAssertEqual(work.primaryProvider, "isbndb", "DTO enum → String by raw value")
        XCTAssertEqual(work.contributors, ["isbndb", "openlibrary"])
        XCTAssertEqual([work.openLibraryID, work.openLibraryWorkID, work.isbndbID, work.googleBooksVolumeID, work.goodreadsID],
                       ["OL1", "OLW1", "I1", "G1", "GR1"])
        XCTAssertEqual(work.goodreadsWorkIDs, ["GW1"])
        XCTAssertEqual(work.amazonASINs, ["A1"])
        XCTAssertEqual(work.googleBooksVolumeIDs, ["GV1"])
        XCTAssertEqual(work.lastISBNDBSync, try iso("2025-11-01T08:30:00Z"), "ISO 8601 string → Date")
        XCTAssertEqual(work.lastISBNDBSync?.timeIntervalSince1970, 1_761_985_800)
        XCTAssertEqual(work.isbndbQuality, 87)
        XCTAssertEqual(work.reviewStatus, .needsReview, "DTO enum → model enum")
        XCTAssertEqual(work.originalImagePath, "/scans/1.jpg")
        XCTAssertEqual([work.boundingBoxX, work.boundingBoxY, work.boundingBoxWidth, work.boundingBoxHeight], [0.1, 0.2, 0.3, 0.4], "flattened")
    }

    func testEveryMappedEditionAndAuthorFieldArrives() throws {
        let response = try decode(Self.completeWork)
        let edition = Edition()
        edition.apply(try XCTUnwrap(response.editions.first))
        XCTAssertEqual(edition.isbn, "9781400033416")
        XCTAssertEqual(edition.isbns, ["9781400033416"])
        XCTAssertEqual(edition.title, "Beloved")
        XCTAssertEqual(edition.publisher, "Vintage")
        XCTAssertEqual(edition.publicationDate?.timeIntervalSince1970, 1_086_652_800, "a full date (2004-06-08) → Date")
        XCTAssertEqual(edition.pageCount, 324)
        XCTAssertEqual(edition.format, .massMarket, "by raw value 'Mass Market'")
        XCTAssertEqual(edition.coverImageURL, "https://covers.example/e.jpg")
        XCTAssertEqual([edition.editionTitle, edition.editionDescription, edition.language], ["Vintage International", "Reissue", "en"])
        XCTAssertEqual(edition.primaryProvider, "google-books")
        XCTAssertEqual(edition.contributors, ["google-books"])
        XCTAssertEqual([edition.openLibraryID, edition.openLibraryEditionID, edition.isbndbID, edition.googleBooksVolumeID, edition.goodreadsID],
                       ["OLE", "OLE1", "IE", "GE", "GRE"])
        XCTAssertEqual([edition.amazonASINs, edition.googleBooksVolumeIDs, edition.librarythingIDs], [["AE"], ["GVE"], ["LTE"]])
        XCTAssertEqual(edition.lastISBNDBSync?.timeIntervalSince1970, 1_762_074_000.25, "fractional seconds")
        XCTAssertEqual(edition.isbndbQuality, 90)

        let author = Author(name: "")
        author.apply(try XCTUnwrap(response.authors.first))
        XCTAssertEqual(author.name, "Toni Morrison")
        XCTAssertEqual(author.gender, .female, "DTO enum → model enum by case name")
        XCTAssertEqual(author.culturalRegion, .northAmerica)
        XCTAssertEqual(author.nationality, "American")
        XCTAssertEqual([author.birthYear, author.deathYear], [1931, 2019])
        XCTAssertEqual([author.openLibraryID, author.isbndbID, author.googleBooksID, author.goodreadsID], ["OLA", "IA", "GA", "GRA"])
        XCTAssertEqual(author.bookCount, 11)
    }

    /// The seeds' own example: sparse, with values the contract does not define.
    func testTheSeedsGreatGatsbyResponseMaps() throws {
        let response = try decode(Self.greatGatsbyISBN)
        let work = Work(title: "")
        work.apply(try XCTUnwrap(response.works.first))
        XCTAssertEqual(work.title, "The Great Gatsby")
        XCTAssertEqual(work.subjectTags, ["Fiction", "Classic Literature"])
        XCTAssertFalse(work.synthetic)
        XCTAssertEqual(work.primaryProvider, "google-books")
        XCTAssertEqual(work.contributors, ["google-books"])
        XCTAssertEqual(work.googleBooksVolumeIDs, ["abc123"])
        XCTAssertNil(work.coverImageURL, "absent in this response")
        XCTAssertNil(work.boundingBoxX)

        let edition = Edition()
        edition.apply(try XCTUnwrap(response.editions.first))
        XCTAssertEqual(edition.publisher, "Scribner")
        XCTAssertEqual(edition.coverImageURL, "https://...")
        XCTAssertEqual(edition.format, .paperback, "the configured default when the key is missing")

        let author = Author(name: "")
        author.gender = .male
        author.apply(try XCTUnwrap(response.authors.first))
        XCTAssertEqual(author.name, "F. Scott Fitzgerald")
        XCTAssertEqual(author.gender, .unknown, "'male' is not a contract value: the unknown-value fallback")
        XCTAssertNil(author.culturalRegion, "'northAmerica' is not a contract value")
    }

    /// The generated mapper and the hand-written DTOMapper agree on every field both copy.
    func testGeneratedMapperMatchesTheHandWrittenOne() throws {
        let response = try decode(Self.completeWork)
        let dto = try XCTUnwrap(response.works.first)
        let generated = Work(title: "")
        generated.apply(dto)
        let handWritten = DTOMapper().mapToWork(dto)
        XCTAssertEqual(String(describing: snapshot(generated)), String(describing: snapshot(handWritten)))
    }

    func snapshot(_ work: Work) -> [String] {
        Mirror(reflecting: work).children.compactMap { child in
            guard let label = child.label, label != "authors", label != "editions" else { return nil }
            return "\(label)=\(child.value)"
        }
    }
}
