import ContractKit
import Foundation
import XCTest

/// Each `// expect: rule[, rule]` marker in the AuditRules fixture says a finding of that
/// rule must land on that line (its Swift location, or its contract location when it has
/// none). The test fails on any finding that lands unmarked and on any marker left silent.
final class AuditRuleMarkerTests: XCTestCase {
    struct Mark: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        static func < (a: Mark, b: Mark) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
        var description: String { "\(file):\(line) \(rule)" }
    }

    func testEveryRuleFiresExactlyWhereMarked() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("AuditRules")
        let contract = folder.appendingPathComponent("contract.ts")
        let swift = folder.appendingPathComponent("Rules.swift")
        let models = folder.appendingPathComponent("Models.swift")
        let mappers = folder.appendingPathComponent("Mappers.swift")

        var expected = Set<Mark>()
        for url in [contract, swift, models, mappers] {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    expected.insert(Mark(file: url.lastPathComponent, line: i + 1, rule: rule.trimmingCharacters(in: .whitespaces)))
                }
            }
        }

        let read = ContractPipeline.read(roots: [contract.path], provider: FixtureProvider())
        XCTAssertFalse(read.diagnostics.contains { $0.severity == .error })
        let (scanned, _) = SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: swift)), file: "Rules.swift")
        let scannedModels = SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: models)), file: "Models.swift", functions: true).0
        let scannedMappers = SwiftDeclarationScanner.scan([UInt8](try Data(contentsOf: mappers)), file: "Mappers.swift", functions: true).0
        let result = ContractPipeline.audit(read.schema, [scanned], config: ContractKitConfig(), today: "2026-11-23", models: [scannedModels], mappers: [scannedMappers])
        let actual = Set(result.findings.compactMap { f -> Mark? in
            guard let at = f.swift ?? f.contract else { return nil }
            return Mark(file: SourcePath.fileName(of: at.file), line: at.line, rule: f.rule.rawValue)
        })

        XCTAssertEqual(actual.subtracting(expected).sorted().map(\.description), [], "findings on unmarked lines")
        XCTAssertEqual(expected.subtracting(actual).sorted().map(\.description), [], "markers with no finding")
        // stale-waiver lands in contractkit.json, which has no markers; WaiverTests covers it.
        // The runtime rules come from decoding, not reading: VerifyTests covers them.
        let staticRules = AuditRule.all.filter { $0.layer != .runtime }.map(\.id.rawValue)
        XCTAssertEqual(Set(expected.map(\.rule)), Set(staticRules).subtracting(["stale-waiver"]), "every rule has a marker")
    }
}
