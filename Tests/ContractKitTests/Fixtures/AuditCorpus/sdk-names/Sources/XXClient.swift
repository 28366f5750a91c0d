import Foundation

struct XXCompletionOptions: Codable {
    var temperature: Double?
    var topK: Int?
    var seed: Int?
    var stop: [String]?
}

struct XXGenerateRequestData: Codable { // expect: missing-field
    var model: String
    var prompt: String
    var system: String?
    var options: XXCompletionOptions?
}

struct XXChatMessageData: Codable {
    var role: String
    var content: String
}

struct XXChatRequestData: Codable {
    var model: String
    var messages: [XXChatMessageData]
    var stream: Bool?
    var options: XXCompletionOptions?
}

struct XXGenerateResult: Codable { // expect: missing-field
    var model: String
    var createdAt: String
    var response: String
    var done: Bool
    var totalDuration: Int?
}

final class XXClient {
    func generate(_ body: XXGenerateRequestData, request: inout URLRequest) throws {
        request.httpBody = try JSONEncoder().encode(body)
    }

    func chat(_ body: XXChatRequestData, request: inout URLRequest) throws {
        request.httpBody = try JSONEncoder().encode(body)
    }

    func result(_ data: Data) throws -> XXGenerateResult {
        try JSONDecoder().decode(XXGenerateResult.self, from: data)
    }
}
