import Foundation

struct Doc: Decodable {
    let id: String
    let location: DocLocation
    let fields: [String: DocField]
    let title: [Chunk]
}

/// Where a document lives; a place the app does not know yet keeps its type name.
enum DocLocation: Decodable { // expect: union-variant-missing
    case folder(String) // expect: missing-field
    case space(String)
    case elsewhere(typeName: String)
}

extension DocLocation {
    enum CodingKeys: String, CodingKey {
        case type
        case folderId = "folder_id"
        case spaceId = "space_id"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case CodingKeys.folderId.stringValue:
            self = .folder(try container.decode(String.self, forKey: .folderId))
        case CodingKeys.spaceId.rawValue:
            self = .space(try container.decode(String.self, forKey: .spaceId))
        default:
            self = .elsewhere(typeName: type)
        }
    }
}

/// One custom field: its id, and its value decoded from the same object.
struct DocField: Decodable {
    let id: String
    let value: DocFieldValue

    enum CodingKeys: String, CodingKey {
        case id
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        value = try DocFieldValue(from: decoder)
    }
}

enum DocFieldValue: Decodable { // expect: union-variant-missing
    case text(String)
    case count(Int?, capped: Bool)
    case range(DocRange)
    case span(TimeSpan?)
    case unsupported

    enum CodingKeys: String, CodingKey {
        case type, text, count, capped, range, span
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "text":
            self = .text(try container.decode(String.self, forKey: .text))
        case "count":
            let count = try container.decodeIfPresent(Int.self, forKey: .count)
            let capped = try container.decode(Bool.self, forKey: .capped) // expect: extra-required-field
            self = .count(count, capped: capped)
        case "range":
            self = .range(try container.decode(DocRange.self, forKey: .range))
        case "span":
            self = .span(try container.decodeIfPresent(TimeSpan.self, forKey: .span))
        default:
            self = .unsupported
        }
    }
}

struct DocRange: Decodable {
    let low: Int // expect: optionality-mismatch
    let high: Int
}

struct TimeSpan: Decodable { // expect: missing-field
    let start: String
    let end: String?
}
