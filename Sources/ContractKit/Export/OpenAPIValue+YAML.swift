/// The value as YAML, in block style, with the same content and key order as its JSON.
///
/// Strings are plain only where every YAML reader reads them back as the same string:
/// letters, digits and `_ . / -`, starting with a letter, `_` or `/`, and not a word YAML
/// 1.1 or 1.2 reads as a boolean or null. Every other string is double-quoted.
extension OpenAPIValue {
    public var yaml: String {
        var out = ""
        switch self {
        case .object(let members) where !members.isEmpty: Self.writeMembers(members, indent: 0, to: &out)
        case .array(let items) where !items.isEmpty: Self.writeItems(items, indent: 0, to: &out)
        default: out = inlineText + "\n"
        }
        return out
    }

    /// Scalars and empty collections, which fit on their key's line.
    private var inlineText: String {
        switch self {
        case .string(let s): Self.scalar(s)
        case .number(let n): formatNumber(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .array: "[]"
        case .object: "{}"
        }
    }

    private var isBlock: Bool {
        switch self {
        case .array(let items): !items.isEmpty
        case .object(let members): !members.isEmpty
        default: false
        }
    }

    private static func writeMembers(_ members: [(key: String, value: OpenAPIValue)], indent: Int, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for (i, member) in members.enumerated() {
            // The first member of an object in a sequence item continues the `- ` line.
            if i > 0 || indent == 0 || !out.hasSuffix("- ") { out += pad }
            out += scalar(member.key) + ":"
            writeValue(member.value, indent: indent, to: &out)
        }
    }

    private static func writeItems(_ items: [OpenAPIValue], indent: Int, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for (i, item) in items.enumerated() {
            if i > 0 || indent == 0 || !out.hasSuffix("- ") { out += pad }
            out += "- "
            switch item {
            case .object(let members) where !members.isEmpty: writeMembers(members, indent: indent + 2, to: &out)
            case .array(let nested) where !nested.isEmpty: writeItems(nested, indent: indent + 2, to: &out)
            default: out += item.inlineText + "\n"
            }
        }
    }

    /// A member's value after `key:`: inline, or nested on the lines below.
    private static func writeValue(_ value: OpenAPIValue, indent: Int, to out: inout String) {
        guard value.isBlock else { out += " " + value.inlineText + "\n"; return }
        out += "\n"
        switch value {
        case .object(let members): writeMembers(members, indent: indent + 2, to: &out)
        case .array(let items): writeItems(items, indent: indent + 2, to: &out)
        default: break
        }
    }

    static let reservedWords: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]

    /// A string as a YAML scalar: plain when that is safe, else double-quoted.
    static func scalar(_ s: String) -> String {
        let safe = s.unicodeScalars.allSatisfy { $0.isASCII && (("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "_./-".unicodeScalars.contains($0)) }
        if safe, let first = s.unicodeScalars.first, first == "_" || first == "/" || ("a"..."z").contains(first) || ("A"..."Z").contains(first),
           !reservedWords.contains(s.lowercased()) {
            return s
        }
        var quoted = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            default:
                if u.value < 0x20 || u.value == 0x7F || u.value == 0x85 || u.value == 0xA0 || u.value == 0x2028 || u.value == 0x2029 || u.value == 0xFEFF {
                    let hex = String(u.value, radix: 16, uppercase: true)
                    quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    quoted.unicodeScalars.append(u)
                }
            }
        }
        return quoted + "\""
    }
}
