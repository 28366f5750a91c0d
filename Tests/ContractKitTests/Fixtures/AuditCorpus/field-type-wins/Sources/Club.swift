import Foundation

/// A crew as the signed-in member's answer lists it. The app shows no crew pages.
struct ClubCrew: Codable { // expect: missing-field
    let id: String
    let name: String
    let role: String? // expect: extra-optional-field
    let foundedAt: String? // expect: extra-optional-field
    let updatedAt: String? // expect: extra-optional-field
}

struct ClubMember: Codable {
    let id: String
    let handle: String
    let crews: [ClubCrew]
}

struct ClubSignInAnswer: Codable {
    let token: String
    let member: ClubMember
}

struct ClubSession {
    func signIn(_ body: Data) throws -> ClubSignInAnswer {
        try JSONDecoder().decode(ClubSignInAnswer.self, from: body)
    }
}
