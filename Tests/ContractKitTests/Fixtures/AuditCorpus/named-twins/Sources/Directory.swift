import Foundation

/// Shows found by a search term.
struct TermReply: Decodable { // expect: missing-field
    struct ShowResult: Decodable { // expect: missing-field
        let id: Int
        let title: String
        let episodeCount: Int // expect: extra-required-field
    }

    let shows: [ShowResult]
}

/// Shows found by title: the same show, written out again for this screen.
struct TitleReply: Decodable {
    struct ShowResult: Decodable { // expect: missing-field
        let id: Int
        let title: String
        let episodeCount: Int // expect: extra-required-field
    }

    let shows: [ShowResult]
}

/// The shows trending since a moment.
struct HotReply: Decodable { // expect: missing-field
    struct ShowResult: Decodable {
        let id: Int
        let title: String
        let heat: Int
    }

    let shows: [ShowResult]
    let since: Date // expect: optionality-mismatch, date-decoding
}

final class DirectoryClient {
    private let decoder = JSONDecoder()

    func byTerm(_ data: Data) throws -> TermReply { try decoder.decode(TermReply.self, from: data) }

    func byTitle(_ data: Data) throws -> TitleReply { try decoder.decode(TitleReply.self, from: data) }

    func hot(_ data: Data) throws -> HotReply { try decoder.decode(HotReply.self, from: data) }
}
