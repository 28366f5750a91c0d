/// A function that fetches: `func acceptRequest(id: String) async throws -> MembershipRequest`.
/// Code that waits and may fail to hand back a `Codable` value gets it from the network or
/// the disk, so the type is decoded, whatever its name says (`…Request` here is a record the
/// server keeps, not a call the app makes).
extension CodingUses {
    /// The returned type of an `async throws` function at `funcIndex`, as a use; nil for any other function.
    static func asyncResult(_ tokens: [SwiftToken], at funcIndex: Int) -> CodingUse? {
        guard funcIndex + 1 < tokens.count, tokens[funcIndex + 1].kind == .identifier else { return nil }
        var j = funcIndex + 2
        var depth = 0
        var waits = false, fails = false
        while j + 1 < tokens.count {
            let t = tokens[j]
            if t.isPunct("(") || t.isPunct("<") || t.isPunct("[") { depth += 1 } else if t.isPunct(")") || t.isPunct(">") || t.isPunct("]") { depth -= 1 }
            else if t.isPunct("{") || t.isPunct("}") || t.isWord("func") || t.isWord("var") || t.isWord("let") || t.isWord("where") { return nil }
            else if depth == 0, t.isWord("async") { waits = true }
            else if depth == 0, t.isWord("throws") { fails = true }
            else if depth == 0, t.isPunct(text: "->") {
                guard waits, fails, let type = typeText(tokens, from: j + 1) else { return nil }
                return CodingUse(kind: .asyncResult, callee: tokens[funcIndex + 1].text, type: type, line: tokens[funcIndex].line)
            }
            j += 1
        }
        return nil
    }
}
