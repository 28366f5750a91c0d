import ContractKit
import Foundation
import XCTest

final class IRCommandTests: XCTestCase {
    func testIROnSchemaExitsZeroWithTheSeedDeclarations() throws {
        let result = try runCLI(["ir"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("error:"), result.stderr)
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))

        let work = try XCTUnwrap(schema.declaration(named: "WorkDTO"))
        let box = try XCTUnwrap(work.fields?.first { $0.name == "boundingBox" })
        guard case .object(let boxFields) = box.type else { return XCTFail("boundingBox must be an inline object") }
        XCTAssertEqual(boxFields.map(\.name), ["x", "y", "width", "height"])
        XCTAssertEqual(box.optionality, .optional)
        XCTAssertNotNil(schema.declaration(named: "EditionDTO"))
        XCTAssertEqual(schema.declaration(named: "AuthorDTO")?.fields?.count, 11)

        let enums: [String: [String]] = [
            "EditionFormat": ["Hardcover", "Paperback", "E-book", "Audiobook", "Mass Market"],
            "AuthorGender": ["Female", "Male", "Non-binary", "Other", "Unknown"],
            "ReviewStatus": ["verified", "needsReview", "userEdited"],
            "DataProvider": ["google-books", "openlibrary", "isbndb", "gemini"],
            "ApiErrorCode": ["INVALID_ISBN", "INVALID_QUERY", "PROVIDER_TIMEOUT", "PROVIDER_ERROR", "NOT_FOUND", "RATE_LIMIT_EXCEEDED", "INTERNAL_ERROR"],
        ]
        for (name, values) in enums {
            let decl = try XCTUnwrap(schema.declaration(named: name), name)
            XCTAssertEqual(decl.kind, .enumeration)
            XCTAssertEqual(decl.cases?.map(\.value.stringValue), values, name)
        }
        XCTAssertEqual(schema.declaration(named: "CulturalRegion")?.cases?.count, 11)

        for name in ["ResponseMeta", "ResponseMetadata", "ApiError", "SuccessResponse", "ErrorResponse",
                     "BookSearchResponse", "EnrichmentJobResponse", "BookshelfScanResponse"] {
            XCTAssertEqual(schema.declaration(named: name)?.kind, .object, name)
        }
        let envelope = try XCTUnwrap(schema.declaration(named: "ResponseEnvelope"))
        XCTAssertEqual(envelope.genericParameters.map(\.name), ["T"])
        XCTAssertEqual(envelope.fields?.first { $0.name == "data" }?.optionality, .nullable)
        let union = try XCTUnwrap(schema.declaration(named: "ApiResponse"))
        XCTAssertEqual(union.kind, .union)
        XCTAssertEqual(union.discriminator, "success")
        XCTAssertEqual(union.variants?.map(\.discriminatorValue), [.boolean(true), .boolean(false)])
    }

    func testOutputIsIdenticalWhateverTheFileOrderAndWorkingDirectory() throws {
        let a = try runCLI(["ir", "--contracts", "schema/canonical.ts", "schema/enums.ts", "schema/responses.ts"])
        let b = try runCLI(["ir", "--contracts", "schema/responses.ts", "schema/canonical.ts", "schema/enums.ts"])
        let c = try runCLI(["ir", "--contracts", "../schema"], in: TestPaths.repoRoot.appendingPathComponent("Sources"))
        XCTAssertEqual(a.exitCode, 0, a.stderr)
        XCTAssertEqual(a.stdout, b.stdout)
        XCTAssertEqual(a.stdout, c.stdout)
        XCTAssertFalse(a.stdout.contains(TestPaths.repoRoot.path), "no absolute paths in output")
    }

    func testDiagnosticsAreRelativeAndExitTwoOnErrors() throws {
        let path = "Tests/ContractKitTests/Fixtures/TypeScript/unresolved/main.ts"
        let result = try runCLI(["ir", "--strict", "--contracts", path])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stdout, "", "no IR after errors")
        XCTAssertEqual(result.stderr, """
        \(path):2:6: error: cannot find type 'Missing'
        \(path):3:12: error: cannot find type 'AlsoMissing'
        \(path):4:9: error: cannot find type 'WorkDTo'; did you mean 'WorkDTO'?

        """)
        // Without --strict, only the near miss stops the run.
        let lenient = try runCLI(["ir", "--contracts", path])
        XCTAssertEqual(lenient.exitCode, 2)
        XCTAssertEqual(lenient.stderr, """
        \(path):2:6: warning: cannot find type 'Missing' in the contract; read as an external type
        \(path):3:12: warning: cannot find type 'AlsoMissing' in the contract; read as an external type
        \(path):4:9: error: cannot find type 'WorkDTo'; did you mean 'WorkDTO'?

        """)
    }

    func testWarningsDoNotFailAndNotesNeedVerbose() throws {
        let path = "Tests/ContractKitTests/Fixtures/TypeScript/packages/main.ts"
        let normal = try runCLI(["ir", "--contracts", path])
        XCTAssertEqual(normal.exitCode, 0, normal.stderr)
        XCTAssertTrue(normal.stderr.contains("\(path):10:13: warning: external type 'Prisma.User'"), normal.stderr)
        XCTAssertFalse(normal.stderr.contains("note:"))
        let verbose = try runCLI(["ir", "--verbose", "--contracts", path])
        XCTAssertTrue(verbose.stderr.contains("\(path):14:1: note: skipped function 'orderTotal'"), verbose.stderr)
        let quiet = try runCLI(["ir", "--quiet", "--contracts", path])
        XCTAssertEqual(quiet.stderr, "")
    }

    func testMissingFileAndUsageErrors() throws {
        let missing = try runCLI(["ir", "--contracts", "nope/absent.ts"])
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertEqual(missing.stderr, "nope/absent.ts:1:1: error: no such file\n")
        let directory = try runCLI(["ir", "--contracts", "Sources/contractkit"])
        XCTAssertEqual(directory.exitCode, 2)
        XCTAssertEqual(directory.stderr, "Sources/contractkit:1:1: error: no contract files (TypeScript, OpenAPI or JSON Schema) in this folder or its subfolders\n")
        let unknown = try runCLI(["ir", "--frobnicate"])
        XCTAssertEqual(unknown.exitCode, 2)
        // The hint runs the program as it was run: here the binary's path, relative to the repository.
        let program = TestPaths.binary.path.replacingOccurrences(of: TestPaths.repoRoot.path + "/", with: "")
        XCTAssertEqual(unknown.stderr, "error: unknown option '--frobnicate'; see '\(program) ir --help'\n")
        // A near miss of a known option is named.
        let near = try runCLI(["ir", "--contract", "schema"])
        XCTAssertEqual(near.exitCode, 2)
        XCTAssertEqual(near.stderr, "error: unknown option '--contract'; did you mean '--contracts'? See '\(program) ir --help'\n")
        let command = try runCLI(["frobnicate"])
        XCTAssertEqual(command.exitCode, 2)
        XCTAssertTrue(command.stderr.contains("unknown command 'frobnicate'"))
    }

    func testHelpAndVersion() throws {
        let help = try runCLI(["--help"])
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: contractkit <command>"))
        XCTAssertTrue(help.stdout.contains("ir "))
        let irHelp = try runCLI(["ir", "--help"])
        XCTAssertEqual(irHelp.exitCode, 0)
        XCTAssertTrue(irHelp.stdout.contains("--contracts <path>..."))
        let version = try runCLI(["--version"])
        XCTAssertEqual(version.stdout, "contractkit \(ContractPipeline.version)\n")
        let none = try runCLI([])
        XCTAssertEqual(none.exitCode, 2, "no command is a usage error")
    }

    /// Outside the working directory, a path prints as the user gave it: an absolute one
    /// stays absolute, a relative one stays relative; none climbs out with `../../../`.
    func testPathsOutsideTheWorkingDirectoryPrintAsGiven() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)")
        let contract = outside.appendingPathComponent("api/contract.ts")
        try FileManager.default.createDirectory(at: contract.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try "export interface A { b: Missing }\n".write(to: contract, atomically: true, encoding: .utf8)
        let absolute = try runCLI(["ir", "--contracts", contract.path])
        XCTAssertEqual(absolute.stderr, "\(contract.path):1:25: warning: cannot find type 'Missing' in the contract; read as an external type\n")
        let work = outside.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let relative = try runCLI(["ir", "--contracts", "../api"], in: work)
        XCTAssertEqual(relative.stderr, "../api/contract.ts:1:25: warning: cannot find type 'Missing' in the contract; read as an external type\n")
    }
}
