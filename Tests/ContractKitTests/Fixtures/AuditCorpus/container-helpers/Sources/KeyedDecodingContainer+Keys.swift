import Foundation

extension KeyedDecodingContainer {
    /// Reads a required value, its type taken from the assignment.
    func decode<T: Decodable>(key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }

    /// Reads a value that may be missing.
    func optionalDecode<T: Decodable>(key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}
