@testable import ContractKit
import XCTest

/// The audit reads ASCII names and table cells as bytes, for speed; these tests hold each
/// byte path to what the character path it stands in for says.
final class ByteFastPathTests: XCTestCase {
    func testASCIIStemsMatchTheCharacterReading() {
        let names = ["EventRow", "TypedWebSocketMessage", "UserObjectResponse", "ApiDatasetInfo", "DTOEditionFormat", "Data", "DTO",
                     "APIKey", "Apiary", "InfoInfo", "ResponseResponse", "XDTOData", "Typedef", "API", "Row", "ApiData", "DTOData",
                     "TypedDTO", "detectedBookPayload", "Api_Response", "APIResponseJSON", "BillingInvoiceResourceData"]
        for name in names {
            XCTAssertEqual(TypeMatcher.asciiStems(Array(name.utf8)), TypeMatcher.characterStems(name), name)
        }
        XCTAssertEqual(TypeMatcher.stems("WorkDTO.UserObjectResponse"), ["userobjectresponse", "userobject", "user"])
        XCTAssertEqual(TypeMatcher.stems("ApiDatasetInfo"), ["apidatasetinfo", "apidataset", "datasetinfo", "dataset"])
        // A name with a letter beyond ASCII takes the character path.
        XCTAssertEqual(TypeMatcher.stems("CaféResponse"), ["caféresponse", "café"])
    }

    func testJoinedLowercasedNamesMatchTheCharacterReading() {
        for name in ["Identify.Operation", "WorkDTO.BoundingBox", "A.B.C", "Plain", "ÉtatDTO.Sub"] {
            XCTAssertEqual(TypeMatcher.joinedLowercased(name), name.lowercased().filter { $0 != "." }, name)
        }
    }

    func testReplacingBytesMatchesReplacingCharacters() {
        let cells = ["number | null", "|", "||a||", "a | b | c", "no bar", "", "`x` | y"]
        for cell in cells {
            XCTAssertEqual(cell.replacingAll("|", "\\|"), cell.components(separatedByString: "|").joined(separator: "\\|"), cell)
        }
        // Text beyond ASCII, or with a carriage return, is replaced character by character.
        XCTAssertEqual("é | ü".replacingAll("|", "\\|"), "é \\| ü")
        XCTAssertEqual("a\r\nb|c".replacingAll("|", "\\|"), "a\r\nb\\|c")
        XCTAssertEqual("50%".replacingAll("%", "%25"), "50%25")
        XCTAssertEqual("plain".replacingAll("|", "\\|"), "plain")
    }

    func testWordSearchReadsBytes() {
        XCTAssertTrue(WireContext.contains("UserResponse", "Response"))
        XCTAssertTrue(WireContext.contains("Response", "Response"))
        XCTAssertFalse(WireContext.contains("Respons", "Response"))
        XCTAssertFalse(WireContext.contains("UserRequest", "Response"))
        XCTAssertTrue(WireContext.contains(String("xxUserOutput".dropFirst(2)), "Output"))
        XCTAssertTrue(TypeMatcher.namesARequestBody("CreateUserInput"))
        XCTAssertFalse(TypeMatcher.namesARequestBody("CreateUserInputResponse"))
        XCTAssertFalse(TypeMatcher.namesARequestBody("LoginRequestOutput"))
        XCTAssertTrue(TypeMatcher.namesARequestBody("LoginRequest"))
    }
}
