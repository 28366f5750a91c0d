import Foundation

/// The series list shows names only; it never reads the volumes the server nests in it.
struct Series: Codable { // expect: missing-field
    let id: Int
    let name: String
}

/// The volumes come from their own endpoint, with their issues and each issue's scans.
struct Volume: Codable {
    struct Scan: Codable { // expect: missing-field
        let format: Int
    }

    struct Issue: Codable {
        let id: Int
        let title: String
        let scans: [Scan]
    }

    let id: Int
    let number: Int
    let issues: [Issue]
}

final class LibraryClient {
    func series(_ data: Data) throws -> [Series] {
        try JSONDecoder().decode([Series].self, from: data)
    }

    func readableIssues(_ data: Data) throws -> [Volume.Issue] {
        let volumes = try JSONDecoder().decode([Volume].self, from: data)
        return volumes.flatMap { volume in volume.issues.filter { !$0.scans.contains(where: { $0.format == 3 }) } }
    }
}
