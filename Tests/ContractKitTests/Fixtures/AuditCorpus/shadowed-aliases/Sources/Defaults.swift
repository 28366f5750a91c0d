import Foundation

protocol DefaultValueSource {
    associatedtype Value: Decodable
    static var defaultValue: Value { get }
}

enum Defaults {
    typealias Settings = DefaultValueSource
}

func loadMember(_ data: Data) throws -> Member {
    try JSONDecoder().decode(Member.self, from: data)
}
