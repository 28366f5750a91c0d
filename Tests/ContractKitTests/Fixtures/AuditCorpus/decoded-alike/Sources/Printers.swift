import Foundation

enum Shop {
    /// `GET /printers`: its own struct for the list, which leaves out when a printer is free.
    struct AllPrintersResponse: Decodable {
        let printers: [Printer]

        struct Printer: Decodable { // expect: missing-field
            let name: String
            let model: String
            let queued_jobs: Int
            let paper_left: Int
        }
    }

    /// `GET /printers/busy`: the same list, read whole.
    struct BusyPrintersResponse: Decodable {
        let printers: [Printer]

        struct Printer: Decodable {
            let name: String
            let model: String
            let queued_jobs: Int
            let paper_left: Int
            let busy_until: String
        }
    }

    static func all(_ data: Data) throws -> AllPrintersResponse {
        try JSONDecoder().decode(AllPrintersResponse.self, from: data)
    }

    static func busy(_ data: Data) throws -> BusyPrintersResponse {
        try JSONDecoder().decode(BusyPrintersResponse.self, from: data)
    }
}
