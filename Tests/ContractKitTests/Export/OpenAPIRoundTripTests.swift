import ContractKit
import Foundation
import XCTest

/// TypeScript → OpenAPI → IR gives the TypeScript IR back, apart from locations and what
/// the Exporting OpenAPI article says the document cannot hold: a deprecation's message,
/// enum members' names and docs, `unknown` apart from `any`. Generic declarations come back
/// generic, from the templates the exporter marks; their instances come back as declarations.
final class OpenAPIRoundTripTests: XCTestCase {
    static let contract = """
    /** A page of results. */
    export interface Page<T> {
      items: T[];
      /** @integer */
      total: number;
      next?: string | null;
    }

    export interface Envelope<T> {
      data: T;
      error?: string;
    }

    export type Binding = 'Hardcover' | 'Paperback' | 'E-book';

    /** A book on a shelf. */
    export interface Book {
      /** @format uuid */
      id: string;
      published: Date;
      link?: URL;
      /** @deprecated use published */
      year?: number;
      tags: Record<string, number>;
      kind: 'book';
      cover: Book | null;
      binding: Binding;
      bindings?: Binding[] | null;
      either: string | number;
      readonly isbn: string;
      size?: { width: number; height: number };
    }

    export interface Circle { kind: 'circle'; radius: number }
    export interface Square { kind: 'square'; side: number }
    export type Shape = Circle | Square;

    export interface Saved { ok: true; id: string }
    export interface Refused { ok: false; reason: string }
    export type Outcome = Saved | Refused;

    export interface Shelf {
      first: Page<Book>;
      nested: Envelope<Page<Book>>;
      shapes: Shape[];
      last?: Outcome;
    }
    """

    func roundTrip(_ files: [String: String]) throws -> (typeScript: Schema, openAPI: Schema) {
        let (typeScript, diagnostics) = readContract(files)
        XCTAssertEqual(diagnostics.filter { $0.severity != .note }.map(\.rendered), [])
        let exported = OpenAPIExporter.export(typeScript, info: .init(title: "Books", version: "1.0.0"))
        XCTAssertEqual(exported.diagnostics.map(\.rendered), [])
        let (openAPI, readDiagnostics) = readContract(["/exported/books.openapi.json": exported.document.json])
        XCTAssertEqual(readDiagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        return (typeScript, openAPI)
    }

    func testTheSampleContractRoundTrips() throws {
        var files: [String: String] = [:]
        for url in TestPaths.typeScriptFiles(in: TestPaths.schema) { files["/schema/" + url.lastPathComponent] = try TestPaths.read(url) }
        let (typeScript, openAPI) = try roundTrip(files)
        assertSameDeclarations(typeScript, openAPI)
        // The generic envelopes come back generic, not as objects whose `data` is any value.
        let envelope = try XCTUnwrap(openAPI.declaration(named: "ResponseEnvelope"))
        XCTAssertEqual(envelope.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(envelope.fields?.first?.type, .typeParameter("T"))
        XCTAssertEqual(envelope.fields?.first?.optionality, .nullable)
        let union = try XCTUnwrap(openAPI.declaration(named: "ApiResponse"))
        XCTAssertEqual(union.variants?.first?.type, .reference(name: "SuccessResponse", arguments: [.typeParameter("T")]))
    }

    func testAContractWithEveryMappingAndGenericInstancesRoundTrips() throws {
        let (typeScript, openAPI) = try roundTrip(["/api/books.ts": Self.contract])
        assertSameDeclarations(typeScript, openAPI)
        // Each instance reads back as its generic's fields with the arguments bound.
        let page = try XCTUnwrap(openAPI.declaration(named: "PageBook"))
        XCTAssertEqual(page.fields?.map(\.name), ["items", "total", "next"])
        XCTAssertEqual(page.fields?.first?.type, .array(.reference(name: "Book", arguments: [])))
        XCTAssertEqual(openAPI.declaration(named: "EnvelopePageBook")?.fields?.first?.type, .reference(name: "PageBook", arguments: []))
    }

    /// Every TypeScript declaration is in the OpenAPI IR, generic ones with their parameters,
    /// equal once locations and what the document cannot hold are set aside, references to
    /// instances by their names.
    func assertSameDeclarations(_ typeScript: Schema, _ openAPI: Schema, file: StaticString = #filePath, line: UInt = #line) {
        for decl in typeScript.declarations {
            guard let read = openAPI.declaration(named: decl.name) else {
                XCTFail("\(decl.name) did not come back", file: file, line: line)
                continue
            }
            XCTAssertEqual(Self.normalized(read), Self.normalized(decl), decl.name, file: file, line: line)
        }
    }

    static let nowhere = SourceLocation(file: "", line: 0, column: 0)

    static func normalized(_ decl: Declaration) -> Declaration {
        var d = decl
        d.location = nowhere
        d.deprecated = d.deprecated.map { _ in "" }
        d.fields = d.fields?.map(normalized)
        d.cases = d.cases?.map { EnumCase(value: $0.value, location: nowhere) }
        d.variants = d.variants?.map { UnionVariant(discriminatorValue: $0.discriminatorValue, type: normalized($0.type), location: nowhere) }
        d.target = d.target.map(normalized)
        // JSON Schema has one "any value": `unknown` reads back as `any`.
        d.genericParameters = d.genericParameters.map { p in
            GenericParameter(name: p.name, constraint: p.constraint, defaultType: p.defaultType.map { $0 == .unknown ? .any : normalized($0) })
        }
        return d
    }

    static func normalized(_ field: Field) -> Field {
        var f = field
        f.location = nowhere
        f.deprecated = f.deprecated.map { _ in "" }
        f.type = normalized(f.type)
        return f
    }

    static func normalized(_ type: TypeRef) -> TypeRef {
        switch type {
        case .reference(let name, let arguments) where !arguments.isEmpty: .reference(name: name + arguments.map(instancePart).joined(), arguments: [])
        case .array(let e): .array(normalized(e))
        case .map(let v): .map(normalized(v))
        case .nullable(let e): .nullable(normalized(e))
        case .union(let members): .union(members.map(normalized))
        case .object(let fields): .object(fields.map(normalized))
        default: type
        }
    }

    /// The naming rule for the arguments this test's contracts use: `Page<Book>` is `PageBook`.
    static func instancePart(_ type: TypeRef) -> String {
        guard case .reference(let name, let arguments) = type else { return type.typeScriptText }
        return name + arguments.map(instancePart).joined()
    }
}
