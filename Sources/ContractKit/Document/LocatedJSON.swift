// Document: located document trees (JSON, JSONC and YAML) with a `file:line:col` on every node and key.

/// A JSON value that remembers where it was written, so errors in a config or a contract
/// document can point at `file:line:col`. Foundation's parser gives no positions.
public indirect enum LocatedJSON: Sendable, Equatable {
    case object([(key: String, keyLocation: SourceLocation, value: LocatedJSON)], SourceLocation)
    case array([LocatedJSON], SourceLocation)
    case string(String, SourceLocation)
    case number(Double, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .object(_, let l), .array(_, let l), .string(_, let l), .number(_, let l), .bool(_, let l), .null(let l): l
        }
    }

    /// What the value is, for messages: "a string", "an object".
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// Whether `key` is among an object's `members` already: searched in order while the
    /// object is small, then in `seen`, which holds every key once it is filled.
    static func isDuplicate(_ key: String, in members: [(key: String, keyLocation: SourceLocation, value: LocatedJSON)], seen: inout Set<String>) -> Bool {
        if members.count < 8 { return members.contains { $0.key == key } }
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        return !seen.insert(key).inserted
    }

    public static func == (lhs: LocatedJSON, rhs: LocatedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, _), .object(let b, _)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a, _), .array(let b, _)): a == b
        case (.string(let a, _), .string(let b, _)): a == b
        case (.number(let a, _), .number(let b, _)): a == b
        case (.bool(let a, _), .bool(let b, _)): a == b
        case (.null, .null): true
        default: false
        }
    }
}

/// A document that does not read: what is wrong, and where. Both readers of this stage
/// (`LocatedJSONParser` and `YAMLReader`) throw it, stopping at the first error.
public struct DocumentSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// The error as an `error` diagnostic at its location.
    public var diagnostic: Diagnostic { Diagnostic(.error, message, at: location) }
}

/// Parses JSON bytes into `LocatedJSON`; errors carry a location. Strict JSON by default;
/// with `jsonc`, also what `tsconfig.json` accepts: `//` and `/* */` comments and a trailing
/// comma after the last member of an object or array.
struct LocatedJSONParser {
    typealias Failure = DocumentSyntaxError

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private let jsonc: Bool

    static func parse(_ bytes: [UInt8], file: String, jsonc: Bool = false) throws -> LocatedJSON {
        var parser = LocatedJSONParser(bytes: bytes, file: file, jsonc: jsonc)
        if firstInvalidUTF8Offset(bytes) != nil { throw Failure(message: "invalid UTF-8 byte sequence", location: parser.here) }
        try parser.skipSpace()
        let value = try parser.parseValue()
        try parser.skipSpace()
        guard parser.index == bytes.count else { throw Failure(message: "unexpected text after the JSON value", location: parser.here) }
        return value
    }

    private init(bytes: [UInt8], file: String, jsonc: Bool) {
        self.bytes = bytes
        self.file = file
        self.jsonc = jsonc
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: index - lineStart + 1) }

    /// Skips white space and, with `jsonc`, comments.
    private mutating func skipSpace() throws {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where jsonc && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where jsonc && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() throws {
        let start = here
        index += 2
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
        }
        throw Failure(message: "unterminated comment", location: start)
    }

    /// After a `,`: with `jsonc`, whether `close` follows (a trailing comma), consuming it.
    private mutating func trailingClose(_ close: UInt8) -> Bool {
        guard jsonc, index < bytes.count, bytes[index] == close else { return false }
        index += 1
        return true
    }

    private mutating func parseValue() throws -> LocatedJSON {
        let start = here
        guard index < bytes.count else { throw Failure(message: "unexpected end of file", location: start) }
        depth += 1
        defer { depth -= 1 }
        if depth > 100 { throw Failure(message: "nesting is too deep", location: start) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, keyLocation: SourceLocation, value: LocatedJSON)] = []
            var seen = Set<String>()
            try skipSpace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return .object([], start) }
            while true {
                try skipSpace()
                if !members.isEmpty, trailingClose(UInt8(ascii: "}")) { return .object(members, start) }
                let keyLocation = here
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(message: "expected a key in quotes", location: keyLocation) }
                let key = try parseString()
                if LocatedJSON.isDuplicate(key, in: members, seen: &seen) { throw Failure(message: "duplicate key '\(key)'", location: keyLocation) }
                try skipSpace()
                try expect(UInt8(ascii: ":"))
                try skipSpace()
                members.append((key, keyLocation, try parseValue()))
                try skipSpace()
                if try endOf(UInt8(ascii: "}")) { return .object(members, start) }
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [LocatedJSON] = []
            try skipSpace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return .array([], start) }
            while true {
                try skipSpace()
                if !items.isEmpty, trailingClose(UInt8(ascii: "]")) { return .array(items, start) }
                items.append(try parseValue())
                try skipSpace()
                if try endOf(UInt8(ascii: "]")) { return .array(items, start) }
            }
        case UInt8(ascii: "\""):
            return .string(try parseString(), start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true, start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false, start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null(start)
        default:
            let numberStart = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > numberStart, let value = Double(String(decoding: bytes[numberStart..<index], as: UTF8.self)) else {
                throw Failure(message: "expected a JSON value", location: start)
            }
            return .number(value, start)
        }
    }

    /// After a member: `,` continues, `close` ends.
    private mutating func endOf(_ close: UInt8) throws -> Bool {
        guard index < bytes.count else { throw Failure(message: "unexpected end of file", location: here) }
        if bytes[index] == close { index += 1; return true }
        if bytes[index] == UInt8(ascii: ",") { index += 1; return false }
        throw Failure(message: "expected ',' or '\(String(UnicodeScalar(close)))'", location: here)
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard index < bytes.count, bytes[index] == byte else { throw Failure(message: "expected '\(String(UnicodeScalar(byte)))'", location: here) }
        index += 1
    }

    private mutating func expectWord(_ word: String) throws {
        let start = here
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else { throw Failure(message: "expected a JSON value", location: start) }
            index += 1
        }
    }

    private mutating func parseString() throws -> String {
        let start = here
        index += 1
        // Most strings hold no escape: their text is their bytes.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\n"):
                throw Failure(message: "unterminated string", location: start)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                guard let after = StringEscapes.decode(bytes, at: index, into: &out) else {
                    throw Failure(message: "invalid \\u escape", location: here)
                }
                index = after
            default:
                out.append(b)
            }
        }
        throw Failure(message: "unterminated string", location: start)
    }
}
