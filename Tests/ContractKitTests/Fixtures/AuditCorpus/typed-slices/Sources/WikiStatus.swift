import Foundation

/// The app's names carry its prefix; it keeps only the owner and the build of the status.
struct PageOwner: Decodable { // expect: missing-field
    let id: Int
    let login: String
}

struct PageBuild: Decodable {
    let version: String
    let channel: String
}

struct PageServerInfo: Decodable { // expect: missing-field
    let owner: PageOwner // expect: optionality-mismatch
    let build: PageBuild
}

final class PageClient {
    func status(_ data: Data) throws -> PageServerInfo {
        try JSONDecoder().decode(PageServerInfo.self, from: data)
    }
}
