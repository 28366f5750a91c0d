import Foundation

/// Named like the web client's type, but it holds the REST membership.
struct ProjectMember: Decodable { // expect: missing-field
    let id: String
    let userId: String
    let projectId: String
    let role: String
    let joinedAt: String
}
