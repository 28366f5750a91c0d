import ContractKit
import Foundation
import XCTest

/// The shapes that client generators (swift-openapi-generator among them) read differently
/// from a JSON Schema validator: a discriminator over inline variants, numeric enums, and
/// aliases that loop through other aliases. Each is exported so that both read the contract.
final class OpenAPIExportClientShapesTests: XCTestCase {
    static let contract = """
    export interface Click { type: 'click'; x: number }
    export interface Key { type: 'key'; code: string }
    /** Two variants declared apart and one written inline. */
    export type Event = Click | Key | { type: 'scroll'; delta: number };
    export type Expr = { op: 'lit'; value: number } | { op: 'neg'; of: Expr };
    export type Tapped = Click | Key;

    export enum Level { Low, Mid = 5, High }
    export type Ratio = 0.5 | 1.5;
    export type Mixed = 1 | 2.5;
    export interface Dial { level: Level; ratio: Ratio; answer: 42; half: 0.5 }

    /** A loop of aliases only. */
    export type Ping = Pong;
    export type Pong = Ping | null;
    export type Loop = Loop | string;
    export type Echo = Ping;
    export type Tree = { children: Tree[] };
    export type Forest = Tree[];
    """

    lazy var result = OpenAPIExporter.export(readContract(["/api/events.ts": Self.contract]).0, info: .init(title: "Events", version: "1"))

    func schema(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> OpenAPIValue {
        try XCTUnwrap(result.document["components"]?["schemas"]?[name], "no schema \(name)", file: file, line: line)
    }

    /// "When using the discriminator, inline schemas will not be considered" (OpenAPI's
    /// Discriminator Object): with one inline variant the union is told apart by its `const`s.
    func testADiscriminatorOnlyWhenEveryVariantIsAReference() throws {
        let event = try schema("Event")
        XCTAssertNil(event["discriminator"], "an inline variant would be dropped by the discriminator")
        guard case .array(let variants)? = event["oneOf"] else { return XCTFail("no oneOf") }
        XCTAssertEqual(variants.count, 3)
        XCTAssertEqual(variants[2]["properties"]?["type"], .object([("type", .string("string")), ("const", .string("scroll"))]))
        XCTAssertNil(try schema("Expr")["discriminator"])
        XCTAssertEqual(try schema("Tapped")["discriminator"]?["propertyName"], .string("type"))
    }

    func testWholeNumbersAreIntegersSoNumericEnumsStayEnums() throws {
        XCTAssertEqual(try schema("Level"), .object([
            ("type", .string("integer")), ("enum", .array([.number(0), .number(5), .number(6)])),
            ("x-enum-varnames", .array([.string("Low"), .string("Mid"), .string("High")])),
        ]))
        XCTAssertEqual(try schema("Ratio")["type"], .string("number"))
        XCTAssertEqual(try schema("Mixed")["type"], .string("number"), "an integer among fractions is a number")
        let dial = try XCTUnwrap(try schema("Dial")["properties"])
        XCTAssertEqual(dial["answer"], .object([("type", .string("integer")), ("const", .number(42))]))
        XCTAssertEqual(dial["half"], .object([("type", .string("number")), ("const", .number(0.5))]))
    }

    func testAliasesThatLoopThroughAliasesOnlyAreAnyValueWithAWarning() throws {
        for name in ["Ping", "Pong", "Loop"] {
            let loop = try schema(name)
            XCTAssertNil(loop["$ref"], name)
            XCTAssertNil(loop["oneOf"], name)
            guard case .string(let description)? = loop["description"] else { return XCTFail("\(name): no description") }
            XCTAssertTrue(description.contains("the alias '\(name)', which refers to itself through other aliases only"), description)
        }
        guard case .string(let ping)? = try schema("Ping")["description"] else { return XCTFail("no description") }
        XCTAssertTrue(ping.hasPrefix("A loop of aliases only.\n\nContractKit could not express this in OpenAPI"), ping)
        XCTAssertEqual(try schema("Echo"), .object([("$ref", .string("#/components/schemas/Ping"))]), "an alias that leads into a loop is not in it")
        XCTAssertEqual(try schema("Tree")["properties"]?["children"]?["items"], .object([("$ref", .string("#/components/schemas/Tree"))]))
        XCTAssertEqual(try schema("Forest")["items"], .object([("$ref", .string("#/components/schemas/Tree"))]))
        let warnings = result.diagnostics.map(\.rendered)
        XCTAssertEqual(warnings.count, 3, warnings.joined(separator: "\n"))
        XCTAssertTrue(warnings[0].hasPrefix("api/events.ts:14:13: warning: OpenAPI cannot express the alias 'Ping'"), warnings[0])
    }

    /// The unions without a discriminator, and the numeric enums (member names kept in
    /// `x-enum-varnames`), read back to the contract's declarations.
    func testTheUnionsWithoutADiscriminatorAndNumericEnumsRoundTrip() throws {
        let (typeScript, _) = readContract(["/api/events.ts": Self.contract])
        let (openAPI, _) = readContract(["/exported/events.openapi.json": result.document.json])
        for name in ["Event", "Expr", "Tapped", "Dial", "Level", "Ratio"] {
            let a = try XCTUnwrap(typeScript.declaration(named: name)), b = try XCTUnwrap(openAPI.declaration(named: name), name)
            XCTAssertEqual(OpenAPIRoundTripTests.normalized(b), OpenAPIRoundTripTests.normalized(a), name)
        }
    }
}
