import Foundation

/// A character's page as the app decodes it; every type of this file carries the prefix.
struct CharacterPageDTO: Codable {
    let id: Int
    let name: String
    let nicknames: [String]
    let voices: [CharacterVoiceDTO]
}

struct CharacterVoiceDTO: Codable {
    let performer: CharacterPersonDTO
    let language: String
}

/// The short performer of a voice, named for a person; it also reads a birthday, which
/// the performer's short form never sends.
struct CharacterPersonDTO: Codable {
    let id: Int
    let url: String
    let name: String
    let birthday: String? // expect: extra-optional-field
}

func loadCharacter(_ data: Data) throws -> CharacterPageDTO {
    try JSONDecoder().decode(CharacterPageDTO.self, from: data)
}
