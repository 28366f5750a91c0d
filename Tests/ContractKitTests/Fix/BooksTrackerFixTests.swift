import Foundation
import XCTest

/// The sample app before its fix (Fixtures/BooksTracker/PreFix): `WorkDTO.coverImageURL` is
/// missing from the DTO, the `Work` model and both mappers. `audit --fix` must make the
/// edits of the app's real fix (PostFix/WorkDTO.swift, App/Models/Work.swift and
/// App/Services/DTOMapper.swift), line for line, and touch no other file.
final class BooksTrackerFixTests: XCTestCase {
    static let fixture = TestPaths.fixtures.appendingPathComponent("BooksTracker")
    var work: URL!

    override func setUpWithError() throws {
        let fm = FileManager.default
        work = fm.temporaryDirectory.appendingPathComponent("contractkit-fix-books-\(UUID().uuidString)")
        for folder in ["Shared", "Models", "Mappers"] { try fm.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true) }
        let copies = [("Shared/EditionDTO.swift", "Shared/EditionDTO.swift"), ("Shared/DTOEnums.swift", "Shared/DTOEnums.swift"),
                      ("Shared/AuthorDTO.swift", "Shared/AuthorDTO.swift"), ("Shared/ResponseEnvelope.swift", "Shared/ResponseEnvelope.swift"),
                      ("PreFix/WorkDTO.swift", "Shared/WorkDTO.swift"), ("PreFix/Work.swift", "Models/Work.swift"),
                      ("App/Models/Edition.swift", "Models/Edition.swift"), ("App/Models/Author.swift", "Models/Author.swift"),
                      ("App/Models/ModelEnums.swift", "Models/ModelEnums.swift"), ("PreFix/DTOMapper.swift", "Mappers/DTOMapper.swift"),
                      ("contractkit.json", "contractkit.json")]
        for (from, to) in copies { try fm.copyItem(at: Self.fixture.appendingPathComponent(from), to: work.appendingPathComponent(to)) }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    func audit(_ extra: [String]) throws -> CLIResult {
        try runCLI(["audit", "--no-provenance", "--config", "contractkit.json", "--contracts", TestPaths.schema.path, "--swift", "Shared",
                    "--models", "Models", "--mappers", "Mappers"] + extra, in: work)
    }

    func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func all() throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in FileManager.default.enumerator(atPath: work.path)?.allObjects as? [String] ?? [] where name.hasSuffix(".swift") {
            texts[name] = try String(contentsOf: work.appendingPathComponent(name), encoding: .utf8)
        }
        return texts
    }

    func testFixMakesTheRealFixsDTOModelAndMapperEdits() throws {
        let before = try all()
        let result = try audit(["--fix", "--format", "json"])
        XCTAssertEqual(result.exitCode, 0, "the three errors are fixed; the notes remain\n\(result.stderr)")
        XCTAssertTrue(result.stderr.contains("fix: fixed 3 findings in 3 files; 4 not fixed"), result.stderr)
        XCTAssertTrue(result.stderr.contains("note: not fixed: WorkDTO.primaryProvider [enum-widened]: "), result.stderr)
        let after = try all()
        XCTAssertEqual(after.keys.filter { after[$0] != before[$0] }.sorted(), ["Mappers/DTOMapper.swift", "Models/Work.swift", "Shared/WorkDTO.swift"])

        // The DTO: the real fix's five edits; only the doc comment on line 3 differs.
        var dto = try lines(work.appendingPathComponent("Shared/WorkDTO.swift")), real = try lines(Self.fixture.appendingPathComponent("PostFix/WorkDTO.swift"))
        dto[2] = real[2]
        XCTAssertEqual(dto, real)

        // The model: the real fix's property after `summary`, without the real fix's doc comment.
        var model = try lines(work.appendingPathComponent("Models/Work.swift"))
        var realModel = try lines(Self.fixture.appendingPathComponent("App/Models/Work.swift"))
        realModel.removeAll { $0.contains("Work-level cover") }
        model[3] = realModel[3]
        XCTAssertEqual(model, realModel)

        // The mappers: the create and merge lines of the real fix, each after the same line.
        let mapper = try lines(work.appendingPathComponent("Mappers/DTOMapper.swift"))
        let realMapper = try lines(Self.fixture.appendingPathComponent("App/Services/DTOMapper.swift"))
        let added = mapper.indices.filter { mapper[$0].contains("coverImageURL") && !mapper[$0].contains("//") }
        let realAdded = realMapper.indices.filter { realMapper[$0].contains("coverImageURL") && !realMapper[$0].contains("//") }
        XCTAssertEqual(added.map { mapper[$0] }, realAdded.map { realMapper[$0] })
        XCTAssertEqual(added.map { mapper[$0 - 1] }, realAdded.map { realMapper[$0 - 1] })
        XCTAssertEqual(mapper.count, try lines(Self.fixture.appendingPathComponent("PreFix/DTOMapper.swift")).count + 2)

        let again = try audit(["--format", "xcode"])
        XCTAssertEqual(again.exitCode, 0, again.stdout)
        XCTAssertFalse(again.stdout.contains("coverImageURL"), again.stdout)
        guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        for name in ["Mappers/DTOMapper.swift", "Models/Work.swift", "Shared/WorkDTO.swift"] {
            let parse = try runProgram(swiftc, ["-parse", work.appendingPathComponent(name).path])
            XCTAssertEqual(parse.exitCode, 0, parse.stderr)
        }
    }

    func testFixDiffIsAPatchGitApplies() throws {
        let before = try all()
        let result = try audit(["--fix=diff"])
        XCTAssertEqual(result.exitCode, 1, "nothing written: the errors remain")
        XCTAssertEqual(try all(), before)
        XCTAssertTrue(result.stdout.hasPrefix("--- a/Mappers/DTOMapper.swift\n+++ b/Mappers/DTOMapper.swift\n@@ -33,6 +33,7 @@\n"), result.stdout)
        guard let git = findExecutable("git") else { throw XCTSkip("git is not installed") }
        let patch = work.appendingPathComponent("fix.patch")
        try result.stdout.write(to: patch, atomically: true, encoding: .utf8)
        let applied = try runProgram(git, ["-C", work.path, "apply", patch.path])
        XCTAssertEqual(applied.exitCode, 0, applied.stderr)
        XCTAssertEqual(try audit(["--format", "xcode"]).exitCode, 0)
    }
}
