import Foundation

// The name is its own type, read from the same object as the id.
public class ChatName: Decodable {
    public let displayName: String
    public let handle: String

    enum CodingKeys: String, CodingKey {
        case displayName, handle
    }

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        displayName = try container.decode(String.self, forKey: .displayName) // expect: optionality-mismatch
        handle = try container.decode(String.self, forKey: .handle) // expect: optionality-mismatch
    }
}

public class ChatMember: Decodable {
    public let memberId: String
    public let name: ChatName

    enum CodingKeys: String, CodingKey {
        case memberId
    }

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        memberId = try container.decode(String.self, forKey: .memberId)
        name = try ChatName(from: decoder)
    }
}

enum ProfileLoader {
    static func member(_ data: Data) throws -> ChatMember {
        try JSONDecoder().decode(ChatMember.self, from: data)
    }
}
