import Foundation

/// The shared services the SDK's code reaches through one value.
struct Environment {
    var jsonDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

var Current = Environment()

final class MembersClient {
    func member(from data: Data) throws -> Member {
        try Current.jsonDecoder.decode(Member.self, from: data)
    }
}
