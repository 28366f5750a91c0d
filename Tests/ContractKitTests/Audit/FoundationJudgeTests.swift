@testable import ContractKit
import Foundation
import XCTest

/// Foundation is the judge of the wire model: the custom-keys corpus app (custom key enums,
/// locals assigned later, `try? … ?? default`, container helpers, a type decoded from the
/// same decoder, `super.init(from:)`, a property wrapper with a container overload, a
/// synthesized `var` with a default) is compiled with swiftc, and `JSONDecoder` runs on each
/// sample payload with every key present, absent and null. The static model must predict
/// exactly which payloads decode and which keys the value encodes.
final class FoundationJudgeTests: XCTestCase {
    static let folder = TestPaths.fixtures.appendingPathComponent("AuditCorpus/custom-keys")

    struct Probe: Encodable {
        let type: String
        let payload: String
        let expected: Bool
        let description: String
    }

    func testTheStaticWireModelPredictsWhatFoundationDoes() throws {
        guard let swiftc = findExecutable("swiftc") else { throw XCTSkip("swiftc is not on PATH") }
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent("Sources").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Self.folder.appendingPathComponent("Sources/\($0)").path }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("judge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: work) }
        let binary = work.appendingPathComponent("judge").path
        let compile = try runTool(swiftc, ["-o", binary] + sources + [Self.folder.appendingPathComponent("Judge/main.swift").path])
        XCTAssertEqual(compile.status, 0, compile.output)

        // The static side: the same files through the scanner and the wire model.
        let files = try sources.map { path in SwiftDeclarationScanner.scan(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).0 }
        let context = WireContext(files: files)
        let samples = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.folder.appendingPathComponent("Judge/samples.json"))) as! [String: [String: Any]]
        var probes: [Probe] = []
        var expectedWrites: [String: [String]] = [:]
        for (typeName, sample) in samples.sorted(by: { $0.key < $1.key }) {
            let type = try XCTUnwrap(context.types[typeName], typeName)
            let model = WireModel(type, context: context)
            func payload(_ object: [String: Any]) throws -> String { String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self) }
            probes.append(Probe(type: typeName, payload: try payload(sample), expected: true, description: "\(typeName) full"))
            for key in sample.keys.sorted() {
                let read = model.keys.first { $0.name == key && $0.decodes }
                var absent = sample
                absent[key] = nil
                probes.append(Probe(type: typeName, payload: try payload(absent), expected: read?.mayBeAbsent ?? true, description: "\(typeName) without '\(key)'"))
                var null = sample
                null[key] = NSNull()
                probes.append(Probe(type: typeName, payload: try payload(null), expected: read?.acceptsNull ?? true, description: "\(typeName) with '\(key)' null"))
            }
            if model.encodes { expectedWrites[typeName] = model.keys.filter(\.encodes).map(\.name).sorted() }
        }
        let probeFile = work.appendingPathComponent("probes.json")
        try JSONEncoder().encode(probes).write(to: probeFile)
        let run = try runTool(URL(fileURLWithPath: binary), [probeFile.path])
        XCTAssertEqual(run.status, 0, run.output)
        let lines = run.output.split(separator: "\n")
        XCTAssertEqual(lines.count, probes.count)
        var checked = 0
        for (probe, line) in zip(probes, lines) {
            let result = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            let decoded = result["ok"] as! Bool
            XCTAssertEqual(decoded, probe.expected, "\(probe.description): Foundation \(decoded ? "decoded" : "rejected") it, the model predicted the opposite")
            if probe.description.hasSuffix(" full"), let written = expectedWrites[probe.type] {
                XCTAssertEqual(result["written"] as? [String], written, "\(probe.type): the keys it encodes")
            }
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 60)
    }
}
