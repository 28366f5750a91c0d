import Foundation

// The app names the answer its own way and reads only the text.
struct SpeechAnswer: Decodable { // expect: missing-field
    let results: Output

    struct Output: Decodable { // expect: missing-field
        let segments: [Segment]
    }

    struct Segment: Decodable { // expect: missing-field
        let text: String
        let start: Double
        let end: Double
    }
}

func transcript(of data: Data) throws -> String {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let answer = try decoder.decode(SpeechAnswer.self, from: data)
    return answer.results.segments.map(\.text).joined(separator: " ")
}
