import Foundation

/// A channel page, parsed from embedded JSON the way some apps scrape a web page.
struct Channel: Codable { // expect: missing-field
    let handle: String
    let episodes: [Episode]

    static func episodeIDs(in page: String) -> [String] {
        page.matches(of: /"episodeId":{"id":"(.*?)"/).map { String($0.output.1) }
    }

    func shortHandle() -> String {
        var length = handle.count
        length /= 2
        return String(handle.prefix(length))
    }
}
