import Foundation

/// Written when facets were plain patterns: an object entry now fails the whole decode.
struct SearchConfig: Decodable {
    let facets: [String] // expect: type-mismatch
    let primary: String // expect: type-mismatch
    let label: String // expect: type-mismatch
    let mode: String
}

func config(_ data: Data) throws -> SearchConfig {
    try JSONDecoder().decode(SearchConfig.self, from: data)
}
