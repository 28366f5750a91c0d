import Foundation

enum ProjectStatus: String, Codable {
    case active
    case archived
    case unknown

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer().decode(String.self)
        self = ProjectStatus(rawValue: value) ?? .unknown
    }
}

enum Visibility: String, Codable {
    case `public`
    case `private`
    case unknown
}

struct Project: Codable {
    let id: String
    let status: ProjectStatus
    let visibility: Visibility
}
