import ContractKit
import Foundation
import XCTest

/// Generated DTOs in an app that already has types of the contract's names (`Order`,
/// `Customer`, `OrderStatus`): a namespace or a type prefix sets them apart, the output
/// compiles beside the app's types, and `generate --models` pairs each DTO with the app's
/// model, never with itself.
final class GeneratedBesideAppTests: XCTestCase {
    static let fixture = TestPaths.fixtures.appendingPathComponent("BesideApp")

    func generate(_ extra: [String], config: String = "contractkit.json", models: String = "App") throws -> (URL, CLIResult) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("beside-app-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: output) }
        let result = try runCLI(["generate", "--contracts", "schema", "--config", config, "--models", models, "--output", output.path] + extra,
                                in: Self.fixture)
        return (output, result)
    }

    func swiftFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    func assertTypechecks(_ output: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let app = Self.fixture.appendingPathComponent("App/Models.swift").path
        let (status, log) = try typecheckSwift([app] + (try swiftFiles(in: output)), swiftVersion: "6")
        XCTAssertEqual(status, 0, "the generated Swift does not compile beside the app's types:\n\(log)", file: file, line: line)
    }

    /// `generate.namespace`: every type in `extension API { … }`, the support types in
    /// `enum API`, mappers that spell the DTOs `API.Order`.
    func testANamespaceKeepsGeneratedTypesApartAndCompiles() throws {
        let (output, result) = try generate([])
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        for name in ["Orders.swift", "ContractKitSupport.swift", "Order+Mapping.swift", "Customer+Mapping.swift"] {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            assertGolden(text, TestPaths.golden.appendingPathComponent("Swift/BesideApp/\(name).txt"))
        }
        XCTAssertEqual(try swiftFiles(in: output).map { SourcePath.fileName(of: $0) },
                       ["ContractKitSupport.swift", "Customer+Mapping.swift", "Order+Mapping.swift", "Orders.swift"])
        try assertTypechecks(output)
    }

    /// `--type-prefix` (or generate.typePrefix): `APIOrder` beside the app's `Order`, paired
    /// with it by the contract's name.
    func testATypePrefixKeepsGeneratedTypesApartAndCompiles() throws {
        let none = Self.fixture.appendingPathComponent("plain.json").path
        let (output, result) = try generate(["--type-prefix", "API"], config: none)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let orders = try String(contentsOf: output.appendingPathComponent("Orders.swift"), encoding: .utf8)
        for declaration in ["public struct APIOrder: Codable", "public struct APICustomer: Codable", "public enum APIOrderStatus: RawRepresentable",
                            "public let status: APIOrderStatus", "public enum APIOrderEvent: Codable"] {
            XCTAssertTrue(orders.contains(declaration), "\(declaration) in\n\(orders)")
        }
        let mapping = try String(contentsOf: output.appendingPathComponent("APIOrder+Mapping.swift"), encoding: .utf8)
        XCTAssertTrue(mapping.contains("extension Order {\n  /// Copies APIOrder's fields into this Order"), mapping)
        XCTAssertTrue(mapping.contains("private static func contractKitConvert(_ value: APIOrderStatus) -> OrderStatus?"), mapping)
        try assertTypechecks(output)
    }

    /// Without a namespace or prefix the generated `Order` is the app's `Order`'s name: a
    /// model pinned to it, or a generated file among the --models files, is never paired
    /// with the DTO.
    func testAGeneratedTypeIsNeverPairedWithItself() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("self-pair-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("schema"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("schema/orders.ts"), to: folder.appendingPathComponent("schema/orders.ts"))
        try #"{ "audit": { "models": { "Order": "Order" } } }"#.write(to: folder.appendingPathComponent("contractkit.json"), atomically: true, encoding: .utf8)
        // The output folder is inside the --models folder, as in an app target.
        let first = try runCLI(["generate", "--output", "App/Generated"], in: folder)
        XCTAssertEqual(first.exitCode, 0, first.stderr)
        let again = try runCLI(["generate", "--models", "App", "--output", "App/Generated"], in: folder)
        XCTAssertEqual(again.exitCode, 0, again.stderr)
        XCTAssertTrue(again.stderr.contains("contractkit.json:1:26: warning: audit.models maps Order to Order, which is the generated type itself"), again.stderr)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("App/Generated").path)
        XCTAssertFalse(written.contains { $0.hasSuffix("+Mapping.swift") }, "no mapper pairs a generated type with itself: \(written.sorted())")
    }

    /// `generate --models` reads audit.models and audit.modelFields: a name there that matches
    /// nothing is an error, as in the audit.
    func testAModelFieldThatNamesNothingStopsGenerateModels() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("beside-app-\(UUID().uuidString).json")
        addTeardownBlock { try? FileManager.default.removeItem(at: config) }
        try #"{ "generate": { "namespace": "API" }, "audit": { "modelFields": { "Order.notes": "note" } } }"#.write(to: config, atomically: true, encoding: .utf8)
        let (_, result) = try generate([], config: config.path)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains(":1:67: error: 'audit.modelFields.Order.notes': Order has no field 'notes'; did you mean 'note'?"), result.stderr)
    }

    func testBadNamingOptionsAreUsageErrors() throws {
        let (_, result) = try generate(["--namespace", "1API"])
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "error: --namespace must be letters, digits and '_', starting with a letter, not '1API'\n")
    }
}
