import ContractKit
import Foundation
import XCTest

/// verify decodes each type with the decoder the app uses for it; a `Decodable`-only type
/// is checked by reading back what it holds; `audit --verify` marks a static finding that a
/// decode failure shows as confirmed. Fixtures in Fixtures/Verify: `// expect: rule`
/// marks the line a finding must land on, and every error or warning must be marked.
final class AppDecoderTests: XCTestCase {
    static let fixtures = "Tests/ContractKitTests/Fixtures/Verify"
    static let noConfig = "Tests/ContractKitTests/Fixtures/BooksTracker/none.json"
    var cache: URL!

    override func setUpWithError() throws {
        guard findExecutable("swiftc") != nil else { throw XCTSkip("no swiftc on PATH") }
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("verify-cache-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        if let cache { try? FileManager.default.removeItem(at: cache) }
    }

    func run(_ command: [String], _ folder: String) throws -> (result: CLIResult, findings: [[String: Any]]) {
        let path = "\(Self.fixtures)/\(folder)"
        let result = try runCLI(command + ["--contracts", path, "--swift", path, "--config", Self.noConfig, "--format", "json"],
                                environment: ["CONTRACTKIT_CACHE": cache.path])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stderr)
        return (result, try XCTUnwrap(json["findings"] as? [[String: Any]]))
    }

    /// `file:line rule` of each marker in a fixture folder.
    func markers(_ folder: String) throws -> Set<String> {
        let root = "\(Self.fixtures)/\(folder)"
        var marks = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: root) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                marks.insert("\(root)/\(file):\(i + 1) \(line[range.upperBound...].trimmingCharacters(in: .whitespaces))")
            }
        }
        return marks
    }

    /// Errors and warnings as `file:line rule`.
    func reported(_ findings: [[String: Any]]) -> Set<String> {
        Set(findings.filter { $0["severity"] as? String != "info" }.compactMap { f in
            guard let at = f["swift"] as? [String: Any], let file = at["file"] as? String, let line = at["line"] as? Int else { return nil }
            return "\(file):\(line) \(f["rule"]!)"
        })
    }

    /// A DTO's own decoder is no app-wide default: with no decode call in the scanned code,
    /// the other DTO (explicit snake_case CodingKeys) is decoded with a plain JSONDecoder; and
    /// an unknown value of an inline union under the converted key `loyaltyTier` is a
    /// forward-compatibility warning, as a named enum's is, not a decode failure.
    func testATypesOwnDecoderDecodesOnlyThatType() throws {
        let (result, findings) = try run(["verify"], "own-decoder-only")
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertEqual(reported(findings), try markers("own-decoder-only"))
    }

    /// One DTO decoded with its own `.convertFromSnakeCase` decoder (nested objects too),
    /// another with a plain `JSONDecoder()` and explicit snake_case CodingKeys: each is
    /// decoded as the app decodes it, and the correct app has nothing to report.
    func testEachTypeIsDecodedWithTheDecoderTheAppUsesForIt() throws {
        let (result, findings) = try run(["verify"], "two-decoders")
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertEqual(findings.map { "\($0["rule"]!) \($0["message"]!)" }, [])
        XCTAssertTrue(result.stderr.contains("5 of 5 types verified"), result.stderr)
        XCTAssertFalse(result.stderr.contains("warning:"), "every type's decoder was found: \(result.stderr)")
        // --verbose names each type's decoder.
        let path = "\(Self.fixtures)/two-decoders"
        let verbose = try runCLI(["verify", "--contracts", path, "--swift", path, "--config", Self.noConfig, "--format", "json", "--verbose"],
                                 environment: ["CONTRACTKIT_CACHE": cache.path])
        XCTAssertTrue(verbose.stderr.contains("note: verify decodes InvoiceDTO with JSONDecoder's defaults (the decoder at \(path)/Clients.swift:5)"), verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("note: verify decodes CustomerDTO with .convertFromSnakeCase keys (the decoder at \(path)/OrderDTO.swift:12)"), verbose.stderr)
    }

    /// A `Decodable`-only type whose CodingKey never matches under its decoder's key
    /// strategy: the property is nil after decoding a payload that holds the key.
    func testADecodableOnlyTypeIsComparedWithThePayloadItDecoded() throws {
        let (result, findings) = try run(["verify"], "decodable-only")
        XCTAssertEqual(reported(findings), try markers("decodable-only"), result.stdout)
        let lost = try XCTUnwrap(findings.first { $0["rule"] as? String == "field-lost" })
        XCTAssertEqual(lost["field"] as? String, "shipped_at")
        XCTAssertTrue((lost["message"] as? String ?? "").contains("under .convertFromSnakeCase the key arrives as 'shippedAt'"), "\(lost)")
    }

    /// The decode failure for the missing arm's tag is the static finding's evidence.
    func testAuditVerifyConfirmsAMissingUnionArmByItsDecodeFailure() throws {
        let (result, findings) = try run(["audit", "--verify"], "union-arm")
        XCTAssertEqual(reported(findings), try markers("union-arm"), result.stdout)
        let missing = try XCTUnwrap(findings.first { $0["rule"] as? String == "union-variant-missing" })
        XCTAssertEqual(missing["evidence"] as? String, "confirmed by decoding (variant-refund: decode-failed)")
        XCTAssertFalse(findings.contains { $0["rule"] as? String == "decode-failed" }, "the failure is shown as the static finding's evidence")
    }

    /// Where the decoder cannot be told, the normal output says which types and what verify used.
    func testATypeWhoseDecoderIsNotFoundIsNamedInTheNormalOutput() throws {
        let (result, _) = try run(["verify"], "union-arm")
        XCTAssertTrue(result.stderr.contains("note: no decode call in the scanned code names the types verify decodes; verify decodes it with JSONDecoder's defaults"),
                      result.stderr)
    }
}
