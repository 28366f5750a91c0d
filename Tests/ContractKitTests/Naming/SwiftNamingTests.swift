import ContractKit
import XCTest

final class SwiftNamingTests: XCTestCase {
    /// Raw enum values and the case names they must become, escaped as they are written.
    func testEnumCaseNames() {
        let table: [(String, String)] = [
            ("E-book", "ebook"),
            ("Mass Market", "massMarket"),
            ("INVALID_ISBN", "invalidIsbn"),
            ("INVALID_URL", "invalidURL"),
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

    /// The built-in acronyms are generic; a team's own come from `generate.acronyms`.
    func testATeamsAcronymsStayUpperCase() throws {
        XCTAssertEqual(SwiftNaming.caseName("INVALID_ISBN", acronyms: SwiftNaming.acronyms.union(["ISBN"])), "invalidISBN")
        XCTAssertEqual(SwiftNaming.propertyName("sku_code", acronyms: SwiftNaming.acronyms.union(["SKU"])), "skuCode")
        XCTAssertEqual(SwiftNaming.upperCamel("parent_sku", acronyms: SwiftNaming.acronyms.union(["SKU"])), "ParentSKU")
        XCTAssertFalse(SwiftNaming.acronyms.contains("ISBN") || SwiftNaming.acronyms.contains("ASIN"), "no book vocabulary is built in")

        let (schema, _) = readContract(["/c/a.ts": "export type Problem = 'INVALID_ISBN' | 'MISSING_SKU';\n"])
        var config = ContractKitConfig()
        config.generate.acronyms = ["ISBN", "SKU"]
        let swift = ContractPipeline.generateSwift(schema, config: config).files.map(\.contents).joined()
        XCTAssertTrue(swift.contains("case invalidISBN") && swift.contains("case missingSKU"), swift)
        let plain = ContractPipeline.generateSwift(schema, config: ContractKitConfig()).files.map(\.contents).joined()
        XCTAssertTrue(plain.contains("case invalidIsbn") && plain.contains("case missingSku"), plain)
    }

    func testPropertyNamesKeepWireNamesThatAreIdentifiers() {
        let table: [(String, String)] = [
            ("coverImageURL", "coverImageURL"),
            ("isbndbID", "isbndbID"),
            ("created_at", "createdAt"),
            ("first-name", "firstName"),
            ("default", "`default`"),
            ("Type", "type"), ("DB", "db"), ("QRCode", "qrCode"),
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

/// Wire names that are not Swift identifiers, with inline object and enum types: the
/// generated Swift must compile, and no nested type may share its property's name.
final class WireNameGenerationTests: XCTestCase {
    static let contract = """
    export interface Account {
      "2fa": { secret_code: string; QRCode: string };
      "content-type": 'json' | 'xml';
      "@id": { value: string };
      "$ref": 'a' | 'b';
      class: { name: string };
      self: 'x' | 'y';
      Type: { kind: string };
      Address: { street: string };
      id: string;
      "x-rate-limit": { remaining: number }[];
    }
    """

    func testNestedTypesNeverCollideAndTheSwiftCompiles() throws {
        let (schema, diagnostics) = readContract(["/names.ts": Self.contract])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let (files, _) = ContractPipeline.generateSwift(schema, config: ContractKitConfig())
        let names = try XCTUnwrap(files.first { $0.name == "Names.swift" }).contents
        let declarations = names.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("public let") || $0.hasPrefix("public struct") || $0.hasPrefix("public enum") }
            .map { $0.components(separatedBy: ":").first!.components(separatedBy: "<").first! }
        XCTAssertEqual(declarations, [
            "public struct Account",
            "public let _2fa", "public let contentType", "public let id", "public let ref", "public let `class`",
            "public let `self`", "public let type", "public let address", "public let id2", "public let xrateLimit",
            "public struct _2faType", "public let secretCode", "public let qrCode", "public enum ContentType",
            "public struct ID", "public let value", "public enum Ref", "public struct Class", "public let name",
            "public enum SelfInfo", "public struct TypeInfo", "public let kind", "public struct Address", "public let street",
            "public struct XRateLimit", "public let remaining",
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wire-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        for version in ["6", "5"] {
            let check = try typecheckSwift(paths, swiftVersion: version)
            XCTAssertEqual(check.status, 0, "Swift \(version):\n\(check.output)")
        }
    }
}
