import ContractKit
import Foundation
import XCTest

/// Each rule of the OpenAPI export, on a contract written for it.
final class OpenAPIExportTests: XCTestCase {
    static let contract = """
    import { User } from '@prisma/client';

    /** A page of results. */
    export interface Page<T> {
      items: T[];
      /** @integer */
      total: number;
      next?: string | null;
    }

    export interface Envelope<T> {
      data: T;
    }

    /** A book on a shelf. */
    export interface Book {
      /** @format uuid */
      id: string;
      published: Date;
      link: URL;
      /** @deprecated use published */
      year?: number;
      /**
       * How many copies.
       * @default 1
       */
      copies: number;
      tags: Record<string, number>;
      kind: 'book';
      cover: Book | null;
      format: 'hardcover' | 'paperback';
      owner: User;
      weird: Book extends string ? number : boolean;
      either: string | number;
      readonly isbn: string;
    }

    export type Binding = 'Hardcover' | 'Paperback';

    export interface Circle { kind: 'circle'; radius: number }
    export interface Square { kind: 'square'; side: number }
    export type Shape = Circle | Square;

    export interface Shelf {
      first: Page<Book>;
      nested: Envelope<Page<Book>>;
      shapes: Page<Shape>[];
      again?: Page<Book>;
    }
    """

    func export(_ files: [String: String]) -> OpenAPIExporter.Result {
        OpenAPIExporter.export(readContract(files).0, info: .init(title: "Shelf API", version: "1.2.0"))
    }

    lazy var result = export(["/api/shelf.ts": Self.contract])

    func schema(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> OpenAPIValue {
        try XCTUnwrap(result.document["components"]?["schemas"]?[name], "no schema \(name)", file: file, line: line)
    }

    func testTheDocumentStartsWithItsVersionInfoAndEmptyPaths() {
        guard case .object(let members) = result.document else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["openapi", "info", "paths", "components"])
        XCTAssertEqual(result.document["openapi"], .string("3.1.0"))
        XCTAssertEqual(result.document["info"], .object([("title", .string("Shelf API")), ("version", .string("1.2.0"))]))
        XCTAssertEqual(result.document["paths"], .object([]))
    }

    func testObjectsHavePropertiesInContractOrderAndOnlyRequiredFieldsRequired() throws {
        let book = try schema("Book")
        XCTAssertEqual(book["type"], .string("object"))
        guard case .object(let properties)? = book["properties"] else { return XCTFail("no properties") }
        XCTAssertEqual(properties.map(\.key), ["id", "published", "link", "year", "copies", "tags", "kind", "cover", "format", "owner", "weird", "either", "isbn"])
        guard case .array(let required)? = book["required"] else { return XCTFail("no required") }
        XCTAssertFalse(required.contains(.string("year")))
        XCTAssertTrue(required.contains(.string("cover")), "nullable is not optional")
        XCTAssertEqual(required.first, .string("id"))
        XCTAssertEqual(book["description"], .string("A book on a shelf."))
    }

    func testPrimitivesFormatsMapsLiteralsAndInlineEnums() throws {
        let p = try XCTUnwrap(try schema("Book")["properties"])
        XCTAssertEqual(p["id"], .object([("type", .string("string")), ("format", .string("uuid"))]))
        XCTAssertEqual(p["published"]?["format"], .string("date-time"))
        XCTAssertEqual(p["link"]?["format"], .string("uri"))
        XCTAssertEqual(p["tags"], .object([("type", .string("object")), ("additionalProperties", .object([("type", .string("number"))]))]))
        XCTAssertEqual(p["kind"], .object([("type", .string("string")), ("const", .string("book"))]))
        XCTAssertEqual(p["format"]?["enum"], .array([.string("hardcover"), .string("paperback")]))
        XCTAssertEqual(p["either"]?["oneOf"], .array([.object([("type", .string("string"))]), .object([("type", .string("number"))])]))
        XCTAssertEqual(try schema("PageBook")["properties"]?["total"]?["type"], .string("integer"))
    }

    func testNullableIsATypeListForPlainTypesAndOneOfForReferences() throws {
        XCTAssertEqual(try schema("PageBook")["properties"]?["next"]?["type"], .array([.string("string"), .string("null")]))
        XCTAssertEqual(try schema("Book")["properties"]?["cover"], .object([("oneOf", .array([
            .object([("$ref", .string("#/components/schemas/Book"))]), .object([("type", .string("null"))]),
        ]))]))
    }

    func testDocsDeprecationDefaultsAndReadOnly() throws {
        let p = try XCTUnwrap(try schema("Book")["properties"])
        XCTAssertEqual(p["year"]?["deprecated"], .bool(true))
        XCTAssertEqual(p["copies"]?["description"], .string("How many copies."))
        XCTAssertEqual(p["copies"]?["default"], .number(1))
        XCTAssertEqual(p["isbn"]?["readOnly"], .bool(true))
        XCTAssertNil(p["id"]?["readOnly"])
    }

    func testStringEnumsAndDiscriminatedUnions() throws {
        XCTAssertEqual(try schema("Binding"), .object([("type", .string("string")), ("enum", .array([.string("Hardcover"), .string("Paperback")]))]))
        let shape = try schema("Shape")
        XCTAssertEqual(shape["oneOf"], .array([.object([("$ref", .string("#/components/schemas/Circle"))]), .object([("$ref", .string("#/components/schemas/Square"))])]))
        XCTAssertEqual(shape["discriminator"], .object([("propertyName", .string("kind")), ("mapping", .object([
            ("circle", .string("#/components/schemas/Circle")), ("square", .string("#/components/schemas/Square")),
        ]))]))
    }

    func testWhatOpenAPICannotExpressIsDescribedAndWarnedAboutAtItsLocation() throws {
        let p = try XCTUnwrap(try schema("Book")["properties"])
        guard case .string(let owner)? = p["owner"]?["description"], case .string(let weird)? = p["weird"]?["description"] else {
            return XCTFail("no description on the inexpressible fields")
        }
        XCTAssertTrue(owner.contains("external type 'User' from '@prisma/client'"), owner)
        XCTAssertTrue(weird.contains("unsupported conditional type"), weird)
        let rendered = result.diagnostics.map(\.rendered)
        XCTAssertEqual(rendered.count, 2, rendered.joined(separator: "\n"))
        XCTAssertTrue(rendered[0].hasPrefix("api/shelf.ts:32:3: warning: OpenAPI cannot express the external type 'User'"), rendered[0])
        XCTAssertTrue(rendered[0].contains("(Book.owner)"), rendered[0])
        XCTAssertTrue(rendered[1].hasPrefix("api/shelf.ts:33:3: warning: OpenAPI cannot express an unsupported conditional type (Book.weird)"), rendered[1])
    }

    func testOneSchemaPerGenericInstanceTheContractUsesNamedByItsArguments() throws {
        guard case .object(let schemas)? = result.document["components"]?["schemas"] else { return XCTFail("no schemas") }
        // The instances, and each generic declaration once as a template under its own name.
        XCTAssertEqual(schemas.map(\.key), ["Binding", "Book", "Circle", "Envelope", "EnvelopePageBook", "Page", "PageBook", "PageShape", "Shape", "Shelf", "Square"])
        XCTAssertEqual(try schema("Page")["x-contractkit-generic"], .array([.object([("name", .string("T"))])]))
        let shelf = try XCTUnwrap(try schema("Shelf")["properties"])
        XCTAssertEqual(shelf["first"], .object([("$ref", .string("#/components/schemas/PageBook"))]))
        XCTAssertEqual(shelf["again"], shelf["first"])
        XCTAssertEqual(shelf["nested"], .object([("$ref", .string("#/components/schemas/EnvelopePageBook"))]))
        XCTAssertEqual(shelf["shapes"]?["items"], .object([("$ref", .string("#/components/schemas/PageShape"))]))
        XCTAssertEqual(try schema("EnvelopePageBook")["properties"]?["data"], shelf["first"])
        XCTAssertEqual(try schema("PageBook")["properties"]?["items"]?["items"], .object([("$ref", .string("#/components/schemas/Book"))]))
        XCTAssertEqual(try schema("PageBook")["description"], .string("A page of results."))
    }

    func testAnInstanceNameADeclarationHasGetsANumberWhateverTheFileOrder() throws {
        let files = [
            "/api/a.ts": "export interface Page<T> { items: T[] }\nexport interface Book { id: string }\nexport interface Shelf { books: Page<Book>; other: Page<string> }\n",
            "/api/b.ts": "export interface PageBook { note: string }\n",
        ]
        let first = export(files)
        let second = export(["/api/z.ts": files["/api/a.ts"]!, "/api/0.ts": files["/api/b.ts"]!])
        let schemas = first.document["components"]?["schemas"]
        XCTAssertEqual(schemas?["PageBook"]?["properties"]?["note"], .object([("type", .string("string"))]))
        XCTAssertEqual(schemas?["PageBook2"]?["properties"]?["items"]?["items"], .object([("$ref", .string("#/components/schemas/Book"))]))
        XCTAssertEqual(schemas?["Shelf"]?["properties"]?["books"], .object([("$ref", .string("#/components/schemas/PageBook2"))]))
        XCTAssertEqual(schemas?["Shelf"]?["properties"]?["other"], .object([("$ref", .string("#/components/schemas/PageString"))]))
        XCTAssertEqual(first.document.json, second.document.json)
    }

    func testAGenericNoOneInstantiatesIsWrittenOnceWithItsDefaults() throws {
        let schemas = export(["/api/e.ts": "export interface Envelope<T = unknown, E = string> { data: T; error: E }\n"]).document["components"]?["schemas"]
        guard case .object(let members)? = schemas else { return XCTFail("no schemas") }
        XCTAssertEqual(members.map(\.key), ["Envelope"])
        // Any value and a string, as the defaults say, each marked as its parameter's use.
        XCTAssertEqual(schemas?["Envelope"]?["properties"]?["data"], .object([("x-contractkit-parameter", .string("T"))]))
        XCTAssertEqual(schemas?["Envelope"]?["properties"]?["error"], .object([("type", .string("string")), ("x-contractkit-parameter", .string("E"))]))
        XCTAssertEqual(schemas?["Envelope"]?["x-contractkit-generic"],
                       .array([.object([("name", .string("T")), ("default", .object([]))]), .object([("name", .string("E")), ("default", .object([("type", .string("string"))]))])]))
    }
}
