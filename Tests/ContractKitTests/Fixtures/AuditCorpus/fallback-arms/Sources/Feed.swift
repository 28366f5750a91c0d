import Foundation

struct Feed: Decodable {
    let items: [FeedItem]
}

/// One item of the feed. Tool outcomes the app has no screen for land in one catch-all case.
enum FeedItem: Decodable { // expect: union-variant-missing
    typealias Anchors = [Quote]

    struct Poll: Decodable {
        let question: String
    }

    /// An item older servers sent; kept so that cached feeds still decode.
    struct Reply: Decodable {
        let text: String
    }

    struct SearchOutcome: Decodable {
        let callId: String
        let results: [SearchHit] // expect: type-mismatch

        enum CodingKeys: String, CodingKey {
            case callId = "call_id"
            case results
        }
    }

    /// Whatever tool ran, the app shows its output as text.
    struct ToolOutcome: Decodable { // expect: missing-field
        let kind: String
        let callId: String
        let results: String

        enum CodingKeys: String, CodingKey {
            case kind
            case callId = "call_id"
            case results
        }
    }

    case note(String, Anchors?)
    case poll(Poll)
    case reply(Reply)
    case searchOutcome(SearchOutcome)
    case toolOutcome(ToolOutcome)

    private enum CodingKeys: String, CodingKey {
        case kind, body, anchors
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "note":
            let body = try container.decode(String.self, forKey: .body)
            let anchors = try container.decodeIfPresent(Anchors.self, forKey: .anchors)
            self = .note(body, anchors)
        case "poll":
            self = .poll(try Poll(from: decoder))
        case "reply":
            self = .reply(try Reply(from: decoder))
        case "search_outcome":
            self = .searchOutcome(try SearchOutcome(from: decoder))
        default:
            if kind.hasSuffix("_outcome") {
                self = .toolOutcome(try ToolOutcome(from: decoder))
            } else {
                throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown feed item \(kind)")
            }
        }
    }
}

struct SearchHit: Decodable {
    let url: String
    let title: String
}

/// A quoted passage: the app links page and time quotes; it has no view for links yet.
enum Quote: Decodable { // expect: union-variant-missing
    case page(number: Int, quote: String)
    case time(seconds: Double, quote: String)

    private enum CodingKeys: String, CodingKey {
        case kind, page, seconds, quote
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "page":
            self = .page(number: try container.decode(Int.self, forKey: .page), quote: try container.decode(String.self, forKey: .quote))
        case "time":
            self = .time(seconds: try container.decode(Double.self, forKey: .seconds), quote: try container.decode(String.self, forKey: .quote))
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown quote")
        }
    }
}
