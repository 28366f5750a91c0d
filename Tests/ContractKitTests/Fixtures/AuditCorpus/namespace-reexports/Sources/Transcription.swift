import Foundation

enum SpeechModel: String, Codable { // expect: enum-case-missing
    case nova2 = "nova-2"
}

struct Transcript: Decodable {
    let requestId: String
    let model: SpeechModel
    let status: Status
    let text: String

    enum Status: String, Decodable { // expect: enum-case-missing
        case final
    }
}

func transcript(from data: Data) throws -> Transcript {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(Transcript.self, from: data)
}
