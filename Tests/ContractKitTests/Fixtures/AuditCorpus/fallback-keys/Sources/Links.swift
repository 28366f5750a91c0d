import Foundation

// The app knows two hosts and tries each in turn: the first struct that decodes wins.

protocol RepoHost {
    var createdAt: Int { get }
}

struct GitHubLink: Decodable, RepoHost {
    let type: String
    let repo: String
    let org: String // expect: optionality-mismatch
    let createdAt: Int
}

struct GitLabLink: Decodable, RepoHost {
    let type: String
    let projectName: String
    let projectNamespace: String
    let createdAt: Int
}

struct RepoLinkModel: Decodable {
    private var wrapped: RepoHost

    var createdAt: Int { wrapped.createdAt }

    init(from decoder: Decoder) throws {
        if let github = try? GitHubLink(from: decoder) {
            wrapped = github
        } else if let gitlab = try? GitLabLink(from: decoder) {
            wrapped = gitlab
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown host"))
        }
    }
}

struct ProjectModel: Decodable {
    let id: String
    let link: RepoLinkModel?
}

enum ProjectAPI {
    static func project(_ data: Data) throws -> ProjectModel {
        try JSONDecoder().decode(ProjectModel.self, from: data)
    }
}
