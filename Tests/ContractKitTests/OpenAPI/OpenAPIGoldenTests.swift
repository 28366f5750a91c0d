import ContractKit
import Foundation
import XCTest

/// Each folder under Fixtures/OpenAPI holds documents in the shape one generator emits
/// (FastAPI, NestJS's swagger module, zod-to-openapi) or a group of constructs. Its golden
/// file holds the IR and every diagnostic with its exact `file:line:col`.
final class OpenAPIGoldenTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("OpenAPI")

    func rendered(_ files: [String]) -> String {
        let roots = files.map { Self.root.appendingPathComponent($0).path }
        let (schema, diagnostics) = ContractPipeline.readContract(roots: roots, provider: FixtureProvider())
        var text = ContractPipeline.irJSON(schema)
        text += "\n// directions\n"
        for (name, direction) in schema.signatureDirections.sorted(by: { $0.key < $1.key }) { text += "\(name): \(direction)\n" }
        text += "\n// diagnostics\n"
        for d in diagnostics {
            var d = d
            d.location.file = SourcePath.relative(d.location.file, to: Self.root.path)
            text += d.rendered + "\n"
        }
        return text
    }

    func check(_ name: String, _ files: [String], file: StaticString = #filePath, line: UInt = #line) {
        assertGolden(rendered(files), TestPaths.golden.appendingPathComponent("OpenAPI/\(name).txt"), file: file, line: line)
    }

    func testFastAPIShapes() { check("fastapi", ["FastAPI/openapi.json"]) }
    func testNestJSSwaggerShapes() { check("nestjs", ["NestJS/swagger.json"]) }
    func testZodToOpenAPIShapes() { check("zod-to-openapi", ["ZodToOpenAPI/openapi.json"]) }
    /// Only the definitions `main.json` uses are read from the file it references.
    func testConstructsAndCrossFileReferences() { check("constructs", ["Constructs/main.json"]) }
    func testJSONSchemaDraft07And202012() { check("json-schema", ["JSONSchema/order.schema.json", "JSONSchema/customer.schema.json"]) }
    /// YAML reads like JSON; locations point into the YAML, the referenced file's included.
    func testYAMLDocumentsAndTheFilesTheyReference() { check("yaml", ["YAML/api.yaml"]) }
    func testErrorsAreLocated() { check("errors", ["Errors/swagger.json", "Errors/broken.json", "Errors/bad-syntax.json"]) }

    func read(_ file: String) -> (Schema, [Diagnostic]) {
        ContractPipeline.readContract(roots: [Self.root.appendingPathComponent(file).path], provider: FixtureProvider())
    }

    func testOperationsGiveDirections() {
        let (fastAPI, _) = read("FastAPI/openapi.json")
        XCTAssertEqual(fastAPI.signatureDirections["UserCreate"], "request")
        XCTAssertEqual(fastAPI.signatureDirections["Body_upload_avatar_users__user_id__avatar_post"], "request")
        XCTAssertEqual(fastAPI.signatureDirections["UserRead"], "response")
        XCTAssertEqual(fastAPI.signatureDirections["HTTPValidationError"], "response")
        XCTAssertNotNil(fastAPI.declaration(named: "ResponseReadStatsStatsGet"), "an inline response with a title is named by it")
        XCTAssertNil(fastAPI.declaration(named: "HealthHealthGet200Response"), "a map is no declaration")
        let (zod, _) = read("ZodToOpenAPI/openapi.json")
        XCTAssertEqual(zod.signatureDirections["CreateShapeRequest"], "request")
        XCTAssertEqual(zod.signatureDirections["CreateShape201Response"], "response")
        XCTAssertNil(zod.signatureDirections["Shape"], "sent and received: no direction")
    }

    func testUnsupportedKeywordsAreNamedWithTheirLocation() {
        let (_, diagnostics) = read("Constructs/main.json")
        let warned = diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line):\($0.location.column) \($0.message.split(separator: "'")[1])" }
        XCTAssertEqual(warned, ["17:35 prefixItems", "21:9 patternProperties", "22:9 unevaluatedProperties", "23:9 if", "24:9 then", "25:9 else", "26:9 dependentSchemas"])
    }

    /// The hand-written OpenAPI 3.1 mirror of `schema/` reads to the same declarations,
    /// fields, optionality, enums and unions as the TypeScript. OpenAPI has no generics: a
    /// type parameter there is `{}` here, any value.
    func testTheSampleContractsMirrorReadsLikeTheTypeScript() throws {
        let ts = ContractPipeline.readContract(roots: TestPaths.typeScriptFiles(in: TestPaths.schema).map(\.path), provider: FixtureProvider()).0
        let (openAPI, diagnostics) = read("SampleMirror/books-api.json")
        XCTAssertEqual(diagnostics.filter { $0.severity != .note }, [])
        XCTAssertEqual(openAPI.contractVersion, ts.contractVersion)
        XCTAssertEqual(openAPI.declarations.map(\.name).sorted(), ts.declarations.map(\.name).sorted())
        for decl in ts.declarations {
            let other = try XCTUnwrap(openAPI.declaration(named: decl.name))
            XCTAssertEqual(Shape(other), Shape(decl), decl.name)
        }
    }
}

/// A declaration without what OpenAPI cannot say or says differently: locations, docs,
/// deprecation messages, generic parameters.
private struct Shape: Equatable {
    var kind: Declaration.Kind
    var fields: [String]
    var cases: [LiteralValue]
    var discriminator: String?
    var variants: [String]

    init(_ d: Declaration) {
        kind = d.kind
        fields = (d.fields ?? []).map(Self.field)
        cases = (d.cases ?? []).map(\.value)
        discriminator = d.discriminator
        variants = (d.variants ?? []).map { "\($0.discriminatorValue.typeScriptText) \(Self.text($0.type))" }
        if d.deprecated != nil { fields.append("deprecated") }
    }

    static func field(_ f: Field) -> String {
        "\(f.name): \(text(f.type)) \(f.optionality.rawValue) default=\(f.defaultValue ?? "-")"
    }

    static func text(_ t: TypeRef) -> String {
        switch t {
        case .typeParameter: "any"
        case .reference(let name, _): name
        case .array(let e): text(e) + "[]"
        case .nullable(let e): text(e) + " | null"
        case .map(let v): "Record<string, \(text(v))>"
        case .object(let fields): "{ " + fields.map(field).joined(separator: "; ") + " }"
        default: t.typeScriptText + (t == .primitive(.integer) ? " (integer)" : "")
        }
    }
}
