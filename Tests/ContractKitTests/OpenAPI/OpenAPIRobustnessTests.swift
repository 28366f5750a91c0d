import ContractKit
import XCTest

/// Documents that are valid JSON but odd or hostile as schemas: each reads without a crash
/// or a hang, and every diagnostic is located.
final class OpenAPIRobustnessTests: XCTestCase {
    func read(_ schemas: String, file: String = "/api/openapi.json") -> (Schema, [Diagnostic]) {
        let text = #"{"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "components": {"schemas": "# + schemas + "}}"
        return ContractPipeline.readContract(roots: [file], provider: InMemorySourceProvider([file: text]))
    }

    func testOddSchemasReadWithLocatedDiagnostics() {
        let cases = [
            ##"{"A": {"allOf": [{"$ref": "#/components/schemas/A"}]}}"##,
            ##"{"A": {"allOf": [{"$ref": "#/components/schemas/B"}]}, "B": {"allOf": [{"$ref": "#/components/schemas/A"}]}}"##,
            ##"{"A": {"$ref": "#/components/schemas/A/properties/x"}}"##,
            ##"{"A": {"properties": {"x": {"$ref": "#/components/schemas/A/properties/x"}}}}"##,
            ##"{"A": {"$ref": "#"}}"##,
            ##"{"A": {"$ref": 5}, "B": {"type": 7}, "C": {"properties": []}, "D": {"items": [{"type": "string"}], "type": "array"}}"##,
            ##"{"A": {"enum": [1, "a", null, true, {}]}, "B": {"enum": []}, "C": {"const": {"x": 1}}}"##,
            ##"{"A": {"oneOf": [{"$ref": "#/components/schemas/B"}, {"$ref": "#/components/schemas/B"}], "discriminator": {"propertyName": "k", "mapping": {"x": "nothing", "y": "#", "z": "#foo"}}}, "B": {"properties": {"k": {"const": "b"}}}}"##,
            ##"{"A": {"oneOf": []}, "B": {"anyOf": [{"type": "null"}]}, "C": {"allOf": []}, "D": false, "E": true, "F": "text"}"##,
            ##"{"A/B~C": {"type": "object"}, "X": {"$ref": "#/components/schemas/A~1B~0C"}, "Y": {"$ref": "#/components/schemas/A~1B%7E0C"}}"##,
        ]
        for schemas in cases {
            let (schema, diagnostics) = read(schemas)
            XCTAssertFalse(schema.declarations.isEmpty, schemas)
            for d in diagnostics { XCTAssertGreaterThan(d.location.line, 0, "\(d.message) in \(schemas)") }
        }
    }

    func testEscapedPointersNameTheDefinition() {
        let (schema, _) = read(##"{"A/B~C": {"type": "object", "properties": {}}, "X": {"$ref": "#/components/schemas/A~1B~0C"}, "Y": {"$ref": "#/components/schemas/A~1B%7E0C"}}"##)
        XCTAssertEqual(schema.declaration(named: "X")?.target, .reference(name: "A/B~C", arguments: []))
        XCTAssertEqual(schema.declaration(named: "Y")?.target, .reference(name: "A/B~C", arguments: []))
    }

    func testAReferenceCycleThroughInlineSchemasStops() {
        let (schema, diagnostics) = read(##"{"A": {"properties": {"x": {"$ref": "#/components/schemas/A/properties/x"}}}}"##)
        XCTAssertEqual(schema.declaration(named: "A")?.fields?.first?.type, .any)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("nested too deep") })
    }
}
