import Foundation
import XCTest

/// Decoding and the decode → encode → decode check shared by the generated-code tests.
enum Coding {
    static let decoder = JSONDecoder()
    /// Sorted keys, so two encodings of equal values compare equal as bytes.
    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }()

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try decoder.decode(T.self, from: Data(json.utf8))
    }

    /// decode → encode → decode gives an equal value, and encoding it again gives the same bytes.
    static func assertRoundTrip<T: Codable & Equatable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let encoded = try encoder.encode(value)
        let again = try decoder.decode(T.self, from: encoded)
        XCTAssertEqual(again, value, file: file, line: line)
        XCTAssertEqual(try encoder.encode(again), encoded, file: file, line: line)
    }
}
