import Foundation

extension SwiftDeclarationScanner {
    /// Skips a function body from its `{`, scanning each type declared inside it: a
    /// request body declared where it is sent (`struct Payload: Encodable { … }` in the
    /// function that encodes it) is as much the app's wire type as one at top level.
    ///
    /// A local type has no qualified name in Swift, so it is scanned under its own name.
    /// `struct`, `class` and `enum` are keywords, so a following identifier can only be a
    /// declaration's name; everything else in the body is skipped as before. (`actor` is only
    /// a contextual keyword, and protocols and extensions cannot be local.)
    mutating func skipBodyScanningLocalTypes(collected: inout [ScannedType]) {
        guard current.isPunct("{") else { return }
        var level = 0
        repeat {
            let t = current
            // Most tokens of a body are punctuation or short words: the length test comes first, no hashing.
            if t.kind == .identifier, level > 0, t.isWord("struct") || t.isWord("class") || t.isWord("enum"), peek().kind == .identifier,
               position > 0, !tokens[position - 1].isPunct(".") {
                let before = position
                scanType(attributes: [], prefix: "", collected: &collected)
                if position > before { continue }
            }
            if t.isPunct("{") { level += 1 } else if t.isPunct("}") { level -= 1 }
            advance()
        } while level > 0 && !atEnd
    }
}
