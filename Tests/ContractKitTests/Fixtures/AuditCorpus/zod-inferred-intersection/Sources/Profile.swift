import Foundation

struct Profile: Decodable { // expect: missing-field
    let handle: String
    let heightCm: String // expect: type-mismatch
    let coachId: String // expect: optionality-mismatch
    let workouts: [Workout]
    let streakDays: Int
}

struct Workout: Decodable {
    let id: String
    let minutes: Double
}

enum ProfileAPI {
    static func load(_ data: Data) throws -> Profile {
        try JSONDecoder().decode(Profile.self, from: data)
    }
}
