import Foundation

/// Firestore's Timestamp as it arrives in JSON.
struct FirestoreTimestamp: Codable, Equatable {
    let seconds: Int
    let nanoseconds: Int
}

/// Holds the contract's whole-number fields as Int, as apps do.
struct ReadingSession: Codable, Equatable {
    let id: String
    let pagesRead: Int
    let minutes: Int
    let rating: Double?
    let startedAt: FirestoreTimestamp
    let progress: Progress
    let tags: [String]

    struct Progress: Codable, Equatable {
        let page: Int
        let percent: Double
    }
}

struct Shelf: Codable {
    let name: String
    let layout: [String]
}
