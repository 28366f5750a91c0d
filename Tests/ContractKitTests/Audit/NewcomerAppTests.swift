import Foundation
import XCTest

/// A sample app written the way a newcomer writes one (Fixtures/NewcomerApp): a flattened
/// nested object, merge mappers, two decoders with different key strategies, a
/// `Decodable`-only type, enum fallbacks in every spelling. Audited with all three layers,
/// the correct variant passes with no error or warning and the planted variant reports
/// exactly its `// expect: rule` markers.
final class NewcomerAppTests: XCTestCase {
    static let root = TestPaths.fixtures.appendingPathComponent("NewcomerApp")
    static let arguments = ["audit", "--contracts", "../contract", "--swift", "Sources/Networking", "--models", "Sources/Models",
                            "--mappers", "Sources/Mapping", "--format", "json"]

    struct Outcome {
        var exitCode: Int32
        /// `file:line rule` of each error and warning.
        var reported: Set<String>
        var info: Set<String>
        var expected: Set<String>
    }

    static func run(_ variant: String) throws -> Outcome {
        let folder = root.appendingPathComponent(variant)
        var expected = Set<String>()
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") { expected.insert("\(file):\(i + 1) \(rule.trimmingCharacters(in: .whitespaces))") }
            }
        }
        let result = try runCLI(arguments, in: folder)
        guard let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let findings = report["findings"] as? [[String: Any]] else {
            XCTFail("\(variant): no JSON report (exit \(result.exitCode)): \(result.stderr)")
            return Outcome(exitCode: result.exitCode, reported: [], info: [], expected: expected)
        }
        var reported = Set<String>(), info = Set<String>()
        for finding in findings {
            guard let at = (finding["swift"] ?? finding["contract"]) as? [String: Any], let file = at["file"] as? String,
                  let line = at["line"] as? Int, let rule = finding["rule"] as? String else { continue }
            if finding["severity"] as? String == "info" { info.insert("\(file):\(line) \(rule)") } else { reported.insert("\(file):\(line) \(rule)") }
        }
        return Outcome(exitCode: result.exitCode, reported: reported, info: info, expected: expected)
    }

    func testTheCorrectAppPassesWithAllThreeLayers() throws {
        let outcome = try Self.run("correct")
        XCTAssertEqual(outcome.reported.sorted(), [])
        XCTAssertEqual(outcome.expected, [])
        XCTAssertEqual(outcome.exitCode, 0)
        // The one note: a contract string held by an enum that falls back.
        XCTAssertEqual(outcome.info.sorted(), ["Sources/Networking/DTOs.swift:114 enum-widened"])
    }

    /// verify compiles the correct app's DTOs and decodes every payload the contract allows,
    /// and the app's own example payloads (which name its DTOs, `"type": "OrderDTO"`), each
    /// type with its own decoder: no error, so CI passes (the warnings say what the enum
    /// fallbacks do to a value a newer contract adds).
    func testTheCorrectAppPassesVerify() throws {
        guard findExecutable("swiftc") != nil else { throw XCTSkip("swiftc is not on PATH") }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("newcomer-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = try runCLI(["verify", "--contracts", "../contract", "--swift", "Sources/Networking", "--payloads", "../payloads", "--format", "json"],
                                in: Self.root.appendingPathComponent("correct"), environment: ["CONTRACTKIT_CACHE": cache.path])
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.filter { $0["severity"] as? String == "error" }.count, 0, "\(findings)")
        XCTAssertTrue(result.stderr.contains("5 of 5 types verified"), result.stderr)
        XCTAssertTrue(result.stderr.contains("3 recorded payloads decoded"), result.stderr)
    }

    func testThePlantedAppReportsExactlyThePlantedDrifts() throws {
        let outcome = try Self.run("planted")
        XCTAssertEqual(outcome.expected.count, 8, "the README lists eight planted drifts")
        XCTAssertEqual(outcome.reported.sorted(), outcome.expected.sorted())
        XCTAssertEqual(outcome.exitCode, 1)
    }

    /// Each drift's message says what the app does with the value.
    func testThePlantedFindingsSayWhy() throws {
        let folder = Self.root.appendingPathComponent("planted")
        let result = try runCLI(Array(Self.arguments.dropLast(2)) + ["--format", "xcode"], in: folder)
        for expected in [
            "OrderDTO is decoded with .convertFromSnakeCase (set by the static decoder of OrderDTO at Sources/Networking/DTOs.swift:11), which turns the JSON key 'shipped_at' into 'shippedAt' before comparing keys: 'shipped_at' never matches, so shippedAt is always nil",
            "OrderStatus value 'delivered' has no case in OrderStatusDTO; it decodes to the fallback case .unknown",
            "PaymentMethod value 'invoice' has no case in PaymentMethodDTO; it decodes to the fallback case .other",
            "Tier value 'gold' has no case in TierDTO; it decodes to the fallback case .unknown",
            "LineKindDTO.shippingFee has the raw value 'shipping', but the contract value is 'shipping_fee'",
            "ShipmentDTO.trackingNumber reads 'tracking_no', which the contract never sends; the contract's key is 'tracking_number'",
            "Order.customer is flattened into Order.customerId, customerName, but customer.phone reaches no property",
            "OrderMapper.makeOrder reads Order.note, but the merge path OrderMapper.update ignores it",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing: \(expected)\n\(result.stdout)")
        }
    }
}
