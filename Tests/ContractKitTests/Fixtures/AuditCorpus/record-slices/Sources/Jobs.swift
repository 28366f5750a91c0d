import Foundation

/// The summary row of a job: the list screen asks only for these fields.
struct Job: Decodable {
    let id: Int
    let name: String
    let status: String
    let startedAt: Int
}

/// The detail screen asks the same query for the log and the artifacts of one job.
struct JobOutputSlice: Decodable {
    let logLines: [String]
    let artifacts: [Artifact]
}

struct Artifact: Decodable {
    let path: String
    let bytes: Int
}

struct JobQueryResult: Decodable {
    let jobs: [Job]
}

struct JobOutputResult: Decodable {
    let jobs: [JobOutputSlice]
}

final class JobClient {
    func summaries(_ data: Data) throws -> [Job] {
        try JSONDecoder().decode(JobQueryResult.self, from: data).jobs
    }

    func output(_ data: Data) throws -> JobOutputSlice? {
        try JSONDecoder().decode(JobOutputResult.self, from: data).jobs.first
    }
}

/// Drops the download fields of the listed build: another endpoint's struct reads keys of
/// the same names, but at another place (`download`), so it is no slice of the build.
struct Build: Decodable { // expect: missing-field
    let id: Int
    let commit: String
}

struct BuildList: Decodable {
    let builds: [Build]
}

struct DownloadInfo: Decodable {
    let logUrl: String
    let sizeBytes: Int
}

struct DownloadResponse: Decodable {
    let download: DownloadInfo
}

final class BuildClient {
    func list(_ data: Data) throws -> [Build] {
        try JSONDecoder().decode(BuildList.self, from: data).builds
    }

    func download(_ data: Data) throws -> DownloadInfo {
        try JSONDecoder().decode(DownloadResponse.self, from: data).download
    }
}
