import Foundation

/// The body of a station lookup, read through the key that wraps it.
struct StationDetails: Decodable {
    let callSign: String
    let city: String
    let listeners: Int // expect: optionality-mismatch
    let genre: String // expect: optionality-mismatch
    let tuning: Tunings
    let format: StreamFormat // expect: type-mismatch
    let owner: String // expect: extra-required-field
    let updatedAt: Date

    private enum Keys: String, CodingKey {
        case station

        enum Body: String, CodingKey {
            case callSign = "call_sign"
            case city, listeners, genre, owner, format, updated

            enum StampKeys: String, CodingKey {
                case seconds
            }
            case tuning = "frequencies"
        }
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: Keys.self)
        let body = try root.nestedContainer(keyedBy: Keys.Body.self, forKey: .station)
        callSign = try body.decode(String.self, forKey: .callSign)
        city = try body.decode(String.self, forKey: .city)
        listeners = try body.decode(Int.self, forKey: .listeners)
        genre = try body.decode(String.self, forKey: .genre)
        tuning = try body.decode(Tunings.self, forKey: .tuning)
        owner = try body.decode(String.self, forKey: .owner)
        format = try body.decode(StreamFormat.self, forKey: .format)
        // Only the seconds of the update stamp are kept.
        let stamp = try body.nestedContainer(keyedBy: Keys.Body.StampKeys.self, forKey: .updated) // expect: missing-field
        updatedAt = Date(timeIntervalSince1970: try stamp.decode(Double.self, forKey: .seconds))
    }
}

/// The stream formats this build plays.
enum StreamFormat: String, Decodable {
    case mp3, aac
}

/// The frequency list, one optional value per band; an entry with a band this build does
/// not know is skipped.
struct Tunings: Decodable {
    enum Band: String, Decodable { // expect: enum-case-missing
        case am, fm, dab
    }

    private(set) var am: String?
    private(set) var fm: String?
    private(set) var dab: String?

    private enum Keys: String, CodingKey {
        case band, value
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: Keys.self)
            guard let band = try? entry.decode(Band.self, forKey: .band) else { continue }
            let value = try entry.decode(String.self, forKey: .value)
            switch band {
            case .am: am = value
            case .fm: fm = value
            case .dab: dab = value
            }
        }
    }
}

/// A presenter lookup, with the wrapper's keys beside the body's in one enum.
struct PresenterCard: Decodable { // expect: missing-field
    let name: String
    let show: String

    private enum CodingKeys: String, CodingKey {
        case presenter
        case name, show
    }

    init(from decoder: Decoder) throws {
        let outer = try decoder.container(keyedBy: CodingKeys.self)
        let inner = try outer.nestedContainer(keyedBy: CodingKeys.self, forKey: .presenter)
        name = try inner.decode(String.self, forKey: .name)
        show = try inner.decode(String.self, forKey: .show)
    }
}

enum DirectoryAPI {
    static func station(_ data: Data) throws -> StationDetails {
        try JSONDecoder().decode(StationDetails.self, from: data)
    }

    static func presenter(_ data: Data) throws -> PresenterCard {
        try JSONDecoder().decode(PresenterCard.self, from: data)
    }
}
