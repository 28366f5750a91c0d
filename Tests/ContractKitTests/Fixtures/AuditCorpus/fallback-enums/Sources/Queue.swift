import Foundation

struct Queue: Decodable {
    let tracks: [QueuedTrack]
}

struct QueuedTrack: Decodable {
    let id: String
    let title: String
    let state: TrackState
    let rating: Rating
    let genre: Genre
}

/// A state the app does not know yet shows as "waiting".
enum TrackState: String { // expect: enum-case-missing
    case waiting = "WAITING"
    case queued = "QUEUED"
    case playing = "PLAYING"
    case paused = "PAUSED"
}

enum Rating: String { // expect: enum-case-missing
    case clean
    case explicit
    case notRated = "not_rated"
}

enum Genre: String { // expect: enum-case-missing
    case rock
    case jazz
}

// The decoders live in extensions, apart from the cases they map.

extension TrackState: Decodable {
    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let state = TrackState(rawValue: raw) else {
            print("unknown track state \(raw)")
            self = .waiting
            return
        }
        self = state
    }
}

extension Rating: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let known = Rating(rawValue: try container.decode(String.self)) {
            self = known
        } else {
            self = .notRated
        }
    }
}

/// No fallback: a genre the app does not list fails the whole queue.
extension Genre: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let genre = Genre(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown genre \(raw)")
        }
        self = genre
    }
}
