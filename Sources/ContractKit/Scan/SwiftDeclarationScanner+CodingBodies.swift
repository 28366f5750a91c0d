/// What `init(from:)`, `init(rawValue:)` and `encode(to:)` bodies do with keys and values.
extension SwiftDeclarationScanner {
    /// Each `decode…(T.self, forKey: .key)` in a body, with the property it is assigned to
    /// and any `?? fallback`.
    static func decodeReads(_ body: UnsafeBufferPointer<SwiftToken>) -> [ScannedDecoder.Read] {
        var reads: [ScannedDecoder.Read] = []
        var i = 0
        var statementTarget: String?
        while i < body.count {
            let t = body[i]
            if t.newlineBefore || (i > 0 && body[i - 1].isPunct(";")) {
                statementTarget = nil
            }
            // `self.x = …`, `x = …`, `let x = …` (for `if let x = try …`), skipping `==`.
            if t.isPunct("="), i + 1 < body.count, !body[i + 1].isPunct("="), i > 0, body[i - 1].kind == .identifier, !(i > 1 && body[i - 2].isPunct("!")) {
                statementTarget = body[i - 1].text
            }
            if t.kind == .identifier, t.text.hasPrefix("decode"), i + 1 < body.count, body[i + 1].isPunct("("), i > 0, body[i - 1].isPunct(".") {
                var j = i + 1
                var level = 0
                var args: [SwiftToken] = []
                repeat {
                    if body[j].isPunct("(") { level += 1 } else if body[j].isPunct(")") { level -= 1 }
                    if level > 0 && !(level == 1 && body[j].isPunct("(")) { args.append(body[j]) }
                    j += 1
                } while level > 0 && j < body.count
                if let keyIndex = args.firstIndex(where: { $0.isWord("forKey") }),
                   let key = args[(keyIndex + 1)...].first(where: { $0.kind == .identifier }) {
                    let typeTokens = args.prefix { !$0.isPunct(",") }
                    var type = tokenText(Array(typeTokens))
                    if type.hasSuffix(".self") { type = String(type.dropLast(5)) }
                    var fallback: String?
                    // `(try? container.decode(…)) ?? []`: the fallback follows the closing parens.
                    var afterCall = j
                    while afterCall < body.count, body[afterCall].isPunct(")") { afterCall += 1 }
                    if afterCall < body.count, body[afterCall].isPunct(text: "??") {
                        var k = afterCall + 1
                        var fb: [SwiftToken] = []
                        var lvl = 0
                        while k < body.count {
                            if lvl == 0 && body[k].newlineBefore && !fb.isEmpty { break }
                            if body[k].isPunct("(") || body[k].isPunct("[") { lvl += 1 }
                            if body[k].isPunct(")") || body[k].isPunct("]") { if lvl == 0 { break }; lvl -= 1 }
                            fb.append(body[k])
                            k += 1
                        }
                        fallback = tokenText(fb)
                    }
                    reads.append(ScannedDecoder.Read(property: statementTarget, key: key.text, method: t.text,
                                                     type: type.isEmpty ? nil : type, fallback: fallback, line: t.line))
                }
                i = j
                continue
            }
            i += 1
        }
        return reads
    }

    /// The wire strings each case is made from in a `switch` of an `init(rawValue:)` or
    /// `init(from:)`: `case "fetch", "xhr": self = .jsFetch` gives `jsFetch: [fetch, xhr]`,
    /// and `case "idle": self = .idle` in a union's decoder gives `idle: [idle]`.
    static func switchedValues(_ body: UnsafeBufferPointer<SwiftToken>) -> [(String, [String])] {
        var pairs: [(String, [String])] = []
        var i = 0
        while i < body.count {
            guard body[i].isWord("case"), i + 1 < body.count, body[i + 1].kind == .string || body[i + 1].kind == .number else {
                i += 1
                continue
            }
            var values: [String] = []
            var j = i + 1
            while j < body.count, body[j].kind == .string || body[j].kind == .number {
                values.append(body[j].text)
                j += 1
                if j < body.count, body[j].isPunct(",") { j += 1 } else { break }
            }
            guard j < body.count, body[j].isPunct(":") else { i = j; continue }
            // The case's statements, up to the next `case` or `default`: the first `self = .name`.
            var k = j + 1
            while k + 3 < body.count, !body[k].isWord("case"), !body[k].isWord("default") {
                if body[k].isWord("self"), body[k + 1].isPunct("=") {
                    var m = k + 2
                    if body[m].kind == .identifier, m + 1 < body.count, body[m + 1].isPunct(".") { m += 1 }  // `Self.name`, `Kind.name`
                    if body[m].isPunct("."), m + 1 < body.count, body[m + 1].kind == .identifier {
                        pairs.append((body[m + 1].text, values))
                        break
                    }
                }
                k += 1
            }
            i = k
        }
        return pairs
    }

    /// The string an enum's `encode(to:)` writes for each case: `case .jsFetch: try c.encode("fetch")`.
    static func encodedValues(_ body: UnsafeBufferPointer<SwiftToken>) -> [String: String] {
        var written: [String: String] = [:]
        var i = 0
        while i + 2 < body.count {
            guard body[i].isWord("case"), body[i + 1].isPunct("."), body[i + 2].kind == .identifier else {
                i += 1
                continue
            }
            let name = body[i + 2].text
            var k = i + 3
            while k + 2 < body.count, !body[k].isWord("case"), !body[k].isWord("default") {
                if body[k].kind == .identifier, body[k].text.hasPrefix("encode"), body[k + 1].isPunct("("), body[k + 2].kind == .string {
                    if written[name] == nil { written[name] = body[k + 2].text }
                    break
                }
                k += 1
            }
            i = k
        }
        return written
    }

    /// The keys of each `encode…(value, forKey: .key)` in a body.
    static func encodedKeys(_ body: UnsafeBufferPointer<SwiftToken>) -> [String] {
        var keys: [String] = []
        for i in body.indices where body[i].kind == .identifier && body[i].text.hasPrefix("encode") && i > 0 && body[i - 1].isPunct(".") {
            var j = i + 1
            var level = 0
            while j < body.count {
                if body[j].isPunct("(") { level += 1 } else if body[j].isPunct(")") { level -= 1; if level == 0 { break } }
                if level == 1, body[j].isWord("forKey"), let key = body[(j + 1)...].prefix(4).first(where: { $0.kind == .identifier }) {
                    keys.append(key.text)
                    break
                }
                j += 1
            }
        }
        return keys
    }
}
