import ContractKit
import XCTest

final class SwiftNamingTests: XCTestCase {
    /// Raw enum values and the case names they must become, escaped as they are written.
    func testEnumCaseNames() {
        let table: [(String, String)] = [
            ("E-book", "ebook"),
            ("Mass Market", "massMarket"),
            ("INVALID_ISBN", "invalidISBN"),
            ("google-books", "googleBooks"),
            ("Non-binary", "nonBinary"),
            ("default", "`default`"),
            ("Hardcover", "hardcover"),
            ("North America", "northAmerica"),
            ("needsReview", "needsReview"),
            ("userEdited", "userEdited"),
            ("openlibrary", "openlibrary"),
            ("RATE_LIMIT_EXCEEDED", "rateLimitExceeded"),
            ("PROVIDER_TIMEOUT", "providerTimeout"),
            ("NOT_FOUND", "notFound"),
            ("E_NOT_FOUND", "enotFound"),
            ("Type", "type"),
            ("self", "`self`"),
            ("protocol", "`protocol`"),
            ("init", "`init`"),
            ("in", "`in`"),
            ("1st", "_1st"),
            ("42", "_42"),
            ("3d-model", "_3dModel"),
            ("snake_case_value", "snakeCaseValue"),
            ("kebab-case-value", "kebabCaseValue"),
            ("  padded  ", "padded"),
            ("with.dots", "withDots"),
            ("URL", "url"),
            ("API_KEY", "apiKey"),
            ("user_id", "userID"),
            ("HTTPStatus", "httpStatus"),
            ("Café", "café"),
            ("über-cool", "überCool"),
            ("日本", "日本"),
            ("", "empty"),
            ("---", "value"),
            ("a", "a"),
            ("ISBN-13", "isbn13"),
            ("v2", "v2"),
            ("iPhone", "iPhone"),
        ]
        XCTAssertGreaterThanOrEqual(table.count, 40)
        for (raw, expected) in table {
            XCTAssertEqual(SwiftNaming.escaped(SwiftNaming.caseName(raw)), expected, "raw value '\(raw)'")
        }
    }

    func testPropertyNamesKeepWireNamesThatAreIdentifiers() {
        let table: [(String, String)] = [
            ("coverImageURL", "coverImageURL"),
            ("isbndbID", "isbndbID"),
            ("created_at", "createdAt"),
            ("first-name", "firstName"),
            ("default", "`default`"),
            ("Type", "`Type`"),
            ("self", "`self`"),
            ("_id", "_id"),
            ("2fa", "_2fa"),
            ("data", "data"),
        ]
        for (wire, expected) in table {
            XCTAssertEqual(SwiftNaming.escaped(SwiftNaming.propertyName(wire)), expected, "wire name '\(wire)'")
        }
    }

    func testTypeNames() {
        XCTAssertEqual(SwiftNaming.typeName("WorkDTO"), "WorkDTO")
        XCTAssertEqual(SwiftNaming.typeName("response-meta"), "ResponseMeta")
        XCTAssertEqual(SwiftNaming.typeName("Error"), "ErrorInfo", "must not shadow Swift.Error")
        XCTAssertEqual(SwiftNaming.typeName("JSONValue"), "JSONValueInfo", "must not shadow the generated JSONValue")
        XCTAssertEqual(SwiftNaming.typeName("canonical.Helper"), "CanonicalHelper")
        XCTAssertEqual(SwiftNaming.nestedTypeName(forField: "boundingBox", isArray: false), "BoundingBox")
        XCTAssertEqual(SwiftNaming.nestedTypeName(forField: "detectedBooks", isArray: true), "DetectedBook")
        XCTAssertEqual(SwiftNaming.nestedTypeName(forField: "categories", isArray: true), "Category")
        XCTAssertEqual(SwiftNaming.nestedTypeName(forField: "addresses", isArray: true), "Address")
        XCTAssertEqual(SwiftNaming.nestedTypeName(forField: "status", isArray: false), "Status")
        XCTAssertEqual(SwiftNaming.nestedTypeName(forField: "error", isArray: false), "ErrorInfo")
    }

    func testUnique() {
        XCTAssertEqual(SwiftNaming.unique("value", in: []), "value")
        XCTAssertEqual(SwiftNaming.unique("value", in: ["value", "value2"]), "value3")
    }
}
