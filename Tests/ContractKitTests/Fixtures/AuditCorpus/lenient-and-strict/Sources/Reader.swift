import Foundation

/// What the app sends: every setting optional, so a partial update leaves the rest alone.
struct ReaderSetup: Codable {
    var fontName: String?
    var fontSize: Int?
    var lineSpacing: Double?
    var darkMode: Bool?
    var margins: MarginsUpdate?
}

struct MarginsUpdate: Codable {
    var top: Int?
    var bottom: Int?
}

/// What the app decodes: the server's whole current settings, every value required.
struct ReaderSetupResult: Codable { // expect: missing-field
    let fontName: String // expect: optionality-mismatch
    let fontSize: Int // expect: optionality-mismatch
    let lineSpacing: Double // expect: optionality-mismatch
    let darkMode: Bool // expect: optionality-mismatch
    let margins: MarginsResult // expect: optionality-mismatch
}

struct MarginsResult: Codable {
    let top: Int // expect: optionality-mismatch
    let bottom: Int // expect: optionality-mismatch
}

final class ReaderClient {
    let session = URLSession.shared

    func save(_ setup: ReaderSetup) throws -> Data {
        try JSONEncoder().encode(setup)
    }

    func current(_ data: Data) throws -> ReaderSetupResult {
        try JSONDecoder().decode(ReaderSetupResult.self, from: data)
    }
}
