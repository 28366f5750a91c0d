/// The structure of a Swift type as written, enough to compare it with a contract type.
///
/// For example: `[String: [DTOEditionFormat]]?` is optional(dictionary(String, array(named DTOEditionFormat))).
indirect enum SwiftTypeShape: Equatable {
    case named(String, [SwiftTypeShape])
    case array(SwiftTypeShape)
    case dictionary(SwiftTypeShape, SwiftTypeShape)
    case optional(SwiftTypeShape)
    /// Tuples, closures, existentials: not compared.
    case other(String)

    init(_ text: String) {
        var parser = Parser(chars: Array(text.filter { $0 != " " }))
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

    private struct Parser {
        let chars: [Character]
        var index = 0

        mutating func parse() -> SwiftTypeShape {
            var base: SwiftTypeShape
            if index < chars.count && chars[index] == "[" {
                index += 1
                let key = parse()
                if index < chars.count && chars[index] == ":" {
                    index += 1
                    let value = parse()
                    base = .dictionary(key, value)
                } else {
                    base = .array(key)
                }
                if index < chars.count && chars[index] == "]" { index += 1 } else { return .other(String(chars)) }
            } else {
                var name = ""
                while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" || chars[index] == "." {
                    name.append(chars[index])
                    index += 1
                }
                guard !name.isEmpty else { return .other(String(chars)) }
                var args: [SwiftTypeShape] = []
                if index < chars.count && chars[index] == "<" {
                    index += 1
                    while index < chars.count && chars[index] != ">" {
                        args.append(parse())
                        if index < chars.count && chars[index] == "," { index += 1 } else { break }
                    }
                    if index < chars.count && chars[index] == ">" { index += 1 } else { return .other(String(chars)) }
                }
                switch (name, args.count) {
                case ("Optional", 1), ("Swift.Optional", 1): base = .optional(args[0])
                case ("Array", 1), ("ReadonlyArray", 1), ("Swift.Array", 1): base = .array(args[0])
                case ("Dictionary", 2), ("Swift.Dictionary", 2): base = .dictionary(args[0], args[1])
                default: base = .named(name, args)
                }
            }
            while index < chars.count && (chars[index] == "?" || chars[index] == "!") {
                index += 1
                base = .optional(base)
            }
            return base
        }
    }
}
