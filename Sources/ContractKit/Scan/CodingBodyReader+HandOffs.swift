/// A coder handed to one of the type's own methods: `try decodeExtras(notKeyedBy:
/// CodingKeys.self, with: decoder)`. Such a method sees the whole object, and the usual
/// reason to write one is to keep the keys the type does not name (a loop over `allKeys`
/// into a dictionary of JSON values). A call on another value (`Base.make(from: decoder)`)
/// or an initializer is not a hand-off: the delegates cover those.
extension CodingBodyReader {
    /// The hand-offs in the body, as `name(…)`: the type's own methods that receive the
    /// `decoder` or `encoder` parameter as an argument.
    func coderHandOffs() -> [String] {
        var found: [String] = []
        // An argument: `with: decoder` or a bare `decoder`, ending at `)` or `,` (asked first: one
        // byte, where most tokens would otherwise have their text compared twice).
        for i in landmarks.namedArguments where i >= 2 && (body[i].hasText("decoder") || body[i].hasText("encoder")) {
            guard let open = openingParenthesis(before: i), open >= 1, body[open - 1].kind == .identifier else { continue }
            let callee = body[open - 1].text
            guard callee.first?.isLowercase == true, callee != "init", !callee.hasPrefix("container") else { continue }
            // A bare call, or one on `self`: the type's own method (or its protocol's).
            if open >= 2, body[open - 2].isPunct(".") {
                guard open >= 3, body[open - 3].isWord("self") else { continue }
            }
            let text = callee + "(…)"
            if !found.contains(text) { found.append(text) }
        }
        return found
    }

    /// The `(` of the call whose argument list holds the token at `index`.
    private func openingParenthesis(before index: Int) -> Int? {
        var level = 0
        var j = index - 1
        while j >= 0 {
            if body[j].isPunct(")") || body[j].isPunct("]") { level += 1 }
            else if body[j].isPunct("(") || body[j].isPunct("[") {
                if level == 0 { return body[j].isPunct("(") ? j : nil }
                level -= 1
            } else if level == 0, body[j].isPunct("{") || body[j].isPunct("}") { return nil }
            j -= 1
        }
        return nil
    }

    /// The type's own initializers and methods the body passes the decoder or one of its
    /// containers to, by the names the scanner keeps decoding members under:
    /// `try self.init(reading: decoder)` gives `init(reading:)`, `try fill(from: container)`
    /// gives `fill`. Their reads are the decode's (see `SwiftDeclarationScanner+DecodingMembers`).
    func memberCalls(containers: [ScannedContainer]) -> [String] {
        var found: [String] = []
        // Only where the decoder or a container is an argument (`reading: decoder)`, `(keyed,`):
        // most bodies have none, and their calls are never looked at.
        for j in landmarks.namedArguments where j >= 2 && (body[j].hasText("decoder") || containers.contains(where: { $0.name == body[j].text })) {
            guard let i = openingParenthesis(before: j), i >= 1, body[i - 1].kind == .identifier else { continue }
            let callee = body[i - 1].text
            guard callee.first?.isLowercase == true, !callee.hasPrefix("container") else { continue }
            // A bare call, or one on `self`.
            if i >= 2, body[i - 2].isPunct(".") { guard i >= 3, body[i - 3].isWord("self") else { continue } }
            var name = callee
            if callee == "init" {
                let args = body[(i + 1)..<max(i + 1, end(ofCallAt: i) - 1)]
                var labels: [String] = [], level = 0
                for k in args.indices {
                    if args[k].isPunct("(") || args[k].isPunct("[") { level += 1 } else if args[k].isPunct(")") || args[k].isPunct("]") { level -= 1 }
                    if level == 0, args[k].kind == .identifier, k + 1 < args.endIndex, args[k + 1].isPunct(":"), k == args.startIndex || args[k - 1].isPunct(",") {
                        labels.append(args[k].text)
                    }
                }
                guard labels != ["from"] else { continue }
                name = "init(" + labels.map { $0 + ":" }.joined() + ")"
            }
            if !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// Whether a delegate names a hand-off rather than a type.
    static func isHandOff(_ delegate: String) -> Bool { delegate.hasSuffix("(…)") }
}
