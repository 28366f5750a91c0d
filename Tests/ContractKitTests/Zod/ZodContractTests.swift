import ContractKit
import Foundation
import XCTest

/// Contracts written as zod schemas: read into the IR, generated as Swift that compiles and
/// decodes, audited at the schema property's location, and diffed by format.
final class ZodContractTests: XCTestCase {
    static let fixture = "Tests/ContractKitTests/Fixtures/TypeScript/zod"
    var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("zod-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    func generate(formats: [String: String]) throws -> [String] {
        let config = work.appendingPathComponent("contractkit.json")
        let json = try JSONSerialization.data(withJSONObject: ["generate": ["formats": formats]])
        try json.write(to: config)
        let output = work.appendingPathComponent("Generated")
        let result = try runCLI(["generate", "--quiet", "--contracts", Self.fixture, "--config", config.path, "--output", output.path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        return try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }.sorted().map { output.appendingPathComponent($0).path }
    }

    func testGeneratedSwiftUsesIntAndConfiguredDatesAndTypechecksInBothModes() throws {
        let files = try generate(formats: ["date-time": "Date", "uuid": "UUID", "uri": "URL"])
        let user = try String(contentsOfFile: files.first { $0.hasSuffix("/User.swift") }!, encoding: .utf8)
        for line in ["public let id: UUID", "public let loginCount: Int", "public let createdAt: Date", "public let avatarUrl: URL?",
                     "public let birthday: String?", "public let score: Double"] {
            XCTAssertTrue(user.contains(line + "\n"), "\(line) in:\n\(user)")
        }
        for version in ["5", "6"] {
            let (status, output) = try typecheckSwift(files, swiftVersion: version)
            XCTAssertEqual(status, 0, "Swift \(version):\n\(output)")
        }
        // Without formats, formatted strings stay String.
        let plain = try generate(formats: [:])
        let plainUser = try String(contentsOfFile: plain.first { $0.hasSuffix("/User.swift") }!, encoding: .utf8)
        XCTAssertTrue(plainUser.contains("public let createdAt: String\n") && plainUser.contains("public let id: String\n"), plainUser)
    }

    func testAGeneratedDTODecodesAnISOTimestampWithMilliseconds() throws {
        guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        let files = try generate(formats: ["date-time": "Date", "uuid": "UUID"])
        let main = work.appendingPathComponent("main.swift")
        try #"""
        import Foundation
        let json = """
        {"id": "0b6c4b5e-6f2a-4c0e-9d7b-2f1e3a4b5c6d", "actorEmail": "a@example.com", "at": "2026-01-15T10:30:00.123Z",
         "day": "2026-01-15", "attempts": 3, "role": null}
        """
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .contractKitISO8601
        let entry = try decoder.decode(AuditEntry.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .contractKitISO8601
        encoder.outputFormatting = [.sortedKeys]
        print(entry.at.timeIntervalSince1970, entry.attempts, entry.id.uuidString)
        print(String(decoding: try encoder.encode(entry), as: UTF8.self))
        """#.write(to: main, atomically: true, encoding: .utf8)
        let program = work.appendingPathComponent("decode").path
        let compile = Process()
        compile.executableURL = swiftc
        compile.arguments = ["-o", program, main.path] + files
        let errors = Pipe()
        compile.standardError = errors
        try compile.run()
        let compileOutput = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0, compileOutput)
        let output = try runProcess(program, [])
        XCTAssertTrue(output.hasPrefix("1768473000.123 3 0B6C4B5E-6F2A-4C0E-9D7B-2F1E3A4B5C6D\n"), output)
        XCTAssertTrue(output.contains(#""at":"2026-01-15T10:30:00.123Z""#), output)
    }

    /// A project that extends zod once and re-exports it (`import { z } from '../_shared/z.ts'`):
    /// its schemas are zod schemas, and a helper around one (`float(z.number())`) costs only that property.
    func testZodReExportedByTheProjectsOwnModuleIsZod() throws {
        let result = try runCLI(["ir", "--contracts", "Tests/ContractKitTests/Fixtures/TypeScript/zod-reexport"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let ir = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let declarations = try XCTUnwrap(ir["declarations"] as? [[String: Any]])
        let fields = Dictionary(uniqueKeysWithValues: declarations.map { d in
            (d["name"] as? String ?? "", (d["fields"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        })
        XCTAssertEqual(fields["MovieCheckinRequest"], ["movieId", "message", "rating"])
        XCTAssertEqual(fields["CheckinResponse"], ["id", "watchedAt", "sharing"])
        XCTAssertTrue(result.stderr.contains("schemas.ts:7:11: warning: unsupported value of 'rating'"), result.stderr)
    }

    func testTheAuditPointsAtTheSchemaProperty() throws {
        let folder = "Tests/ContractKitTests/Fixtures/AuditCorpus/zod-api"
        let result = try runCLI(["audit", "--contracts", "\(folder)/contract", "--swift", "\(folder)/Sources", "--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        func contract(_ rule: String) -> String? {
            guard let at = findings.first(where: { $0["rule"] as? String == rule })?["contract"] as? [String: Any] else { return nil }
            return "\(at["file"]!):\(at["line"]!):\(at["column"]!)".replacingOccurrences(of: folder + "/", with: "")
        }
        XCTAssertEqual(contract("missing-field"), "contract/order.ts:20:3", "couponCode's line in orderSchema")
        XCTAssertEqual(contract("type-mismatch"), "contract/order.ts:19:3", "itemCount")
        XCTAssertEqual(contract("enum-case-missing"), "contract/order.ts:4:72", "'refunded' in the z.enum")
        let date = try XCTUnwrap(findings.first { $0["rule"] as? String == "date-decoding" })
        XCTAssertEqual(date["severity"] as? String, "info", "a datetime() field held by Date is never an error or a warning")
    }

    func testAFormatChangeIsNotBreaking() throws {
        try "export interface A { id: string; at: string }\n".write(to: work.appendingPathComponent("old.ts"), atomically: true, encoding: .utf8)
        try "import { z } from 'zod';\nexport const aSchema = z.object({ id: z.uuid(), at: z.number() });\n"
            .write(to: work.appendingPathComponent("new.ts"), atomically: true, encoding: .utf8)
        let diff = try runCLI(["diff", "--old", "old.ts", "--new", "new.ts", "--format", "xcode"], in: work)
        XCTAssertEqual(diff.stdout, """
            new.ts:2:49: error: A.at changed type from string to number [field-type-changed]
            new.ts:2:35: note: A.id changed format from string to string (uuid) (the same JSON string) [field-type-changed]

            """)
    }

    func testDroppingAFormatThatAppsDecodeAsUUIDIsBreaking() throws {
        try "import { z } from 'zod';\nexport const aSchema = z.object({ id: z.uuid(), at: z.iso.datetime() });\n"
            .write(to: work.appendingPathComponent("old.ts"), atomically: true, encoding: .utf8)
        try "export interface A { id: string; at: string }\n".write(to: work.appendingPathComponent("new.ts"), atomically: true, encoding: .utf8)
        try #"{ "generate": { "formats": { "uuid": "UUID" } } }"#.write(to: work.appendingPathComponent("contractkit.json"), atomically: true, encoding: .utf8)
        let diff = try runCLI(["diff", "--old", "old.ts", "--new", "new.ts", "--format", "xcode", "--config", "contractkit.json"], in: work)
        XCTAssertEqual(diff.exitCode, 1, diff.stderr)
        XCTAssertEqual(diff.stdout, """
            new.ts:1:22: error: A.id changed format from string (uuid) to string: apps generated with generate.formats decode it as UUID, \
            and fail on a string that is not one [field-type-changed]
            new.ts:1:34: note: A.at changed format from string (date-time) to string (the same JSON string) [field-type-changed]

            """)
    }

    func testDrizzleIsUnsupportedWithAWarningThatNamesItAndATransformIsReadAsItsInput() throws {
        let result = try runCLI(["ir", "--contracts", Self.fixture])
        XCTAssertEqual(result.exitCode, 0)
        // A transform is read as the shape zod parses, the one before it: what the wire carries.
        XCTAssertFalse(result.stderr.contains("warning: unsupported zod .transform()"), result.stderr)
        XCTAssertTrue(result.stdout.contains(#""name" : "Slug",\#n      "target" : {\#n        "kind" : "string"\#n"#), result.stdout)
        let verbose = try runCLI(["ir", "--contracts", Self.fixture, "--verbose"])
        XCTAssertTrue(verbose.stderr.contains("note: zod .transform() read as the shape it parses, before the transform"), verbose.stderr)
        XCTAssertTrue(result.stderr.contains("warning: unsupported drizzle-zod createInsertSchema()"), result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: unsupported zod tuple"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hono.ts:15:30: warning: unsupported schema built by calling 'paginated()'"), result.stderr)
        XCTAssertFalse(result.stderr.contains("error:"), "valid zod that is only partly read is never an error: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("odd.ts:6:16: warning: unsupported zod enum of a computed list"), result.stderr)
    }
    func testAFunctionThatReturnsZodObjectOfItsShapeIsRecordedAndItsCallReadAsTheObject() throws {
        let helpers = """
            import { z } from 'zod';
            export function annotated<T extends z.ZodRawShape>(shape: T): z.ZodObject<T> { return build(shape) as z.ZodObject<T>; }
            export function returned<T extends z.ZodRawShape>(shape: T) { return (flag ? z.strictObject(shape) : z.object(shape)); }
            export const arrow = (fields: Shape) => z.looseObject(fields);
            export function widened<T extends z.ZodRawShape>(shape: T) { return z.object({ ...shape, extra: z.string() }); }
            function otherArgument<T extends z.ZodRawShape>(shape: T, base: T) { return z.object(base); }
            """
        let (file, _) = TSParser.parse(Array(helpers.utf8), file: "helpers.ts")
        XCTAssertEqual(file.zodObjectWrappers, ["annotated": true, "returned": true, "arrow": true])
        try helpers.write(to: work.appendingPathComponent("helpers.ts"), atomically: true, encoding: .utf8)
        try """
            import { z } from 'zod';
            import { returned, widened } from './helpers';
            export const itemSchema = returned({ id: z.string(), size: returned({ w: z.number() }).optional() });
            export const tagSchema = widened({ name: z.string() });
            """.write(to: work.appendingPathComponent("item.ts"), atomically: true, encoding: .utf8)
        let result = try runCLI(["ir", "--contracts", work.path])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#""name" : "size""#) && result.stdout.contains(#""name" : "w""#), result.stdout)
        XCTAssertTrue(result.stderr.contains("item.ts:4:26: warning: unsupported schema built by calling 'widened()'"), result.stderr)
        XCTAssertFalse(result.stderr.contains("'returned()'"), result.stderr)
    }
    func testAnInferredSchemaIntersectedWithAnObjectKeepsTheSchemasFields() throws {
        let source = """
            import * as z from 'zod';
            export const teamSchema = z.object({ id: z.string(), size: z.number() });
            export type Team = z.infer<typeof teamSchema> & { readonly motto: string };
            """
        let (file, _) = TSParser.parse(Array(source.utf8), file: "team.ts")
        let team = try XCTUnwrap(file.declarations.first { $0.name == "Team" })
        XCTAssertEqual(team.otherNames, ["teamSchema"])
        XCTAssertEqual(file.declarations.count, 1, "the schema is folded into the type")
        guard case .typeAlias(.intersection(let parts, _)) = team.body, case .object(let members, _) = parts[0] else {
            return XCTFail("\(team.body)")
        }
        XCTAssertEqual(members.map(\.name), ["id", "size"])
    }

    func testSchemaFactoriesAreReadAsTheSchemaTheyWrapAndInferSchemaNamesIt() throws {
        let source = """
            import { lazySchema, zodSchema, type InferSchema } from '@ai-sdk/provider-utils';
            import { z } from 'zod/v4';
            export const chunkSchema = lazySchema(() => zodSchema(z.object({ id: z.string().nullish(), delta: z.string() }), { useReferences: true }));
            export type Chunk = InferSchema<typeof chunkSchema>;
            export const eventSchema = wrapped(z.object({ kind: z.literal('ping') }));
            export const handler = createHandler(z.object({ ignored: z.string() }));
            """
        let (file, diagnostics) = TSParser.parse(Array(source.utf8), file: "chunk.ts")
        XCTAssertEqual(diagnostics.filter { $0.severity != .note && !$0.message.contains("'wrapped()'") }.map(\.message), [])
        let chunk = try XCTUnwrap(file.declarations.first { $0.name == "Chunk" }, "\(file.declarations.map(\.name))")
        XCTAssertEqual(chunk.otherNames, ["chunkSchema"])
        guard case .typeAlias(.object(let members, _)) = chunk.body else { return XCTFail("\(chunk.body)") }
        XCTAssertEqual(members.map(\.name), ["id", "delta"])
        // A call of any other function around a schema is no schema the reader knows: it says so.
        XCTAssertNil(file.declarations.first { $0.name == "handler" || $0.otherNames.contains("handler") })
        XCTAssertTrue(diagnostics.contains { $0.message.contains("'wrapped()'") }, "\(diagnostics.map(\.message))")
    }
}
