import ContractKit
import Foundation
import XCTest

/// Every command on an OpenAPI document: found by content in a folder, audited, diffed
/// against another version (oasdiff's schema categories, judged from the app's side) and
/// against the TypeScript it mirrors, generated from, validated against.
final class OpenAPICommandTests: XCTestCase {
    static let fixtures = "Tests/ContractKitTests/Fixtures/OpenAPI"
    static let mirror = "\(fixtures)/SampleMirror/books-api.json"
    static let noConfig = "Tests/ContractKitTests/Fixtures/BooksTracker/none.json"

    func json(_ result: CLIResult) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
    }

    /// `severity rule Type.field` per finding.
    func findings(_ result: CLIResult) throws -> [String] {
        try XCTUnwrap(try json(result)["findings"] as? [[String: Any]]).map { f in
            "\(f["severity"]!) \(f["rule"]!) \(f["type"]!)" + ((f["field"] as? String).map { ".\($0)" } ?? "")
        }
    }

    func testTheSampleAppsAuditIsTheSameFromEitherContract() throws {
        let app = "Tests/ContractKitTests/Fixtures/BooksTracker"
        func audit(_ contracts: String) throws -> CLIResult {
            try runCLI(["audit", "--no-provenance", "--config", Self.noConfig, "--contracts", contracts,
                        "--swift", "\(app)/Shared", "\(app)/PreFix/WorkDTO.swift", "--format", "json"])
        }
        let typeScript = try audit("schema"), openAPI = try audit(Self.mirror)
        XCTAssertEqual(openAPI.exitCode, 1, openAPI.stderr)
        XCTAssertEqual(try findings(openAPI).sorted(), try findings(typeScript).sorted())
        XCTAssertTrue(try findings(openAPI).contains("error missing-field WorkDTO.coverImageURL"))
        let located = try XCTUnwrap(try json(openAPI)["findings"] as? [[String: Any]]).compactMap { $0["contract"] as? [String: Any] }
        XCTAssertTrue(located.allSatisfy { $0["file"] as? String == Self.mirror }, "findings point into the document: \(located)")
        let markdown = try runCLI(["audit", "--no-provenance", "--config", Self.noConfig, "--contracts", Self.mirror,
                                   "--swift", "\(app)/Shared", "\(app)/PreFix/WorkDTO.swift"]).stdout
        XCTAssertTrue(markdown.contains("against the contract's OpenAPI or JSON Schema document, field by field"), markdown)
        // The field tables and the files name the contract's kind, not TypeScript.
        XCTAssertTrue(markdown.contains("| Field | Schema Type | Swift Type | Status |"), markdown)
        XCTAssertFalse(markdown.contains("TypeScript Type"), markdown)
        XCTAssertTrue(markdown.contains("### OpenAPI or JSON Schema\n\n- `\(Self.mirror)`"), markdown)
        let both = try runCLI(["audit", "--no-provenance", "--config", Self.noConfig, "--contracts", Self.mirror, "Tests/ContractKitTests/Fixtures/AuditCorpus/twin-shapes/contract/artists.ts",
                               "--swift", "\(app)/Shared", "\(app)/PreFix/WorkDTO.swift"]).stdout
        XCTAssertTrue(both.contains("| Field | Contract Type | Swift Type | Status |"), both)
    }

    func testDiffOfTwoOpenAPIVersionsJudgesEachSchemaChangeFromTheApp() throws {
        let args = ["diff", "--old", "\(Self.fixtures)/Diff/v1", "--new", "\(Self.fixtures)/Diff/v2", "--config", Self.noConfig, "--format", "json"]
        let contractOnly = try runCLI(args)
        XCTAssertEqual(contractOnly.exitCode, 1, contractOnly.stderr)
        XCTAssertEqual(try findings(contractOnly), [
            "error version-not-bumped @version",
            "error field-removed Order.note",
            "error field-type-changed Order.total",
            "info enum-value-removed OrderStatus.cancelled",
            "info enum-value-added OrderStatus.returned",
            "info field-added Receipt.currency",
        ], "a required property added to a response and an enum value removed from one are safe for a decoding app")
        let withApp = try runCLI(args + ["--swift", "\(Self.fixtures)/Diff/App"])
        XCTAssertTrue(try findings(withApp).contains("error enum-value-added OrderStatus.returned"),
                      "the app's OrderStatusDTO has no case for the new value and no fallback")
    }

    func testDiffOfTheTypeScriptAndItsOpenAPIMirrorFindsOnlyTheGenerics() throws {
        let result = try runCLI(["diff", "--old", "schema", "--new", Self.mirror, "--config", Self.noConfig, "--format", "json"])
        let changes = try findings(result).filter { !$0.contains("@version") }
        XCTAssertEqual(Set(changes.map { String($0.split(separator: " ")[2].prefix { $0 != "." }) }), ["ResponseEnvelope", "SuccessResponse", "ApiResponse"],
                       "OpenAPI has no generic parameters; everything else reads the same: \(changes)")
    }

    func testAFolderIsSearchedByContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: TestPaths.repoRoot.appendingPathComponent(Self.mirror).path, toPath: folder.appendingPathComponent("api.json").path)
        try #"{"name": "backend", "version": "1.0.0"}"#.write(to: folder.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
        try #"{"$schema": "./contractkit.schema.json", "generate": {}}"#.write(to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        try "name: ci\non: push\n".write(to: folder.appendingPathComponent("workflow.yml"), atomically: true, encoding: .utf8)
        let result = try runCLI(["ir", "--contracts", folder.path, "--config", Self.noConfig])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(try json(result)["files"] as? [String], ["\(folder.lastPathComponent)/api.json"])
    }

    /// The sample app's `ResponseEnvelope<T>` pairs with the document's `ResponseEnvelope`,
    /// which has no generic parameter: it is left out, and everything else decodes.
    func testVerifyDecodesTheDocumentsPayloadsThroughTheApp() throws {
        guard ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains(where: {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }) == true else { throw XCTSkip("no swiftc on PATH") }
        let app = "Tests/ContractKitTests/Fixtures/BooksTracker"
        let result = try runCLI(["verify", "--contracts", Self.mirror, "--config", Self.noConfig,
                                 "--swift", "\(app)/Shared", "\(app)/PostFix/WorkDTO.swift", "--format", "json"])
        XCTAssertNotEqual(result.exitCode, 2, result.stderr)
        XCTAssertNotNil(try json(result)["findings"])
    }

    func testSwaggerTwoIsALocatedError() throws {
        let result = try runCLI(["ir", "--contracts", "\(Self.fixtures)/Errors/swagger.json"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("Errors/swagger.json:2:3: error: Swagger 2.0 is not supported"), result.stderr)
    }

    func testGenerateExamplesAndValidateReadTheDocument() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-generate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let generate = try runCLI(["generate", "--contracts", Self.mirror, "--config", Self.noConfig, "--output", output.path])
        XCTAssertEqual(generate.exitCode, 0, generate.stderr)
        let swift = try String(contentsOf: output.appendingPathComponent("BooksAPIJSON.swift"), encoding: .utf8)
        XCTAssertTrue(swift.contains("public struct WorkDTO: Codable"))
        XCTAssertTrue(swift.contains("public enum ApiResponse: Codable"))

        let examples = try runCLI(["examples", "--contracts", Self.mirror, "--config", Self.noConfig, "--type", "EditionDTO"])
        XCTAssertEqual(examples.exitCode, 0, examples.stderr)
        XCTAssertNotNil(try json(examples)["EditionDTO"])

        let payload = output.deletingLastPathComponent().appendingPathComponent("openapi-author-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: payload) }
        try #"{"name": "Ada", "gender": "Robot"}"#.write(to: payload, atomically: true, encoding: .utf8)
        let validate = try runCLI(["validate", "--type", "AuthorDTO", payload.path, "--contracts", Self.mirror, "--config", Self.noConfig])
        XCTAssertEqual(validate.exitCode, 1, validate.stderr)
        XCTAssertTrue(validate.stdout.contains("/gender") || validate.stderr.contains("/gender"), validate.stdout + validate.stderr)
    }

    /// A document and a TypeScript file that declare the same names (the sample mirror beside
    /// the sample's `enums.ts`): the document's are qualified by its file and its references
    /// follow them, so every IR name, and every key of the audit's JSON, is unique.
    func testADocumentBesideTypeScriptOfTheSameNamesKeepsNamesUnique() throws {
        let result = try runCLI(["ir", "--contracts", Self.mirror, "schema/enums.ts", "--config", Self.noConfig])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))
        let names = schema.declarations.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        XCTAssertTrue(names.contains("ApiErrorCode") && names.contains("BooksApi.ApiErrorCode"), "\(names)")
        let mentions = try XCTUnwrap(schema.declarations.first { $0.location.file.hasSuffix("books-api.json") && $0.fields?.contains { "\($0.type)".contains("ApiErrorCode") } == true })
        XCTAssertTrue(mentions.fields!.contains { "\($0.type)".contains("BooksApi.ApiErrorCode") }, "\(mentions.name) refers to the document's own enum")
    }
}
