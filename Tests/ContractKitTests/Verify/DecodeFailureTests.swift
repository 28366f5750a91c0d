@testable import ContractKit
import XCTest

/// Foundation's decoding errors, in both platforms' wording, as the field and the value.
final class DecodeFailureTests: XCTestCase {
    let payload = ExampleValue.object([("title", .string("Gatsby")), ("year", .number(1.5, isInteger: false)), ("count", .number(3, isInteger: true))])

    func read(_ kind: String, path: String = "", expected: String? = nil, error: String, swift: [String: String] = [:]) -> DecodeFailure {
        DecodeFailure.read(RuntimeFindings.Result(ok: false, kind: kind, path: path, expected: expected, error: error), payload: payload,
                           fallback: .object([("title", .string("Gatsby")), ("missing", .string("example"))]), swiftType: { swift[$0] })
    }

    func testLinuxNamesNoFieldAndTheFractionIsFoundInThePayload() {
        let failure = read("dataCorrupted", error: "The given data was not valid JSON.", swift: ["year": "Int?"])
        XCTAssertEqual(failure.text, "at `year`: 1.5 does not fit Int")
        XCTAssertEqual(failure.substitute, .number(1, isInteger: true))
    }

    func testDarwinsWordingReadsTheSame() {
        let failure = read("dataCorrupted", path: "year", error: "Parsed JSON number <1.5> does not fit in Int.")
        XCTAssertEqual(failure.text, "at `year`: 1.5 does not fit Int")
    }

    func testAMismatchNamesTheValueAndTheTypeAndSuppliesOneThatFits() {
        let failure = read("typeMismatch", path: "title", expected: "Int", error: "Expected to decode Int but found a string instead.")
        XCTAssertEqual(failure.text, "at `title`: \"Gatsby\" does not fit Int")
        XCTAssertEqual(failure.substitute, .number(1, isInteger: true))
    }

    func testAMissingKeyIsFilledFromTheFullPayloadSoDecodingGoesOn() {
        let failure = read("keyNotFound", path: "missing", error: "No value associated with key")
        XCTAssertEqual(failure.substitute, .string("example"))
        let patched = payload.setting(JSONPath.parse(failure.path)[...], to: failure.substitute!)
        XCTAssertEqual(patched.value(at: [.key("missing")]), .string("example"))
    }

    func testHARRoutesMatchMethodAndPathPatterns() {
        let at = SourceLocation(file: "c.json", line: 1, column: 1)
        let routes = [VerifyRoute(method: "GET", pattern: "/v1/search/*", type: "A", location: at),
                      VerifyRoute(method: nil, pattern: "/v1/works/**", type: "B", location: at)]
        XCTAssertEqual(HARRoutes.match(method: "get", url: "https://x.example/v1/search/title?q=a", routes)?.type, "A")
        XCTAssertNil(HARRoutes.match(method: "GET", url: "https://x.example/v1/search/title/more", routes))
        XCTAssertEqual(HARRoutes.match(method: "POST", url: "https://x.example/v1/works/1/editions", routes)?.type, "B")
    }
}
