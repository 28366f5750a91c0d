import Foundation
import XCTest

/// swift-openapi-generator accepts the exported document, where the generator is installed.
/// It is never a dependency: set `SWIFT_OPENAPI_GENERATOR` to its executable, or put
/// `swift-openapi-generator` on the PATH; the test is skipped otherwise.
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

    func testTheGeneratorMakesTypesFromTheExportedSampleContract() throws {
        guard let generator = Self.generator() else { throw XCTSkip("swift-openapi-generator is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractkit-generator-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for format in ["json", "yaml"] {
            let document = folder.appendingPathComponent("openapi.\(format)")
            let export = try runCLI(["openapi", "--contracts", "schema", "--format", format, "--output", document.path])
            XCTAssertEqual(export.exitCode, 0, export.stderr)
            let output = folder.appendingPathComponent("generated-\(format)")
            let result = try runCLIAt(generator, ["generate", "--mode", "types", "--output-directory", output.path, document.path], in: folder)
            XCTAssertEqual(result.exitCode, 0, format + ": " + result.stderr)
            let types = try String(contentsOf: output.appendingPathComponent("Types.swift"), encoding: .utf8)
            XCTAssertTrue(types.contains("WorkDTO"), "the generated types hold the contract's types")
        }
    }
}
