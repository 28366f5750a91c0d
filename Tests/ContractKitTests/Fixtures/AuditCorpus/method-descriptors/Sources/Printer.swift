import Foundation

/// Each method of the print protocol: its wire name and the type of its arguments.
protocol PrinterMethod {
    associatedtype Parameters: Codable
    static var name: String { get }
}

/// The frame header the client reads first: written for the versioned frame, whose
/// version tag it checks.
struct FrameHeader: Codable {
    let rpc = "2.0"
    let method: String
    let id: String

    private enum CodingKeys: String, CodingKey {
        case rpc, method, id
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(String.self, forKey: .rpc)
        guard version == rpc else {
            throw DecodingError.dataCorruptedError(forKey: .rpc, in: container, debugDescription: "unknown protocol version")
        }
        method = try container.decode(String.self, forKey: .method)
        id = try container.decode(String.self, forKey: .id)
    }
}

enum PrintDocument: PrinterMethod {
    static let name = "jobs/print"

    struct Parameters: Codable { // expect: missing-field
        let document: String
    }
}

enum JobFinished: PrinterMethod {
    static let name = "jobs/finished"

    struct Parameters: Codable {
        let jobId: String
        let pages: Int
    }
}

/// Named as the contract names the envelope, but it holds no data of its own.
struct TrayEmpty: PrinterMethod, Codable {
    static let name = "trays/empty"

    struct Parameters: Codable {
        let tray: String
    }
}

final class PrinterClient {
    func header(_ data: Data) throws -> FrameHeader {
        try JSONDecoder().decode(FrameHeader.self, from: data)
    }

    func finished(_ data: Data) throws -> JobFinished.Parameters {
        try JSONDecoder().decode(JobFinished.Parameters.self, from: data)
    }

    func print(_ parameters: PrintDocument.Parameters) throws -> Data {
        try JSONEncoder().encode(parameters)
    }
}
