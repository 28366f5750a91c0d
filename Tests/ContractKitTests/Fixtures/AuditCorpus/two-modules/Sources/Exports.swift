import Foundation

enum Reports {
    enum Kind: String, Codable {
        case auto = "AUTO"
        case manual = "MANUAL"
    }

    struct ExportOptions: Codable { // expect: missing-field
        let kind: Kind
        let format: String
        let includeCharts: Bool
    }
}

enum Media {
    enum Kind: String, Codable {
        case automatic = "Automatic"
        case manual = "Manual"
    }

    struct ExportOptions: Codable {
        let kind: Kind
        let format: String
        let codec: String
        let bitrateKbps: Int
    }
}
