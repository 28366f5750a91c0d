import ContractKitGenerated
import Foundation
import StressGenerated
import XCTest

/// Every payload `contractkit examples` makes (its golden output) decodes through the
/// generated types: the generator and the examples agree on what the contract allows.
final class ExamplePayloadDecodingTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ContractKitTests/Golden/Examples")

    typealias Decode = (Data) throws -> Void

    static func decoder<T: Decodable>(_ type: T.Type) -> Decode {
        { data in _ = try Coding.decoder.decode(T.self, from: data) }
    }

    func payloads(_ file: String) throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: Self.golden.appendingPathComponent(file))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
    }

    func assertDecodes(_ file: String, _ table: [String: Decode], skipping skippedVariants: Set<String> = []) throws {
        let all = try payloads(file)
        XCTAssertEqual(Set(all.keys), Set(table.keys), "every exampled type has a generated type in the table")
        var decoded = 0
        for (type, variants) in all {
            for (variant, payload) in variants where !skippedVariants.contains(variant) {
                let data = try JSONSerialization.data(withJSONObject: payload)
                XCTAssertNoThrow(try table[type]?(data), "\(type) \(variant)")
                decoded += 1
            }
        }
        XCTAssertGreaterThan(decoded, all.count, "more than one payload a type")
    }

    func testTheSampleContractsPayloadsDecode() throws {
        // Generated enums keep unknown values, so even unknown-enum payloads decode.
        try assertDecodes("schema.json", [
            "WorkDTO": Self.decoder(WorkDTO.self), "EditionDTO": Self.decoder(EditionDTO.self), "AuthorDTO": Self.decoder(AuthorDTO.self),
            "ResponseMetadata": Self.decoder(ResponseMetadata.self), "ApiError": Self.decoder(ApiError.self),
            "ResponseMeta": Self.decoder(ContractKitGenerated.ResponseMeta.self), "ErrorResponse": Self.decoder(ErrorResponse.self),
            "BookSearchResponse": Self.decoder(BookSearchResponse.self), "EnrichmentJobResponse": Self.decoder(EnrichmentJobResponse.self),
            "BookshelfScanResponse": Self.decoder(BookshelfScanResponse.self),
        ])
    }

    func testTheStressContractsPayloadsDecode() throws {
        // FrozenKind has no unknown case by design: its unknown-enum payloads must fail.
        try assertDecodes("stress.json", [
            "Awkward": Self.decoder(Awkward.self), "Colored": Self.decoder(Colored.self), "Error": Self.decoder(ErrorInfo.self),
            "Event": Self.decoder(Event.self), "ClickEvent": Self.decoder(ClickEvent.self), "KeyEvent": Self.decoder(KeyEvent.self),
            "Named": Self.decoder(Named.self), "Aged": Self.decoder(Aged.self), "Person": Self.decoder(Person.self),
            "PartialPerson": Self.decoder(PartialPerson.self), "PersonName": Self.decoder(PersonName.self),
            "PersonWithoutEmail": Self.decoder(PersonWithoutEmail.self), "Ages": Self.decoder(Ages.self),
            "CreateUserDto": Self.decoder(CreateUserDto.self), "Legacy": Self.decoder(Legacy.self),
            "Empty": Self.decoder(Empty.self), "User": Self.decoder(StressGenerated.User.self), "Reply": Self.decoder(Reply.self),
            "Expr": Self.decoder(Expr.self),
        ], skipping: ["unknown-enum"])
    }
}
