import ContractKit
import Foundation
import XCTest

/// `contractkit diff` on the sample app's contract history (Fixtures/ContractHistory): which
/// changes break shipped apps in each mode, the version bump, and the changelog.
final class ContractDiffTests: XCTestCase {
    static let history = "Tests/ContractKitTests/Fixtures/ContractHistory"

    func diff(_ old: String, _ new: String, _ extra: [String] = []) throws -> CLIResult {
        try runCLI(["diff", "--old", "\(Self.history)/\(old)", "--new", "\(Self.history)/\(new)", "--config", "Tests/ContractKitTests/Fixtures/BooksTracker/none.json"] + extra)
    }

    func json(_ result: CLIResult) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
    }

    /// `severity rule symbol` per finding.
    func changes(_ result: CLIResult) throws -> [String] {
        let findings = try XCTUnwrap(try json(result)["findings"] as? [[String: Any]])
        return findings.map { f in "\(f["severity"]!) \(f["rule"]!) \(f["type"]!)" + ((f["field"] as? String).map { ".\($0)" } ?? "") }
    }

    func testAddingAnOptionalFieldIsMinorAndSafe() throws {
        let result = try diff("1-launch", "2-cover-image", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        XCTAssertEqual(try changes(result), ["info field-added WorkDTO.coverImageURL"])
        XCTAssertEqual(try json(result)["suggestedBump"] as? String, "minor")
        XCTAssertEqual(try changes(try diff("1-launch", "2-cover-image", ["--format", "json", "--mode", "backward"])),
                       ["info field-added WorkDTO.coverImageURL"], "optional: the new app decodes old payloads too")
    }

    func testAnEnumValueBreaksOnlyFrozenEnums() throws {
        let open = try diff("2-cover-image", "3-gemini", ["--format", "json"])
        XCTAssertEqual(open.exitCode, 0)
        XCTAssertEqual(try changes(open), ["info enum-value-added DataProvider.gemini"])
        XCTAssertEqual(try json(open)["suggestedBump"] as? String, "minor")

        let frozen = try runCLI(["diff", "--old", "\(Self.history)/2-cover-image", "--new", "\(Self.history)/3-gemini",
                                 "--config", "\(Self.history)/frozen.json", "--format", "json"])
        XCTAssertEqual(frozen.exitCode, 1)
        XCTAssertEqual(try changes(frozen), ["error version-not-bumped @version", "error enum-value-added DataProvider.gemini"],
                       "1.2.0 is not the major bump a breaking change needs")
        XCTAssertEqual(try json(frozen)["suggestedBump"] as? String, "major")
        XCTAssertEqual(try runCLI(["diff", "--old", "\(Self.history)/2-cover-image", "--new", "\(Self.history)/3-gemini",
                                   "--config", "\(Self.history)/frozen.json", "--fail-on", "never"]).exitCode, 0)
    }

    func testTheEnvelopeMigrationIsMajor() throws {
        let result = try diff("3-gemini", "4-unified-envelope", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(Set(try changes(result)), [
            "error type-removed ResponseMeta", "error type-removed SuccessResponse", "error type-removed ErrorResponse", "error type-removed ApiResponse",
            "info type-added ResponseMetadata", "info type-added ApiError", "info type-added ResponseEnvelope",
        ])
        XCTAssertEqual(try json(result)["suggestedBump"] as? String, "major")
        XCTAssertFalse(try changes(result).contains { $0.contains("version-not-bumped") }, "2.0.0 is a major bump")
    }

    func testOptionalityChangesDependOnTheMode() throws {
        let forward = try diff("4-unified-envelope", "5-optional-field", ["--format", "json"])
        XCTAssertEqual(forward.exitCode, 1)
        XCTAssertEqual(try changes(forward), ["error version-not-bumped @version", "error field-made-optional WorkDTO.isbndbQuality"])
        let backward = try diff("4-unified-envelope", "5-optional-field", ["--format", "json", "--mode", "backward"])
        XCTAssertEqual(backward.exitCode, 0, "the new app accepts the old payloads, which always have the field")
        XCTAssertEqual(try changes(backward), ["info field-made-optional WorkDTO.isbndbQuality"])
        let reverse = try diff("5-optional-field", "4-unified-envelope", ["--format", "json", "--mode", "full"])
        XCTAssertEqual(try changes(reverse).last, "error field-made-required WorkDTO.isbndbQuality", "optional → required breaks the backward half")
    }

    func testATypeRemovedIsBreaking() throws {
        let result = try diff("5-optional-field", "6-type-removed", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertEqual(try changes(result), ["error type-removed BookshelfScanResponse"])
    }

    func testUnchangedContractsReportNothing() throws {
        let result = try diff("3-gemini", "3-gemini")
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.stdout.contains("No changes."))
        XCTAssertTrue(result.stdout.contains("**Suggested version bump:** none"))
    }

    func testChangelogsAreGolden() throws {
        let steps = [("1-launch", "2-cover-image", [String]()), ("2-cover-image", "3-gemini", []), ("3-gemini", "4-unified-envelope", []),
                     ("4-unified-envelope", "5-optional-field", []), ("5-optional-field", "6-type-removed", [])]
        for (old, new, extra) in steps {
            assertGolden(try diff(old, new, extra).stdout, TestPaths.golden.appendingPathComponent("Diff/\(old)-to-\(new).md"))
        }
        let frozen = try runCLI(["diff", "--old", "\(Self.history)/2-cover-image", "--new", "\(Self.history)/3-gemini", "--config", "\(Self.history)/frozen.json"])
        assertGolden(frozen.stdout, TestPaths.golden.appendingPathComponent("Diff/2-cover-image-to-3-gemini-frozen.md"))
        assertGolden(try diff("3-gemini", "4-unified-envelope", ["--format", "github"]).stdout,
                     TestPaths.golden.appendingPathComponent("Diff/3-gemini-to-4-unified-envelope.txt"))
        // Compiler-style lines, and the one-line summary on stderr.
        let xcode = try diff("3-gemini", "4-unified-envelope", ["--format", "xcode"])
        assertGolden(xcode.stdout + "--- stderr\n" + xcode.stderr, TestPaths.golden.appendingPathComponent("Diff/3-gemini-to-4-unified-envelope.xcode.txt"))
    }

    /// The checklist is ticked from an audit of the Swift against the new contract.
    func testTheChecklistIsTickedFromTheAudit() throws {
        let app = "Tests/ContractKitTests/Fixtures/BooksTracker"
        let before = try diff("1-launch", "2-cover-image", ["--swift", "\(app)/Shared", "\(app)/PreFix/WorkDTO.swift",
                                                            "--models", "\(app)/PreFix/Work.swift", "--mappers", "\(app)/PreFix/DTOMapper.swift"])
        // Each step names the app's own file, type or function.
        XCTAssertTrue(before.stdout.contains("""
            - [x] Update `canonical.ts`
            - [ ] Update the Swift DTO `WorkDTO` (`WorkDTO.swift`)
            - [ ] Update `WorkDTO.CodingKeys`
            - [ ] Update `WorkDTO`'s initializer
            - [ ] Update `WorkDTO.init(from:)`
            - [ ] Update the model `Work`
            - [ ] Copy the field in `DTOMapper.mapToWork`
            - [ ] Merge the field in `DTOMapper.mergeWorkData`
            - [ ] Add a test that decodes `coverImageURL` and checks where it lands
            """), before.stdout)
        let after = try diff("1-launch", "2-cover-image", ["--swift", "\(app)/Shared", "\(app)/PostFix/WorkDTO.swift",
                                                           "--models", "\(app)/App/Models", "--mappers", "\(app)/App/Services"])
        XCTAssertTrue(after.stdout.contains("""
            - [x] Update `canonical.ts`
            - [x] Update the Swift DTO `WorkDTO` (`WorkDTO.swift`)
            - [x] Update `WorkDTO.CodingKeys`
            - [x] Update `WorkDTO`'s initializer
            - [x] Update `WorkDTO.init(from:)`
            - [x] Update the model `Work`
            - [x] Copy the field in `DTOMapper.mapToWork`
            - [x] Merge the field in `DTOMapper.mergeWorkData`
            - [ ] Add a test that decodes `coverImageURL` and checks where it lands
            """), after.stdout)
    }

    func testTheConfigGivesTheNewVersionWhenTheContractHasNoTag() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("untagged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["canonical.ts", "enums.ts", "responses.ts"] {
            let text = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("ContractHistory/6-type-removed/\(name)"), encoding: .utf8)
            try text.replacingOccurrences(of: "@version 3.0.0", with: "").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let config = folder.appendingPathComponent("contractkit.json")
        try #"{ "contractVersion": "2.1.0" }"#.write(to: config, atomically: true, encoding: .utf8)
        let result = try runCLI(["diff", "--old", "\(Self.history)/5-optional-field", "--new", folder.path, "--config", config.path, "--format", "json"])
        XCTAssertEqual(try json(result)["newVersion"] as? String, "2.1.0")
        XCTAssertTrue(try changes(result).contains("error version-not-bumped @version"), "a removal needs 3.0.0")
        try #"{ "contractVersion": "two" }"#.write(to: config, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runCLI(["diff", "--old", "\(Self.history)/5-optional-field", "--new", folder.path, "--config", config.path]).exitCode, 2)
    }

    /// Two contract folders of one name (`old/schema`, `new/schema`): the changelog shows
    /// each file as the user reaches it, so the old and the new file never share a path.
    func testTheChangelogKeepsTheOldAndNewFilesApartWhenTheirFoldersShareAName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("same-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (side, text) in [("old", "export interface Order { id: string; total: number; note?: string }\n"), ("new", "export interface Order { id: string; total: string }\n")] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(side)/schema"), withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("\(side)/schema/api.ts"), atomically: true, encoding: .utf8)
        }
        let result = try runCLI(["diff", "--old", "old/schema", "--new", "new/schema"], in: folder)
        XCTAssertTrue(result.stdout.contains("changed type from number to string [`field-type-changed`] (`new/schema/api.ts:1`)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("was removed [`field-removed`] (old contract: `old/schema/api.ts:1`)"), result.stdout)
    }

    func testBadInputExitsTwo() throws {
        XCTAssertEqual(try runCLI(["diff"]).exitCode, 2)
        XCTAssertEqual(try diff("1-launch", "2-cover-image", ["--mode", "sideways"]).exitCode, 2)
        XCTAssertEqual(try diff("1-launch", "missing").exitCode, 2)
        let broken = try runCLI(["diff", "--old", "Tests/ContractKitTests/Fixtures/TypeScript/malformed/main.ts", "--new", "schema"])
        XCTAssertEqual(broken.exitCode, 2)
        XCTAssertTrue(broken.stderr.contains("error:"), broken.stderr)
    }
}
