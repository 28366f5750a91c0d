import Foundation

extension SwiftDeclarationScanner {
    /// Keywords that declare a type inside a function body. `actor` is only a contextual
    /// keyword (a local variable may be named `actor`), and protocols and extensions cannot
    /// be local.
    static let localTypeKeywords: Set<String> = ["struct", "class", "enum"]

    /// Skips a function body from its `{`, scanning each type declared inside it: a
    /// request body declared where it is sent (`struct Payload: Encodable { … }` in the
    /// function that encodes it) is as much the app's wire type as one at top level.
    ///
    /// A local type has no qualified name in Swift, so it is scanned under its own name.
    /// `struct`, `class` and `enum` are keywords, so a following identifier can only be a
    /// declaration's name; everything else in the body is skipped as before.
    mutating func skipBodyScanningLocalTypes(collected: inout [ScannedType]) {
        guard current.isPunct("{") else { return }
        var level = 0
        repeat {
            let t = current
            if t.kind == .identifier, level > 0, Self.localTypeKeywords.contains(t.text), peek().kind == .identifier,
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
