import Foundation

/// One Swift type decodes both the profile and the spotlight responses.
struct Artist: Codable {
    let id: Int
    let name: String
    let bio: String?
    let followers: Int // expect: optionality-mismatch
}
