import XCTest

/// Tagged unions written inline in a field, held by an enum or by a struct that decodes an
/// enum from the same decoder (Fixtures/AuditCorpus/inline-unions).
final class InlineUnionTests: XCTestCase {
    func messages(_ rule: String) throws -> [String] {
        let outcome = try AuditCorpusTests.run("inline-unions")
        let findings = outcome.report["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["rule"] as? String == rule }.compactMap { $0["message"] as? String }.sorted()
    }

    /// `case CodingKeys.folderId.stringValue:` makes `.folder` from the tag `folder_id`: only
    /// the tag with no case at all is reported, under the field's path.
    func testTagsNamedByCodingKeysAreTheKeysWireNames() throws {
        let missing = try messages("union-variant-missing")
        XCTAssertEqual(missing, [
            "Chunk has no case in ChunkKind for type='formula'; it decodes to the fallback case .unknown",
            "Doc.fields has no case in DocFieldValue for type='rating'; it decodes to the fallback case .unsupported",
            "Doc.location has no case in DocLocation for type='archive'; its decoder falls back to .elsewhere",
        ])
    }

    /// A field the struct has no property for, kept by the dictionary it decodes the whole object into.
    func testADictionaryDecodedWholeKeepsTheFieldsNoPropertyReads() throws {
        let kept = try messages("missing-field").filter { $0.hasPrefix("Remark.") }
        XCTAssertEqual(kept, ["Remark.mood has no property in Note, but its init(from:) also decodes the whole object as [String: String], which keeps it"])
    }
}
