/// A value decoded straight into an enum case's payload: `altFireMode = .shotgun(try
/// api.decodeValue(forKey: .altShotgunStats))`. A read that names no type decodes what the
/// case carries (`ShotgunStats`), not the property's enum; the audit looks the payload up.
extension CodingBodyReader {
    /// The case whose payload the decode call at `i` (the method name) is the argument of:
    /// an implicit member (`.shotgun(try c.decode…`) or one a type name spells (`Mode.shotgun(…`).
    func wrappingCase(ofCallAt i: Int) -> String? {
        // Back over the receiver (`c`, `c?`), then `try`/`try?`.
        var j = i - 2
        guard j >= 0, body[j].kind == .identifier else { return nil }
        j -= 1
        if j >= 0, body[j].isPunct("?") || body[j].isPunct("!") { j -= 1 }
        if j >= 0, body[j].isWord("try") { j -= 1 }
        guard j >= 2, body[j].isPunct("("), body[j - 1].kind == .identifier, body[j - 2].isPunct(".") else { return nil }
        let name = body[j - 1].text
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"), name != "init" else { return nil }
        // `x.map(try …)` calls a method of a value; a case is reached through its type or no name at all.
        if j >= 3, body[j - 3].kind == .identifier {
            guard let typeFirst = body[j - 3].text.utf8.first, typeFirst >= UInt8(ascii: "A"), typeFirst <= UInt8(ascii: "Z") else { return nil }
        } else if j >= 3, body[j - 3].isPunct(")") || body[j - 3].isPunct("]") || body[j - 3].isPunct("?") || body[j - 3].isPunct("!") {
            return nil
        }
        return name
    }
}
