import Foundation

enum ProjectStatus: String, Codable {
    case active
    case archived
}

enum Visibility: String, Codable {
    case `public`
    case `private`
}

struct Project: Codable {
    let id: String
    let status: ProjectStatus
    let visibility: Visibility
}
