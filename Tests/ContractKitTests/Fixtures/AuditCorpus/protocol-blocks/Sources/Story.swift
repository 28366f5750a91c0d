import Foundation

// The app holds the cards as a protocol: each card struct fixes its own `kind`, and the
// story's decoder reads the tag of each element to pick the struct.

public protocol StoryCard: Codable {
    var title: String { get }
    var kind: CardKind { get }
}

public enum CardKind: String, Codable {
    case quote, photo, poll
}

struct QuoteCard: StoryCard {
    let title: String
    let kind: CardKind = .quote
    let text: String
    let author: String

    enum CodingKeys: String, CodingKey { case title, kind, text, author }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        text = try c.decode(String.self, forKey: .text)
        author = try c.decode(String.self, forKey: .author)
    }
}

struct PhotoCard: StoryCard { // expect: missing-field
    let title: String
    let kind: CardKind = .photo
    let url: String

    enum CodingKeys: String, CodingKey { case title, kind, url }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        url = try c.decode(String.self, forKey: .url)
    }
}

struct PollCard: StoryCard {
    let title: String
    let kind: CardKind = .poll
    let question: String
    let choices: [String]

    enum CodingKeys: String, CodingKey { case title, kind, question, choices }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        question = try c.decode(String.self, forKey: .question)
        choices = try c.decode([String].self, forKey: .choices)
    }
}

struct TagKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

struct Story: Decodable {
    let id: String
    let headline: String
    let cards: [StoryCard]

    enum CodingKeys: String, CodingKey { case id, headline, cards }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        headline = try c.decode(String.self, forKey: .headline)
        // Each element's tag is read from the element, not from the story.
        var list = try c.nestedUnkeyedContainer(forKey: .cards)
        var cards: [StoryCard] = []
        while !list.isAtEnd {
            let element = try list.superDecoder()
            let tagged = try element.container(keyedBy: TagKey.self)
            switch try tagged.decode(CardKind.self, forKey: TagKey(stringValue: "kind")!) {
            case .quote: cards.append(try QuoteCard(from: element))
            case .photo: cards.append(try PhotoCard(from: element))
            case .poll: cards.append(try PollCard(from: element))
            }
        }
        self.cards = cards
    }
}

func loadStory(_ data: Data) throws -> Story {
    try JSONDecoder().decode(Story.self, from: data)
}
