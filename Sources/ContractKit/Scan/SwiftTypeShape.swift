/// The structure of a Swift type as written, enough to compare it with a contract type.
///
/// For example: `[String: [DTOEditionFormat]]?` is optional(dictionary(String, array(named DTOEditionFormat))).
indirect enum SwiftTypeShape: Equatable, Sendable {
    case named(String, [SwiftTypeShape])
    case array(SwiftTypeShape)
    case dictionary(SwiftTypeShape, SwiftTypeShape)
    case optional(SwiftTypeShape)
    /// Tuples, closures, existentials: not compared.
    case other(String)

    init(_ text: String) {
        // Bytes, not Characters: every property of every audited type is parsed.
        var parser = Parser(chars: text.utf8.filter { $0 != UInt8(ascii: " ") })
        self = parser.parse()
        if parser.index < parser.chars.count { self = .other(text) }
    }

    /// Without any optional wrapper.
    var unwrapped: SwiftTypeShape {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The last component of a named type: `ResponseEnvelope.ApiErrorInfo` → `ApiErrorInfo`.
    var simpleName: String? {
        if case .named(let n, _) = unwrapped { return n.split(separator: ".").last.map(String.init) }
        return nil
    }

    /// The named type inside arrays, dictionaries' values and optionals.
    var elementName: String? {
        switch self {
        case .named(let n, _): n
        case .array(let e), .optional(let e), .dictionary(_, let e): e.elementName
        case .other: nil
        }
    }

    /// The element name, then a generic wrapper's arguments' (`LossyArray<Source>` → `LossyArray`, `Source`).
    var elementNames: [String] {
        let inner: SwiftTypeShape
        switch self {
        case .array(let e), .optional(let e), .dictionary(_, let e): return e.elementNames
        default: inner = self
        }
        guard case .named(let n, let args) = inner else { return [] }
        return [n] + (args.count == 1 ? args[0].elementNames : [])
    }

    private struct Parser {
        let chars: [UInt8]
        var index = 0

        var text: String { String(decoding: chars, as: UTF8.self) }

        func isNamePart(_ b: UInt8) -> Bool {
            (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
                || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b >= 0x80
        }

        mutating func parse() -> SwiftTypeShape {
            var base: SwiftTypeShape
            if index < chars.count && chars[index] == UInt8(ascii: "[") {
                index += 1
                let key = parse()
                if index < chars.count && chars[index] == UInt8(ascii: ":") {
                    index += 1
                    let value = parse()
                    base = .dictionary(key, value)
                } else {
                    base = .array(key)
                }
                if index < chars.count && chars[index] == UInt8(ascii: "]") { index += 1 } else { return .other(text) }
            } else {
                let start = index
                while index < chars.count, isNamePart(chars[index]) { index += 1 }
                guard index > start else { return .other(text) }
                let name = String(decoding: chars[start..<index], as: UTF8.self)
                var args: [SwiftTypeShape] = []
                if index < chars.count && chars[index] == UInt8(ascii: "<") {
                    index += 1
                    while index < chars.count && chars[index] != UInt8(ascii: ">") {
                        args.append(parse())
                        if index < chars.count && chars[index] == UInt8(ascii: ",") { index += 1 } else { break }
                    }
                    if index < chars.count && chars[index] == UInt8(ascii: ">") { index += 1 } else { return .other(text) }
                }
                switch (name, args.count) {
                case ("Optional", 1), ("Swift.Optional", 1): base = .optional(args[0])
                case ("Array", 1), ("ReadonlyArray", 1), ("Swift.Array", 1): base = .array(args[0])
                case ("Dictionary", 2), ("Swift.Dictionary", 2): base = .dictionary(args[0], args[1])
                default: base = .named(name, args)
                }
            }
            while index < chars.count && (chars[index] == UInt8(ascii: "?") || chars[index] == UInt8(ascii: "!")) {
                index += 1
                base = .optional(base)
            }
            return base
        }
    }
}
