import ContractKit
import Foundation
import XCTest

/// `diff` judges wire shapes, not spellings (Fixtures/ContractSpellings): each refactor that
/// cannot break an app is info in both directions, with the changelog a reviewer reads; a
/// real loss hidden in a refactor is named at the field where it happens.
final class SpellingDiffTests: XCTestCase {
    static let fixtures = "Tests/ContractKitTests/Fixtures/ContractSpellings"

    func diff(_ name: String, _ extra: [String] = []) throws -> CLIResult {
        try runCLI(["diff", "--old", "\(Self.fixtures)/\(name)/old", "--new", "\(Self.fixtures)/\(name)/new",
                    "--config", "Tests/ContractKitTests/Fixtures/BooksTracker/none.json"] + extra)
    }

    /// `severity rule symbol: message` per finding.
    func changes(_ result: CLIResult) throws -> [String] {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        return findings.map { f in "\(f["severity"]!) \(f["rule"]!): \(f["message"]!)" }
    }

    /// Each refactor: no breaking change forward or backward, and the golden changelog.
    func testSpellingChangesAreInfoInBothDirections() throws {
        for name in ["extracted", "qualified", "base-type", "into-base-type", "open-union", "renamed-arms"] {
            for mode in ["forward", "backward"] {
                let result = try diff(name, ["--mode", mode, "--format", "json"])
                XCTAssertEqual(result.exitCode, 0, "\(name) \(mode): \(result.stdout)")
                XCTAssertFalse(try changes(result).contains { $0.hasPrefix("error") }, "\(name) \(mode)")
            }
            assertGolden(try diff(name).stdout, TestPaths.golden.appendingPathComponent("Diff/Spellings/\(name).md"))
        }
    }

    func testEachRefactorSaysWhatItWas() throws {
        XCTAssertTrue(try changes(try diff("extracted", ["--format", "json"]))
            .contains("info field-type-changed: SubscribeRequest.params was extracted into SubscribeRequestParams (the same wire shape)"))
        let qualified = try changes(try diff("qualified", ["--format", "json"]))
        XCTAssertTrue(qualified.contains { $0.contains("BoundingBox is now canonical.BoundingBox (qualified by its file") }, "\(qualified)")
        XCTAssertFalse(qualified.contains { $0.contains("BoundingBox was removed") }, "\(qualified)")
        XCTAssertTrue(try changes(try diff("base-type", ["--format", "json"]))
            .contains("info type-removed: Annotated was removed; it was only a base type, whose fields travel in Resource (judged there)"))
        // The reverse of base-type: fields moved into a base type, a named type now written inline there.
        XCTAssertEqual(try changes(try diff("into-base-type", ["--format", "json"])), [
            "info type-added: Annotated was added as a base type; its fields travel in Resource, which had them already (judged there)",
            "info field-type-changed: Resource.annotations is now written inline (was Annotations; the same wire shape)",
            "info type-removed: Annotations was removed; it was only used by Resource, which the new contract spells without it (judged there)",
        ])
        XCTAssertEqual(try changes(try diff("renamed-arms", ["--format", "json"])), [
            "info type-removed: TextContent was moved or renamed to TextBlock (the same wire shape): judged by its uses",
            "info type-removed: ImageContent was moved or renamed to ImageBlock (the same wire shape): judged by its uses",
        ])
    }

    /// An extraction that also loosens a field: the loss is named at the field, only in
    /// the direction it breaks.
    func testALossInsideARefactorNamesTheField() throws {
        let forward = try diff("loosened", ["--format", "json"])
        XCTAssertEqual(forward.exitCode, 1)
        XCTAssertTrue(try changes(forward).contains(
            "error field-made-optional: SubscribeRequest.params.uri is now optional: shipped apps that require it fail when it is missing"), forward.stdout)
        XCTAssertFalse(forward.stdout.contains("changed type from"), forward.stdout)
        XCTAssertEqual(try diff("loosened", ["--mode", "backward"]).exitCode, 0, "the new app still decodes old payloads")
        assertGolden(try diff("loosened").stdout, TestPaths.golden.appendingPathComponent("Diff/Spellings/loosened.md"))
    }

    /// Issue 23, item 3: an added value is judged by the app's own enum when --swift shows it;
    /// a named enum and an inline union alike.
    func testAnAddedValueIsJudgedByTheAppsEnum() throws {
        let closed = try diff("app-enum", ["--swift", "\(Self.fixtures)/app-enum/Swift", "--format", "json"])
        XCTAssertEqual(closed.exitCode, 1, closed.stdout)
        XCTAssertEqual(try changes(closed), [
            "error enum-value-added: ProjectStatus gained 'paused': ProjectStatus (\(Self.fixtures)/app-enum/Swift/Project.swift) has no case for it and no fallback, so shipped apps fail to decode it",
            "error enum-value-added: Project.visibility gained 'team': Visibility (\(Self.fixtures)/app-enum/Swift/Project.swift) has no case for it and no fallback, so shipped apps fail to decode it",
        ])
        let fallback = try diff("app-enum", ["--swift", "\(Self.fixtures)/app-enum/SwiftFallback", "--format", "json"])
        XCTAssertEqual(fallback.exitCode, 0, fallback.stdout)
        XCTAssertTrue(try changes(fallback).contains { $0.contains("Visibility (\(Self.fixtures)/app-enum/SwiftFallback/Project.swift) decodes it as its fallback case") })
        // Without --swift: the assumption is stated, and the inline union is judged as the named enum is.
        let assumed = try changes(try diff("app-enum", ["--format", "json"]))
        XCTAssertEqual(assumed.map { $0.prefix(21) }, ["info enum-value-added", "info enum-value-added"])
        XCTAssertTrue(assumed.allSatisfy { $0.contains("apps that decode with ContractKit's generated enums read it as the unknown case") }, "\(assumed)")
        assertGolden(closed.stdout.isEmpty ? "" : try diff("app-enum", ["--swift", "\(Self.fixtures)/app-enum/Swift"]).stdout,
                     TestPaths.golden.appendingPathComponent("Diff/Spellings/app-enum-closed.md"))
    }

    /// Issue 27, item 3: a union that gains a variant is judged by the app's Swift enum for it,
    /// as an added enum value is: breaking when it has no case, no fallback case and no decoder
    /// branch that falls back; not breaking when its fallback catches the new variant.
    func testAnAddedVariantIsJudgedByTheAppsUnion() throws {
        let f = "\(Self.fixtures)/app-union"
        let closed = try diff("app-union", ["--swift", "\(f)/Swift", "--format", "json"])
        XCTAssertEqual(closed.exitCode, 1, closed.stdout)
        XCTAssertEqual(try changes(closed), [
            "error union-variant-added: TaskEvent gained the variant 'task.archived' (TaskArchived): TaskEvent (\(f)/Swift/TaskEvent.swift) has no case for it, no fallback case, and no decoder branch that falls back on an unknown 'type', so shipped apps fail to decode it",
            "info type-added: TaskArchived was added",
        ])
        let fallback = try diff("app-union", ["--swift", "\(f)/SwiftFallback", "--format", "json"])
        XCTAssertEqual(fallback.exitCode, 0, fallback.stdout)
        XCTAssertEqual(try changes(fallback), [
            "info type-added: TaskArchived was added",
            "info union-variant-added: TaskEvent gained the variant 'task.archived' (TaskArchived); TaskEvent (\(f)/SwiftFallback/TaskEvent.swift) has no case for it, but its fallback case .unhandled catches it, so shipped apps still decode the payload",
        ])
        // Without the app's Swift: breaking, and the message says what it assumed.
        let assumed = try diff("app-union", ["--format", "json"])
        XCTAssertEqual(assumed.exitCode, 1, assumed.stdout)
        XCTAssertTrue(try changes(assumed).contains { $0.hasPrefix("error union-variant-added: TaskEvent gained the variant 'task.archived' (TaskArchived): apps that decode with ContractKit's generated unions") },
                      assumed.stdout)
        assertGolden(try diff("app-union", ["--swift", "\(f)/Swift"]).stdout, TestPaths.golden.appendingPathComponent("Diff/Spellings/app-union-closed.md"))
        assertGolden(try diff("app-union", ["--swift", "\(f)/SwiftFallback"]).stdout, TestPaths.golden.appendingPathComponent("Diff/Spellings/app-union-fallback.md"))
    }

    /// Without --swift, the app's Swift named under audit.paths in contractkit.json (found
    /// beside the contract, paths relative to it) judges the change; --swift still wins.
    func testTheConfigsAuditPathsJudgeWithoutSwift() throws {
        let f = "\(Self.fixtures)/app-union"
        let byConfig = try runCLI(["diff", "--old", "\(f)/old", "--new", "\(f)/new", "--format", "json"])
        XCTAssertEqual(byConfig.exitCode, 0, byConfig.stdout + byConfig.stderr)
        XCTAssertTrue(try changes(byConfig).contains { $0.contains("TaskEvent (\(f)/SwiftFallback/TaskEvent.swift) has no case for it, but its fallback case .unhandled catches it") },
                      byConfig.stdout)
        let byOption = try runCLI(["diff", "--old", "\(f)/old", "--new", "\(f)/new", "--format", "json", "--swift", "\(f)/Swift"])
        XCTAssertEqual(byOption.exitCode, 1, byOption.stdout)
        XCTAssertTrue(try changes(byOption).contains { $0.contains("TaskEvent (\(f)/Swift/TaskEvent.swift) has no case for it, no fallback case") }, byOption.stdout)
        // audit reads the same paths.
        let audit = try runCLI(["audit", "--contracts", "\(f)/new", "--format", "xcode"])
        XCTAssertEqual(audit.stdout, "\(f)/SwiftFallback/TaskEvent.swift:13:1: warning: TaskEvent has no case in TaskEvent for type='task.archived'; its decoder falls back to .unhandled [union-variant-missing]\n",
                       audit.stderr)
    }

    /// Issue 23, item 4: a type unresolved on one side is shown as unresolved, never as
    /// "changed from X to X".
    func testAnUnresolvedTypeIsShownAsUnresolved() throws {
        let result = try diff("unresolved", ["--format", "json"])
        XCTAssertEqual(result.exitCode, 0, result.stdout)
        XCTAssertFalse(result.stdout.contains("from ProjectStatus to ProjectStatus"), result.stdout)
        XCTAssertTrue(try changes(result).contains(
            "info field-type-changed: Project.status cannot be compared: ProjectStatus is unresolved in the old contract (not declared in the files read); the other side is 'active' | 'archived'"),
            result.stdout)
    }
}
