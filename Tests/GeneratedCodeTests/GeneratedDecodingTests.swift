import ContractKitGenerated
import Foundation
import XCTest

/// Decodes the seeds' JSON through the committed generated types, then encodes and
/// decodes again and compares: generated DTOs must lose nothing.
final class GeneratedDecodingTests: XCTestCase {
    let decoder = Coding.decoder
    let encoder = Coding.encoder

    func data(_ json: String) -> Data { Data(json.utf8) }

    func assertRoundTrip<T: Codable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        try Coding.assertRoundTrip(value, file: file, line: line)
    }

    func testGreatGatsbyISBNResponseDecodesThroughTheLegacyEnvelope() throws {
        let response = try decoder.decode(ApiResponse<BookSearchResponse>.self, from: data(SeedResponses.greatGatsbyISBN))
        guard case .success(let success) = response else { return XCTFail("expected the success variant") }
        XCTAssertTrue(success.success)
        XCTAssertEqual(success.meta.processingTime, 450)
        XCTAssertEqual(success.meta.cached, false)

        let work = try XCTUnwrap(success.data.works.first)
        XCTAssertEqual(work.title, "The Great Gatsby")
        XCTAssertEqual(work.subjectTags, ["Fiction", "Classic Literature"])
        XCTAssertEqual(work.synthetic, false)
        XCTAssertEqual(work.primaryProvider, .googleBooks)
        XCTAssertEqual(work.contributors, [.googleBooks])
        XCTAssertEqual(work.googleBooksVolumeIDs, ["abc123"])
        XCTAssertEqual(work.amazonASINs, [], "missing arrays default to [] (schema/contractkit.json)")
        XCTAssertEqual(work.isbndbQuality, 0, "@default 0")
        XCTAssertEqual(work.reviewStatus, .verified, "@default 'verified'")
        XCTAssertNil(work.coverImageURL)

        let edition = try XCTUnwrap(success.data.editions.first)
        XCTAssertEqual(edition.isbns, ["978-0-12345-678-9", "0-12345-678-X"])
        XCTAssertEqual(edition.publisher, "Scribner")
        XCTAssertEqual(edition.format, .paperback, "config default for EditionDTO.format")

        let author = try XCTUnwrap(success.data.authors.first)
        XCTAssertEqual(author.name, "F. Scott Fitzgerald")
        // The PRD's example predates the capitalised enum values; forward-compatible enums keep it.
        XCTAssertEqual(author.gender, .unknownValue("male"), "AuthorGender has its own Unknown case")
        XCTAssertEqual(author.culturalRegion, .unknown("northAmerica"))

        try assertRoundTrip(response)
        XCTAssertEqual(try decodeEnvelope(data(SeedResponses.greatGatsbyISBN), as: BookSearchResponse.self), success.data)
    }

    func testUnifiedEnvelopes() throws {
        let envelope = try decoder.decode(ResponseEnvelope<BookSearchResponse>.self, from: data(SeedResponses.unifiedSuccess))
        XCTAssertEqual(envelope.metadata.provider, "google")
        XCTAssertEqual(envelope.data?.works, [])
        XCTAssertNil(envelope.error)
        try assertRoundTrip(envelope)

        let failure = try decoder.decode(ResponseEnvelope<BookSearchResponse>.self, from: data(SeedResponses.unifiedError))
        XCTAssertNil(failure.data)
        XCTAssertEqual(failure.error?.message, "Not found")
        XCTAssertEqual(failure.error?.code, "E_NOT_FOUND")
        try assertRoundTrip(failure)
        // A nullable field's nil is written as null, not dropped.
        let json = try JSONSerialization.jsonObject(with: encoder.encode(failure)) as? [String: Any]
        XCTAssertTrue(json?["data"] is NSNull)
    }

    func testLegacyEnvelopes() throws {
        let success = try decoder.decode(ApiResponse<BookSearchResponse>.self, from: data(SeedResponses.legacySuccess))
        try assertRoundTrip(success)
        let failure = try decoder.decode(ApiResponse<BookSearchResponse>.self, from: data(SeedResponses.legacyError))
        guard case .error(let response) = failure else { return XCTFail("expected the error variant") }
        XCTAssertFalse(response.success)
        XCTAssertEqual(response.error.code, .invalidISBN)
        XCTAssertEqual(response.error.message, "Invalid ISBN format")
        try assertRoundTrip(failure)
    }

    func testDecodeEnvelopeAcceptsBothFormatsAndReportsErrors() throws {
        XCTAssertEqual(try decodeEnvelope(data(SeedResponses.unifiedSuccess), as: BookSearchResponse.self).works, [])
        XCTAssertEqual(try decodeEnvelope(data(SeedResponses.legacySuccess), as: BookSearchResponse.self).authors, [])
        XCTAssertThrowsError(try decodeEnvelope(data(SeedResponses.unifiedError), as: BookSearchResponse.self)) {
            XCTAssertEqual($0 as? EnvelopeDecodingError, .server(message: "Not found", code: "E_NOT_FOUND"))
        }
        XCTAssertThrowsError(try decodeEnvelope(data(SeedResponses.legacyError), as: BookSearchResponse.self)) {
            XCTAssertEqual($0 as? EnvelopeDecodingError, .server(message: "Invalid ISBN format", code: "INVALID_ISBN"))
        }
        XCTAssertThrowsError(try decodeEnvelope(data(SeedResponses.unknownFormat), as: BookSearchResponse.self)) {
            XCTAssertEqual($0 as? EnvelopeDecodingError, .unknownFormat)
        }
        let noData = #"{ "data": null, "metadata": { "timestamp": "t" } }"#
        XCTAssertThrowsError(try decodeEnvelope(data(noData), as: BookSearchResponse.self)) {
            XCTAssertEqual($0 as? EnvelopeDecodingError, .missingData)
        }
        // A payload that does not match T is a DecodingError, not a format error.
        let badPayload = #"{ "data": { "works": 1 }, "metadata": { "timestamp": "t" } }"#
        XCTAssertThrowsError(try decodeEnvelope(data(badPayload), as: BookSearchResponse.self)) {
            XCTAssertTrue($0 is DecodingError, "\($0)")
        }
    }

    func testUnknownEnumValueSurvivesDecodeAndReencode() throws {
        let provider = try decoder.decode(DTODataProvider.self, from: data(#""librarything""#))
        XCTAssertEqual(provider, .unknown("librarything"))
        XCTAssertEqual(String(decoding: try encoder.encode(provider), as: UTF8.self), #""librarything""#)
        XCTAssertEqual(DTOEditionFormat(rawValue: "E-book"), .ebook)
        XCTAssertEqual(DTOEditionFormat.massMarket.rawValue, "Mass Market")
        XCTAssertEqual(DTOApiErrorCode.allCases.count, 7)
        XCTAssertFalse(DTOAuthorGender.allCases.contains(.unknownValue("x")))
    }

    func testMissingRequiredKeyNamesTheKey() throws {
        let json = #"{ "subjectTags": [] }"#
        XCTAssertThrowsError(try decoder.decode(WorkDTO.self, from: data(json))) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "title")
        }
    }

    func testJSONValueKeepsAnyJSON() throws {
        let json = #"{ "message": "m", "details": { "n": 1.5, "b": true, "s": "x", "a": [null, 2], "o": {} } }"#
        let error = try decoder.decode(ApiError.self, from: data(json))
        XCTAssertEqual(error.details, .object(["n": .number(1.5), "b": .bool(true), "s": .string("x"),
                                               "a": .array([.null, .number(2)]), "o": .object([:])]))
        try assertRoundTrip(error)
    }
}
