/// The few words the passes over every token act on (`DecoderUses`, `CodingUses`),
/// recognised once, as the lexer makes each identifier, from its bytes: each pass then
/// switches on a byte in the token instead of looking at the text of every identifier.
enum SwiftWord: UInt8, CaseIterable, Sendable {
    case none = 0
    case `struct`, `class`, `enum`, actor, `extension`, `protocol`, `func`, initializer, `let`, `var`, selfWord, `as`,
         JSONDecoder, keyDecodingStrategy, dateDecodingStrategy, decode, encode, urlQueryItem, from

    /// The word's text; empty for `none`.
    var text: String {
        switch self {
        case .none: ""
        case .struct: "struct"
        case .class: "class"
        case .enum: "enum"
        case .actor: "actor"
        case .extension: "extension"
        case .protocol: "protocol"
        case .func: "func"
        case .initializer: "init"
        case .let: "let"
        case .var: "var"
        case .selfWord: "self"
        case .as: "as"
        case .JSONDecoder: "JSONDecoder"
        case .keyDecodingStrategy: "keyDecodingStrategy"
        case .dateDecodingStrategy: "dateDecodingStrategy"
        case .decode: "decode"
        case .encode: "encode"
        case .urlQueryItem: "URLQueryItem"
        case .from: "from"
        }
    }

    /// The word `count` bytes at `start` spell, `none` for any other identifier. The lexer
    /// asks of every identifier, so this reads the bytes eight at a time as a number
    /// (little-endian: the first byte lowest) and compares numbers, with no table to load
    /// and nothing to allocate; `SwiftWordTests` check each constant against its word.
    @inline(__always) static func of(_ b: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> SwiftWord {
        of(b, at: start, count: count, head: head(b, at: start, count: count))
    }

    /// The same, with the name's `head` (see `head`) read already.
    @inline(__always) static func of(_ b: UnsafeBufferPointer<UInt8>, at start: Int, count: Int, head key: UInt64) -> SwiftWord {
        guard count >= 2 else { return .none }
        if count <= 8 {
            switch count {
            case 2: return key == 0x7361 ? .as : .none  // "as"
            case 3: return key == 0x74_656C ? .let : key == 0x72_6176 ? .var : .none  // "let", "var"
            case 4:
                switch key {
                case 0x6D75_6E65: return .enum  // "enum"
                case 0x636E_7566: return .func  // "func"
                case 0x7469_6E69: return .initializer  // "init"
                case 0x666C_6573: return .selfWord  // "self"
                case 0x6D6F_7266: return .from  // "from"
                default: return .none
                }
            case 5: return key == 0x73_7361_6C63 ? .class : key == 0x72_6F74_6361 ? .actor : .none  // "class", "actor"
            case 6:
                switch key {
                case 0x7463_7572_7473: return .struct  // "struct"
                case 0x6564_6F63_6564: return .decode  // "decode"
                case 0x6564_6F63_6E65: return .encode  // "encode"
                default: return .none
                }
            case 8: return key == 0x6C6F_636F_746F_7270 ? .protocol : .none  // "protocol"
            default: return .none
            }
        }
        let first = key
        switch count {
        case 9:  // "extensio" + "n"
            return first == 0x6F69_736E_6574_7865 && b[start + 8] == UInt8(ascii: "n") ? .extension : .none
        case 11:  // "JSONDeco" + "der"
            return first == 0x6F63_6544_4E4F_534A && b[start + 8] == UInt8(ascii: "d") && b[start + 9] == UInt8(ascii: "e")
                && b[start + 10] == UInt8(ascii: "r") ? .JSONDecoder : .none
        case 12:  // "URLQuery" + "Item"
            return first == 0x7972_6575_514C_5255 && b[start + 8] == UInt8(ascii: "I") && tail3(b, at: start + 9, "t", "e", "m") ? .urlQueryItem : .none
        case 19:  // "keyDecod" + "ingStrat" + "egy"
            return first == 0x646F_6365_4479_656B && load(b, at: start + 8) == 0x7461_7274_5367_6E69 && tail3(b, at: start + 16, "e", "g", "y")
                ? .keyDecodingStrategy : .none
        case 20:  // "dateDeco" + "dingStra" + "tegy"
            return first == 0x6F63_6544_6574_6164 && load(b, at: start + 8) == 0x6172_7453_676E_6964
                && b[start + 16] == UInt8(ascii: "t") && tail3(b, at: start + 17, "e", "g", "y") ? .dateDecodingStrategy : .none
        default:
            return .none
        }
    }

    /// The word `text` is, `none` for any other.
    static func of(_ text: String) -> SwiftWord {
        var text = text
        return text.withUTF8 { of($0, at: 0, count: $0.count) }
    }

    /// Eight bytes at `offset`, the first lowest; the caller knows they are in `b`.
    @inline(__always) static func load(_ b: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(b.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The first eight bytes of a name `count` bytes long at `start` as a number, the first
    /// lowest; a shorter name's, zero-padded. One load where eight bytes remain in the
    /// buffer, byte by byte at its very end.
    @inline(__always) static func head(_ b: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt64 {
        if start + 8 <= b.count {
            let all = load(b, at: start)
            return count >= 8 ? all : all & ((1 << UInt64(count * 8)) - 1)
        }
        var key: UInt64 = 0
        for k in 0..<min(count, 8) { key |= UInt64(b[start + k]) << UInt64(k * 8) }
        return key
    }

    /// The last eight bytes of a name longer than eight, the first lowest; 0 for a shorter one.
    @inline(__always) static func tail(_ b: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt64 {
        count > 8 ? load(b, at: start + count - 8) : 0
    }

    @inline(__always) private static func tail3(_ b: UnsafeBufferPointer<UInt8>, at i: Int, _ x: Unicode.Scalar, _ y: Unicode.Scalar, _ z: Unicode.Scalar) -> Bool {
        UInt32(b[i]) == x.value && UInt32(b[i + 1]) == y.value && UInt32(b[i + 2]) == z.value
    }
}

/// Whether a name starts with an uppercase letter, as `Character.isUppercase` says; an ASCII
/// first byte is read as a byte.
@inline(__always) func startsWithUppercase(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
    return text.first?.isUppercase == true
}

/// Whether `text` starts with the ASCII `prefix`, compared as bytes: what `hasPrefix` answers for
/// a name in code (no combining mark follows an ASCII letter in an identifier), at a fraction of
/// its cost. The scanners ask it of every call's name.
@inline(__always) func hasASCIIPrefix(_ text: String, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    let bytes = prefix.utf8Start
    if let found = text.utf8.withContiguousStorageIfAvailable({ b -> Bool in
        guard b.count >= count else { return false }
        for k in 0..<count where b[k] != bytes[k] { return false }
        return true
    }) {
        return found
    }
    return text.hasPrefix("\(prefix)")
}
