import ContractKit
import Foundation
import XCTest

/// Generated Swift is compared whole with committed files. `generated/` and
/// `Tests/StressGenerated/` are also compiled by `swift build`, so these goldens are
/// proven to compile; the per-construct snippets are read by people in review.
final class GeneratorGoldenTests: XCTestCase {
    /// Generates from a contract folder with its config (if any); returns files and diagnostics.
    func generate(contracts folder: URL, config: URL?) throws -> ([GeneratedFile], [Diagnostic]) {
        let roots = TestPaths.typeScriptFiles(in: folder).map(\.path)
        let read = ContractPipeline.read(roots: roots, provider: FixtureProvider())
        XCTAssertFalse(read.diagnostics.contains { $0.severity == .error }, "\(read.diagnostics.map(\.rendered))")
        let configBytes = try config.flatMap { FileManager.default.fileExists(atPath: $0.path) ? [UInt8](try Data(contentsOf: $0)) : nil }
        let (loaded, configDiagnostics) = ContractPipeline.readConfig(configBytes, file: config?.path ?? "")
        XCTAssertEqual(configDiagnostics, [])
        let (files, diagnostics) = ContractPipeline.generateSwift(read.schema, config: loaded)
        return (files, read.diagnostics + diagnostics)
    }

    /// Every file must match the folder's file, and the folder must hold no other generated file.
    func assertMatchesFolder(_ files: [GeneratedFile], _ folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for generated in files {
            assertGolden(generated.contents, folder.appendingPathComponent(generated.name), file: file, line: line)
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(Set(present), Set(files.map(\.name)), "extra or missing files in \(folder.lastPathComponent)", file: file, line: line)
    }

    func testSchemaOutputMatchesCommittedGeneratedFolder() throws {
        let (files, diagnostics) = try generate(contracts: TestPaths.schema, config: TestPaths.schema.appendingPathComponent("contractkit.json"))
        XCTAssertEqual(diagnostics.filter { $0.severity != .note }.map(\.rendered), [], "schema/ must generate cleanly")
        try assertMatchesFolder(files, TestPaths.repoRoot.appendingPathComponent("generated"))
    }

    func testStressOutputMatchesCompiledTarget() throws {
        let stress = TestPaths.fixtures.appendingPathComponent("Stress")
        let (files, diagnostics) = try generate(contracts: stress, config: stress.appendingPathComponent("contractkit.json"))
        try assertMatchesFolder(files, TestPaths.repoRoot.appendingPathComponent("Tests/StressGenerated"))
        // What Swift cannot express is reported, never silently dropped.
        let warnings = diagnostics.filter { $0.severity == .warning }.map(\.message)
        for expected in ["'Weird.conditional' has an unsupported conditional type; generated as JSONValue",
                         "'Weird.mapped' has an unsupported mapped type; generated as JSONValue",
                         "'Weird.callback' has an unsupported function type; generated as JSONValue",
                         "'Scalar' is a union of string | number, which Swift cannot express as one type; generated as JSONValue",
                         "'Colored.notALevel': the @default default 1 does not fit its type Level; no default is generated"] {
            XCTAssertTrue(warnings.contains(expected), "missing warning: \(expected)\n\(warnings)")
        }
    }

    /// One golden of generated Swift per construct fixture, for review.
    func testConstructSnippets() throws {
        let root = TestPaths.fixtures.appendingPathComponent("TypeScript")
        for name in ["interfaces", "aliases", "enums", "types", "docs", "classes", "scoping", "packages", "unsupported", "zod"] {
            let (files, diagnostics) = try generate(contracts: root.appendingPathComponent(name), config: nil)
            var text = ""
            for file in files where file.name != SwiftGenerator.supportFileName {
                text += "// ---- \(file.name)\n" + file.contents
            }
            text += "// ---- generator diagnostics\n"
            for d in diagnostics where !d.location.file.hasPrefix("/") { text += d.rendered + "\n" }
            assertGolden(text, TestPaths.golden.appendingPathComponent("Swift/\(name).swift.txt"))
        }
    }

    /// Many iOS apps still build in Swift 5 mode; the generated code must too.
    func testGeneratedCodeTypechecksInSwift5Mode() throws {
        guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        for folder in ["generated", "Tests/StressGenerated"] {
            let dir = TestPaths.repoRoot.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0).path }
            let process = Process()
            process.executableURL = swiftc
            process.arguments = ["-swift-version", "5", "-typecheck", "-warnings-as-errors"] + files
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(folder) does not typecheck in Swift 5 mode:\n\(output)")
        }
    }
}
