import Foundation
import XCTest

/// swift-openapi-generator accepts the exported documents, where the generator is installed.
/// It is never a dependency: set `SWIFT_OPENAPI_GENERATOR` to its executable, or put
/// `swift-openapi-generator` on the PATH; the tests are skipped otherwise.
/// `scripts/openapi-generator.sh` builds it offline from local mirrors.
///
/// Each contract is exported as JSON and as YAML, and the generator must exit 0, report no
/// error and no warning but one it has for every document of this shape (below), and write
/// the types the contract declares.
final class OpenAPIGeneratorAcceptanceTests: XCTestCase {
    static func generator() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFT_OPENAPI_GENERATOR"], FileManager.default.isExecutableFile(atPath: given) {
            return URL(fileURLWithPath: given)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swift-openapi-generator"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }

    /// The generator (1.13) skips every `{type: "null"}` schema, the OpenAPI 3.1 spelling of a
    /// nullable reference (`oneOf: [{$ref}, {type: "null"}]`) and of a field that is always
    /// null; its documentation offers no other spelling for them (apple/swift-openapi-generator
    /// issues 817, 906 and 950). These are the only warnings allowed, and only where listed.
    static let nullSkipped = "Schema \"null\" is not supported, reason: \"schema type\", skipping [context: foundIn="

    struct Contract {
        var name: String
        var folder: URL
        var types: [String]
        var nullSkippedIn: Set<String> = []
    }

    func testTheGeneratorMakesTypesFromTheExportedSampleContract() throws {
        try accept(Contract(name: "sample", folder: TestPaths.schema, types: [
            "internal struct WorkDTO:", "internal struct EditionDTO:", "internal struct AuthorDTO:", "internal enum DataProvider: String",
            "internal struct ResponseEnvelope:", "internal enum ApiResponse:",
        ]))
    }

    /// Discriminated unions (by `$ref`s, with an inline variant, by a boolean, recursive),
    /// numeric and string enums, a generic instance, maps, reserved names and alias loops.
    func testTheGeneratorAcceptsTheStressContract() throws {
        try accept(Contract(name: "stress", folder: TestPaths.fixtures.appendingPathComponent("Stress"), types: [
            "internal enum Event:", "case ClickEvent(Components.Schemas.ClickEvent)", "case scroll = \"scroll\"",
            "internal enum Expr:", "case lit = \"lit\"", "case add = \"add\"", "internal enum Result:",
            "internal enum Level: Int,", "internal enum Color: String,", "internal struct PagePerson:",
            "internal struct Awkward:", "internal typealias Ping = OpenAPIRuntime.OpenAPIValueContainer",
        ], nullSkippedIn: ["#/components/schemas/MaybeId", "Components.Schemas.Reply (#/components/schemas/Reply)/inReplyTo"]))
    }

    /// zod schemas: dates, UUIDs, URLs, enums, nullable and optional fields, recursion, records.
    func testTheGeneratorAcceptsTheZodContract() throws {
        try accept(Contract(name: "zod", folder: TestPaths.fixtures.appendingPathComponent("TypeScript/zod"), types: [
            "internal struct User:", "internal enum Role: String,", "internal enum ApiResult:", "internal struct Project:",
            "Foundation.Date", "internal struct Settings:",
        ], nullSkippedIn: [
            "Components.Schemas.AuditEntry (#/components/schemas/AuditEntry)/role", "#/components/schemas/IdOrName",
            "#/components/schemas/JsonValue", "Components.Schemas.Project (#/components/schemas/Project)/archivedAt",
            "Components.Schemas.ProjectUpdate (#/components/schemas/ProjectUpdate)/archivedAt",
        ]))
    }

    /// Generic envelopes with several instances, formats, a string-tagged union, an external type.
    func testTheGeneratorAcceptsGenericInstancesAndFormats() throws {
        guard Self.generator() != nil else { throw XCTSkip("swift-openapi-generator is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-generator-contract-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try OpenAPIExportTests.contract.write(to: folder.appendingPathComponent("shelf.ts"), atomically: true, encoding: .utf8)
        try accept(Contract(name: "shelf", folder: folder, types: [
            "internal struct PageBook:", "internal struct PageShape:", "internal struct EnvelopePageBook:",
            "internal enum Shape:", "case circle(Components.Schemas.Circle)", "internal var published: Foundation.Date",
            "internal enum Binding: String,", "internal var tags: Components.Schemas.Book.tagsPayload",
        ], nullSkippedIn: ["Components.Schemas.Book (#/components/schemas/Book)/cover"]))
    }

    func accept(_ contract: Contract, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let generator = Self.generator() else { throw XCTSkip("swift-openapi-generator is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-generator-\(contract.name)-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for format in ["json", "yaml"] {
            let what = "\(contract.name) (\(format))"
            let document = folder.appendingPathComponent("openapi.\(format)")
            let export = try runCLI(["openapi", "--contracts", contract.folder.path, "--format", format, "--output", document.path])
            XCTAssertLessThan(export.exitCode, 2, what + ": " + export.stderr, file: file, line: line)
            let output = folder.appendingPathComponent("generated-\(format)")
            let result = try runCLIAt(generator, ["generate", "--mode", "types", "--output-directory", output.path, document.path], in: folder)
            XCTAssertEqual(result.exitCode, 0, what + ": " + result.stderr, file: file, line: line)
            let diagnostics = Self.diagnostics(result.stdout + "\n" + result.stderr)
            let skipped = Set(diagnostics.compactMap { $0.hasPrefix("warning: " + Self.nullSkipped) ? String($0.dropFirst(9 + Self.nullSkipped.count).dropLast()) : nil })
            XCTAssertEqual(diagnostics.filter { !$0.hasPrefix("warning: " + Self.nullSkipped) }, [], what, file: file, line: line)
            XCTAssertEqual(skipped, contract.nullSkippedIn, what, file: file, line: line)
            let types = try String(contentsOf: output.appendingPathComponent("Types.swift"), encoding: .utf8)
            for type in contract.types {
                XCTAssertTrue(types.contains(type), "\(what): the generated types hold \(type)", file: file, line: line)
            }
        }
    }

    /// The generator's `warning: …` and `error: …` messages. It writes one on the line that
    /// ends its configuration summary, so a message is found anywhere in a line.
    static func diagnostics(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            let found = ["warning: ", "error: "].compactMap { line.range(of: $0)?.lowerBound }.min()
            return found.map { String(line[$0...]) }
        }
    }
}
