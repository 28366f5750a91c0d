/// What `init(from:)`, `init(rawValue:)` and `encode(to:)` bodies do with keys and values.
extension SwiftDeclarationScanner {
    /// The wire strings each case is made from in a `switch` of an `init(rawValue:)` or
    /// `init(from:)`: `case "fetch", "xhr": self = .jsFetch` gives `jsFetch: [fetch, xhr]`,
    /// and `case "idle": self = .idle` in a union's decoder gives `idle: [idle]`.
    static func switchedValues(_ body: UnsafeBufferPointer<SwiftToken>) -> [(String, [String])] {
        var pairs: [(String, [String])] = []
        var i = 0
        while i < body.count {
            guard body[i].isWord("case"), i + 1 < body.count, body[i + 1].kind == .string || body[i + 1].kind == .number || keyTag(body, at: i + 1) != nil else {
                i += 1
                continue
            }
            var values: [String] = []
            var j = i + 1
            while j < body.count {
                if body[j].kind == .string || body[j].kind == .number {
                    values.append(body[j].text)
                    j += 1
                } else if let (tag, next) = keyTag(body, at: j) {
                    values.append(tag)
                    j = next
                } else {
                    break
                }
                if j < body.count, body[j].isPunct(",") { j += 1 } else { break }
            }
            guard j < body.count, body[j].isPunct(":") else { i = j; continue }
            // The case's statements, up to the next `case` or `default`: the first `self = .name`,
            // or in a switch expression (`self = switch raw { case "a": .a … }`) the value itself.
            var k = j + 1
            if let name = caseValue(body, at: k) ?? (k < body.count && body[k].isWord("return") ? caseValue(body, at: k + 1) : nil) {
                pairs.append((name, values))
                i = k + 1
                continue
            }
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

    /// A label that names a coding key's string, `CodingKeys.pageId.stringValue` or
    /// `Keys.pageId.rawValue`: a placeholder (`keyTagMark` + `CodingKeys.pageId`) that
    /// `WireContext.resolveKeyTags` replaces with the key's wire name; and the index after it.
    static func keyTag(_ body: UnsafeBufferPointer<SwiftToken>, at i: Int) -> (String, Int)? {
        guard i + 4 < body.count, body[i].kind == .identifier, startsUppercase(body[i].text), body[i + 1].isPunct("."), body[i + 2].kind == .identifier,
              body[i + 3].isPunct("."), body[i + 4].isWord("stringValue") || body[i + 4].isWord("rawValue") else { return nil }
        return (keyTagMark + body[i].text + "." + body[i + 2].text, i + 5)
    }

    /// Starts a wire value that is a coding key's name, not a string of its own.
    static let keyTagMark = "\u{1}"

    /// A dictionary literal from wire strings to cases in an enum's decoder:
    /// `["top_left": .topLeft, "center": .center]` gives `topLeft: [top_left]`.
    static func mappedValues(_ body: UnsafeBufferPointer<SwiftToken>) -> [(String, [String])] {
        var pairs: [(String, [String])] = []
        for i in body.indices where body[i].kind == .string && i + 3 < body.count
            && body[i + 1].isPunct(":") && body[i + 2].isPunct(".") && body[i + 3].kind == .identifier {
            pairs.append((body[i + 3].text, [body[i].text]))
        }
        return pairs
    }

    /// The case an enum's decoder (or `init(rawValue:)`) gives a value it has no case for:
    /// `default: self = .unknown(raw)`, or `self = Kind(rawValue: raw) ?? .other`. Nil when
    /// such a value throws (`default: throw …`) or when the body has neither.
    static func fallbackCase(_ body: UnsafeBufferPointer<SwiftToken>) -> String? {
        for i in body.indices {
            if body[i].isPunct(text: "??"), let name = caseReference(body, from: i + 1) { return name }
            if body[i].isWord("rawValue"), let name = elseBranchCase(body, afterRawValueLabel: i) { return name }
            guard body[i].isWord("default"), i + 1 < body.count, body[i + 1].isPunct(":") else { continue }
            // A switch expression's branch is the value: `default: .other(raw)`.
            if let name = caseValue(body, at: i + 2) { return name }
            // The branch's statements, up to the end of its switch: the first `self =` or `throw`.
            var depth = 0
            var k = i + 2
            while k + 1 < body.count {
                let t = body[k]
                if t.isPunct("{") { depth += 1 } else if t.isPunct("}") { depth -= 1 }
                if depth < 0 || (depth == 0 && t.isWord("case")) { break }
                if t.isWord("throw") || t.isWord("fatalError") || t.isWord("return") { break }
                if t.isWord("self"), body[k + 1].isPunct("="), let name = caseReference(body, from: k + 2) { return name }
                k += 1
            }
        }
        return nil
    }

    /// The case the `else` branch of a raw-value lookup assigns:
    /// `guard let v = Kind(rawValue: raw) else { self = .unknown; return }`, or
    /// `if let v = Kind(rawValue: raw) { self = v } else { self = .unknown }`. `label` is the
    /// index of the `rawValue` label of the call.
    static func elseBranchCase(_ body: UnsafeBufferPointer<SwiftToken>, afterRawValueLabel label: Int) -> String? {
        guard label >= 1, body[label - 1].isPunct("("), label + 1 < body.count, body[label + 1].isPunct(":") else { return nil }
        // The end of the call, then an `if`'s block when one follows.
        var k = label + 2, depth = 1
        while k < body.count, depth > 0 {
            if body[k].isPunct("(") { depth += 1 } else if body[k].isPunct(")") { depth -= 1 }
            k += 1
        }
        if k < body.count, body[k].isPunct("{") {
            depth = 0
            repeat {
                if body[k].isPunct("{") { depth += 1 } else if body[k].isPunct("}") { depth -= 1 }
                k += 1
            } while k < body.count && depth > 0
        }
        guard k + 1 < body.count, body[k].isWord("else"), body[k + 1].isPunct("{") else { return nil }
        // The branch's own statements: the first `self = .name`.
        depth = 0
        var m = k + 1
        while m + 1 < body.count {
            if body[m].isPunct("{") { depth += 1 } else if body[m].isPunct("}") { depth -= 1 }
            if depth == 0 { return nil }
            if depth == 1, body[m].isWord("self"), body[m + 1].isPunct("="), let name = caseReference(body, from: m + 2) { return name }
            m += 1
        }
        return nil
    }

    /// Whether a decoder assigns `self` (`self = .text(…)`, `self = state`), as an enum's
    /// does; a struct's assigns its properties. Asked of an extension's decoder, whose type
    /// the scan does not know yet, before the enum-only readings are run on it.
    static func assignsSelf(_ body: UnsafeBufferPointer<SwiftToken>) -> Bool {
        body.indices.contains { i in body[i].isWord("self") && i + 2 < body.count && body[i + 1].isPunct("=") && !body[i + 2].isPunct("=") }
    }

    /// `.name`, `Self.name` or `Kind.name` at `i`: the case name.
    static func caseReference(_ body: UnsafeBufferPointer<SwiftToken>, from i: Int) -> String? {
        var m = i
        if m < body.count, body[m].kind == .identifier, m + 1 < body.count, body[m + 1].isPunct(".") { m += 1 }
        guard m + 1 < body.count, body[m].isPunct("."), body[m + 1].kind == .identifier, body[m + 1].text != "init" else { return nil }
        return body[m + 1].text
    }

    /// A case as a switch expression's value: `.name`, `.name(raw)`, `Self.name`, `Kind.name`
    /// (a type's name starts upper-case; `container.decode` is no case).
    static func caseValue(_ body: UnsafeBufferPointer<SwiftToken>, at i: Int) -> String? {
        guard i < body.count, body[i].isPunct(".") || (startsUppercase(body[i].text) && body[i].kind == .identifier) else { return nil }
        return caseReference(body, from: i)
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

    /// Whether an enum's decoder makes its case from the raw value: `Self(rawValue: raw)`,
    /// `Kind(rawValue:)`, `.init(rawValue:)`, `Self.init(rawValue:)`. Its cases are then
    /// compared by raw value like a synthesized decoder's.
    static func callsRawValueInitializer(_ body: UnsafeBufferPointer<SwiftToken>, typeName: String?) -> Bool {
        body.indices.contains { i in
            guard body[i].isPunct("("), i + 2 < body.count, body[i + 1].isWord("rawValue"), body[i + 2].isPunct(":"), i >= 1 else { return false }
            let callee = body[i - 1]
            if callee.isWord("init") { return i >= 2 && body[i - 2].isPunct(".") }
            return callee.isWord("Self") || (typeName != nil && callee.isWord(typeName!))
        }
    }

    /// What an enum's computed `rawValue` returns for each case, from a switch statement or
    /// expression: `case .lineItem: "line_item"` or `case .lineItem: return "line_item"`.
    static func returnedValues(_ block: ArraySlice<SwiftToken>) -> [(String, String)] {
        var pairs: [(String, String)] = []
        let tokens = Array(block)
        var i = 0
        while i + 4 < tokens.count {
            defer { i += 1 }
            guard tokens[i].isWord("case"), tokens[i + 1].isPunct("."), tokens[i + 2].kind == .identifier, tokens[i + 3].isPunct(":") else { continue }
            var v = i + 4
            if tokens[v].isWord("return"), v + 1 < tokens.count { v += 1 }
            if tokens[v].kind == .string || tokens[v].kind == .number { pairs.append((tokens[i + 2].text, tokens[v].text)) }
        }
        return pairs
    }

    /// Whether an accessor block has a `set` accessor at its top level.
    static func hasSetter(_ block: ArraySlice<SwiftToken>) -> Bool {
        var level = 0
        for t in block {
            if t.isPunct("{") { level += 1 } else if t.isPunct("}") { level -= 1 }
            if level == 0, t.isWord("set") { return true }
        }
        return false
    }
}
