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

/// What a fetching function takes: in
/// ```swift
/// func updateKey(_ key: KeyID, with changes: KeyChanges) throws -> KeyRevision {
///     return try execute(Command.Update(key: key, changes: changes))
/// }
/// ```
/// the app hands `KeyChanges` over to get a `KeyRevision` back: when nothing else places
/// `KeyChanges`, it is what the app sends.
extension CodingUses {
    /// The parameters' types of the function at `funcIndex`, as uses; `returning` is the call
    /// whose result it returns (nil for an `async throws` function).
    static func fetchArguments(_ tokens: [SwiftToken], at funcIndex: Int, returning callee: String?) -> [CodingUse] {
        guard funcIndex + 2 < tokens.count, tokens[funcIndex + 2].isPunct("(") else { return [] }
        var uses: [CodingUse] = []
        var depth = 0
        var j = funcIndex + 2
        while j + 1 < tokens.count {
            let t = tokens[j]
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("<") { depth += 1 } else if t.isPunct(")") || t.isPunct("]") || t.isPunct(">") {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, t.isPunct(":"), tokens[j - 1].kind == .identifier {
                // `with changes: KeyChanges`, `_ options: Options? = nil`; a closure's type is a completion, not a payload.
                var k = j + 1
                while k < tokens.count, tokens[k].kind == .attribute || tokens[k].isWord("inout") { k += 1 }
                // A generic's arguments (`ResultCallback<Creation>`, a completion's alias) are not what it takes.
                if let (type, end) = typeSpan(tokens, from: k), end < tokens.count, !tokens[end].isPunct("("), !tokens[end].isPunct(text: "->"),
                   !type.hasByte(UInt8(ascii: "<")) {
                    uses.append(CodingUse(kind: .fetchArgument, callee: callee, type: type, line: t.line))
                }
            }
            j += 1
        }
        return uses
    }
}
