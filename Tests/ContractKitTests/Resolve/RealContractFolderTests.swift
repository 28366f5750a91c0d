import ContractKit
import Foundation
import XCTest

/// Contract folders as real teams have them (Fixtures/RealContracts): a Cloudflare Worker
/// with ambient bindings, a Firebase backend with `FirebaseFirestore.Timestamp`, a contract
/// whose helper modules are missing, a `Result<T, E>` class with type predicates, and a
/// contract split across subfolders with declaration files, tests and a JavaScript module,
/// and a Next.js app whose imports go through tsconfig `paths` and `baseUrl`.
/// None of them may stop the run; each golden holds the IR and every diagnostic.
final class RealContractFolderTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("RealContracts")
    static let folders = ["worker", "firebase", "helpers-absent", "result-class", "subfolders", "next-aliases"]

    /// `contractkit ir --verbose` run in the fixtures folder, as a user would run it.
    func ir(_ arguments: [String]) throws -> CLIResult {
        try runCLI(["ir", "--verbose"] + arguments, in: Self.root)
    }

    func rendered(_ result: CLIResult) -> String {
        "// exit \(result.exitCode)\n// stderr\n" + result.stderr + "// stdout\n" + result.stdout
    }

    func testEachFolderReadsToTheEndWithItsDiagnostics() throws {
        for folder in Self.folders {
            let result = try ir(["--contracts", folder])
            XCTAssertEqual(result.exitCode, 0, "\(folder): \(result.stderr)")
            assertGolden(rendered(result), TestPaths.golden.appendingPathComponent("RealContracts/\(folder).txt"))
        }
    }

    func testAmbientAndQualifiedNamesAreExternalWithLocatedWarnings() throws {
        let result = try ir(["--contracts", "firebase"])
        XCTAssertTrue(result.stderr.contains(
            "firebase/functions/src/types/firestore.ts:15:14: warning: cannot find type 'FirebaseFirestore.Timestamp' in the contract; read as an external type\n"),
            result.stderr)
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))
        let createdAt = schema.declaration(named: "UserProfile")?.fields?.first { $0.name == "createdAt" }
        XCTAssertEqual(createdAt?.type, .external(name: "FirebaseFirestore.Timestamp", module: nil))
        let updatedAt = schema.declaration(named: "UserProfile")?.fields?.first { $0.name == "updatedAt" }
        XCTAssertEqual(updatedAt?.type, .external(name: "admin.firestore.Timestamp", module: "firebase-admin"))
    }

    func testWorkerBindingsAndLibraryTypes() throws {
        let result = try ir(["--contracts", "worker/src/types", "worker/worker-configuration.d.ts", "--config", "worker/contractkit.json"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))
        let env = try XCTUnwrap(schema.declaration(named: "Env"), "a script's interface is global and read")
        XCTAssertEqual(env.fields?.first { $0.name == "DB" }?.type, .external(name: "D1Database", module: nil))
        let request = try XCTUnwrap(schema.declaration(named: "ScanRequest"))
        let types = Dictionary(uniqueKeysWithValues: (request.fields ?? []).map { ($0.name, $0.type) })
        XCTAssertEqual(types["image"], .formattedString(.byte), "contract.binary = base64")
        XCTAssertEqual(types["thumbnail"], .formattedString(.byte))
        XCTAssertEqual(types["capturedAt"], .formattedString(.dateTime))
        XCTAssertEqual(types["callbackUrl"], .formattedString(.uri))
        // `Env['ENVIRONMENT']` reaches the global interface from a module.
        let environment = schema.declaration(named: "ScanJobResponse")?.fields?.first { $0.name == "environment" }?.type
        XCTAssertEqual(environment, .literalUnion([.string("development"), .string("staging"), .string("production")]))
        XCTAssertTrue(result.stderr.contains("worker/src/types/queue.ts:1:1: note: '../services/enrichment.js' is a JavaScript module; it has no types to read"), result.stderr)
        XCTAssertFalse(result.stderr.contains("api.test.ts"), "test files are not contract files")
    }

    func testStrictTurnsEveryUnresolvedNameIntoAnError() throws {
        let strict = try ir(["--strict", "--contracts", "helpers-absent"])
        XCTAssertEqual(strict.exitCode, 2)
        XCTAssertEqual(strict.stdout, "")
        XCTAssertEqual(strict.stderr.split(separator: "\n").filter { $0.contains(": error: ") }, [
            "helpers-absent/src/contracts/video.ts:3:1: error: cannot find module '../youtube/youtube-normalize.js'; types imported from it are read as external",
            "helpers-absent/src/contracts/video.ts:4:1: error: cannot find module './util'; types imported from it are read as external",
            "helpers-absent/src/contracts/video.ts:5:1: error: cannot find module '../youtube/types'; types imported from it are read as external",
            "helpers-absent/src/contracts/video.ts:11:13: error: type 'VideoIdFormat' is imported from '../youtube/youtube-normalize.js', which has no types to read",
            "helpers-absent/src/contracts/video.ts:12:15: error: type 'Thumbnail' is imported from '../youtube/types', which has no types to read",
        ])
        // The config says the same.
        let work = try temporaryFolder()
        try #"{ "contract": { "strict": true } }"#.write(to: work.appendingPathComponent("strict.json"), atomically: true, encoding: .utf8)
        let configured = try ir(["--contracts", "firebase", "--config", work.appendingPathComponent("strict.json").path])
        XCTAssertEqual(configured.exitCode, 2)
        XCTAssertTrue(configured.stderr.contains("firebase/functions/src/types/firestore.ts:15:14: error: cannot find type 'FirebaseFirestore.Timestamp'\n"), configured.stderr)
    }

    func testAFolderIsSearchedRecursivelyWithoutTestsHiddenFoldersOrPackages() throws {
        let result = try ir(["--contracts", "subfolders"])
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(schema.files, [
            "types/api/authors.ts", "types/api/books.ts", "types/global.d.ts", "types/index.ts",
            "types/shared/enums.ts", "types/shared/ids.ts", "types/shared/paging.ts",
        ])
        XCTAssertNil(schema.declaration(named: "NotAContract"), "__snapshots__/books.test.ts is a test")
        XCTAssertNil(schema.declaration(named: "Stale"), ".cache is hidden")
        // `declare global` and namespaces in a declaration file.
        XCTAssertNotNil(schema.declaration(named: "WikidataEntity"))
        XCTAssertEqual(schema.declaration(named: "Api.ListEnvelope")?.fields?.last?.type,
                       .array(.reference(name: "Search.Hit", arguments: [.typeParameter("T")])))
        let worker = try ir(["--contracts", "worker"])
        XCTAssertFalse(worker.stderr.contains("node_modules") || worker.stdout.contains("node_modules"), "node_modules is never searched")
    }

    func testFilesThatAreNotContractsAreErrors() throws {
        let xml = try ir(["--contracts", "not-typescript/translations.ts"])
        XCTAssertEqual(xml.exitCode, 2)
        XCTAssertEqual(xml.stderr, "note: no contractkit.json found; using the default config\nnot-typescript/translations.ts:1:1: error: not a TypeScript file: it starts with '<?xml' (a Qt Linguist translation is XML, not a contract)\n")
        let markdown = try ir(["--contracts", "not-typescript/README.md"])
        XCTAssertEqual(markdown.exitCode, 2)
        XCTAssertEqual(markdown.stderr, "note: no contractkit.json found; using the default config\nnot-typescript/README.md:1:1: error: not a TypeScript file; a contract is written in .ts files\n")
        let code = try ir(["--contracts", "not-typescript/helpers.ts"])
        XCTAssertEqual(code.exitCode, 2)
        XCTAssertTrue(code.stderr.contains("not-typescript/helpers.ts:1:1: error: no contract types found in this file: ContractKit reads interfaces, type aliases, enums, classes and 'as const' objects\n"), code.stderr)
        XCTAssertEqual(code.stdout, "", "never an empty, clean IR")
    }

    func testGeneratedSwiftTypechecksInBothLanguageModes() throws {
        let work = try temporaryFolder()
        for folder in Self.folders {
            let output = work.appendingPathComponent(folder)
            let result = try runCLI(["generate", "--quiet", "--contracts", folder, "--output", output.path], in: Self.root)
            XCTAssertEqual(result.exitCode, 0, "\(folder): \(result.stderr)")
            let files = TestPaths.swiftFiles(in: output).map(\.path)
            XCTAssertFalse(files.isEmpty)
            for version in ["6", "5"] {
                let check = try typecheckSwift(files, swiftVersion: version)
                XCTAssertEqual(check.status, 0, "\(folder), Swift \(version):\n\(check.output)")
            }
        }
    }

    func testTheAuditRunsToTheEndAndListsExternalFieldsAsInfo() throws {
        let result = try runCLI(["audit", "--contracts", "firebase", "--swift", "firebase/ios", "--format", "json"], in: Self.root)
        XCTAssertEqual(result.exitCode, 1, "real findings, not invalid input: \(result.stderr)")
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        let external = findings.filter { ($0["message"] as? String)?.contains("external type") == true }
        XCTAssertEqual(external.map { "\($0["rule"]!) \($0["severity"]!) \($0["type"]!).\($0["field"]!)" }, [
            "unsupported-construct info UserProfile.createdAt",
            "unsupported-construct info UserProfile.updatedAt",
            "unsupported-construct info LibraryEntry.addedAt",
        ])
        let located = try XCTUnwrap(external.first?["contract"] as? [String: Any])
        XCTAssertEqual(located["file"] as? String, "firebase/functions/src/types/firestore.ts")
        XCTAssertEqual(located["line"] as? Int, 15)
        let worker = try runCLI(["audit", "--contracts", "worker/src/types", "worker/worker-configuration.d.ts", "--swift", "worker/ios",
                                 "--config", "worker/contractkit.json"], in: Self.root)
        XCTAssertNotEqual(worker.exitCode, 2, worker.stderr)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("real-contracts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// `@/lib/…` (a `paths` pattern), `@shared` (an exact one) and `packages/shared` (under
    /// `baseUrl`, set in the tsconfig it extends) read the files they name; `next-auth`
    /// stays a package. The tsconfigs have comments and trailing commas, as real ones do.
    func testTSConfigPathAliasesReadTheFilesTheyName() throws {
        let result = try ir(["--contracts", "next-aliases/src/types"])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let schema = try JSONDecoder().decode(Schema.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(schema.declarations.map(\.name).sorted(), ["Post", "PostPage", "Visibility"])
        XCTAssertEqual(schema.declaration(named: "Post")?.fields?.map(\.name), ["id", "title", "content", "visibility"])
        XCTAssertEqual(schema.declaration(named: "Post")?.fields?.last?.type, .reference(name: "Visibility", arguments: []))
        XCTAssertEqual(schema.declaration(named: "PostPage")?.fields?.last?.type, .external(name: "Session", module: "next-auth"))
        XCTAssertEqual(schema.declaration(named: "PostPage")?.fields?.last?.optionality, .nullable)
        XCTAssertFalse(result.stderr.contains("'@/"), result.stderr)
    }

    /// Two files of the same name in different folders that both declare `ViewerState` give
    /// two declarations with distinct names (an IR name is unique), each referenced by its own file.
    func testSameNamedFilesInTwoFoldersAreQualifiedByTheirFolders() throws {
        let (schema, _) = readContract([
            "/c/app/actor/defs.ts": "export interface ViewerState { muted?: boolean }\nexport interface Profile { viewer?: ViewerState }\n",
            "/c/app/feed/defs.ts": "export interface ViewerState { like?: string }\nexport interface Post { viewer?: ViewerState }\n",
        ])
        let names = schema.declarations.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        XCTAssertEqual(names.filter { $0.hasSuffix("ViewerState") }.sorted(), ["actor.defs.ViewerState", "feed.defs.ViewerState"])
        let profile = try XCTUnwrap(schema.declaration(named: "Profile")?.fields?.first)
        XCTAssertEqual(profile.type, .reference(name: "actor.defs.ViewerState", arguments: []))
        let post = try XCTUnwrap(schema.declaration(named: "Post")?.fields?.first)
        XCTAssertEqual(post.type, .reference(name: "feed.defs.ViewerState", arguments: []))
    }
}
